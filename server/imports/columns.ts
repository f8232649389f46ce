import { IMPORT_COLUMNS, type ImportColumn } from "../../contract/imports";
import { SCHOOL_COLUMNS } from "../exports/sources";

/** The register call's field of a column, where it is named otherwise. */
export const PAYLOAD_FIELDS: Partial<Record<ImportColumn, string>> = {
  board: "board_id",
  state: "state_id",
  city: "city_id",
};

/** The column of a register call's field (the inverse of PAYLOAD_FIELDS). */
export const columnOfField = (field: string): string =>
  Object.entries(PAYLOAD_FIELDS).find(([, name]) => name === field)?.[0] ?? field;

/** The names the template gave its reference columns before issue 41, still read. */
const EARLIER_NAMES: Record<string, ImportColumn> = {
  board_id: "board",
  state_id: "state",
  city_id: "city",
};

/** A header's name as it is compared: trimmed, in lower case. */
const normalise = (name: string) => name.trim().toLowerCase();

/**
 * The school export's headers (server/exports/sources.ts), each with the column it fills, or
 * null for one the import leaves alone (the school's id, its counts, its country): an exported
 * file imports back.
 */
const EXPORT_HEADERS = new Map<string, ImportColumn | null>(
  SCHOOL_COLUMNS.map((column) => [normalise(column.header), column.field ?? null]),
);

/**
 * What a file's header says: the column each of its cells fills (null for one the import leaves
 * alone: the error column of a file given back, an export's id or counts), its unknown names and
 * the required columns it lacks. A header is the template's (or its earlier) column name or the
 * school export's; a column named twice is read from its first cell.
 */
export function readHeader(header: string[]): {
  columns: (ImportColumn | null)[];
  unknown: string[];
  missing: ImportColumn[];
} {
  const unknown: string[] = [];
  const columns = header.map((cell) => {
    const name = normalise(cell);
    if (name === "" || name === ERROR_COLUMN) return null;
    if (EXPORT_HEADERS.has(name)) return EXPORT_HEADERS.get(name)!;
    const column = (IMPORT_COLUMNS as readonly string[]).includes(name)
      ? (name as ImportColumn)
      : EARLIER_NAMES[name];
    if (!column) unknown.push(name);
    return column ?? null;
  });
  return { columns, unknown, missing: REQUIRED_COLUMNS.filter((c) => !columns.includes(c)) };
}

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
