import type { SchoolPayload } from "../../contract/schools";
import type { Queryable } from "../db/index";
import { recordEvents } from "../audit/service";
import { searchText } from "../schools/repository";
import { PAYLOAD_SCHOOL_COLUMNS, PRINCIPAL_COLUMNS } from "../schools/bulk";
import { actorOfJob, type JobRow } from "./jobs";
import {
  codeTaken,
  codeTakenSql,
  contactMatch,
  contactMatchesSql,
  markExistingSql,
  markRows,
} from "./check";

/*
 * One batch of an import, in the caller's transaction, set-based: the batch's duplicate keys are
 * locked once (the advisory locks a single registration takes, server/schools/duplicates.ts), its
 * rows re-checked against what was registered since the dry run, then every school and principal
 * written by one INSERT … SELECT FROM unnest(…), with an employee number each and an audit event
 * each, and the job's progress moved on.
 */

type StagedPayload = SchoolPayload & { city_name: string };

interface Staged {
  row_number: number;
  payload: StagedPayload;
  confirmed: boolean;
}

/** The class of the duplicate keys' advisory locks: the one server/schools/duplicates.ts takes. */
const LOCK_CLASS = 2010;

const SCHOOL_COLUMNS: [keyof StagedPayload | "search_text", string][] = [
  ...PAYLOAD_SCHOOL_COLUMNS,
  ["udise_code", "text"],
  ["search_text", "text"],
];

/** Writes the next batch of the job; answers false when no valid row was left (the job is done). */
export async function writeBatch(tx: Queryable, job: JobRow, batchSize: number): Promise<boolean> {
  const staged = await tx.query<Staged>(
    `SELECT row_number, payload, confirmed FROM school_import_rows
      WHERE import_id = $1 AND outcome = 'valid' AND row_number > $2
      ORDER BY row_number LIMIT $3`,
    [job.import_id, job.imported_through, batchSize],
  );
  if (!staged.length) return false;
  const rows = staged.map((s) => s.row_number);
  const last = rows[rows.length - 1];
  // The keys of the whole batch, locked once, in one order (no deadlock with a registration).
  await tx.query(
    `SELECT pg_advisory_xact_lock(${LOCK_CLASS}, k)
       FROM (SELECT DISTINCT hashtext(key) AS k
               FROM school_import_rows r,
                    unnest(ARRAY['email:' || r.email_key, 'phone:' || r.phone_key,
                                 'name:' || r.name_key || ':' || r.pincode]) AS key
              WHERE r.import_id = $1 AND r.row_number = ANY($2::int[])
              ORDER BY k) AS keys`,
    [job.import_id, rows],
  );
  // Registered since the dry run: the same school, it exists now; its code on another school,
  // or a match by email, phone, or name with pincode (unconfirmed), it is an error now.
  const existing = await tx.query<{ row_number: number }>(
    markExistingSql("AND r.row_number = ANY($2::int[])"),
    [job.import_id, rows],
  );
  const taken = await markRows(
    tx,
    job.import_id,
    codeTakenSql("AND r.row_number = ANY($2::int[])"),
    [rows],
    codeTaken,
  );
  const clashes = await markRows(
    tx,
    job.import_id,
    contactMatchesSql("AND r.row_number = ANY($2::int[])"),
    [rows],
    contactMatch,
  );
  const skipped = new Set([...existing, ...taken, ...clashes].map((r) => r.row_number));
  const writing = staged.filter((s) => !skipped.has(s.row_number)).map((s) => s.payload);
  let ids: number[] = [];
  if (writing.length) {
    const value = (p: StagedPayload, name: string) =>
      name === "search_text"
        ? searchText([p.school_name, p.first_name, p.middle_name, p.last_name, p.city_name])
        : ((p as unknown as Record<string, string | number | undefined>)[name] ?? null);
    const columns = [...SCHOOL_COLUMNS, ...PRINCIPAL_COLUMNS];
    const params = columns.map(([name]) => writing.map((p) => value(p, name))) as string[][];
    const unnest = columns.map(([, type], i) => `$${i + 2}::${type}[]`).join(", ");
    const names = columns.map(([name]) => name);
    const schoolNames = SCHOOL_COLUMNS.map(([n]) => n).join(", ");
    const principalNames = PRINCIPAL_COLUMNS.map(([n]) => n).join(", ");
    const inserted = await tx.query<{ school_id: number }>(
      `WITH input AS MATERIALIZED (
         SELECT nextval('schools_school_id_seq')::int AS school_id, i.*
           FROM unnest(${unnest}) WITH ORDINALITY AS i (${names.join(", ")}, ord)
          ORDER BY ord
       ), s AS (
         INSERT INTO schools (school_id, ${schoolNames}, imported_by)
         SELECT school_id, ${schoolNames}, $1 FROM input
       ), p AS (
         INSERT INTO school_principals (school_id, ${principalNames}, employee_number)
         SELECT school_id, ${principalNames},
                'EMP' || lpad(nextval('employee_number_seq')::text, 7, '0')
           FROM input ORDER BY ord
       )
       SELECT school_id FROM input ORDER BY ord`,
      [job.import_id, ...params],
    );
    ids = inserted.map((r) => r.school_id);
    await recordEvents(tx, actorOfJob(job), "school.imported", "school", ids, {
      import_id: job.import_id,
    });
  }
  await tx.query(
    `UPDATE school_imports
        SET imported = imported + $2, imported_through = $3, valid = valid - $4,
            existing = existing + $5, with_errors = with_errors + $6
      WHERE import_id = $1`,
    [job.import_id, ids.length, last, skipped.size, existing.length, taken.length + clashes.length],
  );
  return true;
}
