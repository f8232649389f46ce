import { schoolPayloadSchema } from "../../contract/schools";
import { keyed, keyedOf, textOf, type KeyedMessage } from "../../contract/apiMessages";
import type { Queryable } from "../db/index";
import { IMPORT_COLUMNS, type ImportColumn } from "../../contract/imports";
import { columnOfField, columnPosition, PAYLOAD_FIELDS, readHeader } from "./columns";
import { referenceResolver, type References } from "./references";

/*
 * The dry run's checks. Each row is checked with the register call's own schema (the same rules
 * and messages as a single registration) and its references resolved; the checked rows go to the
 * staging table with their errors. Once every row is staged, duplicates are found set-based, in
 * SQL, with the key functions of the duplicate rules (migration 008): within the file and
 * against the schools on record.
 */

/** A problem of a row: its column (null for the whole row) and its message. */
export interface RowProblem {
  column: string | null;
  message: KeyedMessage;
}

export interface CheckedRow {
  row: number;
  outcome: "valid" | "error";
  /** The parsed payload, the city's name added (for the search text); only when valid. */
  payload?: Record<string, unknown>;
  confirmed: boolean;
  problems: RowProblem[];
}

/** The header's unknown and missing columns (the error column of a file given back is ignored). */
export function checkHeader(header: string[]): { unknown: string[]; missing: string[] } {
  const { unknown, missing } = readHeader(header);
  return { unknown, missing };
}

/** A schema's issue text as a keyed message (every rule's message is the catalogue's). */
const asKeyed = (text: string): KeyedMessage =>
  keyedOf(text) ?? keyed("validation.request_invalid");

const REFERENCE_UNKNOWN: Record<string, KeyedMessage> = {
  main_board: keyed("validation.main_board_unknown"),
  board: keyed("validation.board_unknown"),
  state: keyed("validation.state_unknown"),
  city: keyed("validation.city_unknown"),
};

/** Checks rows of a file with this header, as a single registration would be checked. */
export function rowChecker(header: string[], refs: References, now: Date) {
  const schema = schoolPayloadSchema(now);
  const resolve = referenceResolver(refs);
  const { columns } = readHeader(header);
  const index = new Map<string, number>();
  columns.forEach((column, i) => {
    if (column && !index.has(column)) index.set(column, i);
  });
  const cellOf = (cells: string[], column: string) => {
    const i = index.get(column);
    return i === undefined ? "" : (cells[i] ?? "");
  };
  return (row: number, cells: string[]): CheckedRow => {
    const values: Record<string, string | undefined> = {};
    for (const column of IMPORT_COLUMNS) values[column] = cellOf(cells, column);
    const refsOf = resolve({
      main_board: values.main_board!,
      board: values.board!,
      state: values.state!,
      city: values.city!,
    });
    const problems = new Map<string, KeyedMessage>();
    for (const column of ["main_board", "board", "state", "city"] as const) {
      const found = refsOf[column];
      if (found === undefined && values[column] !== "")
        problems.set(column, REFERENCE_UNKNOWN[column]);
      // The schema sees the id (or the blank that it answers as required).
      values[column] = found === undefined ? "" : String(found);
    }
    // Spreadsheets write booleans as TRUE and FALSE.
    const confirm = values.confirm_duplicate!.toLowerCase();
    values.confirm_duplicate = confirm === "" ? undefined : confirm;
    for (const optional of ["udise_code", "website", "secondary_phone", "middle_name"]) {
      if (values[optional] === "") values[optional] = undefined;
    }
    // The register call's fields: a column named otherwise (board) under its field's name.
    const payload = Object.fromEntries(
      Object.entries(values).map(([column, value]) => [
        PAYLOAD_FIELDS[column as ImportColumn] ?? column,
        value,
      ]),
    );
    const result = schema.safeParse(payload);
    for (const issue of result.error?.issues ?? []) {
      const column = columnOfField(String(issue.path[0] ?? ""));
      if (problems.has(column)) continue;
      let message = asKeyed(issue.message);
      // A code of 10 digits is a code whose leading zero a spreadsheet dropped (states 01-09).
      if (column === "udise_code" && /^\d{10}$/.test(values.udise_code ?? "")) {
        message = keyed("validation.udise_code_leading_zero");
      }
      problems.set(column, message);
    }
    // As a registration says it: a city is looked up within a known state only.
    if (problems.has("state")) problems.delete("city");
    const list = [...problems].map(([column, message]) => ({
      column: column === "" ? null : column,
      message,
    }));
    list.sort((a, b) => columnPosition(a.column) - columnPosition(b.column));
    if (!result.success || list.length) {
      return { row, outcome: "error", confirmed: confirm === "true", problems: list };
    }
    return {
      row,
      outcome: "valid",
      payload: { ...result.data, city_name: refsOf.city_name },
      confirmed: result.data.confirm_duplicate,
      problems: [],
    };
  };
}

