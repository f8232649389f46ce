import { addDays, addMonths, monthOf, type Period } from "../../../contract/analytics";
import {
  NOT_REPORTING_MIN_DAYS,
  type NotReporting,
  type Place,
} from "../../../contract/attendanceAnalytics";
import type { Queryable } from "../../db/index";
import { upToToday } from "./days";

/** The per-school period rows (migration 020) and the day ranges left at a range's edges. */
export interface RangePieces {
  periods: { period: "year" | "month" | "week"; start: string }[];
  edges: Period[];
}

/**
 * Cuts `range` (ending today at the latest) into whole academic years, months and weeks, the
 * largest that starts on each day first, and the days that start none (a few at each end:
 * before the first period's start and after the last whole period).
 * A period is taken whole when it starts in the range and ends in it, or ends after today:
 * no day after today has a report. So a preset period (this week, month or academic year, up
 * to today) is one period row per school, and a custom range adds the day-level rows of its edge
 * days, read per school by the attendance table's primary key (school_id, day): one range probe
 * per school and edge.
 */
export function rangePieces(range: Period, today: string): RangePieces {
  const pieces: RangePieces = { periods: [], edges: [] };
  const fits = (end: string) => end <= range.to || (range.to >= today && end > today);
  let day = range.from;
  while (day <= range.to) {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    const yearEnd = `${Number(day.slice(0, 4)) + 1}-03-31`;
    const monthEnd = addDays(`${addMonths(monthOf(day), 1)}-01`, -1);
    const weekEnd = addDays(day, 6);
    let end: string | undefined;
    if (day.slice(5) === "04-01" && fits(yearEnd)) {
      pieces.periods.push({ period: "year", start: day });
      end = yearEnd;
    } else if (day.slice(8) === "01" && fits(monthEnd)) {
      pieces.periods.push({ period: "month", start: day });
      end = monthEnd;
    } else if (weekday === 1 && fits(weekEnd)) {
      pieces.periods.push({ period: "week", start: day });
      end = weekEnd;
    } else {
      const last = pieces.edges.at(-1);
      if (last && addDays(last.to, 1) === day) last.to = day;
      else pieces.edges.push({ from: day, to: day });
      end = day;
    }
    day = addDays(end, 1);
  }
  return pieces;
}

/**
 * The schools of a place that sent no attendance on NOT_REPORTING_MIN_DAYS or more working days
 * of the range (up to today; a school registered in it from its registration day), ranked by
 * those days, then the older last report first (never reported first), then by id; a page of
 * them, their count and their count per state.
 *
 * A school's days reported in the range are its per-school period rows of the range's whole
 * periods plus its day-level rows at the edges (rangePieces). The period rows count every day a
 * school reported, a Sunday or a holiday too: a report on such a day counts toward its days, so
 * a school that reports on a Sunday is not shown as missing a working day it made up for. Every
 * school of the place registered by the range's end is a candidate (the silent ones, with no
 * row at all, included), with its last day from school_last_attendance.
 */
export async function notReporting(
  db: Queryable,
  place: Place,
  period: Period,
  today: string,
  page: { page: number; limit: number },
): Promise<NotReporting> {
  const range = upToToday(period, today);
  if (!range) return { total: 0, by_state: [], schools: [] };
  const { periods, edges } = rangePieces(range, today);
  const [row] = await db.query<NotReporting>(
    `WITH days AS (
       SELECT $1::date + i AS day FROM generate_series(0, $2::date - $1::date) AS i
     ), after AS (
       SELECT d.day, count(w.day) OVER (ORDER BY d.day DESC) AS working
         FROM days d LEFT JOIN working_days_in($1::date, $2::date) AS w(day) USING (day)
     ), candidates AS (
       SELECT s.school_id, s.school_name, s.state_id, s.city_id, l.last_attendance_day AS last,
              a.working
         FROM schools s
         JOIN school_last_attendance l USING (school_id)
         JOIN after a ON a.day = greatest($1::date, (s.created_at AT TIME ZONE 'Asia/Kolkata')::date)
        WHERE ($3::int IS NULL OR s.state_id = $3) AND ($4::int IS NULL OR s.city_id = $4)
          AND a.working >= $9
     ), reported AS (
       SELECT x.school_id, sum(x.n) AS n
         FROM (SELECT p.school_id, p.days_reported AS n
                 FROM unnest($5::text[], $6::date[]) AS r(period, period_start)
                 JOIN attendance_school_periods p USING (period, period_start)
               UNION ALL
               SELECT c.school_id, count(*)
                 FROM unnest($7::date[], $8::date[]) AS e(first, last)
                 CROSS JOIN candidates c
                 JOIN attendance a ON a.school_id = c.school_id AND a.day BETWEEN e.first AND e.last
                GROUP BY 1) x
        GROUP BY 1
     ), missing AS (
       SELECT c.*, (c.working - coalesce(r.n, 0))::int AS days_missing
         FROM candidates c LEFT JOIN reported r USING (school_id)
        WHERE c.working - coalesce(r.n, 0) >= $9
     )
     SELECT (SELECT count(*)::int FROM missing) AS total,
            coalesce((SELECT json_agg(json_build_object('state_id', m.state_id, 'name', st.name,
                                                        'schools', m.n) ORDER BY m.n DESC, st.name)
                        FROM (SELECT state_id, count(*)::int AS n FROM missing GROUP BY 1) m
                        JOIN states st USING (state_id)), '[]') AS by_state,
            coalesce((SELECT json_agg(json_build_object(
                               'school_id', m.school_id, 'school_name', m.school_name,
                               'state', st.name, 'city', ci.name,
                               'principal_phone', p.phone_number,
                               'days_missing', m.days_missing, 'last_report', m.last::text)
                             ORDER BY m.days_missing DESC, m.last NULLS FIRST, m.school_id)
                        FROM (SELECT * FROM missing
                               ORDER BY days_missing DESC, last NULLS FIRST, school_id
                               LIMIT $10 OFFSET $11) m
                        JOIN states st USING (state_id)
                        JOIN cities ci USING (city_id)
                        LEFT JOIN school_principals p USING (school_id)), '[]') AS schools`,
    [
      range.from,
      range.to,
      place.state_id ?? null,
      place.city_id ?? null,
      periods.map((p) => p.period),
      periods.map((p) => p.start),
      edges.map((e) => e.from),
      edges.map((e) => e.to),
      NOT_REPORTING_MIN_DAYS,
      page.limit,
      (page.page - 1) * page.limit,
    ],
  );
  return row;
}
