import {
  IMPORT_UNDO_DAYS,
  type ImportFormat,
  type ImportJob,
  type ImportRowError,
  type ImportState,
} from "../../contract/imports";
import { textOf, type KeyedMessage } from "../../contract/apiMessages";
import type { Queryable } from "../db/index";
import type { Actor } from "../audit/service";

/*
 * The import jobs' SQL: a job row per uploaded file (who, when, the file's name and checksum,
 * the counts, the progress) and its row errors, and the job as the API answers it.
 */

export interface JobRow {
  import_id: number;
  file_name: string;
  format: ImportFormat;
  checksum: string;
  storage_key: string;
  state: ImportState;
  account_id: number | null;
  created_by: string;
  client_ip: string | null;
  request_id: string | null;
  created_at: Date;
  rows: number | null;
  checked: number;
  valid: number;
  with_errors: number;
  existing: number;
  imported: number;
  imported_through: number;
  started_at: Date | null;
  finished_at: Date | null;
  undone_at: Date | null;
  failure: KeyedMessage | null;
}

/** Whose import it is: the actor its schools' audit events name. */
export const actorOfJob = (job: JobRow): Actor => ({
  account_id: job.account_id,
  username: job.created_by,
  client_ip: job.client_ip,
  request_id: job.request_id,
});

export async function createJob(
  db: Queryable,
  job: {
    file_name: string;
    format: ImportFormat;
    checksum: string;
    storage_key: string;
    rows: number;
    actor: Actor;
    now: Date;
  },
): Promise<JobRow> {
  const [row] = await db.query<JobRow>(
    `INSERT INTO school_imports (file_name, format, checksum, storage_key, state, rows, account_id,
       created_by, client_ip, request_id, created_at)
     VALUES ($1, $2, $3, $4, 'checking', $5, $6, $7, $8, $9, $10) RETURNING *`,
    [
      job.file_name,
      job.format,
      job.checksum,
      job.storage_key,
      job.rows,
      job.actor.account_id,
      job.actor.username,
      job.actor.client_ip,
      job.actor.request_id,
      job.now,
    ],
  );
  return row;
}

export async function findJob(db: Queryable, id: number): Promise<JobRow | undefined> {
  const [row] = await db.query<JobRow>("SELECT * FROM school_imports WHERE import_id = $1", [id]);
  return row;
}

/** Moves a checked job to `importing`; undefined when it is not `checked` (a second call too). */
export async function startJob(db: Queryable, id: number, now: Date): Promise<JobRow | undefined> {
  const [row] = await db.query<JobRow>(
    `UPDATE school_imports SET state = 'importing', started_at = $2
      WHERE import_id = $1 AND state = 'checked' RETURNING *`,
    [id, now],
  );
  return row;
}

/** Locks the job for a step if it is in `state` and no other server holds it; else undefined. */
export async function claimJob(
  tx: Queryable,
  id: number,
  state: ImportState,
): Promise<JobRow | undefined> {
  const [row] = await tx.query<JobRow>(
    `SELECT * FROM school_imports WHERE import_id = $1 AND state = $2 FOR UPDATE SKIP LOCKED`,
    [id, state],
  );
  return row;
}

/** The jobs that have work left (checking or importing), oldest first. */
export async function activeJobs(
  db: Queryable,
): Promise<{ import_id: number; state: ImportState }[]> {
  return db.query(
    `SELECT import_id, state FROM school_imports WHERE state IN ('checking', 'importing')
      ORDER BY import_id`,
  );
}

export async function listJobs(db: Queryable, page: number, limit: number) {
  const rows = await db.query<JobRow>(
    "SELECT * FROM school_imports ORDER BY import_id DESC LIMIT $1 OFFSET $2",
    [limit, (page - 1) * limit],
  );
  const [{ n }] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM school_imports");
  return { rows, total: n };
}

export async function listRowErrors(
  db: Queryable,
  id: number,
  page: number,
  limit: number,
): Promise<{ rows: ImportRowError[]; total: number }> {
  const rows = await db.query<{
    row_number: number;
    column_name: string | null;
    message: string;
    message_key: string;
    message_params: Record<string, string | number> | null;
  }>(
    `SELECT row_number, column_name, message, message_key, message_params
       FROM school_import_errors WHERE import_id = $1
      ORDER BY row_number, position LIMIT $2 OFFSET $3`,
    [id, limit, (page - 1) * limit],
  );
  const [{ n }] = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM school_import_errors WHERE import_id = $1",
    [id],
  );
  return {
    rows: rows.map((r) => ({
      row: r.row_number,
      column: r.column_name,
      message: r.message,
      message_key: r.message_key,
      ...(r.message_params && { message_params: r.message_params }),
    })),
    total: n,
  };
}

const iso = (date: Date | string | null) => (date === null ? null : new Date(date).toISOString());

/**
 * The job as the API answers it. The rate is the import's average since it started (its
 * batches are of one size, so the average is the recent rate within a few percent).
 */
export function jobAnswer(job: JobRow, now: Date, errorFileUrl: (id: number) => string): ImportJob {
  const importing = job.state === "importing" && job.started_at !== null;
  const seconds = importing ? (now.getTime() - new Date(job.started_at!).getTime()) / 1000 : 0;
  const rate = importing && seconds > 0 ? job.imported / seconds : null;
  const left = Math.max(0, job.valid - job.imported);
  const undoUntil =
    job.state === "done" && job.finished_at
      ? new Date(new Date(job.finished_at).getTime() + IMPORT_UNDO_DAYS * 86_400_000)
      : null;
  return {
    id: job.import_id,
    file_name: job.file_name,
    format: job.format,
    checksum: job.checksum,
    state: job.state,
    created_by: job.created_by,
    created_at: iso(job.created_at)!,
    rows: job.rows,
    checked: job.checked,
    valid: job.valid,
    with_errors: job.with_errors,
    existing: job.existing,
    imported: job.imported,
    rows_per_second: rate === null ? null : Math.round(rate * 10) / 10,
    seconds_left: rate === null ? null : rate > 0 ? Math.ceil(left / rate) : null,
    started_at: iso(job.started_at),
    finished_at: iso(job.finished_at),
    undo_until: undoUntil && undoUntil > now ? undoUntil.toISOString() : null,
    undone_at: iso(job.undone_at),
    failure: job.failure ? { ...job.failure, message: textOf(job.failure) } : null,
    error_file_url:
      job.state === "checking" || job.state === "failed" ? null : errorFileUrl(job.import_id),
  };
}
