import { z } from "zod";
import {
  bodyId,
  choice,
  flagValue,
  inIdRange,
  pathId,
  phoneRule,
  raw,
  ID_DOC,
  ID_MAX,
  integerDoc,
  pageQuery,
  recordId,
  SEARCH_MAX_LENGTH,
  searchQuery,
  textFields,
  tooLong,
  wholeNumber,
} from "./common";
import { formatMessage, validationMessages as m } from "./messages";
import { listEnvelope } from "./envelope";
import { CONFIRM_DUPLICATE_FIELD, confirmDuplicateField } from "./duplicates";

/*
 * The school form's rules (spec section 5), written once: the console's form validates with
 * schoolFormSchema and the server validates the multipart payload with schoolPayloadSchema.
 * No Node imports here.
 */

export const SCHOOL_TYPES = ["public", "private"] as const;

const YEAR_MIN = 1800;
export const AREA_RADIUS_MAX_LENGTH = 5;
const COORDINATE_DECIMALS_MIN = 6;
export const COORDINATE_STEP = 0.000001;
const TEXT_MAX = 200;
const COORDINATE_MAX_LENGTH = 24;

const PINCODE = /^\d{6}$/;
/** The UDISE+ code: state 2, district 2, block 2, village 3, serial 2 digits. */
export const UDISE_CODE = /^\d{11}$/;
const DECIMAL = /^[-+]?\d+(\.\d+)?$/;

type Input = string | number;
const { text, textOfAtLeast, optionalText, id, email, phone } = textFields(TEXT_MAX);

/**
 * A website as people write it: `www.school.in` is taken and stored as `https://www.school.in`.
 * An address that names its own scheme keeps it, and only http and https are websites.
 */
export function websiteAddress(value: string): string {
  return value.includes("://") ? value : `https://${value}`;
}

function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (
      (url.protocol === "http:" || url.protocol === "https:") &&
      url.hostname.includes(".") &&
      // "mailto:a@b.in" with https:// put before it would read as a user name and a host.
      !url.username &&
      !url.password
    );
  } catch {
    return false;
  }
}

/** The whole degrees below a coordinate's limit, for the document's pattern: 0-89, 0-179. */
const DEGREES_BELOW = { 90: "[0-8]?[0-9]", 180: "1[0-7][0-9]|[0-9]?[0-9]" } as const;

/**
 * A coordinate stays the string that was entered: a number would turn 12.500000 into 12.5 and
 * then fail its own 6-decimal rule on the next save.
 */
function coordinate(required: string, limit: 90 | 180, range: string, decimals: string) {
  const degrees = `(?:${DEGREES_BELOW[limit]})\\.[0-9]{${COORDINATE_DECIMALS_MIN},}`;
  return raw(required)
    .pipe(
      z.string().superRefine((value, ctx) => {
        const fail = (message: string) => ctx.addIssue({ code: "custom", message });
        if (!value) return fail(required);
        if (value.length > COORDINATE_MAX_LENGTH) return fail(tooLong(COORDINATE_MAX_LENGTH));
        if (!DECIMAL.test(value)) return fail(m.number_required);
        if (Math.abs(Number(value)) > limit) return fail(range);
        if ((value.split(".")[1] ?? "").length < COORDINATE_DECIMALS_MIN) return fail(decimals);
      }),
    )
    .meta({
      description: `-${limit} to ${limit}, with at least ${COORDINATE_DECIMALS_MIN} decimals.`,
      type: "string",
      anyOf: undefined,
      minLength: 1,
      maxLength: COORDINATE_MAX_LENGTH,
      pattern: `^[-+]?(?:${degrees}|${limit}\\.0{${COORDINATE_DECIMALS_MIN},})$`,
    }) as z.ZodType<string, Input>;
}

