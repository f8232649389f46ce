import { z } from "zod";
import { pageQuery } from "./envelope";
import { formatMessage, validationMessages as m } from "./messages";

/*
 * The board-admin rules (spec section 5), written once: the console's Create Board Admin form
 * validates with boardAdminFormSchema and the server validates the JSON body with
 * boardAdminPayloadSchema. A form holds numbers (selects), strings or null (cleared inputs), so
 * each field accepts string | number and is trimmed before its rules run. No Node imports here.
 */

export const BOARD_ADMIN_TYPES = ["board", "other"] as const;
export type BoardAdminType = (typeof BOARD_ADMIN_TYPES)[number];

export const NAME_MIN = 3;
export const USERNAME_MIN = 3;
export const BOARD_ADMIN_TEXT_MAX = 100;
export const PHONE_LENGTH = 10;

const PHONE = /^\d{10}$/;
const WHOLE = /^\d+$/;

const tooLong = formatMessage(m.too_long, { max: BOARD_ADMIN_TEXT_MAX });

/** A required value, trimmed: missing, null or blank answers `required`; then the given rules. */
function text<T extends z.ZodType<unknown, string> = z.ZodString>(
  required: string,
  rules: (s: z.ZodString) => T = (s) => s as unknown as T,
) {
  return z
    .union([z.string(), z.number()], { error: required })
    .transform((v) => String(v).trim())
    .pipe(rules(z.string().min(1, required).max(BOARD_ADMIN_TEXT_MAX, tooLong)));
}

/** An optional text: absent, null or blank is absent. */
const optionalText = z
  .union([z.string(), z.number()], { error: m.text_invalid })
  .nullish()
  .transform((v) => (v == null ? undefined : String(v).trim() || undefined))
  .pipe(z.string().max(BOARD_ADMIN_TEXT_MAX, tooLong).optional());

/** A required id picked from a list: a number, or the digits of one. */
const id = (required: string) =>
  text(required, (s) => s.regex(WHOLE, m.number_required).transform(Number));

/** The create payload (spec section 3) with the rules of section 5. */
export const boardAdminPayloadSchema = z.object(
  {
    username: text(m.username_required, (s) => s.min(USERNAME_MIN, m.min_3)),
    email: text(m.email_required, (s) => s.pipe(z.email({ error: m.email_invalid }))),
    phone: text(m.phone_required, (s) => s.regex(PHONE, m.phone_invalid)),
    type: z
      .union([z.string(), z.number()], { error: m.type_required })
      .transform((v) => String(v).trim())
      .pipe(
        z.enum(BOARD_ADMIN_TYPES, {
          error: (issue) => (issue.input === "" ? m.type_required : m.board_admin_type_invalid),
        }),
      ),
    main_board_id: id(m.main_board_required),
    board_id: id(m.board_required),
    first_name: text(m.first_name_required, (s) => s.min(NAME_MIN, m.min_3)),
    middle_name: optionalText,
    last_name: text(m.last_name_required, (s) => s.min(NAME_MIN, m.min_3)),
  },
  { error: m.request_invalid },
);
/** What the server works with once the payload is valid. */
export type BoardAdminPayload = z.output<typeof boardAdminPayloadSchema>;
/** What a client sends. */
export type BoardAdminPayloadInput = z.input<typeof boardAdminPayloadSchema>;

/**
 * The Create Board Admin form: it holds exactly the fields it sends (the main board is sent
 * too), so its rules are the payload's.
 */
export const boardAdminFormSchema = boardAdminPayloadSchema;

export const BOARD_ADMIN_FORM_FIELDS = [
  "username",
  "email",
  "phone",
  "type",
  "main_board_id",
  "board_id",
  "first_name",
  "middle_name",
  "last_name",
] as const;
export type BoardAdminFormField = (typeof BOARD_ADMIN_FORM_FIELDS)[number];
export type BoardAdminFormValues = Partial<
  Record<BoardAdminFormField, string | number | null | undefined>
>;

/**
 * The create payload from the form's values: text trimmed, ids as numbers, and every empty
 * field left out (spec: empty text fields are dropped before sending).
 */
export function toBoardAdminPayload(values: BoardAdminFormValues): BoardAdminPayloadInput {
  const out: Record<string, string | number> = {};
  for (const field of BOARD_ADMIN_FORM_FIELDS) {
    const value = values[field];
    if (value == null) continue;
    if (field === "main_board_id" || field === "board_id") {
      const text = String(value).trim();
      if (text !== "") out[field] = WHOLE.test(text) ? Number(text) : text;
      continue;
    }
    const text = String(value).trim();
    if (text !== "") out[field] = text;
  }
  return out as BoardAdminPayloadInput;
}

/* ---------- Responses ---------- */

/** A row of the Board Management list (spec section 3). */
export interface BoardAdminListItem {
  board_admin_id: number;
  username: string;
  type: BoardAdminType;
  main_board_name: string;
  board_name: string;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  email: string;
  phone_number: string;
  /** Active (true) or inactive (false). */
  status: boolean;
}

/**
 * What create answers in resources.data. The initial password is shown once, here: the server
 * keeps only its hash.
 */
export interface BoardAdminCreated {
  board_admin_id: number;
  username: string;
  initial_password: string;
}

/** The Name column: first, middle and last joined. */
export function boardAdminFullName(
  row: Pick<BoardAdminListItem, "first_name" | "middle_name" | "last_name">,
): string {
  return [row.first_name, row.middle_name, row.last_name].filter(Boolean).join(" ");
}

/* ---------- Queries and small payloads ---------- */

export const boardAdminListQuerySchema = z.object(pageQuery, { error: m.request_invalid });
export type BoardAdminListQuery = z.output<typeof boardAdminListQuerySchema>;

export const boardAdminChangeStatusPayloadSchema = z.object(
  {
    board_admin_id: z.coerce
      .number({ error: m.number_required })
      .int(m.number_required)
      .positive(m.number_required),
    // Parsed from the strings too: z.coerce.boolean("false") would be true.
    status: z.union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")], {
      error: m.status_invalid,
    }),
  },
  { error: m.request_invalid },
);
export type BoardAdminChangeStatusPayload = z.input<typeof boardAdminChangeStatusPayloadSchema>;
