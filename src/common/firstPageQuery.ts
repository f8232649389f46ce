import type { Query } from "@tanstack/react-query";
import type { DataProvider, SortPayload } from "react-admin";

/** How a list screen opens from the menu: its first page, its default sort, no filter. */
export interface ListOpening {
  resource: string;
  perPage: number;
  sort: SortPayload;
}

/**
 * How long a page fetched ahead stays fresh: the list that mounts just after does not ask for
 * it again (`askAgainOnMount`). Short, so that no other visit reads an old page.
 */
export const FETCHED_AHEAD_FRESH_MS = 1_000;

/**
 * A list's `refetchOnMount`: it asks for its page again unless that page came less than
 * FETCHED_AHEAD_FRESH_MS ago and nothing has invalidated it since (react-query's own test of
 * staleness, with the freshness the menu fetched it ahead with). A rule on mounting rather
 * than a `staleTime`: react-admin's useGetList spreads the query's result, so a page turning
 * stale re-rendered the whole list a second after it showed, with nothing new to show.
 */
export const askAgainOnMount = (query: Pick<Query, "isStaleByTime">): boolean =>
  query.isStaleByTime(FETCHED_AHEAD_FRESH_MS);

/** useGetList's key for a list's first page as it opens. */
export function firstPageKey(opening: ListOpening) {
  const params = {
    pagination: { page: 1, perPage: opening.perPage },
    sort: opening.sort,
    filter: {},
    meta: undefined,
  };
  return [opening.resource, "getList", params] as const;
}

/**
 * react-admin's query of a list's first page, with useGetList's key and answer, as <ListBase>
 * asks for it when the list opens with `opening`. react-admin has no hook that fetches a list
 * ahead of its screen; the menu starts this one as its entry is pressed, so that the rows are
 * on their way while the screen renders. The console's test of the menu fails if react-admin's
 * key drifts from this one (the list would ask again).
 */
export function firstPageQuery(dataProvider: DataProvider, opening: ListOpening) {
  const queryKey = firstPageKey(opening);
  const params = queryKey[2];
  return {
    queryKey,
    queryFn: () =>
      dataProvider
        .getList(opening.resource, params)
        .then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
    staleTime: FETCHED_AHEAD_FRESH_MS,
  };
}
