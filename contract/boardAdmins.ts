import { z } from "zod";
import {
  bodyId,
  choice,
  flagValue,
  isWholeNumber,
  listQuery,
  pathId,
  recordId,
  textFields,
} from "./common";
import { validationMessages as m } from "./messages";

/*
 * The board-admin rules (spec section 5), written once: the console's Create Board Admin form
 * validates with boardAdminFormSchema and the server validates the JSON body with
 * boardAdminPayloadSchema. No Node imports here.
 */

export const BOARD_ADMIN_TYPES = ["board", "other"] as const;

const NAME_MIN = 3;
const USERNAME_MIN = 3;
const BOARD_ADMIN_TEXT_MAX = 100;
export const PHONE_LENGTH = 10;

const { textOfAtLeast, optionalText, id, email, phone } = textFields(BOARD_ADMIN_TEXT_MAX);

/** The create payload (spec section 3) with the rules of section 5. */
export const boardAdminPayloadSchema = z.object(
  {
    username: textOfAtLeast(m.username_required, USERNAME_MIN, m.min_3),
    email: email(m.email_required),
    phone: phone(m.phone_required),
    type: choice(BOARD_ADMIN_TYPES, m.type_required, m.board_admin_type_invalid),
    main_board_id: id(m.main_board_required, m.number_required),
    board_id: id(m.board_required, m.number_required),
    first_name: textOfAtLeast(m.first_name_required, NAME_MIN, m.min_3),
    middle_name: optionalText(),
    last_name: textOfAtLeast(m.last_name_required, NAME_MIN, m.min_3),
  },
  { error: m.request_invalid },
);
/** What the server works with once the payload is valid. */
export type BoardAdminPayload = z.output<typeof boardAdminPayloadSchema>;
/** What a client sends. */
type BoardAdminPayloadInput = z.input<typeof boardAdminPayloadSchema>;

/**
 * The Create Board Admin form: it holds exactly the fields it sends (the main board is sent
 * too), so its rules are the payload's.
 */
export const boardAdminFormSchema = boardAdminPayloadSchema;

const BOARD_ADMIN_FORM_FIELDS = [
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
type BoardAdminFormField = (typeof BOARD_ADMIN_FORM_FIELDS)[number];
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
      if (text !== "") out[field] = isWholeNumber(text) ? Number(text) : text;
      continue;
    }
    const text = String(value).trim();
    if (text !== "") out[field] = text;
  }
  return out as BoardAdminPayloadInput;
}

/* ---------- Responses ---------- */

/** A row of the Board Management list (spec section 3). */
export const boardAdminListItemSchema = z
  .object({
    board_admin_id: recordId,
    username: z.string(),
    type: z.enum(BOARD_ADMIN_TYPES),
    main_board_name: z.string(),
    board_name: z.string(),
    first_name: z.string(),
    middle_name: z.string().nullable(),
    last_name: z.string(),
    email: z.string(),
    phone_number: z.string(),
    status: z.boolean().meta({ description: "Active (true) or inactive (false)." }),
  })
  .meta({
    id: "BoardAdminListItem",
    examples: [
      {
        board_admin_id: 7,
        username: "cbse.chennai",
        type: "board" as const,
        main_board_name: "CBSE",
        board_name: "CBSE Regional Office, Chennai",
        first_name: "Ravi",
        middle_name: null,
        last_name: "Kumar",
        email: "ravi.kumar@cbse.example",
        phone_number: "9123456780",
        status: true,
      },
    ],
  });
export type BoardAdminListItem = z.infer<typeof boardAdminListItemSchema>;

/**
 * What create answers in resources.data. The initial password is shown once, here: the server
 * keeps only its hash.
 */
export const boardAdminCreatedSchema = z
  .object({
    board_admin_id: recordId,
    username: z.string(),
    initial_password: z.string().meta({ description: "Shown once; only its hash is kept." }),
  })
  .meta({
    id: "BoardAdminCreated",
    examples: [{ board_admin_id: 8, username: "icse.pune", initial_password: "t7Qm-9xKe-2fWa" }],
  });
export type BoardAdminCreated = z.infer<typeof boardAdminCreatedSchema>;

/** The Name column: first, middle and last joined. */
export function boardAdminFullName(
  row: Pick<BoardAdminListItem, "first_name" | "middle_name" | "last_name">,
): string {
  return [row.first_name, row.middle_name, row.last_name].filter(Boolean).join(" ");
}

/* ---------- Queries and small payloads ---------- */

/** What the board-admin list's search matches: the texts its rows show. */
export const BOARD_ADMIN_SEARCH_DESCRIPTION =
  "Words (any case), each found in the username, type, main board name, board name, first, middle or last name, email or mobile number.";

export const boardAdminListQuerySchema = z.object(listQuery(BOARD_ADMIN_SEARCH_DESCRIPTION), {
  error: m.request_invalid,
});
export type BoardAdminListQuery = z.output<typeof boardAdminListQuerySchema>;

export const boardAdminChangeStatusPayloadSchema = z.object(
  { board_admin_id: bodyId, status: flagValue },
  { error: m.request_invalid },
);
export type BoardAdminChangeStatusPayload = z.input<typeof boardAdminChangeStatusPayloadSchema>;

/** The path of one board administrator: `/board-admin/{id}`. */
export const boardAdminParamsSchema = z.object({ id: pathId }, { error: m.request_invalid });