/** Writes problems of rows to the errors table, in one statement. */
export async function insertProblems(
  tx: Queryable,
  importId: number,
  problems: { row: number; problem: RowProblem }[],
): Promise<void> {
  if (!problems.length) return;
  await tx.query(
    `INSERT INTO school_import_errors (import_id, row_number, position, column_name, message_key,
       message_params, message)
     SELECT $1, r, p, c, k, mp::jsonb, m
       FROM unnest($2::int[], $3::int[], $4::text[], $5::text[], $6::text[], $7::text[])
         AS t (r, p, c, k, mp, m)`,
    [
      importId,
      problems.map((p) => p.row),
      problems.map((p) => columnPosition(p.problem.column)),
      problems.map((p) => p.problem.column) as string[],
      problems.map((p) => p.problem.message.key),
      problems.map((p) =>
        p.problem.message.params ? JSON.stringify(p.problem.message.params) : null,
      ) as string[],
      problems.map((p) => textOf(p.problem.message)),
    ],
  );
}

/** Stages a chunk of checked rows with their errors; the keys are the duplicate rules' own. */
export async function stageRows(tx: Queryable, importId: number, rows: CheckedRow[]) {
  if (!rows.length) return;
  await tx.query(
    `INSERT INTO school_import_rows (import_id, row_number, outcome, payload, udise_code, confirmed,
       email_key, phone_key, name_key, pincode)
     SELECT $1, r, o, p, p->>'udise_code', c, school_email_key(p->>'school_email'),
            school_phone_key(p->>'school_phone_number'), school_name_key(p->>'school_name'),
            p->>'pincode'
       FROM (SELECT r, o, p::jsonb AS p, c
               FROM unnest($2::int[], $3::text[], $4::text[], $5::bool[]) AS t (r, o, p, c)) s`,
    [
      importId,
      rows.map((r) => r.row),
      rows.map((r) => r.outcome),
      rows.map((r) => (r.payload ? JSON.stringify(r.payload) : null)) as string[],
      rows.map((r) => r.confirmed) as unknown as string[],
    ],
  );
  await insertProblems(
    tx,
    importId,
    rows.flatMap((r) => r.problems.map((problem) => ({ row: r.row, problem }))),
  );
}

/*
 * The lookups of staged rows in the register are one index probe per row and key: each is a
 * subquery fenced with OFFSET 0, which the planner can neither turn into a join (a hash join
 * computes a key function over every school: 250 ms a batch at 100,000 schools) nor into a walk
 * of the primary key for an ORDER BY … LIMIT.
 */

/**
 * Whether staged row `r` is a school on record, the same school: its code and its name, or,
 * without a code, its name with pincode. A code held by a school of another name is not that
 * school (codeTakenSql), nor is a name with pincode under another code (contactMatchesSql).
 */
const ON_RECORD = `(CASE WHEN r.udise_code IS NOT NULL
   THEN EXISTS (SELECT 1 FROM schools s
                 WHERE s.udise_code = r.udise_code AND school_name_key(s.school_name) = r.name_key
                OFFSET 0)
   ELSE EXISTS (SELECT 1 FROM schools s
                 WHERE school_name_key(s.school_name) = r.name_key AND s.pincode = r.pincode
                OFFSET 0) END)`;

/** Marks as existing the valid staged rows of import $1 (and `where`) that are on record. */
export const markExistingSql = (where = "") =>
  `UPDATE school_import_rows r SET outcome = 'existing'
    WHERE r.import_id = $1 AND r.outcome = 'valid' ${where} AND ${ON_RECORD}
    RETURNING r.row_number`;

/**
 * The staged rows (of import $1, valid, and `where`) whose code a school on record holds: after
 * markExistingSql, a school of another name. Its name is `school`, the code `code`.
 */
export const codeTakenSql = (where = "") =>
  `SELECT r.row_number, r.udise_code AS code, h.school_name AS school
     FROM school_import_rows r
     CROSS JOIN LATERAL (SELECT s.school_name FROM schools s
                          WHERE s.udise_code = r.udise_code OFFSET 0) h
    WHERE r.import_id = $1 AND r.outcome = 'valid' AND r.udise_code IS NOT NULL ${where}
    ORDER BY r.row_number`;

/**
 * The staged rows (of import $1, valid and unconfirmed, and `where`) that match a school on
 * record by email, phone, or name with pincode (a row with a code of its own: the registration
 * form's possible duplicate), with the oldest such school's name as `school`.
 */
