import { indiaDay } from "../../contract/analytics";
import {
  ATTENDANCE_IDS_SHOWN,
  isAfterTodayInIndia,
  someIds,
  type AttendanceBulkPayload,
  type AttendanceBulkResult,
  type AttendanceSummary,
} from "../../contract/attendance";
import { keyed, type KeyedMessage } from "../../contract/apiMessages";
import type { Db, Queryable } from "../db/index";
import { ApiError, badField, badRequest } from "../http";

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
  /** The enrolment the day was measured against; the school's enrolment now when left out. */
  enrolled_students?: number;
  enrolled_teachers?: number;
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
 * Locks the days' per-day totals rows, in day order (each created when missing), for the rest of
 * the transaction: the first step of every attendance write. The aggregates of a day (per day,
 * per day and place) are then written by one writer at a time, and two writers of the same new
 * days create and lock them in one order, so they never deadlock.
 */
export async function lockAttendanceDays(tx: Queryable, days: string[]): Promise<void> {
  const sorted = [...new Set(days)].sort();
  await tx.query(
    "INSERT INTO attendance_daily_totals (day) SELECT d FROM unnest($1::date[]) AS d ORDER BY d ON CONFLICT (day) DO NOTHING",
    [sorted],
  );
  await tx.query(
    "SELECT day FROM attendance_daily_totals WHERE day = ANY($1::date[]) ORDER BY day FOR UPDATE",
    [sorted],
  );
}

/** A write of attendance for schools that do not exist. */
export class UnknownSchoolsError extends Error {
  constructor(readonly ids: number[]) {
    super(`No school has the id ${ids.slice(0, 5).join(", ")}${ids.length > 5 ? ", ..." : ""}`);
  }
}

/**
 * Inserts or replaces daily attendance (a row given twice: the last one wins); the aggregates
 * follow by trigger (migration 020). Call it inside a transaction. Answers how many of the rows
 * replaced a day already recorded.
 *
 * Locks, in this order, before writing: the days (lockAttendanceDays), then the schools' rows
 * (FOR NO KEY UPDATE, by id). Two writers of one day wait for each other at the first step; two
 * writers of different days that share schools (and so the schools' per-period rows and last
 * day) at the second, in id order: neither ever holds a row the other waits for while waiting for
 * one of its. The school's lock also holds off a move of the school until the rows, which copy
 * its place, are written. (A school deleted with its attendance while a writer of its days waits
 * for it can still deadlock with that writer; PostgreSQL then ends one of the two.)
 */
