import { useMemo } from "react";
import { useQuery } from "@tanstack/react-query";
import { useDataProvider } from "react-admin";
import type { Period, RegistrationMonth } from "../../contract/analytics";
import type { RollcallDataProvider } from "../providers/dataProvider";

/**
 * The registration trend of a period. Its own module, outside the charts' chunk: the dashboard
 * asks for it with the cards' summary, before it fetches that chunk (once the cards are shown).
 */
export function useRegistrationTrend(period: Period): RegistrationTrend {
  const dataProvider = useDataProvider<RollcallDataProvider>();
  const { data, error, isFetching, refetch } = useQuery({
    queryKey: ["analytics", "registrations", period.from, period.to],
    queryFn: ({ signal }) => dataProvider.getRegistrationTrend(period, signal),
  });
  // One object that changes only with what the chart shows, so the memoised charts skip the
  // dashboard's other renders.
  return useMemo(() => ({ data, error, isFetching, refetch }), [data, error, isFetching, refetch]);
}

/** What the registration chart shows: the months, or the load's failure, with Retry. */
export interface RegistrationTrend {
  data: RegistrationMonth[] | undefined;
  error: Error | null;
  isFetching: boolean;
  refetch: () => unknown;
}
