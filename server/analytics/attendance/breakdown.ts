import { addDays, type Period } from "../../../contract/analytics";
import type { Breakdown, BreakdownRow, BreakdownSort } from "../../../contract/attendanceAnalytics";
import type { Queryable } from "../../db/index";
import { WORKING_FROM_EACH_DAY, completenessOf, percent, upToToday } from "./days";

/**
 * The keys of a breakdown in attendance_area_totals and school_registration_days (migrations 020
 * and 022): the scope (0, or the state narrowed to) and the grain, and where an item's name is.
 */
function breakdownKeys(by: Breakdown, stateId: number | undefined) {
  const scope = stateId ?? 0;
  const grain = by === "place" ? (stateId === undefined ? "state" : "city") : by;
  const names: Record<string, string> = {
    state: "(SELECT name FROM states WHERE state_id = x.item::int)",
    city: "(SELECT name FROM cities WHERE city_id = x.item::int)",
    main_board: "(SELECT name FROM main_boards WHERE main_board_id = x.item::int)",
    // The type's name is the type (public, private): the console words it.
    type: "x.item",
  };
  return { scope, grain, name: names[grain] };
}

/**
 * A breakdown of a period: per state (a state's cities), main board or type, the schools
 * registered up to `to`, the present shares over the working days up to today and the
 * completeness over those that are over (before today). Three primary-key ranges: (scope,
 * grain, the period's days) of the per-day place totals, (scope, grain, days from the period's
 * first on) of the registration days, and (scope, grain) of the registration totals; the items
 * with no school and no report are left out.
 *
 * The completeness's expected count of an item is, per working day that is over, its schools
 * registered before that day (a school is expected from the working day after its
 * registration): those registered before the period (the item's total less those since) count
 * on every such day, one registered on a day of the period on those after it (`after`, the
 * working days at or after each day, read at the next day), so no per-day running sum is
 * needed. The reports counted are those of the same days, up to the expected (completenessOf).
 */
export async function attendanceBreakdown(
  db: Queryable,
  by: Breakdown,
  stateId: number | undefined,
  period: Period,
  today: string,
): Promise<BreakdownRow[]> {
  const { scope, grain, name } = breakdownKeys(by, stateId);
  // No day counted when the period is still to come: the empty range from..from-1. The days
  // that are over end the day before today.
  const none = { from: period.from, to: addDays(period.from, -1) };
  const counted = upToToday(period, today) ?? none;
  const over = upToToday(period, addDays(today, -1)) ?? none;
  const rows = await db.query<{
    item: string;
    name: string | null;
    schools: number;
    expected: number;
    reporting: number;
    ps: number;
    es: number;
    pt: number;
    et: number;
  }>(
    `WITH after AS (${WORKING_FROM_EACH_DAY}
     ), since AS (
       SELECT item, sum(n) AS n, sum(n) FILTER (WHERE r.day > $5::date) AS after_to,
              sum(n * a.working) AS expected_in
         FROM school_registration_days r LEFT JOIN after a ON a.day = r.day + 1
        WHERE r.scope_state_id = $3 AND r.grain = $4 AND r.day >= $1::date
        GROUP BY item
     ), reg AS (
       SELECT t.item, t.n - coalesce(s.after_to, 0) AS schools,
              (t.n - coalesce(s.n, 0)) * (SELECT working_days($1::date, $2::date))
                + coalesce(s.expected_in, 0) AS expected
         FROM school_registration_totals t LEFT JOIN since s USING (item)
        WHERE t.scope_state_id = $3 AND t.grain = $4
     ), att AS (
       SELECT t.item, sum(t.schools_reporting) FILTER (WHERE t.day <= $2::date) AS reporting,
              sum(t.present_students) AS ps, sum(t.enrolled_students) AS es,
              sum(t.present_teachers) AS pt, sum(t.enrolled_teachers) AS et
         FROM attendance_area_totals t JOIN working_days_in($1::date, $6::date) AS w(day) USING (day)
        WHERE t.scope_state_id = $3 AND t.grain = $4 AND t.day BETWEEN $1::date AND $6::date
        GROUP BY t.item
     )
     SELECT x.item, ${name} AS name, x.schools, x.expected, x.reporting, x.ps, x.es, x.pt, x.et
       FROM (SELECT item, coalesce(reg.schools, 0)::float8 AS schools,
                    coalesce(reg.expected, 0)::float8 AS expected,
                    coalesce(att.reporting, 0)::float8 AS reporting,
                    coalesce(att.ps, 0)::float8 AS ps, coalesce(att.es, 0)::float8 AS es,
                    coalesce(att.pt, 0)::float8 AS pt, coalesce(att.et, 0)::float8 AS et
               FROM reg FULL JOIN att USING (item)) x
      WHERE x.schools > 0 OR x.reporting > 0`,
    [over.from, over.to, scope, grain, period.to, counted.to],
  );
  return rows.map((r) => ({
    id: r.item,
    name: r.name ?? r.item,
    schools: Number(r.schools),
    students: percent(Number(r.ps), Number(r.es)),
    teachers: percent(Number(r.pt), Number(r.et)),
    completeness: completenessOf(Number(r.reporting), Number(r.expected)).share,
  }));
}

const SORT_COLUMN: Record<BreakdownSort, keyof BreakdownRow> = {
  name: "name",
  schools: "schools",
  students_share: "students",
  teachers_share: "teachers",
  completeness: "completeness",
};

/** Sorts a breakdown's rows by a column, either way; a row without a share comes last both ways. */
export function sortBreakdown(
  rows: BreakdownRow[],
  sort: BreakdownSort,
  order: "ASC" | "DESC",
): BreakdownRow[] {
  const column = SORT_COLUMN[sort];
  const way = order === "ASC" ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = a[column];
    const y = b[column];
    if (x === null || y === null) {
      if (x !== y) return x === null ? 1 : -1;
    } else if (x !== y) {
      return way * (typeof x === "string" ? x.localeCompare(String(y)) : Number(x) - Number(y));
    }
    return a.name.localeCompare(b.name) || a.id.localeCompare(b.id);
  });
}
