import type { AttendanceSummary } from "../../contract/attendance";
import type { Queryable } from "../db/index";

/**
 * Attendance as the platform records it (per school and school day) and the aggregates the
 * console reads, kept in the same transaction as the rows so that the summary never scans.
 *
 * The summary of a year: total_* is the current enrolment of all the platform's schools
 * (school_counters); present_* is the count present on the latest day of that year that has
 * any attendance (attendance_daily_totals). A year without attendance has no summary.
 */

export interface AttendanceRow {
  school_id: number;
  /** YYYY-MM-DD */
  day: string;
  present_students: number;
  present_teachers: number;
}

export interface EnrolmentRow {
  school_id: number;
  students: number;
  teachers: number;
}

const count = (n: number, what: string) => {
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`${what} must be a whole number >= 0, got ${n}`);
  return n;
};

/**
 * Inserts or corrects daily attendance and keeps attendance_daily_totals right. Writers of the
 * same day are serialised on that day's totals row, so the old values read here are the ones
 * replaced. Call it inside a transaction.
 */
export async function recordAttendance(tx: Queryable, rows: AttendanceRow[]): Promise<void> {
  // A row given twice: the last one wins (ON CONFLICT cannot touch a row twice in one statement).
  const unique = new Map<string, AttendanceRow>();
  for (const row of rows) unique.set(`${row.school_id}|${row.day}`, row);
  const list = [...unique.values()];
  // Sorted so that two writers of the same new days insert them in one order and never deadlock
  // (a concurrency property no single-connection test shows: its mutant survives, see docs/testing.md).
  const days = [...new Set(list.map((r) => r.day))].sort();
  await tx.query(
    "INSERT INTO attendance_daily_totals (day) SELECT unnest($1::date[]) ON CONFLICT (day) DO NOTHING",
    [days],
  );
  await tx.query(
    "SELECT day FROM attendance_daily_totals WHERE day = ANY($1::date[]) ORDER BY day FOR UPDATE",
    [days],
  );
  await tx.query(
    `WITH input AS (
       SELECT * FROM unnest($1::int[], $2::date[], $3::int[], $4::int[]) AS i (school_id, day, ps, pt)
     ), old AS (
       SELECT a.day, a.present_students, a.present_teachers
         FROM attendance a JOIN input i ON a.school_id = i.school_id AND a.day = i.day
     ), up AS (
       INSERT INTO attendance (school_id, day, present_students, present_teachers)
       SELECT school_id, day, ps, pt FROM input
       ON CONFLICT (school_id, day) DO UPDATE
         SET present_students = EXCLUDED.present_students, present_teachers = EXCLUDED.present_teachers
       RETURNING day, present_students, present_teachers
     ), delta AS (
       SELECT day, sum(n) AS n, sum(ps) AS ps, sum(pt) AS pt FROM (
         SELECT day, 1 AS n, present_students AS ps, present_teachers AS pt FROM up
         UNION ALL
         SELECT day, -1, -present_students, -present_teachers FROM old
       ) changes GROUP BY day
     )
     UPDATE attendance_daily_totals t
        SET schools_reporting = t.schools_reporting + d.n,
            present_students = t.present_students + d.ps,
            present_teachers = t.present_teachers + d.pt
       FROM delta d WHERE t.day = d.day`,
    [
      list.map((r) => r.school_id),
      list.map((r) => r.day),
      list.map((r) => count(r.present_students, "present_students")),
      list.map((r) => count(r.present_teachers, "present_teachers")),
    ],
  );
}

/** Sets schools' enrolment (the platform totals follow by trigger, migration 004). */
export async function setEnrolment(tx: Queryable, rows: EnrolmentRow[]): Promise<void> {
  const unique = new Map(rows.map((r) => [r.school_id, r]));
  const list = [...unique.values()];
  await tx.query(
    `UPDATE schools s SET students = i.students, teachers = i.teachers
       FROM unnest($1::int[], $2::int[], $3::int[]) AS i (school_id, students, teachers)
      WHERE s.school_id = i.school_id`,
    [
      list.map((r) => r.school_id),
      list.map((r) => count(r.students, "students")),
      list.map((r) => count(r.teachers, "teachers")),
    ],
  );
}

/** The summary of a year, from the aggregates only: one element, or none without attendance. */
export async function attendanceSummary(db: Queryable, year: number): Promise<AttendanceSummary[]> {
  return db.query<AttendanceSummary>(
    `SELECT c.students::float8 AS total_students, d.present_students::float8 AS present_students,
            c.teachers::float8 AS total_teachers, d.present_teachers::float8 AS present_teachers
       FROM attendance_daily_totals d CROSS JOIN school_counters c
      WHERE d.day >= make_date($1::int, 1, 1) AND d.day < make_date($1::int + 1, 1, 1)
        AND d.schools_reporting > 0
      ORDER BY d.day DESC LIMIT 1`,
    [year],
  );
}

/**
 * Adds the attendance of schools that had none before (bulk loads) to the daily totals, from
 * the rows themselves: cheaper than recordAttendance for millions of rows.
 */
export async function addBulkAttendanceTotals(tx: Queryable, firstId: number, lastId: number) {
  await tx.query(
    `INSERT INTO attendance_daily_totals AS t (day, schools_reporting, present_students, present_teachers)
     SELECT day, count(*), sum(present_students), sum(present_teachers)
       FROM attendance WHERE school_id BETWEEN $1 AND $2 GROUP BY day
     ON CONFLICT (day) DO UPDATE
        SET schools_reporting = t.schools_reporting + EXCLUDED.schools_reporting,
            present_students = t.present_students + EXCLUDED.present_students,
            present_teachers = t.present_teachers + EXCLUDED.present_teachers`,
    [firstId, lastId],
  );
}

/** Recounts every aggregate from the rows (repair, and a check in tests). */
export async function rebuildAggregates(tx: Queryable): Promise<void> {
  await tx.query("DELETE FROM attendance_daily_totals");
  await tx.query(
    `INSERT INTO attendance_daily_totals (day, schools_reporting, present_students, present_teachers)
     SELECT day, count(*), sum(present_students), sum(present_teachers) FROM attendance GROUP BY day`,
  );
  await tx.query("SELECT school_counters_recount()");
}
