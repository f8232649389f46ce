import { expect } from "vitest";
import type { Db } from "../../server/db/index";
import { rebuildAggregates } from "../../server/schools/attendance";

/** The maintained aggregates, as plain numbers. */
async function readAggregates(db: Db) {
  const [counters] = await db.query(
    `SELECT schools::int, verified_schools::int, students::int, teachers::int FROM school_counters`,
  );
  const daily = await db.query(
    `SELECT day::text, schools_reporting, present_students::int, present_teachers::int
       FROM attendance_daily_totals WHERE schools_reporting > 0 ORDER BY day`,
  );
  return { counters, daily };
}

/**
 * Asserts that the counters and daily totals kept by every write equal a recount from the rows
 * (rebuildAggregates, the repair), and returns the counters.
 */
export async function expectAggregatesExact(db: Db) {
  const kept = await readAggregates(db);
  await db.transaction((tx) => rebuildAggregates(tx));
  const recounted = await readAggregates(db);
  expect(kept).toEqual(recounted);
  return kept.counters as {
    schools: number;
    verified_schools: number;
    students: number;
    teachers: number;
  };
}
