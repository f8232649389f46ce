import { useQuery } from "@tanstack/react-query";
import { useDataProvider } from "react-admin";
import { indiaDay, type Period } from "../../contract/analytics";
import type { Place } from "../../contract/attendanceAnalytics";
import type { RollcallDataProvider } from "../providers/dataProvider";
import { periodFromSearch } from "./usePeriod";
import { placeFromSearch } from "./usePlace";

/**
 * The query of the cards of a period and place: the place's enrolment and latest day with a
 * report, the period's present shares, their change against the previous period, and the
 * completeness. An answer up to 5 s old is not asked for again when the cards mount: the one
 * asked for as the console opened on the dashboard (App) is the one they show.
 */
export function attendanceOverviewQuery(
  dataProvider: RollcallDataProvider,
  period: Period,
  place: Place,
) {
  return {
    queryKey: [
      "analytics",
      "attendance-overview",
      period.from,
      period.to,
      place.state_id,
      place.city_id,
    ],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      dataProvider.getAttendanceOverview(period, place, signal),
    staleTime: 5_000,
  };
}

/** The cards' query of a dashboard URL's period and place, as the dashboard will ask for it. */
export function openingOverviewQuery(dataProvider: RollcallDataProvider, search: string) {
  const params = new URLSearchParams(search);
  const { period } = periodFromSearch(params, indiaDay(new Date()));
  return attendanceOverviewQuery(dataProvider, period, placeFromSearch(params));
}

/** The cards of a period and place (attendanceOverviewQuery). */
export function useAttendanceOverview(period: Period, place: Place) {
  const dataProvider = useDataProvider<RollcallDataProvider>();
  return useQuery(attendanceOverviewQuery(dataProvider, period, place));
}
