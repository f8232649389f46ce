import { z } from "zod";
import { pageQuery } from "./envelope";
import { formatMessage, validationMessages as m } from "./messages";

/*
 * The school form's rules (spec section 5), written once: the console's form validates with
 * schoolFormSchema and the server validates the multipart payload with schoolPayloadSchema.
 * Multipart sends strings; a form may hold numbers (selects) or null (cleared inputs), so every
 * field accepts string | number and is trimmed before its rules run. No Node imports here.
 */

export const SCHOOL_TYPES = ["public", "private"] as const;
export type SchoolType = (typeof SCHOOL_TYPES)[number];

export const YEAR_MIN = 1800;
export const AREA_RADIUS_MAX_LENGTH = 5;
export const COORDINATE_DECIMALS_MIN = 6;
export const COORDINATE_STEP = 0.000001;
export const TEXT_MAX = 200;
export const COORDINATE_MAX_LENGTH = 24;

const PHONE = /^\d{10}$/;
const PINCODE = /^\d{6}$/;
const WHOLE = /^\d+$/;
const DECIMAL = /^[-+]?\d+(\.\d+)?$/;

const tooLong = (max: number) => formatMessage(m.too_long, { max });

type Input = string | number;
const raw = (required: string) =>
  z.union([z.string(), z.number()], { error: required }).transform((v) => String(v).trim());

/** A required text: missing or blank answers `required`; then the given rules. */
function text<T extends z.ZodType<unknown, string> = z.ZodString>(
  required: string,
  rules: (s: z.ZodString) => T = (s) => s as unknown as T,
) {
  return raw(required).pipe(rules(z.string().min(1, required).max(TEXT_MAX, tooLong(TEXT_MAX))));
}

/** An optional text: absent, null or blank is absent; otherwise the given rules. */
function optionalText(rules: (s: z.ZodString) => z.ZodType<string, string> = (s) => s) {
  return z
    .union([z.string(), z.number()], { error: m.text_invalid })
    .nullish()
    .transform((v) => (v == null ? undefined : String(v).trim() || undefined))
    .pipe(rules(z.string().max(TEXT_MAX, tooLong(TEXT_MAX))).optional());
}

/** A required id picked from a list (board, state, city...). */
const id = (required: string) => text(required, (s) => s.regex(WHOLE, required).transform(Number));

const email = (required: string) =>
  text(required, (s) => s.pipe(z.email({ error: m.email_invalid })));

const phone = (required: string) => text(required, (s) => s.regex(PHONE, m.phone_invalid));

function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

/**
 * A coordinate stays the string that was entered: a number would turn 12.500000 into 12.5 and
 * then fail its own 6-decimal rule on the next save.
 */
function coordinate(required: string, limit: number, range: string, decimals: string) {
  return raw(required).pipe(
    z.string().superRefine((value, ctx) => {
      const fail = (message: string) => ctx.addIssue({ code: "custom", message });
      if (!value) return fail(required);
      if (value.length > COORDINATE_MAX_LENGTH) return fail(tooLong(COORDINATE_MAX_LENGTH));
      if (!DECIMAL.test(value)) return fail(m.number_required);
      if (Math.abs(Number(value)) > limit) return fail(range);
      if ((value.split(".")[1] ?? "").length < COORDINATE_DECIMALS_MIN) return fail(decimals);
    }),
  ) as z.ZodType<string, Input>;
}

