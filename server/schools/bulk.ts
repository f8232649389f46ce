import type { SchoolPayload } from "../../contract/schools";
import type { Db, Queryable } from "../db/index";
import { seededRandom } from "../db/demo/random";
import { generateSchool, loadGeography, type GeneratedSchool } from "../db/demo/generator";
import { lockAttendanceDays } from "./attendance";

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

/** The last `count` school days up to `to`. */
export function lastSchoolDays(to: Date, count: number): string[] {
  const from = new Date(to.getTime() - Math.ceil((count * 7) / 6 + 7) * 86_400_000);
  return schoolDays(from, to).slice(-count);
}

/**
 * Attendance of schools that have none yet, for the given days: a steady rate per school
 * (80-92 % of students, 88-98 % of teachers) with a little daily noise, deterministic from the
 * school and the day, measured against the school's enrolment. One statement for all the days;
 * the aggregates follow by trigger (migration 020), as for every attendance write.
 */
export async function insertBulkAttendance(
  tx: Queryable,
  firstId: number,
  lastId: number,
  days: string[],
) {
  await lockAttendanceDays(tx, days);
  await tx.query(
    `INSERT INTO attendance (school_id, day, present_students, present_teachers,
            enrolled_students, enrolled_teachers, state_id, city_id, main_board_id, type)
     SELECT s.school_id, d.day,
            least(s.students, floor(s.students * (0.80 + 0.02 * (s.school_id % 7) + 0.06 * (r.a - 0.5)))),
            least(s.teachers, round(s.teachers * (0.88 + 0.015 * (s.school_id % 5) + 0.04 * (r.b - 0.5)))),
            s.students, s.teachers, s.state_id, s.city_id, s.main_board_id, s.type
       FROM schools s
       CROSS JOIN unnest($3::date[]) AS d (day)
       CROSS JOIN LATERAL (
         SELECT (hashint8(s.school_id::bigint * 100000 + (d.day - date '2000-01-01')) & 65535) / 65535.0 AS a,
                (hashint8(s.school_id::bigint * 100000 + (d.day - date '2000-01-01') + 77777) & 65535) / 65535.0 AS b
       ) r
      WHERE s.school_id BETWEEN $1 AND $2`,
    [firstId, lastId, days],
  );
}

export interface BulkSeedOptions {
  schools: number;
  /** Attendance for the last this many school days up to `now`. */
  attendanceDays: number;
  now: Date;
  seed?: number;
  batchSize?: number;
  onProgress?: (done: number, total: number) => void;
}

/** Adds generated schools (and their attendance) in batches, each batch in one transaction. */
export async function bulkSeed(db: Db, options: BulkSeedOptions): Promise<void> {
  const geo = await loadGeography(db);
  if (geo.cities.length === 0 || geo.boards.length === 0)
    throw new Error("The geography is missing.");
  const days =
    options.attendanceDays > 0 ? lastSchoolDays(options.now, options.attendanceDays) : [];
  const batchSize = options.batchSize ?? 5000;
  const [{ start }] = await db.query<{ start: number }>(
    "SELECT count(*)::int AS start FROM schools",
  );
  for (let done = 0; done < options.schools; done += batchSize) {
    const n = Math.min(batchSize, options.schools - done);
    const random = seededRandom((options.seed ?? 1) * 1_000_003 + start + done);
    const rows = Array.from({ length: n }, (_, i) =>
      generateSchool(random, start + done + i + 1, geo, options.now.getFullYear(), options.now),
    );
    await db.transaction(async (tx) => {
      const ids = await insertSchools(tx, rows);
      await insertBulkAttendance(tx, ids[0], ids[ids.length - 1], days);
    });
    options.onProgress?.(done + n, options.schools);
  }
}
