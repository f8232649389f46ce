import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../server/db/index";
import { seededRandom } from "../../../server/db/demo/random";
import { generateSchool, loadGeography } from "../../../server/db/demo/generator";
import {
  ATTENDANCE_ROWS_PER_STATEMENT,
  bulkSeed,
  daysPerStatement,
  insertBulkAttendance,
  insertSchools,
  schoolDays,
  workingDaysUpTo,
} from "../../../server/schools/bulk";
import { attendanceRows, attendanceStart } from "../../../server/db/demo/attendancePattern";
import { expectAggregatesExact } from "../aggregates";
import { describeEachDb, freshDb } from "../harness";

const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe("school days", () => {
  it("are Monday to Saturday, both ends included, whatever the hour", () => {
    expect(schoolDays(new Date("2026-03-13T18:30:00Z"), utc("2026-03-17"))).toEqual([
      "2026-03-13",
      "2026-03-14",
      "2026-03-16",
      "2026-03-17",
    ]);
    expect(schoolDays(utc("2026-03-15"), utc("2026-03-15"))).toEqual([]);
    expect(schoolDays(utc("2026-03-17"), utc("2026-03-16"))).toEqual([]);
  });
});

describe("a seed's statements", () => {
  it("write slices of days that hold about ATTENDANCE_ROWS_PER_STATEMENT rows, at least a day", () => {
    expect(daysPerStatement(5000)).toBe(ATTENDANCE_ROWS_PER_STATEMENT / 5000);
    expect(daysPerStatement(260)).toBeGreaterThan(366);
    expect(daysPerStatement(0)).toBe(ATTENDANCE_ROWS_PER_STATEMENT);
    expect(daysPerStatement(ATTENDANCE_ROWS_PER_STATEMENT * 2)).toBe(1);
  });
});

