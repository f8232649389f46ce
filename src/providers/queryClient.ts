import { QueryClient } from "@tanstack/react-query";
import type { AuthProvider } from "react-admin";

/**
 * The console's one QueryClient, given to <Admin>: every query of react-admin and of our own
 * hooks follows it.
 * - `networkMode: "always"`: react-query's default pauses a query while the browser believes
 *   it is offline, so a screen opened without a connection stayed on its skeleton rows with
 *   neither an error nor Retry. Always sending the request lets the failure reach the screen,
 *   which shows its error panel and Retry.
 * - No automatic retries: a failed load shows its error and Retry at once rather than after
 *   several silent attempts (react-query's default waits about seven seconds).
 * - `refetchOnReconnect: true`: react-query turns its reconnect refetch off for `networkMode:
 *   "always"` unless asked, which left a screen that failed offline on its error until Retry
 *   was pressed. When the browser is online again, what failed (and anything stale) loads again.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { networkMode: "always", retry: false, refetchOnReconnect: true },
      mutations: { networkMode: "always" },
    },
  });
}

/** The key under which react-admin's useGetIdentity keeps the signed-in user's identity. */
const IDENTITY_KEY = ["auth", "getIdentity"];

/**
 * Asks the authProvider for the signed-in user's identity, into the cache that react-admin's
 * useGetIdentity reads (which counts it fresh for five minutes, so the shell does not ask
 * again as it mounts).
 */
export function prefetchIdentity(queryClient: QueryClient, authProvider: AuthProvider): void {
  const { getIdentity } = authProvider;
  if (!getIdentity) return;
  void queryClient.prefetchQuery({
    queryKey: IDENTITY_KEY,
    queryFn: ({ signal }) => getIdentity({ signal }),
  });
}
