import type { RollcallDataProvider } from "../providers/dataProvider";

/**
 * The query of the current calendar year's summary (spec: stats and dashboard year): the
 * dashboard's cards read it, and the console asks for it as it opens on the dashboard (App).
 * An answer up to 5 s old is not asked for again when the cards mount: the one asked for as
 * the console opened is the one they show.
 */
export function yearlySummaryQuery(dataProvider: RollcallDataProvider) {
  const year = new Date().getFullYear();
  return {
    queryKey: ["attendance-summary", year],
    queryFn: () => dataProvider.getAttendanceSummary(year),
    staleTime: 5_000,
  };
}
