import type { Period } from "../../../contract/analytics";
import {
  LOW_THRESHOLD,
  type LowAttendance,
  type Place,
} from "../../../contract/attendanceAnalytics";
import type { Queryable } from "../../db/index";
import {
  lastDayOver,
  periodPlace,
  presetDays,
  rangePieces,
  rangeSums,
  upToToday,
  workingFromEachDay,
} from "./days";

/**
 * The schools of a place whose students' (or teachers') present share was under `threshold`
 * percent on more than half of their working days of the range, most days under first, then by
 * id; a page of them and their count. A school's working days are those that are over (today
 * is not, until it ends), from the working day after its registration; its days under are
 * those of all its reports in the range, today's so far and its registration day's too: a
 * report under the threshold today can make a school low before the day is over, and a school
 * yet to report today is neither helped nor harmed by the day.
 *
 * A day under the threshold is a day in a 5% band under threshold ÷ 5 (migration 020's bands:
 * floor(x) < k exactly when x < k), so the days under are sums of band columns of the
 * per-school period rows of the range's whole periods (rangePieces) plus the edge days' rows.
 * A day with nobody enrolled is in no band, so never under. As for not reporting, a report on a
 * Sunday or holiday counts among the days. The share shown is the school's present ÷ enrolled
 * over its days of the range, read for the page's schools alone (at most `limit` schools' day
 * rows of the range, by the primary key; on a preset, from its period row's sums).
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
  // A preset period (this week, month or academic year, up to today) at the default threshold
  // is read in rank order (migration 024).
  if (
    periods.length === 1 &&
    edges.length === 0 &&
    range.to === today &&
    options.threshold === LOW_THRESHOLD.default
  )
    return lowAttendanceInPeriod(db, place, range, periods[0].period, options);
  const bands = options.threshold / LOW_THRESHOLD.step;
  const letter = options.who === "students" ? "s" : "t";
  // The band columns under the threshold: names built from a validated whole number.
  const under = Array.from({ length: bands }, (_, b) => `p.${letter}${String(b).padStart(2, "0")}`);
  const present = options.who === "students" ? "present_students" : "present_teachers";
  const enrolled = options.who === "students" ? "enrolled_students" : "enrolled_teachers";
  const [row] = await db.query<LowAttendance>(
    `WITH after AS (${workingFromEachDay("$12::date")}
     ), candidates AS (
       SELECT s.school_id, s.school_name, s.state_id, s.city_id, a.working
         FROM schools s
         JOIN after a
           ON a.day = greatest($1::date, (s.created_at AT TIME ZONE 'Asia/Kolkata')::date + 1)
        WHERE ($3::int IS NULL OR s.state_id = $3) AND ($4::int IS NULL OR s.city_id = $4)
          AND a.working > 0
     ), under AS (${rangeSums(
       place,
       under.join(" + "),
       `count(*) FILTER (WHERE attendance_band(a.${present}, a.${enrolled}) < $9)`,
     )}
     ), low AS (
       SELECT c.*, u.n::int AS days_under
         FROM candidates c JOIN under u USING (school_id)
        WHERE u.n * 2 > c.working
     ), page AS (
       SELECT * FROM low ORDER BY days_under DESC, school_id LIMIT $10 OFFSET $11
     )
     SELECT (SELECT count(*)::int FROM low) AS total,
            -- The share, read from the page's schools' own attendance rows (at most the range's
            -- days for each).
            ${pageJson(`SELECT CASE WHEN sum(a.${enrolled}) > 0
                                    THEN sum(a.${present}) * 100.0 / sum(a.${enrolled}) END
                          FROM attendance a
                         WHERE a.school_id = m.school_id AND a.day BETWEEN $1::date AND $2::date`)}
              AS schools`,
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
      lastDayOver(range, today),
    ],
  );
  return row;
}

/**
 * The page's schools (`page`: their id, place, days under and working days) as the answer's
 * JSON array, in rank order, each with its present share over the range $1 to $2 (`share`, an
 * expression of the page's row `m`).
 */
