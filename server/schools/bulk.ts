import type { SchoolPayload } from "../../contract/schools";
import type { Db, Queryable } from "../db/index";
import { seededRandom } from "../db/demo/random";
import { generateSchool, loadGeography, type GeneratedSchool } from "../db/demo/generator";
import { addDays, indiaDay } from "../../contract/analytics";
import { attendanceRows, attendanceStart, type PatternSchool } from "../db/demo/attendancePattern";
import { recordAttendance } from "./attendance";

/*
 * Bulk loading of schools and attendance, for the demo data, `npm run seed` and tests. Rows go
 * in with one statement per batch (unnest / generate_series), never one by one.
 */

/**
 * The registration payload's columns of a school, each with the type unnest takes it as: the
 * seed's insert and the import's (server/imports/write.ts) both start from these.
 */
export const PAYLOAD_SCHOOL_COLUMNS: [keyof SchoolPayload & keyof GeneratedSchool, string][] = [
  ["school_name", "text"],
  ["school_email", "text"],
  ["type", "text"],
  ["established_year", "int"],
  ["board_id", "int"],
  ["state_id", "int"],
  ["city_id", "int"],
  ["pincode", "text"],
  ["address", "text"],
  ["school_phone_number", "text"],
  ["secondary_phone", "text"],
  ["website", "text"],
  ["latitude", "numeric"],
  ["longitude", "numeric"],
  ["area_radius", "int"],
];
/** The principal's columns of the payload, likewise. */
export const PRINCIPAL_COLUMNS: [keyof SchoolPayload & keyof GeneratedSchool, string][] = [
  ["first_name", "text"],
  ["middle_name", "text"],
  ["last_name", "text"],
  ["email", "text"],
  ["phone_number", "text"],
];
const SCHOOL_COLUMNS: [keyof GeneratedSchool, string][] = [
  ...PAYLOAD_SCHOOL_COLUMNS,
  ["admin_approval", "bool"],
  ["status", "bool"],
  ["students", "int"],
  ["teachers", "int"],
  ["search_text", "text"],
  ["created_at", "timestamptz"],
];

/*
 * A generated school's UDISE+ code: its state's two digits, then district 2, block 2, village 3
 * and serial 2, each from 1 (99 x 99 x 999 x 99 = 969,328,701 combinations). The nine digits
 * come from the school's id by x = (id x A + 12345) mod 969,328,701. A, near the modulus times
 * the golden ratio's fraction, shares no factor with the modulus (3^9 x 11^3 x 37), so distinct
 * ids below it give distinct codes, whatever state, batch or run they come from, and neighbouring
 * ids land in districts far apart.
 */
const UDISE_SPACE = 99n * 99n * 999n * 99n;
const UDISE_STEP = 599_078_083n;

/** The code of the generated school `schoolId` in the state whose UDISE+ digits are `state`. */
export function udiseCode(state: string, schoolId: number): string {
  const x = (BigInt(schoolId) * UDISE_STEP + 12_345n) % UDISE_SPACE;
  const part = (divisor: bigint, radix: bigint, width: number) =>
    String(((x / divisor) % radix) + 1n).padStart(width, "0");
  return `${state}${part(99n * 999n * 99n, 99n, 2)}${part(99n * 999n, 99n, 2)}${part(99n, 999n, 3)}${part(1n, 99n, 2)}`;
}

/**
 * Inserts schools with their principals in one statement (the counters follow by trigger), each
 * with a UDISE+ code of its state when the state has one. Returns the new ids in order.
 */
export async function insertSchools(tx: Queryable, rows: GeneratedSchool[]): Promise<number[]> {
  if (rows.length === 0) return [];
  // The ids first, so that each code is made from its school's id.
  const ids = (
    await tx.query<{ id: number }>(
      "SELECT nextval('schools_school_id_seq')::int AS id FROM generate_series(1, $1::int) ORDER BY 1",
      [rows.length],
    )
  ).map((r) => r.id);
  const codes = rows.map((r, i) => (r.udise_state ? udiseCode(r.udise_state, ids[i]) : null));
  const columns = [...SCHOOL_COLUMNS, ...PRINCIPAL_COLUMNS];
  const params = [ids, codes, ...columns.map(([name]) => rows.map((r) => r[name]))] as (
    string[] | number[]
  )[];
  const unnest = columns.map(([, type], i) => `$${i + 3}::${type}[]`).join(", ");
  const names = columns.map(([name]) => name);
  await tx.query(
    `WITH input AS MATERIALIZED (
       SELECT i.* FROM unnest($1::int[], $2::text[], ${unnest})
                  WITH ORDINALITY AS i (school_id, udise_code, ${names.join(", ")}, ord)
     ), s AS (
       INSERT INTO schools (school_id, udise_code, ${SCHOOL_COLUMNS.map(([n]) => n).join(", ")})
       SELECT school_id, udise_code, ${SCHOOL_COLUMNS.map(([n]) => n).join(", ")} FROM input
     )
     INSERT INTO school_principals (school_id, ${PRINCIPAL_COLUMNS.map(([n]) => n).join(", ")}, employee_number)
     SELECT school_id, ${PRINCIPAL_COLUMNS.map(([n]) => n).join(", ")},
            'EMP' || lpad(nextval('employee_number_seq')::text, 7, '0')
       FROM input ORDER BY ord`,
    params,
  );
  return ids;
}

