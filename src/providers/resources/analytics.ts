import type { Period, RegistrationMonth } from "../../../contract/analytics";
import { paths } from "../../../contract/api";
import type {
  AttendanceOverview,
  AttendanceTrend,
  Breakdown,
  BreakdownRow,
  BreakdownSort,
  LowAttendance,
  NotReporting,
  Place,
} from "../../../contract/attendanceAnalytics";
import type { ApiContext } from "./types";

/** A page of a ranked list. */
export interface Page {
  page: number;
  limit: number;
}

/** The dashboard's summaries of a period (contract/analytics.ts, contract/attendanceAnalytics.ts). */
export interface AnalyticsMethods {
  /** Schools registered per month: the period's months, at least the 12 ending with its last. */
  getRegistrationTrend(period: Period, signal?: AbortSignal): Promise<RegistrationMonth[]>;
  /** The cards' context: present shares, their change, and completeness, of a place. */
  getAttendanceOverview(
    period: Period,
    place: Place,
    signal?: AbortSignal,
  ): Promise<AttendanceOverview>;
  /** The present shares and completeness per day, week or month of the period. */
  getAttendanceTrend(period: Period, place: Place, signal?: AbortSignal): Promise<AttendanceTrend>;
  /** The same figures per calendar month of the period (the Detailed Reports' months). */
  getAttendanceMonths(period: Period, place: Place, signal?: AbortSignal): Promise<AttendanceTrend>;
  /** One row per state (a state's cities), main board or type; a city is not taken. */
  getAttendanceBreakdown(
    by: Breakdown,
    period: Period,
    options: { state_id?: number; sort?: BreakdownSort; order?: "ASC" | "DESC" },
    signal?: AbortSignal,
  ): Promise<BreakdownRow[]>;
  /** The schools silent on 3 or more working days of the period, ranked; a page of them. */
  getNotReporting(
    period: Period,
    place: Place,
    page: Page,
    signal?: AbortSignal,
  ): Promise<NotReporting>;
  /** The schools under the threshold on most working days of the period; a page of them. */
  getLowAttendance(
    period: Period,
    place: Place,
    options: Page & { who: "students" | "teachers"; threshold: number },
    signal?: AbortSignal,
  ): Promise<LowAttendance>;
}

/** A query string of the defined values among `values`, in their order. */
function queryOf(values: Record<string, string | number | undefined>): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined) query.set(key, String(value));
  }
  return query;
}

export function analyticsMethods({ apiUrl, httpClient }: ApiContext): AnalyticsMethods {
  const get = async <T>(path: string, query: URLSearchParams, signal?: AbortSignal) =>
    (await httpClient<T>(`${apiUrl}${path}?${query}`, { signal })).json.resources.data;
  return {
    async getRegistrationTrend({ from, to }, signal) {
      return (
        (await get<RegistrationMonth[]>(
          paths.analyticsRegistrations,
          queryOf({ from, to }),
          signal,
        )) ?? []
      );
    },
    getAttendanceOverview({ from, to }, place, signal) {
      return get(paths.analyticsAttendanceOverview, queryOf({ from, to, ...place }), signal);
    },
    getAttendanceTrend({ from, to }, place, signal) {
      return get(paths.analyticsAttendanceTrend, queryOf({ from, to, ...place }), signal);
    },
    getAttendanceMonths({ from, to }, place, signal) {
      const query = queryOf({ from, to, ...place, grain: "month" });
      return get(paths.analyticsAttendanceTrend, query, signal);
    },
    getAttendanceBreakdown(by, { from, to }, options, signal) {
      return get(paths.analyticsAttendanceBreakdown(by), queryOf({ from, to, ...options }), signal);
    },
    getNotReporting({ from, to }, place, page, signal) {
      return get(paths.analyticsNotReporting, queryOf({ from, to, ...place, ...page }), signal);
    },
    getLowAttendance({ from, to }, place, options, signal) {
      return get(paths.analyticsLowAttendance, queryOf({ from, to, ...place, ...options }), signal);
    },
  };
}
