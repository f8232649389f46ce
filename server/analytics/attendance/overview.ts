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
import { figuresOf, upToToday, workingDaySums, type DaySums } from "./days";

/** A place's working days of a period up to today, none when the period is still to come. */
async function sumsUpToToday(db: Queryable, place: Place, period: Period, today: string) {
  const counted = upToToday(period, today);
  return counted ? workingDaySums(db, place, counted) : [];
}

/**
 * The cards' context: the period's figures, the previous period's of the same length, and the
 * change of each present share in points (null when either side has none).
 */
export async function attendanceOverview(
  db: Queryable,
  place: Place,
  period: Period,
  today: string,
): Promise<AttendanceOverview> {
  const previous = previousPeriod(period);
  const current = figuresOf(await sumsUpToToday(db, place, period, today));
  const before = figuresOf(await sumsUpToToday(db, place, previous, today));
  const change = (now: number | null, then: number | null) =>
    now === null || then === null ? null : now - then;
  return {
    period: { from: period.from, to: period.to },
    previous_period: previous,
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
    return { from: bucket.from, to: bucket.to, figures: figuresOf(inside) };
  });
  return { grain, buckets };
}
