import type { Period } from "../../../contract/analytics";
import {
  LOW_THRESHOLD,
  type LowAttendance,
  type Place,
} from "../../../contract/attendanceAnalytics";
import type { Queryable } from "../../db/index";
import { rangePieces, upToToday } from "./days";

/**
 * The schools of a place whose students' (or teachers') present share was under `threshold`
 * percent on more than half of the range's working days (up to today; from its registration
 * for a school registered in it), most days under first, then by id; a page of them and their
 * count.
 *
 * A day under the threshold is a day in a 5% band under threshold ÷ 5 (migration 020's bands:
 * floor(x) < k exactly when x < k), so the days under are sums of band columns of the
 * per-school period rows of the range's whole periods (rangePieces) plus the edge days' rows.
 * A day with nobody enrolled is in no band, so never under. As for not reporting, a report on a
 * Sunday or holiday counts among the days. The share shown is the school's present ÷ enrolled
 * over its days of the range, read for the page's schools alone (at most `limit` schools' day
 * rows of the range, by the primary key): the period rows keep bands, not sums.
 */
export async function lowAttendance(
  db: Queryable,
  place: Place,
  period: Period,
  today: string,
  options: { who: "students" | "teachers"; threshold: number; page: number; limit: number },
): Promise<LowAttendance> {
  const range = upToToday(period, today);
  if (!range) return { total: 0, schools: [] };
  const { periods, edges } = rangePieces(range, today);
  const bands = options.threshold / LOW_THRESHOLD.step;
  const letter = options.who === "students" ? "s" : "t";
  // The band columns under the threshold: names built from a validated whole number.
  const under = Array.from({ length: bands }, (_, b) => `p.${letter}${String(b).padStart(2, "0")}`);
  const present = options.who === "students" ? "present_students" : "present_teachers";
  const enrolled = options.who === "students" ? "enrolled_students" : "enrolled_teachers";
  const [row] = await db.query<LowAttendance>(
    `WITH days AS (
       SELECT $1::date + i AS day FROM generate_series(0, $2::date - $1::date) AS i
     ), after AS (
       SELECT d.day, count(w.day) OVER (ORDER BY d.day DESC) AS working
         FROM days d LEFT JOIN working_days_in($1::date, $2::date) AS w(day) USING (day)
     ), candidates AS (
       SELECT s.school_id, s.school_name, s.state_id, s.city_id, a.working
         FROM schools s
         JOIN after a ON a.day = greatest($1::date, (s.created_at AT TIME ZONE 'Asia/Kolkata')::date)
        WHERE ($3::int IS NULL OR s.state_id = $3) AND ($4::int IS NULL OR s.city_id = $4)
          AND a.working > 0
     ), under AS (
       SELECT x.school_id, sum(x.n) AS n
         FROM (SELECT p.school_id, ${under.join(" + ")} AS n
                 FROM unnest($5::text[], $6::date[]) AS r(period, period_start)
                 JOIN attendance_school_periods p USING (period, period_start)
               UNION ALL
               SELECT c.school_id,
                      count(*) FILTER (WHERE attendance_band(a.${present}, a.${enrolled}) < $9)
                 FROM unnest($7::date[], $8::date[]) AS e(first, last)
                 CROSS JOIN candidates c
                 JOIN attendance a ON a.school_id = c.school_id AND a.day BETWEEN e.first AND e.last
                GROUP BY 1) x
        GROUP BY 1
     ), low AS (
       SELECT c.*, u.n::int AS days_under
         FROM candidates c JOIN under u USING (school_id)
        WHERE u.n * 2 > c.working
     ), page AS (
       SELECT * FROM low ORDER BY days_under DESC, school_id LIMIT $10 OFFSET $11
     )
     SELECT (SELECT count(*)::int FROM low) AS total,
            coalesce((SELECT json_agg(json_build_object(
                               'school_id', m.school_id, 'school_name', m.school_name,
                               'state', st.name, 'city', ci.name, 'days_under', m.days_under,
                               'working_days', m.working,
                               'share', (SELECT CASE WHEN sum(a.${enrolled}) > 0
                                                     THEN sum(a.${present}) * 100.0 / sum(a.${enrolled}) END
                                           FROM attendance a
                                          WHERE a.school_id = m.school_id
                                            AND a.day BETWEEN $1::date AND $2::date)::float8)
                             ORDER BY m.days_under DESC, m.school_id)
                        FROM page m
                        JOIN states st USING (state_id)
                        JOIN cities ci USING (city_id)), '[]') AS schools`,
    [
      range.from,
      range.to,
      place.state_id ?? null,
      place.city_id ?? null,
      periods.map((p) => p.period),
      periods.map((p) => p.start),
      edges.map((e) => e.from),
      edges.map((e) => e.to),
      bands,
      options.limit,
      (options.page - 1) * options.limit,
    ],
  );
  return row;
}
