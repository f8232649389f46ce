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

  it("has attendance for every working day of the year up to today, with plausible rates", async () => {
    const [row] = await db.query<Record<string, number | string>>(
      `SELECT count(DISTINCT day)::int AS days, min(day)::text AS first, max(day)::text AS last,
              count(*) FILTER (WHERE extract(isodow FROM day) = 7)::int AS sundays,
              count(*) FILTER (WHERE day = '2026-01-26')::int AS republic_day
         FROM attendance`,
    );
    // 2026-01-01 to 2026-03-14: 73 days, of which 10 Sundays and Republic Day (a Monday).
    expect(row).toEqual({
      days: 62,
      first: "2026-01-01",
      last: "2026-03-14",
      sundays: 0,
      republic_day: 0,
    });
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