const pageJson = (share: string) => `
  coalesce((SELECT json_agg(json_build_object(
                     'school_id', m.school_id, 'school_name', s.school_name,
                     'state', st.name, 'city', ci.name, 'days_under', m.days_under,
                     'working_days', m.working, 'share', (${share})::float8)
                   ORDER BY m.days_under DESC, m.school_id)
              FROM page m
              JOIN schools s USING (school_id)
              JOIN states st ON st.state_id = m.state_id
              JOIN cities ci ON ci.city_id = m.city_id), '[]')`;

/**
 * Low attendance over one whole period up to today (a preset) at the default threshold, without
 * computing every school of the place (migrations 024 and 025). A school's working days in the
 * period are those that are over from the day it is expected from: the period's first for a
 * school registered before the period, else the day after its registration (presetDays). So
 * the schools of one first day share its W working days (starts; on_first's, registered on the
 * period's first day, theirs), and are low when their days under 75% (the row's kept sum; no
 * row: none, never low) exceed W / 2. The period rows with a day under 75% are indexed by
 * place, first day and those days: for each first day of the period, its low schools are one
 * range of the index, in the list's order (most days under, then the id), on_first's left out
 * and read apart. The page is the first rows of each day's range and on_first's, merged; the
 * count, each range's (read from the index alone) and on_first's. A school with no working day
 * over (registered today or after) is never low.
 */
async function lowAttendanceInPeriod(
  db: Queryable,
  place: Place,
  range: Period,
  period: "week" | "month" | "year",
  options: { who: "students" | "teachers"; page: number; limit: number },
): Promise<LowAttendance> {
  const under = options.who === "students" ? "students_under_75" : "teachers_under_75";
  const present = options.who === "students" ? "present_students" : "present_teachers";
  const enrolled = options.who === "students" ? "enrolled_students" : "enrolled_teachers";
  // The low schools whose first day is a.first_day: more than W / 2 days under, as the bound
  // ⌊W / 2⌋ on the column (integer division), so that it bounds the index's range rather than
  // filters it; and at least one, the partial indexes' predicate written out to be used.
  const low = `p.period = $5 AND p.period_start = $1::date AND ${periodPlace(place)}
               AND p.first_day = a.first_day AND p.${under} > 0 AND p.${under} > a.working / 2
               AND p.school_id NOT IN (SELECT school_id FROM on_first)`;
  const lowOnFirst = `o.working > 0 AND o.${under} > o.working / 2`;
  const [row] = await db.query<LowAttendance>(
    `WITH ${presetDays(place)}, page AS (
       SELECT * FROM (
         SELECT x.* FROM starts a
          CROSS JOIN LATERAL (
            SELECT p.school_id, p.state_id, p.city_id, p.${under} AS days_under, a.working,
                   p.${present} AS present, p.${enrolled} AS enrolled
              FROM attendance_school_periods p
             WHERE ${low}
             ORDER BY p.${under} DESC, p.school_id
             LIMIT $8) x
          WHERE a.working > 0
         UNION ALL
         SELECT o.school_id, o.state_id, o.city_id, o.${under}, o.working, o.${present},
                o.${enrolled}
           FROM on_first o WHERE ${lowOnFirst}
       ) m
       ORDER BY days_under DESC, school_id
       LIMIT $6 OFFSET $7
     )
     SELECT ((SELECT coalesce(sum(x.n), 0) FROM starts a
               CROSS JOIN LATERAL (SELECT count(*) AS n FROM attendance_school_periods p
                                    WHERE ${low}) x
               WHERE a.working > 0)
             + (SELECT count(*) FROM on_first o WHERE ${lowOnFirst}))::int AS total,
            -- The share over the period: its row's sums (migration 025).
            ${pageJson("CASE WHEN m.enrolled > 0 THEN m.present * 100.0 / m.enrolled END")}
              AS schools`,
    [
      range.from,
      range.to,
      place.state_id ?? null,
      place.city_id ?? null,
      period,
      options.limit,
      (options.page - 1) * options.limit,
      options.page * options.limit,
    ],
  );
  return row;
}