/** The school days (Monday to Saturday) from `from` to `to`, both included, as YYYY-MM-DD (UTC). */
export function schoolDays(from: Date, to: Date): string[] {
  const days: string[] = [];
  const day = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  for (; day <= to; day.setUTCDate(day.getUTCDate() + 1)) {
    if (day.getUTCDay() !== 0) days.push(day.toISOString().slice(0, 10));
  }
  return days;
}

/**
 * The working days (Monday to Saturday less the listed holidays) up to `today`: from `from`, or
 * the last `count` of them.
 */
export async function workingDaysUpTo(
  db: Queryable,
  today: string,
  span: { from: string } | { count: number },
): Promise<string[]> {
  if ("count" in span && span.count === 0) return [];
  // Back far enough for `count` working days: 6 of every 7 days, less a few holidays a month.
  const from = "from" in span ? span.from : addDays(today, -Math.ceil(span.count * 1.4) - 14);
  const days = (
    await db.query<{ day: string }>(
      "SELECT d::text AS day FROM working_days_in($1::date, $2::date) AS d",
      [from, today],
    )
  ).map((r) => r.day);
  return "count" in span ? days.slice(-span.count) : days;
}

/** About this many attendance rows per statement (they are built in memory first). */
export const ATTENDANCE_ROWS_PER_STATEMENT = 200_000;

/**
 * How many days of `schools` schools' attendance one statement writes: all of them in one when
 * they fit ATTENDANCE_ROWS_PER_STATEMENT, else slices of days. Slices of days over many schools
 * rather than all days of a few: the per-day and place aggregates (about 460 rows a day for
 * India's 300 demo cities) are then updated once per slice, not once per few schools. Measured
 * on PostgreSQL: 645 schools x 310 days a statement spent 60% of its trigger's time there.
 */
export function daysPerStatement(schools: number): number {
  return Math.max(1, Math.floor(ATTENDANCE_ROWS_PER_STATEMENT / Math.max(1, schools)));
}

/**
 * Realistic attendance (server/db/demo/attendancePattern.ts) of the schools `firstId` to
 * `lastId` on the given working days (ascending, the last one today), each from its
 * registration day, written through recordAttendance, the bulk endpoint's one write path, in
 * statements of daysPerStatement days, their aggregates kept by the triggers (migration 020).
 * Answers how many rows it wrote.
 */
export async function insertBulkAttendance(
  tx: Queryable,
  firstId: number,
  lastId: number,
  days: string[],
  seed = 1,
): Promise<number> {
  if (days.length === 0) return 0;
  const schools = await tx.query<PatternSchool>(
    `SELECT school_id, students, teachers,
            (created_at AT TIME ZONE 'Asia/Kolkata')::date::text AS registered
       FROM schools WHERE school_id BETWEEN $1 AND $2 ORDER BY school_id`,
    [firstId, lastId],
  );
  const step = daysPerStatement(schools.length);
  let written = 0;
  for (let from = 0; from < days.length; from += step) {
    const rows = attendanceRows(seed, schools, days, from, Math.min(days.length, from + step));
    await recordAttendance(tx, rows);
    written += rows.length;
  }
  return written;
}

export interface BulkSeedOptions {
  schools: number;
  /**
   * Attendance for the last this many working days up to `now` (India's day); by default on
   * those of the last 365 days (attendanceStart).
   */
  attendanceDays?: number;
  now: Date;
  seed?: number;
  batchSize?: number;
  onProgress?: (done: number, total: number) => void;
}

/**
 * Adds generated schools (and their attendance) in batches, each batch in one transaction;
 * answers how many working days and attendance rows it wrote.
 */
export async function bulkSeed(
  db: Db,
  options: BulkSeedOptions,
): Promise<{ days: number; rows: number }> {
  const geo = await loadGeography(db);
  if (geo.cities.length === 0 || geo.boards.length === 0)
    throw new Error("The geography is missing.");
  const today = indiaDay(options.now);
  const days = await workingDaysUpTo(
    db,
    today,
    options.attendanceDays === undefined
      ? { from: attendanceStart(today) }
      : { count: options.attendanceDays },
  );
  const seed = options.seed ?? 1;
  const batchSize = options.batchSize ?? 5000;
  const [{ start }] = await db.query<{ start: number }>(
    "SELECT count(*)::int AS start FROM schools",
  );
  let written = 0;
  for (let done = 0; done < options.schools; done += batchSize) {
    const n = Math.min(batchSize, options.schools - done);
    const random = seededRandom(seed * 1_000_003 + start + done);
    const rows = Array.from({ length: n }, (_, i) =>
      generateSchool(random, start + done + i + 1, geo, options.now.getFullYear(), options.now),
    );
    await db.transaction(async (tx) => {
      const ids = await insertSchools(tx, rows);
      written += await insertBulkAttendance(tx, ids[0], ids[ids.length - 1], days, seed);
    });
    options.onProgress?.(done + n, options.schools);
  }
  return { days: days.length, rows: written };
}
