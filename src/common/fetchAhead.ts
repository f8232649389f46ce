import type { QueryClient } from "@tanstack/react-query";
import type { RollcallDataProvider } from "../providers/dataProvider";
import { BOARD_ADMIN_LIST_OPENING } from "../boardAdmins/listOpening";
import { SCHOOL_LIST_OPENING } from "../schools/listOpening";
import { firstPageQuery } from "./firstPageQuery";
import { yearlySummaryQuery } from "./summaryQuery";

type FetchAhead = (queryClient: QueryClient, dataProvider: RollcallDataProvider) => void;

const summary: FetchAhead = (queryClient, dataProvider) =>
  void queryClient.prefetchQuery(yearlySummaryQuery(dataProvider));

/**
 * What a screen asks for first, by its address: started as its menu entry is pressed (and the
 * dashboard's as the console opens on it), so that the answers are on their way while the
 * screen's code loads and renders. A list then shows its rows in its first render instead of
 * asking once it has rendered. Each is the screen's own query (prefetchQuery skips one that is
 * fresh or under way).
 */
export const FETCH_AHEAD: Partial<Record<string, FetchAhead>> = {
  "/dashboard": summary,
  "/school": (queryClient, dataProvider) => {
    void queryClient.prefetchQuery(firstPageQuery(dataProvider, SCHOOL_LIST_OPENING));
    // The list's summary cards.
    summary(queryClient, dataProvider);
  },
  "/boards": (queryClient, dataProvider) =>
    void queryClient.prefetchQuery(firstPageQuery(dataProvider, BOARD_ADMIN_LIST_OPENING)),
};
