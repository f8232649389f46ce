import { afterEach, beforeEach, expect, it } from "vitest";
import { seededRandom } from "../../server/db/demo/random";
import { insertBulkAttendance, schoolDays } from "../../server/schools/bulk";
import {
  attendanceSummary,
  recordAttendance,
  setEnrolment,
  type AttendanceRow,
} from "../../server/schools/attendance";
import { seededApp, describeEachDb, type TestApp } from "./harness";

const SUMMARY = "/v1/super-admin/school/attendance-summary";

describeEachDb("GET /v1/super-admin/school/attendance-summary", (kind) => {
  let t: TestApp;
  let token: string;
  let ids: number[];
  beforeEach(async () => {
    ({ t, token, ids } = await seededApp(kind, { schools: 12, seed: 11 }));
  });
  afterEach(() => t.close());

  const summary = async (query = "") => {
    const res = await t.app.inject({ url: `${SUMMARY}${query}`, headers: t.auth(token) });
    expect(res.statusCode).toBe(200);
    return res.json().resources.data;
  };

  /** The summary computed from the rows themselves. */
  async function bruteForce(year: number) {
    const [latest] = await t.db.query<{ day: string }>(
      "SELECT max(day)::text AS day FROM attendance WHERE extract(year FROM day) = $1",
      [year],
    );
    if (!latest.day) return [];
    const [row] = await t.db.query(
      `SELECT (SELECT sum(students) FROM schools)::float8 AS total_students,
              (SELECT sum(teachers) FROM schools)::float8 AS total_teachers,
              sum(present_students)::float8 AS present_students, sum(present_teachers)::float8 AS present_teachers
         FROM attendance WHERE day = $1`,
      [latest.day],
    );
    return [row];
  }

  it("answers an empty array for a year without attendance", async () => {
    expect(await summary("?year=2026")).toEqual([]);
    expect(await summary()).toEqual([]);
  });

  it("gives enrolment totals and those present on the year's latest school day", async () => {
    await setEnrolment(t.db, [
      { school_id: ids[0], students: 500, teachers: 20 },
      { school_id: ids[1], students: 300, teachers: 12 },
    ]);
    await t.db.query(
      "UPDATE schools SET students = 0, teachers = 0 WHERE school_id <> ALL($1::int[])",
      [ids.slice(0, 2)],
    );
    // The platform totals follow the schools' rows (800 and 32): nothing here sets them.
    await t.db.transaction((tx) =>
      recordAttendance(tx, [
        { school_id: ids[0], day: "2026-03-13", present_students: 450, present_teachers: 19 },
        { school_id: ids[1], day: "2026-03-13", present_students: 280, present_teachers: 12 },
        { school_id: ids[0], day: "2026-03-14", present_students: 470, present_teachers: 18 },
        { school_id: ids[0], day: "2025-12-20", present_students: 400, present_teachers: 17 },
      ]),
    );
    const data = await summary("?year=2026");
    expect(data).toEqual([
      { total_students: 800, present_students: 470, total_teachers: 32, present_teachers: 18 },
    ]);
    // The year defaults to the clock's (2026-03-15).
    expect(await summary()).toEqual(data);
    expect(await summary("?year=2025")).toEqual([
      { total_students: 800, present_students: 400, total_teachers: 32, present_teachers: 17 },
    ]);
    expect(await summary("?year=2024")).toEqual([]);
    const bad = await t.app.inject({ url: `${SUMMARY}?year=abc`, headers: t.auth(token) });
    expect(bad.statusCode).toBe(400);
  });

  it("corrects a day's totals when a school's row for that day is corrected", async () => {
    const day = "2026-03-14";
    await recordAttendance(t.db, [
      { school_id: ids[0], day, present_students: 100, present_teachers: 5 },
    ]);
    await recordAttendance(t.db, [
      { school_id: ids[1], day, present_students: 50, present_teachers: 3 },
    ]);
    await recordAttendance(t.db, [
      { school_id: ids[0], day, present_students: 90, present_teachers: 4 },
    ]);
    const [totals] = await t.db.query(
      "SELECT schools_reporting, present_students::int, present_teachers::int FROM attendance_daily_totals WHERE day = $1",
      [day],
    );
    expect(totals).toEqual({ schools_reporting: 2, present_students: 140, present_teachers: 7 });
  });

  it("matches a brute-force count over generated attendance with corrections", async () => {
    const random = seededRandom(99);
    await setEnrolment(
      t.db,
      ids.map((school_id) => ({
        school_id,
        students: random.int(100, 900),
        teachers: random.int(5, 40),
      })),
    );
    const days = [
      ...schoolDays(new Date("2025-11-20T00:00:00Z"), new Date("2026-03-14T00:00:00Z")),
    ];
    // Several batches, each with new rows and corrections of earlier ones, some days left out.
    for (let batch = 0; batch < 6; batch++) {
      const rows: AttendanceRow[] = [];
      for (let i = 0; i < 150; i++) {
        rows.push({
          school_id: random.pick(ids),
          day: random.pick(days.slice(0, days.length - 10 + batch * 2)),
          present_students: random.int(0, 900),
          present_teachers: random.int(0, 40),
        });
      }
      await t.db.transaction((tx) => recordAttendance(tx, rows));
    }
    for (const year of [2025, 2026, 2027])
      expect(await summary(`?year=${year}`)).toEqual(await bruteForce(year));
    const kept = await t.db.query(
      "SELECT day::text, schools_reporting, present_students::int, present_teachers::int FROM attendance_daily_totals WHERE schools_reporting > 0 ORDER BY day",
    );
    const counted = await t.db.query(
      "SELECT day::text, count(*)::int AS schools_reporting, sum(present_students)::int AS present_students, sum(present_teachers)::int AS present_teachers FROM attendance GROUP BY day ORDER BY day",
    );
    expect(kept).toEqual(counted);
    expect(await attendanceSummary(t.db, 2026)).toEqual(await bruteForce(2026));
  });

  it("keeps the totals of bulk-loaded attendance right", async () => {
    const days = schoolDays(new Date("2026-02-02T00:00:00Z"), new Date("2026-03-14T00:00:00Z"));
    await t.db.query("UPDATE schools SET students = 0 WHERE school_id = $1", [ids[3]]);
    const written = await insertBulkAttendance(t.db, ids[0], ids[ids.length - 1], days);
    expect(await summary("?year=2026")).toEqual(await bruteForce(2026));
    const [{ n }] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM attendance");
    // The pattern leaves a few schools' days out (silent schools, missed days).
    expect(n).toBe(written);
    expect(n).toBeGreaterThan(days.length * (ids.length - 3));
    const [rates] = await t.db.query<{ low: boolean }>(
      "SELECT bool_or(a.present_students > s.students OR a.present_teachers > s.teachers) AS low FROM attendance a JOIN schools s USING (school_id)",
    );
    expect(rates.low).toBe(false);
  });

  it("refuses attendance of an unknown school and writes nothing", async () => {
    await expect(
      t.db.transaction((tx) =>
        recordAttendance(tx, [
          { school_id: ids[0], day: "2026-03-14", present_students: 10, present_teachers: 1 },
          { school_id: 999999, day: "2026-03-14", present_students: 10, present_teachers: 1 },
        ]),
      ),
    ).rejects.toThrow();
    expect(await summary()).toEqual([]);
  });
});
