import { addDays, addMonths, monthOf, type Period } from "../../../contract/analytics";
import type { AttendanceFigures, Place } from "../../../contract/attendanceAnalytics";
import type { Queryable } from "../../db/index";

/** One working day's sums for a place: from the kept per-day aggregates, never `attendance`. */
export interface DaySums {
  day: string;
  /** Schools registered before the day: a school is expected from the day after its registration. */
  registered: number;
  reporting: number;
  present_students: number;
  enrolled_students: number;
  present_teachers: number;
  enrolled_teachers: number;
}

/**
 * Where a place's per-day sums are kept: the whole country's in attendance_daily_totals, a
 * state's and a city's in attendance_area_totals (scope the state, grain 'all' or 'city'), the
 * registrations in school_registration_days (migration 022) under the same keys.
 */
export function placeKeys(place: Place): { scope: number; grain: string; item: string } {
  if (place.city_id !== undefined)
    return { scope: place.state_id ?? 0, grain: "city", item: String(place.city_id) };
  if (place.state_id !== undefined) return { scope: place.state_id, grain: "all", item: "" };
  return { scope: 0, grain: "all", item: "" };
}

/**
 * The working days of `period` (working_days_in(), migration 021) with each day's sums for
 * `place`. One statement: the place's attendance rows of the period (one primary-key range of
 * at most one row a day; a city's is its state's city rows of those days, at most days × the
 * state's cities), the schools registered before the period (the place's total less its
 * registration days from the period's first on: no walk of the years before) and a running sum
 * of those inside it, up to the day before each day (a school registered during a day, at
 * 02:00 or at 23:00, is not yet expected to report that day).
 */
export async function workingDaySums(
  db: Queryable,
  place: Place,
  period: Period,
): Promise<DaySums[]> {
  const { scope, grain, item } = placeKeys(place);
  const attendance =
    scope === 0
      ? `SELECT day, schools_reporting, present_students, enrolled_students, present_teachers,
                enrolled_teachers
           FROM attendance_daily_totals WHERE day BETWEEN $1::date AND $2::date`
      : `SELECT day, schools_reporting, present_students, enrolled_students, present_teachers,
                enrolled_teachers
           FROM attendance_area_totals
          WHERE scope_state_id = $3 AND grain = $4 AND item = $5 AND day BETWEEN $1::date AND $2::date`;
  const rows = await db.query<DaySums>(
    `WITH registered AS (
       SELECT d.day,
              (SELECT coalesce(sum(n), 0) FROM school_registration_totals
                WHERE scope_state_id = $3 AND grain = $4 AND item = $5)
              - (SELECT coalesce(sum(n), 0) FROM school_registration_days
                  WHERE scope_state_id = $3 AND grain = $4 AND day >= $1::date AND item = $5)
              + coalesce(sum(r.n) OVER (ORDER BY d.day ROWS BETWEEN UNBOUNDED PRECEDING
                                                          AND 1 PRECEDING), 0) AS registered
         FROM (SELECT ($1::date + i) AS day FROM generate_series(0, $2::date - $1::date) AS i) d
         LEFT JOIN (SELECT day, n FROM school_registration_days
                     WHERE scope_state_id = $3 AND grain = $4 AND item = $5
                       AND day BETWEEN $1::date AND $2::date) r USING (day)
     )
     SELECT w.day::text AS day, r.registered::float8 AS registered,
            coalesce(a.schools_reporting, 0)::float8 AS reporting,
            coalesce(a.present_students, 0)::float8 AS present_students,
            coalesce(a.enrolled_students, 0)::float8 AS enrolled_students,
            coalesce(a.present_teachers, 0)::float8 AS present_teachers,
            coalesce(a.enrolled_teachers, 0)::float8 AS enrolled_teachers
       FROM working_days_in($1::date, $2::date) AS w(day)
       JOIN registered r USING (day)
       LEFT JOIN (${attendance}) a USING (day)
      ORDER BY w.day`,
    [period.from, period.to, scope, grain, item],
  );
  return rows.map((r) => ({
    ...r,
    registered: Number(r.registered),
    reporting: Number(r.reporting),
    present_students: Number(r.present_students),
    enrolled_students: Number(r.enrolled_students),
    present_teachers: Number(r.present_teachers),
    enrolled_teachers: Number(r.enrolled_teachers),
  }));
}

/** part ÷ whole in percent, null (N/A) when the whole is 0: nothing was measured. */
export const percent = (part: number, whole: number) => (whole > 0 ? (part * 100) / whole : null);

/**
 * The completeness of some days: reports ÷ schools expected. Counted up to the expected: a
 * school may report on its registration day, before it is expected, and a share over 100% would
 * say more than that every school reported.
 */
export function completenessOf(reported: number, expected: number) {
  const counted = Math.min(reported, expected);
  return { reported: counted, expected, share: percent(counted, expected) };
}

/**
 * The figures of some working days: sums, then shares. The present shares count every day up to
 * today (today's reports so far too); the completeness only the days that are over, before
 * `today`: a school that has not reported yet today is not missing it.
 */
export function figuresOf(days: DaySums[], today: string): AttendanceFigures {
  const over = days.filter((d) => d.day < today);
  const sum = (of: DaySums[], key: keyof Omit<DaySums, "day">) =>
    of.reduce((n, d) => n + d[key], 0);
  const presence = (present: number, enrolled: number) => ({
    present,
    enrolled,
    share: percent(present, enrolled),
  });
  return {
    working_days: days.length,
    students: presence(sum(days, "present_students"), sum(days, "enrolled_students")),
    teachers: presence(sum(days, "present_teachers"), sum(days, "enrolled_teachers")),
    completeness: completenessOf(sum(over, "reporting"), sum(over, "registered")),
  };
}

