import type { Period } from "../../../contract/analytics";
import {
  NOT_REPORTING_MIN_DAYS,
  type NotReporting,
  type Place,
} from "../../../contract/attendanceAnalytics";
import type { Queryable } from "../../db/index";
import { rangePieces, upToToday } from "./days";

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