export async function recordAttendance(
  tx: Queryable,
  rows: AttendanceRow[],
): Promise<{ replaced: number }> {
  // ON CONFLICT cannot touch a row twice in one statement.
  const unique = new Map<string, AttendanceRow>();
  for (const row of rows) unique.set(`${row.school_id}|${row.day}`, row);
  // Written in (day, school) order, so two writers of the same rows take them in one order.
  const list = [...unique.values()].sort(
    (a, b) => a.day.localeCompare(b.day) || a.school_id - b.school_id,
  );
  const present = list.map((r) => [
    count(r.present_students, "present_students"),
    count(r.present_teachers, "present_teachers"),
  ]);
  // -1 stands for "not given" (an array parameter holds numbers only): the school's enrolment.
  const enrolled = (n: number | undefined, what: string) => (n === undefined ? -1 : count(n, what));
  if (list.length === 0) return { replaced: 0 };
  await lockAttendanceDays(
    tx,
    list.map((r) => r.day),
  );
  const ids = [...new Set(list.map((r) => r.school_id))].sort((a, b) => a - b);
  const found = await tx.query<{ school_id: number }>(
    "SELECT school_id FROM schools WHERE school_id = ANY($1::int[]) ORDER BY school_id FOR NO KEY UPDATE",
    [ids],
  );
  if (found.length < ids.length) {
    const known = new Set(found.map((r) => r.school_id));
    throw new UnknownSchoolsError(ids.filter((id) => !known.has(id)));
  }
  const [{ replaced }] = await tx.query<{ replaced: number }>(
    `SELECT count(*)::int AS replaced
       FROM unnest($1::int[], $2::date[]) AS i (school_id, day)
       JOIN attendance a ON a.school_id = i.school_id AND a.day = i.day`,
    [list.map((r) => r.school_id), list.map((r) => r.day)],
  );
  await tx.query(
    `INSERT INTO attendance (school_id, day, present_students, present_teachers,
            enrolled_students, enrolled_teachers, state_id, city_id, main_board_id, type)
     SELECT i.school_id, i.day, i.ps, i.pt,
            coalesce(nullif(i.es, -1), s.students), coalesce(nullif(i.et, -1), s.teachers),
            s.state_id, s.city_id, s.main_board_id, s.type
       FROM unnest($1::int[], $2::date[], $3::int[], $4::int[], $5::int[], $6::int[])
              WITH ORDINALITY AS i (school_id, day, ps, pt, es, et, ord)
       JOIN schools s ON s.school_id = i.school_id
      ORDER BY i.ord
     ON CONFLICT (school_id, day) DO UPDATE
        SET present_students = EXCLUDED.present_students,
            present_teachers = EXCLUDED.present_teachers,
            enrolled_students = EXCLUDED.enrolled_students,
            enrolled_teachers = EXCLUDED.enrolled_teachers`,
    [
      list.map((r) => r.school_id),
      list.map((r) => r.day),
      present.map(([students]) => students),
      present.map(([, teachers]) => teachers),
      list.map((r) => enrolled(r.enrolled_students, "enrolled_students")),
      list.map((r) => enrolled(r.enrolled_teachers, "enrolled_teachers")),
    ],
  );
  return { replaced };
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

/** Recounts every aggregate from the rows (repair, and a check in tests). */
export async function rebuildAggregates(tx: Queryable): Promise<void> {
  await tx.query("SELECT attendance_aggregates_recount()");
  await tx.query("SELECT school_counters_recount()");
  await tx.query("SELECT school_enrolment_recount()");
}

/** A school's row of a bulk call that cannot be recorded, and why. */
interface RowProblem {
  ord: number;
  school_id: number;
  unknown: boolean;
  early: boolean;
  over_students: boolean;
  over_teachers: boolean;
}

/**
 * Records a day's attendance for many schools (the bulk endpoint), all or nothing: each present
 * count is measured against the school's enrolment as read here (and kept on the row), a day
 * after today in India, an unknown school, a day before a school's registration or more present
 * than enrolled refuses the whole call with a 400 naming a few of the schools.
 */
export async function recordAttendanceDay(
  db: Db,
  payload: AttendanceBulkPayload,
  now: Date,
): Promise<AttendanceBulkResult> {
  const { day, rows } = payload;
  if (isAfterTodayInIndia(day, now))
    throw badField("day", keyed("validation.attendance_day_future", { today: indiaDay(now) }));
  return db.transaction(async (tx) => {
    const checked = await tx.query<RowProblem & { students: number; teachers: number }>(
      `SELECT i.ord::int, i.school_id, s.school_id IS NULL AS unknown,
              coalesce((s.created_at AT TIME ZONE 'Asia/Kolkata')::date > $4::date, false) AS early,
              coalesce(i.ps > s.students, false) AS over_students,
              coalesce(i.pt > s.teachers, false) AS over_teachers,
              coalesce(s.students, 0) AS students, coalesce(s.teachers, 0) AS teachers
         FROM unnest($1::int[], $2::int[], $3::int[]) WITH ORDINALITY AS i (school_id, ps, pt, ord)
         LEFT JOIN schools s ON s.school_id = i.school_id
        ORDER BY i.ord`,
      [
        rows.map((r) => r.school_id),
        rows.map((r) => r.present_students),
        rows.map((r) => r.present_teachers),
        day,
      ],
    );
    refuseProblems(checked);
    try {
      const { replaced } = await recordAttendance(
        tx,
        rows.map((r, i) => ({
          ...r,
          day,
          enrolled_students: checked[i].students,
          enrolled_teachers: checked[i].teachers,
        })),
      );
      return { day, recorded: rows.length, replaced };
    } catch (error) {
      // A school deleted since the check above.
      if (error instanceof UnknownSchoolsError)
        throw badRequest(keyed("api.attendance_schools_unknown", { ids: someIds(error.ids) }));
      throw error;
    }
  });
}

/** Refuses a call with problem rows: the first kind found, its first schools' rows as fields. */
function refuseProblems(rows: RowProblem[]) {
  const kinds: [
    (row: RowProblem) => boolean,
    "attendance_schools_unknown" | "attendance_before_registration" | "attendance_over_enrolment",
    (row: RowProblem) => string,
  ][] = [
    [(r) => r.unknown, "attendance_schools_unknown", () => "school_id"],
    [(r) => r.early, "attendance_before_registration", () => "school_id"],
    [
      (r) => r.over_students || r.over_teachers,
      "attendance_over_enrolment",
      (r) => (r.over_students ? "present_students" : "present_teachers"),
    ],
  ];
  for (const [is, key, field] of kinds) {
    const found = rows.filter(is);
    if (!found.length) continue;
    const message = keyed(`api.${key}`, { ids: someIds(found.map((r) => r.school_id)) });
    const errors: Record<string, KeyedMessage> = {};
    for (const row of found.slice(0, ATTENDANCE_IDS_SHOWN))
      errors[`rows.${row.ord - 1}.${field(row)}`] = message;
    throw new ApiError(400, message, errors);
  }
}