export const contactMatchesSql = (where = "") =>
  `SELECT r.row_number, m.school_name AS school
     FROM school_import_rows r
     CROSS JOIN LATERAL (
       SELECT * FROM (SELECT s.school_id, s.school_name FROM schools s
                       WHERE school_email_key(s.school_email) = r.email_key OFFSET 0) e
       UNION ALL
       SELECT * FROM (SELECT s.school_id, s.school_name FROM schools s
                       WHERE school_phone_key(s.school_phone_number) = r.phone_key OFFSET 0) p
       UNION ALL
       SELECT * FROM (SELECT s.school_id, s.school_name FROM schools s
                       WHERE school_name_key(s.school_name) = r.name_key AND s.pincode = r.pincode
                      OFFSET 0) n
       ORDER BY school_id LIMIT 1) m
    WHERE r.import_id = $1 AND r.outcome = 'valid' AND NOT r.confirmed ${where}
    ORDER BY r.row_number`;

/**
 * Marks as errors the staged valid rows that `sql` answers (with $1 the import, then `params`),
 * each with the problem `problemOf` says; answers the rows found.
 */
export async function markRows<T>(
  tx: Queryable,
  importId: number,
  sql: string,
  params: unknown[],
  problemOf: (found: T) => RowProblem,
): Promise<(T & { row_number: number })[]> {
  const found = await tx.query<T & { row_number: number }>(sql, [
    importId,
    ...(params as string[]),
  ]);
  if (!found.length) return found;
  await tx.query(
    `UPDATE school_import_rows SET outcome = 'error'
      WHERE import_id = $1 AND row_number = ANY($2::int[])`,
    [importId, found.map((f) => f.row_number)],
  );
  await insertProblems(
    tx,
    importId,
    found.map((f) => ({ row: f.row_number, problem: problemOf(f) })),
  );
  return found;
}

/** A school on record holds the row's code: the registration's own message, at the code. */
export const codeTaken = (found: { code: string; school: string }): RowProblem => ({
  column: "udise_code",
  message: keyed("api.udise_code_taken", { code: found.code, school: found.school }),
});

/** The row matches a school on record and is not confirmed: a problem of the whole row. */
export const contactMatch = (found: { school: string }): RowProblem => ({
  column: null,
  message: keyed("validation.import_row_duplicate", { school: found.school }),
});

/** A problem of the whole row naming an earlier row of the file. */
const earlierRow =
  (key: "import_row_repeated" | "import_row_same_contact") =>
  (found: { row: number }): RowProblem => ({
    column: null,
    message: keyed(`validation.${key}`, { row: found.row }),
  });

/**
 * The duplicate passes over a staged file, in order: rows of the same school as one on record
 * (its code and name, or without a code its name with pincode) are `existing`; a row whose code
 * a school of another name holds is an error naming it; a later row repeating an earlier one's
 * code or name with pincode is an error; an unconfirmed row matching a school on record (by
 * email, phone, or name with pincode), or an earlier row by email or phone, is an error. Then
 * the counts.
 */
export async function finishCheck(tx: Queryable, importId: number) {
  await tx.query(markExistingSql(), [importId]);
  await markRows(tx, importId, codeTakenSql(), [], codeTaken);
  await markRows(
    tx,
    importId,
    `SELECT row_number, least(first_code, first_name) AS row FROM (
       SELECT row_number,
              CASE WHEN udise_code IS NOT NULL
                   THEN min(row_number) OVER (PARTITION BY udise_code) END AS first_code,
              min(row_number) OVER (PARTITION BY name_key, pincode) AS first_name
         FROM school_import_rows WHERE import_id = $1 AND outcome = 'valid') w
      WHERE first_code < row_number OR first_name < row_number`,
    [],
    earlierRow("import_row_repeated"),
  );
  await markRows(tx, importId, contactMatchesSql(), [], contactMatch);
  await markRows(
    tx,
    importId,
    `SELECT row_number, least(first_email, first_phone) AS row FROM (
       SELECT row_number, confirmed,
              min(row_number) OVER (PARTITION BY email_key) AS first_email,
              min(row_number) OVER (PARTITION BY phone_key) AS first_phone
         FROM school_import_rows WHERE import_id = $1 AND outcome = 'valid') w
      WHERE NOT confirmed AND (first_email < row_number OR first_phone < row_number)`,
    [],
    earlierRow("import_row_same_contact"),
  );
  await tx.query(
    `UPDATE school_imports j
        SET valid = c.valid, with_errors = c.errors, existing = c.existing, state = 'checked'
       FROM (SELECT count(*) FILTER (WHERE outcome = 'valid')::int AS valid,
                    count(*) FILTER (WHERE outcome = 'error')::int AS errors,
                    count(*) FILTER (WHERE outcome = 'existing')::int AS existing
               FROM school_import_rows WHERE import_id = $1) c
      WHERE j.import_id = $1`,
    [importId],
  );
}