describeEachDb("bulk loading", (kind) => {
  let db: Db;
  beforeAll(async () => {
    db = await freshDb(kind);
  });
  afterAll(() => db.close());

  const count = async (sql: string, params: number[] = []) =>
    (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0].n;

  it("counts back working days, Monday to Saturday less the listed holidays, up to the given day", async () => {
    await db.query(
      "INSERT INTO holidays (day, name) VALUES ('2036-03-10', 'A Monday off'), ('2036-03-16', 'On a Sunday')",
    );
    for (const count of [1, 6, 7, 30, 300]) {
      const days = await workingDaysUpTo(db, "2036-03-17", { count });
      expect(days).toHaveLength(count);
      expect(days.at(-1)).toBe("2036-03-17");
      expect(days).toEqual(
        schoolDays(utc(days[0]), utc("2036-03-17")).filter((d) => d !== "2036-03-10"),
      );
    }
    expect(await workingDaysUpTo(db, "2036-03-17", { count: 0 })).toEqual([]);
    // From a Sunday: the Monday after it is the holiday.
    expect(await workingDaysUpTo(db, "2036-03-17", { from: "2036-03-09" })).toEqual([
      "2036-03-11",
      "2036-03-12",
      "2036-03-13",
      "2036-03-14",
      "2036-03-15",
      "2036-03-17",
    ]);
  });

  it("inserts schools with their principals, in order, and the counters follow", async () => {
    expect(await insertSchools(db, [])).toEqual([]);
    const geo = await loadGeography(db);
    const random = seededRandom(3);
    const rows = Array.from({ length: 3 }, (_, i) => generateSchool(random, 900 + i, geo, 2026));
    const before = await count("schools");
    const ids = await insertSchools(db, rows);
    expect(ids).toHaveLength(3);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    const stored = await db.query<Record<string, unknown>>(
      `SELECT s.school_name, s.school_email, s.type, s.established_year, s.board_id, s.state_id,
              s.city_id, s.pincode, s.address, s.school_phone_number, s.secondary_phone, s.website,
              s.latitude::float8 AS latitude, s.longitude::float8 AS longitude, s.area_radius,
              s.admin_approval, s.status, s.students, s.teachers, s.search_text,
              p.first_name, p.middle_name, p.last_name, p.email, p.phone_number, p.employee_number
         FROM schools s JOIN school_principals p USING (school_id)
        WHERE s.school_id = ANY($1::int[]) ORDER BY s.school_id`,
      [ids],
    );
    expect(stored).toEqual(
      rows.map((row) => ({
        ...Object.fromEntries(
          Object.keys(stored[0]).map((key) => [key, row[key as keyof typeof row]]),
        ),
        latitude: Number(row.latitude),
        longitude: Number(row.longitude),
        employee_number: expect.stringMatching(/^EMP\d{7}$/),
      })),
    );
    expect(new Set(stored.map((s) => s.employee_number)).size).toBe(3);
    const [{ schools }] = await db.query<{ schools: number }>(
      "SELECT schools::int FROM school_counters",
    );
    expect(schools).toBe(before + 3);
  });

  it("adds the pattern's attendance for the given days, from each school's registration day, with their totals", async () => {
    const geo = await loadGeography(db);
    const random = seededRandom(4);
    const ids = await insertSchools(
      db,
      Array.from({ length: 40 }, (_, i) => generateSchool(random, 950 + i, geo, 2026)),
    );
    const [first, last] = [ids[0], ids[ids.length - 1]];
    // One registers within the days: it reports from its day on (India's: 18:30 UTC is midnight).
    await db.query("UPDATE schools SET created_at = '2041-03-04T18:30:00Z' WHERE school_id = $1", [
      first,
    ]);
    expect(await insertBulkAttendance(db, first, last, [])).toBe(0);
    expect(await count("attendance WHERE school_id BETWEEN $1 AND $2", [first, last])).toBe(0);
    const days = schoolDays(utc("2041-03-02"), utc("2041-03-09"));
    const written = await insertBulkAttendance(db, first, last, days, 5);
    const schools = await db.query<{
      school_id: number;
      students: number;
      teachers: number;
      registered: string;
    }>(
      `SELECT school_id, students, teachers,
              (created_at AT TIME ZONE 'Asia/Kolkata')::date::text AS registered
         FROM schools WHERE school_id BETWEEN $1 AND $2`,
      [first, last],
    );
    const expected = attendanceRows(5, schools, days);
    expect(written).toBe(expected.length);
    const stored = await db.query(
      `SELECT school_id, day::text, present_students, present_teachers, enrolled_students,
              enrolled_teachers
         FROM attendance WHERE school_id BETWEEN $1 AND $2 ORDER BY day, school_id`,
      [first, last],
    );
    expect(stored).toEqual(expected);
    const [registered] = await db.query<{ first: string }>(
      "SELECT min(day)::text AS first FROM attendance WHERE school_id = $1",
      [first],
    );
    expect(registered.first).toBe("2041-03-05");
    const [rates] = await db.query<{ low: number; high: number }>(
      `SELECT min(a.present_students::float8 / nullif(s.students, 0)) AS low,
              max(a.present_students::float8 / nullif(s.students, 0)) AS high
         FROM attendance a JOIN schools s USING (school_id) WHERE a.school_id BETWEEN $1 AND $2`,
      [first, last],
    );
    expect(rates.low).toBeGreaterThan(0.4);
    expect(rates.high).toBeLessThanOrEqual(1);
    await expectAggregatesExact(db);
  });

  it("seeds the working days of the last 365 days by default, none on a holiday or a Sunday", async () => {
    const now = new Date("2044-02-20T20:00:00Z"); // 21 February in India
    await db.query("INSERT INTO holidays (day, name) VALUES ('2043-08-15', 'Independence Day')");
    const written = await bulkSeed(db, { schools: 3, now, seed: 9 });
    const expected = await workingDaysUpTo(db, "2044-02-21", {
      from: attendanceStart("2044-02-21"),
    });
    expect(expected[0]).toBe("2043-02-23");
    expect(expected.at(-1)).toBe("2044-02-20"); // the 21st is a Sunday
    expect(written.days).toBe(expected.length);
    const [row] = await db.query<{ rows: number; first: string; holiday: number; sunday: number }>(
      `SELECT count(*)::int AS rows, min(day)::text AS first,
              count(*) FILTER (WHERE day = '2043-08-15')::int AS holiday,
              count(*) FILTER (WHERE extract(isodow FROM day) = 7)::int AS sunday
         FROM attendance WHERE day >= '2043-01-01'`,
    );
    expect(row.rows).toBe(written.rows);
    expect(row.first >= "2043-02-23").toBe(true);
    expect(row).toMatchObject({ holiday: 0, sunday: 0 });
    await expectAggregatesExact(db);
  });

  it("seeds schools in batches, reporting progress, with attendance for the last working days", async () => {
    const now = new Date("2042-06-10T10:00:00Z");
    const before = await count("schools");
    const progress: [number, number][] = [];
    const written = await bulkSeed(db, {
      schools: 5,
      attendanceDays: 3,
      now,
      batchSize: 2,
      seed: 7,
      onProgress: (done, total) => progress.push([done, total]),
    });
    expect(progress).toEqual([
      [2, 5],
      [4, 5],
      [5, 5],
    ]);
    expect(await count("schools")).toBe(before + 5);
    const days = await db.query<{ day: string }>(
      "SELECT DISTINCT day::text AS day FROM attendance WHERE day >= '2042-01-01' AND day < '2043-01-01' ORDER BY day",
    );
    expect(days.map((d) => d.day)).toEqual(["2042-06-07", "2042-06-09", "2042-06-10"]);
    expect(await count("attendance WHERE day >= '2042-01-01' AND day < '2043-01-01'")).toBe(
      written.rows,
    );
    expect(written).toEqual({ days: 3, rows: expect.any(Number) });
    expect(written.rows).toBeGreaterThan(0);
    expect(written.rows).toBeLessThanOrEqual(15);
    // Each batch is drawn from the seed and where it starts: the same seed gives the same schools.
    const geo = await loadGeography(db);
    const names = await db.query<{ school_name: string; school_email: string }>(
      "SELECT school_name, school_email FROM schools ORDER BY school_id DESC LIMIT 5",
    );
    const expected = [0, 2, 4].flatMap((done) => {
      const random = seededRandom(7 * 1_000_003 + before + done);
      return Array.from({ length: Math.min(2, 5 - done) }, (_, i) =>
        generateSchool(random, before + done + i + 1, geo, 2042),
      );
    });
    expect(names.map((n) => [n.school_name, n.school_email]).reverse()).toEqual(
      expected.map((s) => [s.school_name, s.school_email]),
    );
    await expectAggregatesExact(db);
  });

  it("seeds in one batch of up to 5,000 by default, with seed 1, and no attendance when asked for none", async () => {
    const before = await count("schools");
    const attendance = await count("attendance");
    const progress: number[] = [];
    await bulkSeed(db, {
      schools: 3,
      attendanceDays: 0,
      now: new Date("2043-06-10T10:00:00Z"),
      onProgress: (done) => progress.push(done),
    });
    expect(progress).toEqual([3]);
    expect(await count("attendance")).toBe(attendance);
    const [newest] = await db.query<{ school_name: string }>(
      "SELECT school_name FROM schools ORDER BY school_id DESC LIMIT 1",
    );
    const random = seededRandom(1_000_003 + before);
    const geo = await loadGeography(db);
    const drawn = [1, 2, 3].map((i) => generateSchool(random, before + i, geo, 2043));
    expect(newest.school_name).toBe(drawn[2].school_name);
    // Progress is optional.
    await bulkSeed(db, { schools: 1, attendanceDays: 0, now: new Date("2043-06-10T10:00:00Z") });
    expect(await count("schools")).toBe(before + 4);
    // Batches that fill the count exactly: no empty batch after them.
    const exact: number[] = [];
    const options = { attendanceDays: 0, now: new Date("2043-06-10T10:00:00Z"), batchSize: 1 };
    await bulkSeed(db, { ...options, schools: 2, onProgress: (done) => exact.push(done) });
    expect(exact).toEqual([1, 2]);
    expect(await count("schools")).toBe(before + 6);
  });

  it("refuses to seed without the geography", async () => {
    const without = (cities: boolean, boards: boolean) =>
      ({
        query: async (sql: string) =>
          sql.includes("FROM cities")
            ? cities
              ? [{ city_id: 1, state_id: 1, name: "X" }]
              : []
            : sql.includes("FROM boards")
              ? boards
                ? [{ board_id: 1 }]
                : []
              : [],
      }) as unknown as Db;
    const options = { schools: 1, attendanceDays: 0, now: new Date() };
    await expect(bulkSeed(without(false, true), options)).rejects.toThrow(
      "The geography is missing.",
    );
    await expect(bulkSeed(without(true, false), options)).rejects.toThrow(
      "The geography is missing.",
    );
  });
});
