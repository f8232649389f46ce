import {
  previousPeriod,
  trendBuckets,
  trendGrain,
  type Period,
  type TrendGrain,
} from "../../../contract/analytics";
import type {
  AttendanceOverview,
  AttendanceTrend,
  Place,
} from "../../../contract/attendanceAnalytics";
import type { Queryable } from "../../db/index";
import { figuresOf, placeKeys, upToToday, workingDaySums, type DaySums } from "./days";

/** A place's working days of a period up to today, none when the period is still to come. */
async function sumsUpToToday(db: Queryable, place: Place, period: Period, today: string) {
  const counted = upToToday(period, today);
  return counted ? workingDaySums(db, place, counted) : [];
}

/**
 * The place's enrolment now (the whole country's from migration 004's counters, a state's or a
 * city's from migration 026's, one row each) and its latest day of `counted` with a report, with
 * those present that day: the last row of one primary-key range of the per-day totals, read
 * backwards (a city's: its state's city rows, from the last day on, until its own).
 */
async function placeNow(db: Queryable, place: Place, counted: Period | undefined) {
  const { scope, grain, item } = placeKeys(place);
  const days = [counted?.from ?? null, counted?.to ?? null];
  const { enrolment, latest, params } =
    scope === 0
      ? {
          enrolment: "SELECT students, teachers FROM school_counters",
          latest: `SELECT day, present_students, present_teachers FROM attendance_daily_totals
                    WHERE day BETWEEN $1::date AND $2::date AND schools_reporting > 0`,
          params: days,
        }
      : {
          enrolment: `SELECT students, teachers FROM school_enrolment
                       WHERE state_id = $3 AND city_id = $6`,
          latest: `SELECT day, present_students, present_teachers FROM attendance_area_totals
                    WHERE scope_state_id = $3 AND grain = $4 AND item = $5
                      AND day BETWEEN $1::date AND $2::date AND schools_reporting > 0`,
          params: [...days, scope, grain, item, place.city_id ?? 0],
        };
  const [row] = await db.query<{
    students: number | null;
    teachers: number | null;
    day: string | null;
    present_students: number | null;
    present_teachers: number | null;
  }>(
    `SELECT e.students::float8 AS students, e.teachers::float8 AS teachers,
            l.day::text AS day, l.present_students::float8 AS present_students,
            l.present_teachers::float8 AS present_teachers
       FROM (SELECT 1) AS one
       LEFT JOIN (${enrolment}) e ON true
       LEFT JOIN LATERAL (${latest} ORDER BY day DESC LIMIT 1) l ON true`,
    params,
  );
  return {
    enrolment: { students: Number(row.students ?? 0), teachers: Number(row.teachers ?? 0) },
    latest_day:
      row.day === null
        ? null
        : {
            day: row.day,
            present_students: Number(row.present_students),
            present_teachers: Number(row.present_teachers),
          },
  };
}

/**
 * The cards of a place and period: its enrolment now, its latest day of the period with a
 * report and those present then (for the whole country and a period holding the year's last
 * report, the yearly summary's figures), the period's figures, the previous period's of the
 * same length, and the change of each present share in points (null when either side has none).
 */
export async function attendanceOverview(
  db: Queryable,
  place: Place,
  period: Period,
  today: string,
): Promise<AttendanceOverview> {
  const previous = previousPeriod(period);
  const current = figuresOf(await sumsUpToToday(db, place, period, today), today);
  const before = figuresOf(await sumsUpToToday(db, place, previous, today), today);
  const now = await placeNow(db, place, upToToday(period, today));
  const change = (now: number | null, then: number | null) =>
    now === null || then === null ? null : now - then;
  return {
    period: { from: period.from, to: period.to },
    previous_period: previous,
    ...now,
    current,
    previous: before,
    change: {
      students: change(current.students.share, before.students.share),
      teachers: change(current.teachers.share, before.teachers.share),
    },
  };
}

/**
 * The trend: the period's buckets (contract/analytics.ts) at `grain` (by default the period's
 * own), each with its working days' figures.
 */
export async function attendanceTrend(
  db: Queryable,
  place: Place,
  period: Period,
  today: string,
  grain: TrendGrain = trendGrain(period),
): Promise<AttendanceTrend> {
  const days = await sumsUpToToday(db, place, period, today);
  const buckets = trendBuckets(period, grain).map((bucket) => {
    const inside: DaySums[] = days.filter((d) => d.day >= bucket.from && d.day <= bucket.to);
    return { from: bucket.from, to: bucket.to, figures: figuresOf(inside, today) };
  });
  return { grain, buckets };
}
