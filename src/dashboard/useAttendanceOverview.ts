import { useQuery } from "@tanstack/react-query";
import { useDataProvider } from "react-admin";
import type { Period } from "../../contract/analytics";
import type { Place } from "../../contract/attendanceAnalytics";
import type { RollcallDataProvider } from "../providers/dataProvider";

/**
 * The cards' context of a period and place: the present shares, their change against the
 * previous period, and the completeness. Asked for with the cards' own call, not after it: the
 * first screen waits for both.
 */
export function useAttendanceOverview(period: Period, place: Place) {
  const dataProvider = useDataProvider<RollcallDataProvider>();
  return useQuery({
    queryKey: [
      "analytics",
      "attendance-overview",
      period.from,
      period.to,
      place.state_id,
      place.city_id,
    ],
    queryFn: ({ signal }) => dataProvider.getAttendanceOverview(period, place, signal),
  });
}