/** The fields the register call sends (spec section 3), with every rule of section 5. */
export function schoolPayloadSchema(now: Date) {
  const year = now.getFullYear();
  return z.object(
    {
      school_name: textOfAtLeast(m.school_name_required, 3, m.min_3),
      school_email: email(m.email_required),
      type: choice(SCHOOL_TYPES, m.type_required, m.school_type_invalid),
      established_year: text(m.year_required, (s) =>
        s
          .regex(/^-?\d+$/, m.year_number)
          .transform(Number)
          .pipe(
            z.number().min(YEAR_MIN, m.year_min).max(year, formatMessage(m.year_max, { year })),
          ),
      ).meta(integerDoc(YEAR_MIN, year)),
      board_id: id(m.board_required),
      state_id: id(m.state_required),
      city_id: id(m.city_required),
      // The schema of the original marked it optional, its form required: required here.
      pincode: text(m.pincode_required, (s) => s.regex(PINCODE, m.pincode_invalid)).meta({
        pattern: PINCODE.source,
      }),
      address: textOfAtLeast(m.address_required, 3, m.min_3),
      // Optional (blank is absent), unique among schools (server/schools/duplicates.ts).
      udise_code: optionalText((s) => s.regex(UDISE_CODE, m.udise_code_invalid)),
      school_phone_number: phone(m.phone_required),
      website: optionalText((s) =>
        s.transform(websiteAddress).pipe(z.string().refine(isHttpUrl, m.website_invalid)),
      ),
      secondary_phone: optionalText(phoneRule),
      first_name: text(m.first_name_required),
      middle_name: optionalText(),
      last_name: text(m.last_name_required),
      email: email(m.email_required),
      phone_number: phone(m.phone_required),
      latitude: coordinate(m.latitude_required, 90, m.latitude_range, m.latitude_decimals),
      longitude: coordinate(m.longitude_required, 180, m.longitude_range, m.longitude_decimals),
      area_radius: text(m.area_radius_required, (s) =>
        wholeNumber(s.max(AREA_RADIUS_MAX_LENGTH, m.area_radius_invalid), m.area_radius_invalid),
      ).meta(integerDoc(0, 10 ** AREA_RADIUS_MAX_LENGTH - 1)),
      // Not a field of the spec: saves a school that matches another (contract/duplicates.ts).
      [CONFIRM_DUPLICATE_FIELD]: confirmDuplicateField,
    },
    { error: m.request_invalid },
  );
}
export type SchoolPayload = z.output<ReturnType<typeof schoolPayloadSchema>>;

/** Ids given as one comma-separated field, as a repeated field, or as an array. */
const idList = z
  .union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))], {
    error: m.number_required,
  })
  .optional()
  .transform((v) =>
    (Array.isArray(v) ? v : v === undefined ? [] : [v])
      .flatMap((item) => String(item).split(","))
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .pipe(z.array(wholeNumber(z.string(), m.number_required).pipe(inIdRange(m.number_required))));

export function schoolUpdatePayloadSchema(now: Date) {
  return schoolPayloadSchema(now).extend({
    school_id: id(m.number_required),
    remove_document_ids: idList,
  });
}
export type SchoolUpdatePayload = z.output<ReturnType<typeof schoolUpdatePayloadSchema>>;

/** The form: the payload plus what the form has and does not send. */
export function schoolFormSchema(now: Date) {
  return schoolPayloadSchema(now).extend({
    country_id: id(m.country_required),
    main_board_id: id(m.main_board_required),
    employee_number: optionalText(),
  });
}

/** The form's field names; values as inputs hold them. */
export const SCHOOL_FORM_FIELDS = [
  "school_name",
  "school_email",
  "type",
  "established_year",
  "main_board_id",
  "board_id",
  "country_id",
  "state_id",
  "city_id",
  "pincode",
  "address",
  "udise_code",
  "school_phone_number",
  "website",
  "secondary_phone",
  "first_name",
  "middle_name",
  "last_name",
  "email",
  "phone_number",
  "employee_number",
  "latitude",
  "longitude",
  "area_radius",
] as const;
type SchoolFormField = (typeof SCHOOL_FORM_FIELDS)[number];
export type SchoolFormValues = Partial<Record<SchoolFormField, string | number | null | undefined>>;

/** Fields the form holds but never sends (spec section 3). */
export const SCHOOL_FORM_ONLY_FIELDS = ["country_id", "main_board_id", "employee_number"] as const;

/**
 * The multipart text fields for register/update: every sent field as a string, empty optional
 * fields left out, and the form-only fields dropped. Files are appended by the caller.
 */
export function toSchoolPayload(
  values: SchoolFormValues & { school_id?: string | number | null },
): Record<string, string> {
  const out: Record<string, string> = {};
  const skip = new Set<string>(SCHOOL_FORM_ONLY_FIELDS);
  for (const [key, value] of Object.entries(values)) {
    if (skip.has(key) || value == null) continue;
    const text = String(value).trim();
    if (text === "") continue;
    out[key] = key === "website" ? websiteAddress(text) : text;
  }
  return out;
}

/* ---------- Uploads ---------- */

export interface UploadRule {
  /** The multipart field name. */
  field: string;
  maxFiles: number;
  maxBytes: number;
  extensions: readonly string[];
  /** react-dropzone's `accept`: content type to extensions. */
  accept: Record<string, string[]>;
}

export const SCHOOL_IMAGE_UPLOAD: UploadRule = {
  field: "school_image",
  maxFiles: 1,
  maxBytes: 5 * 1024 * 1024,
  extensions: ["png", "jpg", "jpeg", "webp"],
  accept: { "image/png": [".png"], "image/jpeg": [".jpg", ".jpeg"], "image/webp": [".webp"] },
};

export const SCHOOL_DOCUMENT_UPLOAD: UploadRule = {
  field: "school_documents",
  maxFiles: 10,
  maxBytes: 10 * 1024 * 1024,
  extensions: ["pdf", "csv", "docx", "doc", "xlsx", "xls", "odt"],
  accept: {
    "application/pdf": [".pdf"],
    "text/csv": [".csv"],
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": [".docx"],
    "application/msword": [".doc"],
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": [".xlsx"],
    "application/vnd.ms-excel": [".xls"],
    "application/vnd.oasis.opendocument.text": [".odt"],
  },
};

export const fileTypeMessage = (rule: UploadRule) =>
  formatMessage(m.file_type, { types: rule.extensions.join(", ") });
/** A size as people read it: 5242880 is "5 MB", 1536 is "1.5 KB". */
export function readableSize(bytes: number): string {
  const units = ["bytes", "KB", "MB", "GB"];
  let size = bytes;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit += 1;
  }
  const rounded = unit === 0 ? size : Math.round(size * 10) / 10;
  return `${rounded} ${units[unit]}`;
}

