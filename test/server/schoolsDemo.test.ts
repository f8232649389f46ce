import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Db } from "../../server/db/index";
import { seedDemoSchools } from "../../server/db/demo/schools";
import { seedDemoHolidays } from "../../server/db/demo/holidays";
import { configFromEnv } from "../../server/config";
import { localStorage } from "../../server/storage/index";
import { attendanceSummary } from "../../server/schools/attendance";
import { expectAggregatesExact } from "./aggregates";
import { describeEachDb, freshDb } from "./harness";

describeEachDb("the demo schools", (kind) => {
  let db: Db;
  let dir: string;
  const now = new Date("2026-03-14T10:00:00Z"); // a Saturday
  beforeAll(async () => {
    db = await freshDb(kind);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "rollcall-demo-"));
    const config = { ...configFromEnv({}), dataDir: dir, now: () => now };
    await db.transaction(async (tx) => {
      // As the demo data does: the holidays first, then the schools' attendance.
      await seedDemoHolidays(tx, now);
      await seedDemoSchools(tx, config, localStorage(dir));
    });
  });
  afterAll(async () => {
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("has at least 250 schools across many states, verified or not, active or pending", async () => {
    const [row] = await db.query<Record<string, number>>(
      `SELECT count(*)::int AS schools, count(DISTINCT state_id)::int AS states,
              count(*) FILTER (WHERE admin_approval)::int AS verified,
              count(*) FILTER (WHERE status)::int AS active,
              count(*) FILTER (WHERE students > 0)::int AS enrolled
         FROM schools`,
    );
    expect(row.schools).toBeGreaterThanOrEqual(250);
    expect(row.states).toBeGreaterThan(20);
    expect(row.verified).toBeGreaterThan(0);
    expect(row.verified).toBeLessThan(row.schools);
    expect(row.active).toBeGreaterThan(0);
    expect(row.active).toBeLessThan(row.schools);
    expect(row.enrolled).toBe(row.schools);
  });

  it("stores a valid image and documents for every school", async () => {
    const [row] = await db.query<{ without_image: number; without_document: number }>(
      `SELECT count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM school_assets a WHERE a.school_id = s.school_id AND kind = 'school_image'))::int AS without_image,
              count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM school_assets a WHERE a.school_id = s.school_id AND kind = 'document'))::int AS without_document
         FROM schools s`,
    );
    expect(row).toEqual({ without_image: 0, without_document: 0 });
    const [image] = await db.query<{ storage_key: string }>(
      "SELECT storage_key FROM school_assets WHERE kind = 'school_image' LIMIT 1",
    );
    const bytes = await localStorage(dir).read(image.storage_key);
    expect(bytes.subarray(1, 4).toString()).toBe("PNG");
  });

  it("has attendance on every working day of the last 365 days and on no other day", async () => {
    const [row] = await db.query<Record<string, number | string>>(
      `SELECT count(DISTINCT day)::int AS days, min(day)::text AS first, max(day)::text AS last,
              count(*) FILTER (WHERE extract(isodow FROM day) = 7)::int AS sundays,
              count(*) FILTER (WHERE day IN (SELECT day FROM holidays))::int AS holidays,
              (SELECT working_days('2025-03-15', '2026-03-14')) AS working_days
         FROM attendance`,
    );
    // 2025-03-15 (a Saturday) to 2026-03-14: 365 days, 52 Sundays, and the demo calendar's
    // Independence Day, Gandhi Jayanti, Christmas and Republic Day, none a Sunday.
    expect(row).toEqual({
      days: 309,
      first: "2025-03-15",
      last: "2026-03-14",
      sundays: 0,
      holidays: 0,
      working_days: 309,
    });
  });

  it("has schools that never reported, that stopped some days ago, and that report with gaps", async () => {
    const [row] = await db.query<Record<string, number>>(
      `SELECT count(*) FILTER (WHERE l.last_attendance_day IS NULL)::int AS never,
              count(*) FILTER (WHERE l.last_attendance_day < '2026-03-11')::int AS stopped,
              count(*) FILTER (WHERE l.last_attendance_day >= '2026-03-13')::int AS recent,
              (SELECT count(*)::int FROM attendance_school_periods p
                WHERE p.period = 'month' AND p.period_start = '2026-02-01'
                  AND p.days_reported BETWEEN 1 AND working_days('2026-02-01', '2026-02-28') - 3)
                AS patchy
         FROM school_last_attendance l`,
    );
    expect(row.never).toBeGreaterThan(0);
    expect(row.stopped).toBeGreaterThan(0);
    expect(row.patchy).toBeGreaterThan(0);
    // Most report to the last day.
    expect(row.recent).toBeGreaterThan(220);
  });

  it("has schools whose students, and schools whose teachers, stayed under 75% on most days", async () => {
    const [row] = await db.query<Record<string, number>>(
      `SELECT count(*) FILTER (WHERE 2 * (s00 + s01 + s02 + s03 + s04 + s05 + s06 + s07 + s08 + s09
                                          + s10 + s11 + s12 + s13 + s14) > days_reported)::int AS students,
              count(*) FILTER (WHERE 2 * (t00 + t01 + t02 + t03 + t04 + t05 + t06 + t07 + t08 + t09
                                          + t10 + t11 + t12 + t13 + t14) > days_reported)::int AS teachers,
              count(*)::int AS schools
         FROM attendance_school_periods WHERE period = 'year' AND period_start = '2025-04-01'`,
    );
    expect(row.students).toBeGreaterThan(2);
    expect(row.teachers).toBeGreaterThan(1);
    expect(row.students + row.teachers).toBeLessThan(row.schools * 0.15);
  });

  it("has plausible rates on the latest day", async () => {
    const [summary] = await attendanceSummary(db, 2026);
    expect(summary.present_students / summary.total_students).toBeGreaterThan(0.7);
    expect(summary.present_students / summary.total_students).toBeLessThan(1);
    expect(summary.present_teachers / summary.total_teachers).toBeGreaterThan(0.8);
  });

  it("leaves the counters and daily totals equal to a recount", async () => {
    const counters = await expectAggregatesExact(db);
    expect(counters.schools).toBeGreaterThanOrEqual(250);
  });
});
