import { IMPORT_UNDO_DAYS, type ImportUndoResult } from "../../contract/imports";
import { keyed } from "../../contract/apiMessages";
import type { Db } from "../db/index";
import { conflict, notFound } from "../http";
import { recordEvent, recordEvents, type Actor } from "../audit/service";
import type { JobRow } from "./jobs";

/*
 * Undoing an import: within IMPORT_UNDO_DAYS of its end, the schools it created are removed with
 * their principals, except those someone has touched since. How "touched" is known: the import
 * stamps each school with `imported_by` and writes it with created_at = updated_at (one
 * transaction's time); every change the server makes to a school or its principal moves
 * updated_at on, and is an audit event. A school is kept when it is verified, active, has
 * attendance, or was changed (updated_at moved, an enrolment reported, or any event on it
 * besides its import). Both signs are read: updated_at alone would miss a write made outside
 * the server's own statements that still left an event, the trail alone one that left none.
 */

type Reason = ImportUndoResult["kept"][number]["reason"];

export async function undoImport(
  db: Db,
  id: number,
  actor: Actor,
  now: Date,
): Promise<ImportUndoResult> {
  return db.transaction(async (tx) => {
    const [job] = await tx.query<JobRow>(
      "SELECT * FROM school_imports WHERE import_id = $1 FOR UPDATE",
      [id],
    );
    if (!job) throw notFound(keyed("api.import_not_found"));
    const until = job.finished_at
      ? new Date(job.finished_at).getTime() + IMPORT_UNDO_DAYS * 86_400_000
      : 0;
    if (job.state !== "done" || until < now.getTime()) {
      throw conflict(keyed("api.import_undo_closed", { days: IMPORT_UNDO_DAYS }));
    }
    // Locked, so that no change slips in between this look and the removal.
    const schools = await tx.query<{
      school_id: number;
      school_name: string;
      reason: Reason | null;
    }>(
      `SELECT s.school_id, s.school_name,
              CASE WHEN s.admin_approval THEN 'verified'
                   WHEN s.status THEN 'activated'
                   WHEN EXISTS (SELECT 1 FROM attendance a WHERE a.school_id = s.school_id)
                     THEN 'attendance'
                   WHEN s.updated_at <> s.created_at OR s.students <> 0 OR s.teachers <> 0
                     OR EXISTS (SELECT 1 FROM audit_events e
                                 WHERE e.target_type = 'school' AND e.target_id = s.school_id
                                   AND e.action <> 'school.imported')
                     THEN 'changed'
              END AS reason
         FROM schools s WHERE s.imported_by = $1
        ORDER BY s.school_id FOR UPDATE`,
      [id],
    );
    const kept = schools
      .filter((s) => s.reason !== null)
      .map((s) => ({ school_id: s.school_id, school_name: s.school_name, reason: s.reason! }));
    const removed = schools.filter((s) => s.reason === null).map((s) => s.school_id);
    // The events first: they read each school's name, which the removal takes away.
    await recordEvents(tx, actor, "school.removed", "school", removed, { import_id: id });
    // Principals, files and attendance go with their school (ON DELETE CASCADE), and so do the
    // codes the import brought: a removed row holds no code.
    await tx.query("DELETE FROM schools WHERE school_id = ANY($1::int[])", [removed]);
    await tx.query(
      "UPDATE school_imports SET state = 'undone', undone_at = $2 WHERE import_id = $1",
      [id, now],
    );
    await recordEvent(tx, actor, {
      action: "school_import.undone",
      target_type: "school_import",
      target_id: id,
      target_name: job.file_name,
      details: {
        import_id: id,
        checksum: job.checksum,
        counts: { removed: removed.length, kept: kept.length },
      },
    });
    return { removed: removed.length, kept };
  });
}
