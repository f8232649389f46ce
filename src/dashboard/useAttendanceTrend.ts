import { useMemo } from "react";
import { useQuery } from "@tanstack/react-query";
import { useDataProvider } from "react-admin";
import { trendGrain, type Period } from "../../contract/analytics";
import type { AttendanceTrend, Place } from "../../contract/attendanceAnalytics";
import type { RollcallDataProvider } from "../providers/dataProvider";

/** How long an answer the trend has just drawn stands as the Detailed Reports' months. */
const MONTHS_FRESH_MS = 60_000;

/**
 * The attendance trend of a period and place. Outside the charts' chunk, as the registration
 * trend is: asked for with the cards' summary, before that chunk is fetched. With `months`, its
 * calendar months (the Detailed Reports'): kept under the same key as the trend when the
 * period's own step is a month, so that a long period's months are asked for once.
 */
export function useAttendanceTrend(
  period: Period,
  place: Place,
  { months = false, enabled = true }: { months?: boolean; enabled?: boolean } = {},
): AttendanceTrendState {
  const dataProvider = useDataProvider<RollcallDataProvider>();
  const own = trendGrain(period);
  const grain = months ? "month" : own;
  const { data, error, isFetching, refetch } = useQuery({
    queryKey: [
      "analytics",
      "attendance-trend",
      period.from,
      period.to,
      place.state_id,
      place.city_id,
      grain,
    ],
    queryFn: ({ signal }) =>
      grain === own
        ? dataProvider.getAttendanceTrend(period, place, signal)
        : dataProvider.getAttendanceMonths(period, place, signal),
    enabled,
    // The months come into view after the chart has drawn the same answer: not asked for again.
    staleTime: months ? MONTHS_FRESH_MS : 0,
  });
  // One object that changes only with what the chart shows, so the memoised charts skip the
  // dashboard's other renders.
  return useMemo(() => ({ data, error, isFetching, refetch }), [data, error, isFetching, refetch]);
}

/** What the attendance chart shows: the buckets, or the load's failure, with Retry. */
export interface AttendanceTrendState {
  data: AttendanceTrend | undefined;
  error: Error | null;
  isFetching: boolean;
  refetch: () => unknown;
}