export const fileTooLargeMessage = (rule: UploadRule) =>
  formatMessage(m.file_too_large, { size: readableSize(rule.maxBytes) });

/** The key under which a chosen file counts as the same file: its name and size. */
const sameFileKey = (file: { name: string; size: number }) => `${file.name}\u0000${file.size}`;

/** The one rule for a duplicate: the same name and size as a file already chosen. */
export function duplicateFiles<F extends { name: string; size: number }>(
  chosen: readonly { name: string; size: number }[],
  added: readonly F[],
): { fresh: F[]; duplicates: F[] } {
  const seen = new Set(chosen.map(sameFileKey));
  const fresh: F[] = [];
  const duplicates: F[] = [];
  for (const file of added) {
    const key = sameFileKey(file);
    if (seen.has(key)) duplicates.push(file);
    else {
      seen.add(key);
      fresh.push(file);
    }
  }
  return { fresh, duplicates };
}

/* ---------- Responses ---------- */

const schoolAssetSchema = z
  .object({
    id: recordId,
    file_name: z.string(),
    content_type: z.string(),
    url: z.string().meta({
      description: "A signed link, valid for a short time, that needs no bearer token.",
    }),
  })
  .meta({ id: "SchoolAsset" });
export type SchoolAsset = z.infer<typeof schoolAssetSchema>;

const exampleAsset = (id: number, file_name: string, content_type: string) => ({
  id,
  file_name,
  content_type,
  url: `/v1/super-admin/school/asset/${id}?expires=1773566100&sig=Qm9v…`,
});

export const schoolDetailSchema = z
  .object({
    school_id: recordId,
    school_name: z.string(),
    type: z.enum(SCHOOL_TYPES),
    established_year: z.number().int(),
    affiliation_board: z.string().meta({ description: "The affiliation (sub-)board's name." }),
    main_board_name: z.string(),
    address: z.string(),
    school_email: z.string(),
    school_phone_number: z.string(),
    secondary_phone: z.string().nullable(),
    website: z.string().nullable(),
    pincode: z.string(),
    udise_code: z
      .string()
      .nullable()
      .meta({ description: "The UDISE+ code (11 digits), if given." }),
    country_id: recordId,
    state_id: recordId,
    city_id: recordId,
    main_board_id: recordId,
    board_id: recordId,
    country_name: z.string(),
    state_name: z.string(),
    city_name: z.string(),
    first_name: z.string(),
    middle_name: z.string().nullable(),
    last_name: z.string(),
    full_name: z.string(),
    employee_number: z.string(),
    email: z.string(),
    phone_number: z.string(),
    latitude: z.string().meta({ description: "As entered, decimals kept." }),
    longitude: z.string().meta({ description: "As entered, decimals kept." }),
    area_radius: z.number().int(),
    admin_approval: z.boolean().meta({ description: "Verified (one-time)." }),
    status: z.boolean().meta({ description: "Active (true) or Pending (false)." }),
    students: z.number().int(),
    teachers: z.number().int(),
    assets: z.object({
      school_image: z.array(schoolAssetSchema),
      document: z.array(schoolAssetSchema),
    }),
  })
  .meta({
    id: "SchoolDetail",
    examples: [
      {
        school_id: 25,
        school_name: "Green Valley School",
        type: "private" as const,
        established_year: 1998,
        affiliation_board: "CBSE Regional Office, Chennai",
        main_board_name: "CBSE",
        address: "12 Temple Road",
        school_email: "office@greenvalley.example",
        school_phone_number: "9876543210",
        secondary_phone: null,
        website: "https://greenvalley.example",
        pincode: "570001",
        udise_code: "29260100105",
        country_id: 1,
        state_id: 12,
        city_id: 140,
        main_board_id: 1,
        board_id: 3,
        country_name: "India",
        state_name: "Karnataka",
        city_name: "Mysuru",
        first_name: "Asha",
        middle_name: null,
        last_name: "Rao",
        full_name: "Asha Rao",
        employee_number: "EMP000025",
        email: "asha.rao@greenvalley.example",
        phone_number: "9876500000",
        latitude: "12.295810",
        longitude: "76.639381",
        area_radius: 250,
        admin_approval: true,
        status: true,
        students: 812,
        teachers: 41,
        assets: {
          school_image: [exampleAsset(70, "front.png", "image/png")],
          document: [exampleAsset(71, "licence.pdf", "application/pdf")],
        },
      },
    ],
  });
