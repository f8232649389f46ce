import type { RollcallDataProvider } from "../providers/dataProvider";

/**
 * The query of the current calendar year's summary (spec: stats and the school list's year):
 * the school list's cards read it. An answer up to 5 s old is not asked for again when the
 * cards mount.
 */
export function yearlySummaryQuery(dataProvider: RollcallDataProvider) {
  const year = new Date().getFullYear();
  return {
    queryKey: ["attendance-summary", year],
    queryFn: () => dataProvider.getAttendanceSummary(year),
    staleTime: 5_000,
  };
}
