import { useQuery } from "@tanstack/react-query";
import { useDataProvider } from "react-admin";
import type { Period } from "../../contract/analytics";
import type { Breakdown, BreakdownRow, BreakdownSort } from "../../contract/attendanceAnalytics";
import type { RollcallDataProvider } from "../providers/dataProvider";

/** A breakdown's order: the column and the way, as the server sorts (rows without a share last). */
export interface BreakdownOrder {
  sort: BreakdownSort;
  order: "ASC" | "DESC";
}

/**
 * One breakdown of the period, narrowed to a state or not, sorted by the server: the console
 * shows the rows in the order they come, so that the table and its Export CSV agree.
 */
export function useBreakdown(
  by: Breakdown,
  period: Period,
  stateId: number | undefined,
  { sort, order }: BreakdownOrder,
  enabled = true,
) {
  const dataProvider = useDataProvider<RollcallDataProvider>();
  return useQuery<BreakdownRow[], Error>({
    queryKey: ["analytics", "breakdown", by, period.from, period.to, stateId ?? null, sort, order],
    queryFn: ({ signal }) =>
      dataProvider.getAttendanceBreakdown(by, period, { state_id: stateId, sort, order }, signal),
    enabled,
  });
}
