import type { Period } from "../../../contract/analytics";
import {
  NOT_REPORTING_MIN_DAYS,
  type NotReporting,
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
 * The page's schools (a `page` of school_id, state_id, city_id, days_missing and last, each
 * school's last report) as a JSON array in rank order, with their names, places and principal's
 * phone.
 */
const PAGE_JSON = `
  coalesce((SELECT json_agg(json_build_object(
                     'school_id', m.school_id, 'school_name', s.school_name,
                     'state', st.name, 'city', ci.name,
                     'principal_phone', p.phone_number,
                     'days_missing', m.days_missing, 'last_report', m.last::text)
                   ORDER BY m.days_missing DESC, m.last NULLS FIRST, m.school_id)
              FROM page m
              JOIN schools s USING (school_id)
              JOIN states st ON st.state_id = m.state_id
              JOIN cities ci ON ci.city_id = m.city_id
              LEFT JOIN school_principals p USING (school_id)), '[]')`;

/**
 * The schools of a place that sent no attendance on NOT_REPORTING_MIN_DAYS or more working days
 * of the range, ranked by those days, then the older last report first (never reported first),
 * then by id; a page of them, their count and their count per state. A school's working days
 * are those that are over (today is not: no school has missed it yet), from the working day
 * after its registration; its days missing are those less its days reported in the range.
 *
 * A school's days reported in the range are its per-school period rows of the range's whole
 * periods plus its day-level rows at the edges (rangePieces). The period rows count every day a
 * school reported, a Sunday or a holiday too: a report on such a day counts toward its days, so
 * a school that reports on a Sunday is not shown as missing a working day it made up for; so
 * does a report of today or of its registration day. Every school of the place registered by
 * the range's end is a candidate (the silent ones, with no row at all, included), with its last
 * day up to the range's end (school_last_attendance's, unless that is after the range).
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
  // A preset period (this week, month or academic year, up to today) is one whole period.
  if (periods.length === 1 && edges.length === 0 && range.to === today)
    return notReportingInPeriod(db, place, range, periods[0].period, page);
  const [row] = await db.query<NotReporting>(
    `WITH after AS (${workingFromEachDay("$12::date")}
     ), candidates AS (
       SELECT s.school_id, s.state_id, s.city_id, l.last_attendance_day AS last,
              a.working
         FROM schools s
         JOIN school_last_attendance l USING (school_id)
         JOIN after a
           ON a.day = greatest($1::date, (s.created_at AT TIME ZONE 'Asia/Kolkata')::date + 1)
        WHERE ($3::int IS NULL OR s.state_id = $3) AND ($4::int IS NULL OR s.city_id = $4)
          AND a.working >= $9
     ), reported AS (${rangeSums(place, "p.days_reported", "count(*)")}
     ), missing AS (
       -- Its last report up to the range's end: a report of the months after a range in the
       -- past is not what that range's list says. Looked up for these schools alone.
       SELECT c.school_id, c.state_id, c.city_id, c.working,
              CASE WHEN c.last IS NULL OR c.last <= $2::date THEN c.last
                   ELSE (SELECT max(a.day) FROM attendance a
                          WHERE a.school_id = c.school_id AND a.day <= $2::date) END AS last,
              (c.working - coalesce(r.n, 0))::int AS days_missing
         FROM candidates c LEFT JOIN reported r USING (school_id)
        WHERE c.working - coalesce(r.n, 0) >= $9
     ), page AS (
       SELECT * FROM missing ORDER BY days_missing DESC, last NULLS FIRST, school_id
        LIMIT $10 OFFSET $11
     )
     SELECT (SELECT count(*)::int FROM missing) AS total,
            coalesce((SELECT json_agg(json_build_object('state_id', m.state_id, 'name', st.name,
                                                        'schools', m.n) ORDER BY m.n DESC, st.name)
                        FROM (SELECT state_id, count(*)::int AS n FROM missing GROUP BY 1) m
                        JOIN states st USING (state_id)), '[]') AS by_state,
            ${PAGE_JSON} AS schools`,
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
      lastDayOver(range, today),
    ],
  );
  return row;
}

/**
 * Where a place's rows are, each kept with its school's place (migration 025): its kept counts
 * (`c`), and its registrations per state and the day they are expected from (`registered`:
 * those registered before the period's first day $1 from it; those registered on it or later,
 * by today $2, from the next day). Its period rows and its schools' last days: periodPlace.
 */
function placeFilter(place: Place) {
  const registered = (scope: string, grain: string, item: string, state: string) => `
    SELECT ${state} AS state_id, $1::date AS expected_from, n FROM school_registration_totals
     WHERE scope_state_id = ${scope} AND grain = '${grain}' ${item}
    UNION ALL
    SELECT ${state}, $1::date, -n FROM school_registration_days
     WHERE scope_state_id = ${scope} AND grain = '${grain}' AND day >= $1::date ${item}
    UNION ALL
    SELECT ${state}, day + 1, n FROM school_registration_days
     WHERE scope_state_id = ${scope} AND grain = '${grain}' AND day >= $1::date
       AND day <= $2::date ${item}`;
  if (place.city_id !== undefined)
    return {
      counts: "c.city_id = $4::int AND c.state_id = $3::int",
      registered: registered("$3::int", "city", "AND item = $4::int::text", "$3::int"),
    };
  if (place.state_id !== undefined)
    return {
      counts: "c.city_id = 0 AND c.state_id = $3::int",
      registered: registered("0", "state", "AND item = $3::int::text", "item::int"),
    };
  return {
    counts: "c.city_id = 0",
    registered: registered("0", "state", "", "item::int"),
  };
}

/**
 * Not reporting over one whole period up to today (a preset), without computing every school
 * of the place (migrations 023 and 025). A school's days missing are its working days that are
 * over (before today) from the day it is expected from, less its days reported in the period
 * (its period row's, or none). That day is the period's first for a school registered before
 * the period, else the day after its registration (its period row's first day, or the next
 * day's for on_first's: presetDays). So the schools expected from one day e, which share its
 * W(e) working days, are ranked by their days reported alone, and:
 *   - their count, and per state, comes from the kept counts per first day and days reported
 *     (attendance_period_counts) and the registrations per day (migration 022): those expected
 *     from e less those with a row miss all W(e), and the counts say how many with a row
 *     reported few enough (on_first's rows, counted as of the period's first day, are moved to
 *     the next);
 *   - the page merges, each read in the list's order until it holds a page:
 *       the schools registered before the period's first day with no row (no report since the
 *       period began), which miss all W, the most: the never-reported first, then the older
 *       last report, school_last_attendance's index order;
 *       for each first day, the schools with a row (on_first's apart), by days reported
 *       ascending, then the last report (the period's last day reported, which is their last:
 *       no report comes after today), then the id: the period rows' rank index, while W less
 *       the days reported is NOT_REPORTING_MIN_DAYS or more;
 *       the schools registered from the period's first day on with no row, which have never
 *       reported: few, read by registration day from their own index.
 */
async function notReportingInPeriod(
  db: Queryable,
  place: Place,
  range: Period,
  period: "week" | "month" | "year",
  page: { page: number; limit: number },
): Promise<NotReporting> {
  const [{ w }] = await db.query<{ w: number }>(
    "SELECT working_days($1::date, $2::date - 1) AS w",
    [range.from, range.to],
  );
  // Every school misses at most W days: none can miss NOT_REPORTING_MIN_DAYS.
  if (w < NOT_REPORTING_MIN_DAYS) return { total: 0, by_state: [], schools: [] };
  const where = placeFilter(place);
  const [row] = await db.query<NotReporting>(
    `WITH ${presetDays(place)}, per_start AS (
       SELECT x.state_id, x.expected_from, sum(x.n) AS n
         FROM (SELECT r.state_id, r.expected_from, r.n FROM (${where.registered}) r
               UNION ALL
               -- Those with a row leave the registered; those of them that reported few enough
               -- come back.
               SELECT c.state_id, s.expected_from,
                      CASE WHEN c.days_reported <= s.working - $7 THEN 0 ELSE -c.n END
                 FROM attendance_period_counts c JOIN starts s USING (first_day)
                WHERE c.period = $5 AND c.period_start = $1::date AND ${where.counts}
               UNION ALL
               -- on_first's rows, counted as of the period's first day above: as of the next.
               SELECT o.state_id, $1::date,
                      CASE WHEN o.days_reported <= s.working - $7 THEN 0 ELSE 1 END
                 FROM on_first o JOIN starts s ON s.first_day = $1::date
               UNION ALL
               SELECT o.state_id, $1::date + 1,
                      CASE WHEN o.days_reported <= o.working - $7 THEN 0 ELSE -1 END
                 FROM on_first o) x
        GROUP BY 1, 2
     ), per_state AS (
       SELECT st.state_id, st.name, sum(f.n)::int AS n
         FROM per_start f
         JOIN after a ON a.day = f.expected_from AND a.working >= $7
         JOIN states st USING (state_id)
        GROUP BY 1, 2
     ), early AS (
       -- Registered before the period's first day: first the silent (no row), then those with a
       -- row.
       (SELECT l.school_id, l.state_id, l.city_id, $6::int AS days_missing,
               l.last_attendance_day AS last
          FROM school_last_attendance l
         WHERE (l.last_attendance_day IS NULL OR l.last_attendance_day < $1::date)
           AND l.registered < $1::date AND ${periodPlace(place, "l")}
         ORDER BY l.last_attendance_day NULLS FIRST, l.school_id
         LIMIT $10)
       UNION ALL
       (SELECT p.school_id, p.state_id, p.city_id, $6::int - p.days_reported, p.last_day
          FROM attendance_school_periods p
         WHERE p.period = $5 AND p.period_start = $1::date AND p.first_day = $1::date
           AND ${periodPlace(place)} AND p.days_reported <= $6::int - $7
           AND p.school_id NOT IN (SELECT school_id FROM on_first)
         ORDER BY p.days_reported, p.last_day, p.school_id
         LIMIT $10)
     ), bound AS (
       -- A school registered later misses at most as many days as those: once they fill the
       -- pages up to this one, a later one is read only if it misses at least as many as the
       -- last of them (ties are ordered by the last report and the id).
       SELECT CASE WHEN count(*) >= $10 THEN min(days_missing) ELSE $7 END AS least_missing
         FROM (SELECT days_missing FROM early
                ORDER BY days_missing DESC, last NULLS FIRST, school_id LIMIT $10) e
     ), page AS (
       SELECT * FROM (
         SELECT * FROM early
         UNION ALL
         SELECT x.* FROM starts a CROSS JOIN bound b
          CROSS JOIN LATERAL (
            SELECT p.school_id, p.state_id, p.city_id, (a.working - p.days_reported)::int,
                   p.last_day
              FROM attendance_school_periods p
             WHERE p.period = $5 AND p.period_start = $1::date AND p.first_day = a.first_day
               AND ${periodPlace(place)} AND p.days_reported <= a.working - b.least_missing
             ORDER BY p.days_reported, p.last_day, p.school_id
             LIMIT $10) x
          WHERE a.first_day > $1::date AND a.working >= b.least_missing
         UNION ALL
         SELECT o.school_id, o.state_id, o.city_id, (o.working - o.days_reported)::int, o.last_day
           FROM on_first o CROSS JOIN bound b
          WHERE o.days_reported <= o.working - b.least_missing
         UNION ALL
         -- Registered on the period's first day or later with no row: they have never reported.
         SELECT l.school_id, l.state_id, l.city_id, a.working::int, NULL::date
           FROM school_last_attendance l JOIN after a ON a.day = l.registered + 1 CROSS JOIN bound b
          WHERE l.last_attendance_day IS NULL AND l.registered >= $1::date
            AND l.registered <= $2::date AND ${periodPlace(place, "l")} AND a.working >= b.least_missing
       ) m
       ORDER BY days_missing DESC, last NULLS FIRST, school_id
       LIMIT $8 OFFSET $9
     )
     SELECT (SELECT coalesce(sum(n), 0)::int FROM per_state) AS total,
            coalesce((SELECT json_agg(json_build_object('state_id', state_id, 'name', name,
                                                        'schools', n) ORDER BY n DESC, name)
                        FROM per_state WHERE n > 0), '[]') AS by_state,
            ${PAGE_JSON} AS schools`,
    [
      range.from,
      range.to,
      place.state_id ?? null,
      place.city_id ?? null,
      period,
      w,
      NOT_REPORTING_MIN_DAYS,
      page.limit,
      (page.page - 1) * page.limit,
      page.page * page.limit,
    ],
  );
  return row;
}
