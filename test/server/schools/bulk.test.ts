import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../server/db/index";
import { seededRandom } from "../../../server/db/demo/random";
import { generateSchool, loadGeography } from "../../../server/db/demo/generator";
import {
  bulkSeed,
  insertBulkAttendance,
  insertSchools,
  lastSchoolDays,
  schoolDays,
} from "../../../server/schools/bulk";
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

  it.each([1, 6, 7, 30, 300])("counts back %i of them, up to the given day", (count) => {
    const days = lastSchoolDays(new Date("2026-03-17T12:00:00Z"), count);
    expect(days).toHaveLength(count);
    expect(days.at(-1)).toBe("2026-03-17");
    expect(days.every((day) => utc(day).getUTCDay() !== 0)).toBe(true);
    expect(days).toEqual(schoolDays(utc(days[0]), utc("2026-03-17")));
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

  it("adds plausible attendance for the given days to schools that have none, with their totals", async () => {
    const geo = await loadGeography(db);
    const random = seededRandom(4);
    const ids = await insertSchools(
      db,
      Array.from({ length: 3 }, (_, i) => generateSchool(random, 950 + i, geo, 2026)),
    );
    const [first, last] = [ids[0], ids[2]];
    await insertBulkAttendance(db, first, last, []);
    expect(await count("attendance WHERE school_id BETWEEN $1 AND $2", [first, last])).toBe(0);
    const days = schoolDays(utc("2041-03-02"), utc("2041-03-09"));
    await insertBulkAttendance(db, first, last, days);
    expect(await count("attendance WHERE school_id BETWEEN $1 AND $2", [first, last])).toBe(
      3 * days.length,
    );
    const [rates] = await db.query<{ low: number; high: number }>(
      `SELECT min(a.present_students::float8 / nullif(s.students, 0)) AS low,
              max(a.present_students::float8 / nullif(s.students, 0)) AS high
         FROM attendance a JOIN schools s USING (school_id) WHERE a.school_id BETWEEN $1 AND $2`,
      [first, last],
    );
    expect(rates.low).toBeGreaterThan(0.7);
    expect(rates.high).toBeLessThanOrEqual(1);
    await expectAggregatesExact(db);
  });

  it("seeds schools in batches, reporting progress, with attendance for the last school days", async () => {
    const now = new Date("2042-06-10T10:00:00Z");
    const before = await count("schools");
    const progress: [number, number][] = [];
    await bulkSeed(db, {
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
      "SELECT DISTINCT day::text AS day FROM attendance WHERE day >= '2042-01-01' ORDER BY day",
    );
    expect(days.map((d) => d.day)).toEqual(lastSchoolDays(now, 3));
    expect(await count("attendance WHERE day >= '2042-01-01'")).toBe(15);
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
