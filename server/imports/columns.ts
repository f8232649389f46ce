/*
 * The import file's columns: the register call's fields (contract/schools.ts
 * schoolPayloadSchema, files excluded) with the UDISE+ code and `confirm_duplicate`, and
 * `main_board`, which a board given by name needs (board names repeat across main boards).
 * References (main_board, board_id, state_id, city_id) take a name or an id.
 */

export const IMPORT_COLUMNS = [
  "school_name",
  "school_email",
  "type",
  "established_year",
  "main_board",
  "board_id",
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
  "latitude",
  "longitude",
  "area_radius",
  "confirm_duplicate",
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** The columns a file may leave out: the register call's optional fields, and main_board. */
const OPTIONAL: readonly ImportColumn[] = [
  "main_board",
  "udise_code",
  "website",
  "secondary_phone",
  "middle_name",
  "confirm_duplicate",
];
export const REQUIRED_COLUMNS = IMPORT_COLUMNS.filter((c) => !OPTIONAL.includes(c));

/** Columns written as text in an XLSX file: a numeric cell would drop zeros. */
export const TEXT_COLUMNS: readonly ImportColumn[] = [
  "udise_code",
  "pincode",
  "school_phone_number",
  "secondary_phone",
  "phone_number",
  "latitude",
  "longitude",
];

/** The place of a column in the template (1-based); 0 for a problem of the whole row. */
export const columnPosition = (column: string | null) =>
  column === null ? 0 : IMPORT_COLUMNS.indexOf(column as ImportColumn) + 1;

/** The error column added to the file given back. */
export const ERROR_COLUMN = "error";