/** The period's days up to `today`: the days to come have no data yet. */
export function upToToday(period: Period, today: string): Period | undefined {
  if (period.from > today) return undefined;
  return { from: period.from, to: period.to < today ? period.to : today };
}

/**
 * The last day of `range` (ending today at the latest) that is over: its last, or the day before
 * today. A school has missed no day after it: today is not over yet.
 */
export function lastDayOver(range: Period, today: string): string {
  return range.to < today ? range.to : addDays(today, -1);
}

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
 * A common table expression's body: each day of the range $1 to $2 with the working days from
 * it to `last` (`working`; the range's end by default, else an earlier day: the last that is
 * over). A school is expected on those from the working day after its registration: one
 * registered on a day of the range, on the next day's; one registered before it, on the range's
 * first day's.
 */
export const workingFromEachDay = (last = "$2::date") => `
  SELECT d.day, count(w.day) OVER (ORDER BY d.day DESC) AS working
    FROM (SELECT $1::date + i AS day FROM generate_series(0, $2::date - $1::date) AS i) d
    LEFT JOIN working_days_in($1::date, ${last}) AS w(day) USING (day)`;
export const WORKING_FROM_EACH_DAY = workingFromEachDay();

/**
 * Where a place's period rows are (`p`: a row, which keeps its school's place since migration
 * 025; $3 and $4: the place's state and city, or null). `alias` names another table whose rows
 * keep a school's place alike (its last report, `l`).
 */
export const periodPlace = (place: Place, alias = "p") =>
  place.city_id !== undefined
    ? `${alias}.city_id = $4::int AND ${alias}.state_id = $3::int`
    : place.state_id !== undefined
      ? `${alias}.state_id = $3::int AND $4::int IS NULL`
      : "$3::int IS NULL AND $4::int IS NULL";

/**
 * A common table expression's body: per school of `candidates` (the schools of `place`), the sum
 * over a custom range of `periodValue` (an expression of the period row `p`) on the range's
 * whole periods ($5 and $6: rangePieces' periods and their first days) and of `edgeCount` (an
 * aggregate over the school's attendance rows `a`) on its edge days ($7 and $8: the edges' first
 * and last days).
 */
export const rangeSums = (place: Place, periodValue: string, edgeCount: string) => `
  SELECT x.school_id, sum(x.n) AS n
    FROM (SELECT p.school_id, ${periodValue} AS n
            FROM unnest($5::text[], $6::date[]) AS r(period, period_start)
            -- One range of the primary key per period, fenced by OFFSET 0 (a plain join let the
            -- planner read every period row of every year, not knowing the periods given).
            CROSS JOIN LATERAL (SELECT * FROM attendance_school_periods p
                                 WHERE p.period = r.period AND p.period_start = r.period_start
                                   AND ${periodPlace(place)}
                                OFFSET 0) p
          UNION ALL
          SELECT c.school_id, a.n
            FROM unnest($7::date[], $8::date[]) AS e(first, last)
            CROSS JOIN candidates c
            -- LATERAL: each probe bounded by the edge's days (a plain join read every day of
            -- each school, then filtered: 20 million rows at 100,000 schools x 200 days).
            CROSS JOIN LATERAL (SELECT ${edgeCount} AS n FROM attendance a
                                 WHERE a.school_id = c.school_id
                                   AND a.day BETWEEN e.first AND e.last) a) x
   GROUP BY 1`;

/**
 * Common table expressions for a preset period's lists (its period rows, migration 025; $1 the
 * period's first day, $2 today, $3 and $4 the place as periodPlace's, $5 the period):
 *   - after: each day of the period up to today with the working days from it that are over
 *     (today is not: no school has missed it yet);
 *   - starts: each first day of the period rows with the day its schools are expected from
 *     (`expected_from`: a school is expected from the working day after its registration, so a
 *     later first day's, its registration day, from the next day; the period's own, whose
 *     schools were registered before it, from that day) and their working days (`working`);
 *   - on_first: the rows of the schools registered on the period's first day, which share that
 *     first day with those registered before it but are expected from the next (`working`):
 *     one day's registrations, found by the schools' index of registration time, each row by
 *     its primary key.
 */
export const presetDays = (place: Place) => `
  after AS (${workingFromEachDay("$2::date - 1")}
  ), starts AS (
    SELECT f.first_day, f.expected_from, coalesce(a.working, 0) AS working
      FROM (SELECT day AS first_day,
                   CASE WHEN day = $1::date THEN day ELSE day + 1 END AS expected_from
              FROM after) f
      LEFT JOIN after a ON a.day = f.expected_from
  ), on_first AS (
    SELECT p.*, coalesce(a.working, 0) AS working
      FROM schools s
      JOIN attendance_school_periods p
        ON p.period = $5 AND p.period_start = $1::date AND p.school_id = s.school_id
      LEFT JOIN after a ON a.day = $1::date + 1
     WHERE s.created_at >= $1::date::timestamp AT TIME ZONE 'Asia/Kolkata'
       AND s.created_at < ($1::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata'
       AND ${periodPlace(place)}
  )`;
