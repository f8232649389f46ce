import { expect } from "vitest";
import type { Db } from "../../server/db/index";
import { rebuildAggregates } from "../../server/schools/attendance";

/** The maintained aggregates, as plain numbers. */
async function readAggregates(db: Db) {
  const [counters] = await db.query(
    `SELECT schools::int, verified_schools::int, students::int, teachers::int, board_admins::int
       FROM school_counters`,
  );
  const daily = await db.query(
    `SELECT day::text, schools_reporting, present_students::int, present_teachers::int,
            enrolled_students::float8, enrolled_teachers::float8
       FROM attendance_daily_totals WHERE schools_reporting > 0 ORDER BY day`,
  );
  // Migration 020's: per day and place, per school and period (with its place and first day,
  // migration 025), each school's last day (with its place and registration day).
  const areas = await db.query(
    `SELECT scope_state_id, grain, day::text, item, schools_reporting,
            present_students::float8, present_teachers::float8,
            enrolled_students::float8, enrolled_teachers::float8
       FROM attendance_area_totals WHERE schools_reporting > 0 ORDER BY 1, 2, 3, 4`,
  );
  const periods = await db.query(
    `SELECT p.*, p.last_day::text AS last_day FROM attendance_school_periods p ORDER BY 1, 2, 3`,
  );
  const last = await db.query(
    `SELECT school_id, last_attendance_day::text, state_id, city_id, registered::text
       FROM school_last_attendance ORDER BY school_id`,
  );
  // Migration 023's (keyed by first day since 025): per period, place, first day and days.
  const periodCounts = await db.query(
    `SELECT period, period_start::text, city_id, state_id, first_day::text, days_reported, n
       FROM attendance_period_counts WHERE n <> 0 ORDER BY 1, 2, 3, 4, 5, 6`,
  );
  // Migration 026's: the enrolment of each state (city 0) and city.
  const enrolment = await db.query(
    `SELECT state_id, city_id, students::float8, teachers::float8 FROM school_enrolment
      WHERE students <> 0 OR teachers <> 0 ORDER BY 1, 2`,
  );
  return { counters, daily, areas, periods, last, periodCounts, enrolment };
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
    board_admins: number;
  };
}