export type SchoolDetail = z.infer<typeof schoolDetailSchema>;

/** A row of School Management: the detail's columns, and the principal's name as one. */
export const schoolListItemSchema = schoolDetailSchema
  .pick({
    school_id: true,
    school_name: true,
    state_name: true,
    city_name: true,
    students: true,
    admin_approval: true,
    status: true,
    udise_code: true,
  })
  .extend({
    admin_name: z.string(),
    created_at: z.string().meta({ description: "When the school was registered (ISO 8601, UTC)." }),
  })
  .meta({
    id: "SchoolListItem",
    examples: [
      {
        school_id: 25,
        school_name: "Green Valley School",
        admin_name: "Asha Rao",
        state_name: "Karnataka",
        city_name: "Mysuru",
        students: 812,
        admin_approval: true,
        status: true,
        udise_code: "29260100105",
        created_at: "2025-06-02T04:31:10.000Z",
      },
    ],
  });
export type SchoolListItem = z.infer<typeof schoolListItemSchema>;

/**
 * A total the list does not keep counts for (two filters, a search with a filter) is counted up
 * to this many; above it the list says "more than" (`total_capped`).
 */
export const SCHOOL_TOTAL_CAP = 10_000;

/** A page of School Management: the list's envelope, and whether its total is a lower bound. */
export const schoolListEnvelope = (() => {
  const base = listEnvelope(schoolListItemSchema);
  return base.extend({
    resources: base.shape.resources.extend({
      total_capped: z.boolean().meta({
        description: `The total is a lower bound: more than ${SCHOOL_TOTAL_CAP.toLocaleString("en")} schools match, and \`total\` is ${(SCHOOL_TOTAL_CAP + 1).toLocaleString("en")}. Exact totals are kept for each filter alone and with the verified and activity filters; any other combination is counted up to the cap. Page on with \`page\` (Previous and Next) while pages come full.`,
      }),
    }),
  });
})();

/** What register and update answer in resources.data. */
export const schoolSavedSchema = z
  .object({ school_id: z.number().int(), employee_number: z.string() })
  .meta({ id: "SchoolSaved", examples: [{ school_id: 25, employee_number: "EMP000025" }] });
export type SchoolSaved = z.infer<typeof schoolSavedSchema>;

/* ---------- Queries and small payloads ---------- */

/** The longest search the school list accepts; the console's search box holds no more. */
export const SCHOOL_SEARCH_MAX_LENGTH = SEARCH_MAX_LENGTH;
/** What the school list's search matches. */
export const SCHOOL_SEARCH_DESCRIPTION =
  "Words (any case), each found in the school's name, its principal's name or its city; an exact 11-digit UDISE+ code also finds the school holding it, first.";

/** The fields the school list sorts by (the API's names); school_id is the default, newest first. */
export const SCHOOL_SORTS = ["school_id", "school_name", "students", "created_at"] as const;
export type SchoolSort = (typeof SCHOOL_SORTS)[number];

/** A true/false filter given as its text, blank being no filter (z.coerce.boolean("false") would be true). */
const flagFilter = (message: string) =>
  z
    .enum(["true", "false", ""], { error: message })
    .optional()
    .transform((v) => (v === "true" ? true : v === "false" ? false : undefined));