/** The fields the register call sends (spec section 3), with every rule of section 5. */
export function schoolPayloadSchema(now: Date) {
  const year = now.getFullYear();
  return z.object(
    {
      school_name: text(m.school_name_required, (s) => s.min(3, m.min_3)),
      school_email: email(m.email_required),
      type: z
        .union([z.string(), z.number()], { error: m.type_required })
        .transform((v) => String(v).trim())
        .pipe(
          z.enum(SCHOOL_TYPES, {
            error: (issue) => (issue.input === "" ? m.type_required : m.school_type_invalid),
          }),
        ),
      established_year: text(m.year_required, (s) =>
        s
          .regex(/^-?\d+$/, m.year_number)
          .transform(Number)
          .pipe(
            z.number().min(YEAR_MIN, m.year_min).max(year, formatMessage(m.year_max, { year })),
          ),
      ),
      board_id: id(m.board_required),
      state_id: id(m.state_required),
      city_id: id(m.city_required),
      // The schema of the original marked it optional, its form required: required here.
      pincode: text(m.pincode_required, (s) => s.regex(PINCODE, m.pincode_invalid)),
      address: text(m.address_required, (s) => s.min(3, m.min_3)),
      school_phone_number: phone(m.phone_required),
      website: optionalText((s) => s.refine(isHttpUrl, m.website_invalid)),
      secondary_phone: optionalText((s) => s.regex(PHONE, m.phone_invalid)),
      first_name: text(m.first_name_required),
      middle_name: optionalText(),
      last_name: text(m.last_name_required),
      email: email(m.email_required),
      phone_number: phone(m.phone_required),
      latitude: coordinate(m.latitude_required, 90, m.latitude_range, m.latitude_decimals),
      longitude: coordinate(m.longitude_required, 180, m.longitude_range, m.longitude_decimals),
      area_radius: text(m.area_radius_required, (s) =>
        s
          .max(AREA_RADIUS_MAX_LENGTH, m.area_radius_invalid)
          .regex(WHOLE, m.area_radius_invalid)
          .transform(Number),
      ),
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
  .pipe(z.array(z.string().regex(WHOLE, m.number_required).transform(Number)));

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
export type SchoolFormOutput = z.output<ReturnType<typeof schoolFormSchema>>;

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
export type SchoolFormField = (typeof SCHOOL_FORM_FIELDS)[number];
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
    out[key] = text;
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
export const sameFileKey = (file: { name: string; size: number }) =>
  `${file.name}\u0000${file.size}`;

/** The one rule for a duplicate: the same name and size as a file already chosen or saved. */
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

export interface SchoolListItem {
  school_id: number;
  school_name: string;
  admin_name: string;
  state_name: string;
  city_name: string;
  students: number;
  /** Verified (one-time). */
  admin_approval: boolean;
  /** Active (true) or Pending (false). */
  status: boolean;
}

export interface SchoolAsset {
  id: number;
  file_name: string;
  content_type: string;
  /** A signed link, valid for a short time, that needs no bearer token. */
  url: string;
}

export interface SchoolDetail {
  school_id: number;
  school_name: string;
  type: SchoolType;
  established_year: number;
  /** The affiliation (sub-)board's name. */
  affiliation_board: string;
  main_board_name: string;
  address: string;
  school_email: string;
  school_phone_number: string;
  secondary_phone: string | null;
  website: string | null;
  pincode: string;
  country_id: number;
  state_id: number;
  city_id: number;
  main_board_id: number;
  board_id: number;
  country_name: string;
  state_name: string;
  city_name: string;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  full_name: string;
  employee_number: string;
  email: string;
  phone_number: string;
  /** As entered, decimals kept. */
  latitude: string;
  longitude: string;
  area_radius: number;
  admin_approval: boolean;
  status: boolean;
  students: number;
  teachers: number;
  assets: { school_image: SchoolAsset[]; document: SchoolAsset[] };
}

/** What register and update answer in resources.data. */
export interface SchoolSaved {
  school_id: number;
  employee_number: string;
}

/* ---------- Queries and small payloads ---------- */

/** The longest search the list accepts (the console's search box has it as maxLength). */
export const SCHOOL_SEARCH_MAX = 100;

export const schoolListQuerySchema = z.object(
  {
    ...pageQuery,
    // Parsed from the strings: z.coerce.boolean("false") would be true.
    admin_approval: z
      .enum(["true", "false", ""], { error: m.approval_filter_invalid })
      .optional()
      .transform((v) => (v === "true" ? true : v === "false" ? false : undefined)),
    search: z
      .string({ error: m.text_invalid })
      .trim()
      .max(SCHOOL_SEARCH_MAX, formatMessage(m.too_long, { max: SCHOOL_SEARCH_MAX }))
      .optional()
      .transform((v) => v || undefined),
  },
  { error: m.request_invalid },
);
export type SchoolListQuery = z.output<typeof schoolListQuerySchema>;

const schoolId = z.coerce
  .number({ error: m.number_required })
  .int(m.number_required)
  .positive(m.number_required);

export const schoolApprovePayloadSchema = z.object(
  { school_id: schoolId },
  { error: m.request_invalid },
);
export type SchoolApprovePayload = z.input<typeof schoolApprovePayloadSchema>;

export const schoolChangeStatusPayloadSchema = z.object(
  {
    school_id: schoolId,
    status: z.union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")], {
      error: m.status_invalid,
    }),
  },
  { error: m.request_invalid },
);
export type SchoolChangeStatusPayload = z.input<typeof schoolChangeStatusPayloadSchema>;

export const schoolParamsSchema = z.object({ id: schoolId }, { error: m.request_invalid });