/**
 * An id a filter takes (a lookup's), as text in a query or a number in the dialect's JSON;
 * blank is no filter.
 */
const filterId = z
  .union([z.string(), z.number()], { error: m.list_filter_id_invalid })
  .optional()
  .refine(
    (v) => v === undefined || v === "" || (/^\d{1,10}$/.test(String(v)) && +v >= 1 && +v <= ID_MAX),
    m.list_filter_id_invalid,
  )
  .transform((v) => (v === undefined || v === "" ? undefined : Number(v)))
  .meta(ID_DOC);

const ISO_DATE = z.iso.date();

/** A registration date: a calendar day, YYYY-MM-DD; blank is no bound. */
const registrationDate = z
  .string({ error: m.registration_date_invalid })
  .optional()
  .refine((v) => !v || ISO_DATE.safeParse(v).success, m.registration_date_invalid)
  .transform((v) => v || undefined)
  .meta({ format: "date" });

/**
 * The school list's filters, as the list's query and the export's take them: each one is
 * optional, and a blank value is no filter.
 */
export const schoolFilterQuery = {
  search: searchQuery.meta({ description: SCHOOL_SEARCH_DESCRIPTION }),
  admin_approval: flagFilter(m.approval_filter_invalid).meta({
    description: "Verified (true) or not yet (false).",
  }),
  state_id: filterId.meta({ description: "Schools of this state." }),
  city_id: filterId.meta({ description: "Schools of this city." }),
  main_board_id: filterId.meta({ description: "Schools of a board of this main board." }),
  board_id: filterId.meta({ description: "Schools of this board." }),
  type: z
    .enum([...SCHOOL_TYPES, ""], { error: m.type_filter_invalid })
    .optional()
    .transform((v) => v || undefined)
    .meta({ description: "Public or private schools." }),
  status: flagFilter(m.activity_filter_invalid).meta({
    description: "Active (true) or inactive (false) schools: the list's Action column.",
  }),
  registered_from: registrationDate.meta({
    description: "Registered on or after this day (India's time zone).",
  }),
  registered_to: registrationDate.meta({
    description:
      "Registered on or before this day (India's time zone); not before `registered_from`.",
  }),
};

const sortInvalid = formatMessage(m.list_sort_invalid, { fields: SCHOOL_SORTS.join(", ") });

export const schoolListQuerySchema = z
  .object(
    {
      ...pageQuery,
      ...schoolFilterQuery,
      sort: z
        .enum(SCHOOL_SORTS, { error: sortInvalid })
        .default("school_id")
        .meta({ description: "The field the list is sorted by, ties broken by school_id." }),
      order: z
        .enum(["ASC", "DESC", "asc", "desc"], { error: m.list_order_invalid })
        .default("DESC")
        .transform((v) => v.toUpperCase() as "ASC" | "DESC")
        .meta({ description: "ASC or DESC (either case); newest, or last, first by default." }),
    },
    { error: m.request_invalid },
  )
  .superRefine(registrationInOrder);
export type SchoolListQuery = z.output<typeof schoolListQuerySchema>;

/**
 * The registration range's one rule: it does not end before it starts. Both bounds are days
 * written YYYY-MM-DD (or none), which compare as text.
 */
export const registrationReversed = (from?: string | null, to?: string | null): boolean =>
  !!from && !!to && to < from;

/** The rule on the list's and the export's query: a 400 at registered_to. */
export function registrationInOrder(
  query: { registered_from?: string; registered_to?: string },
  ctx: z.RefinementCtx,
) {
  if (registrationReversed(query.registered_from, query.registered_to)) {
    ctx.addIssue({
      code: "custom",
      path: ["registered_to"],
      message: m.registration_range_invalid,
    });
  }
}

export const schoolApprovePayloadSchema = z.object(
  { school_id: bodyId },
  { error: m.request_invalid },
);
export type SchoolApprovePayload = z.input<typeof schoolApprovePayloadSchema>;

export const schoolChangeStatusPayloadSchema = z.object(
  { school_id: bodyId, status: flagValue },
  { error: m.request_invalid },
);
export type SchoolChangeStatusPayload = z.input<typeof schoolChangeStatusPayloadSchema>;

export const schoolParamsSchema = z.object({ id: pathId }, { error: m.request_invalid });

/** The query of a signed file link. */
export const assetLinkQuerySchema = z.object({
  expires: z.coerce.number().int().meta({ description: "When the link expires (Unix seconds)." }),
  sig: z.string().max(100).meta({ description: "The link's signature.", minLength: 1 }),
});
