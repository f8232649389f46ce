import { use, useState, type ReactNode } from "react";
import { useQueryClient, type QueryKey } from "@tanstack/react-query";

/**
 * How long a list opened from the menu waits for the page the menu fetched ahead before it
 * shows its skeleton instead: long enough for an answer on its way (on a good connection it
 * comes a few milliseconds after the click), short enough that a slow one is not felt as a
 * click that did nothing.
 */
export const FETCHED_AHEAD_WAIT_MS = 200;

/**
 * Each query's last wait, and the fetch it waits for: every render of the gate suspends on the
 * same promise, and goes on calling `use` with it once it has ended (React asks a component that
 * suspended on `use` to call it again as it finishes).
 */
const waits = new WeakMap<object, { fetch: Promise<unknown>; wait: Promise<void> }>();

function waitFor(query: object, fetch: Promise<unknown>): Promise<void> {
  const last = waits.get(query);
  if (last?.fetch === fetch) return last.wait;
  const ended = fetch.then(
    () => undefined,
    () => undefined,
  );
  const timeUp = new Promise<void>((resolve) => setTimeout(resolve, FETCHED_AHEAD_WAIT_MS));
  const wait = Promise.race([ended, timeUp]);
  waits.set(query, { fetch, wait });
  return wait;
}

/**
 * Holds a list's first render while the query `queryKey` is being fetched with nothing to show
 * yet (the menu fetches a list's first page as its entry is pressed), for at most
 * FETCHED_AHEAD_WAIT_MS; the list then draws its rows in its first render. Without the wait it
 * drew its skeleton and then its rows, one after the other, the answer arriving while the first
 * was being drawn: two renders of the table where one does, and a skeleton that flashed. The
 * screen's area stays as the screen's first, empty render left it meanwhile (ScreenLoader
 * builds a screen in the render after the one that mounts it). React's `use` suspends the
 * render inside a boundary already shown, so React keeps what is on screen rather than show a
 * fallback; react-admin's list controller has no such wait.
 */
export const FetchedAheadGate = ({
  queryKey,
  children,
}: {
  queryKey: QueryKey;
  children: ReactNode;
}) => {
  const queryClient = useQueryClient();
  // Decided as the list mounts: only its first render waits. Once shown, the list shows its own
  // state (a refetch, a Retry), and a wait then would hide it. (A mount that waited is tried
  // again from the start, and then finds the wait it had, ended.)
  const [wait] = useState(() => {
    const query = queryClient.getQueryCache().find({ queryKey, exact: true });
    if (!query) return undefined;
    const fetch =
      query.state.data === undefined && query.state.fetchStatus === "fetching"
        ? query.promise
        : undefined;
    return fetch ? waitFor(query, fetch) : waits.get(query)?.wait;
  });
  if (wait) use(wait);
  return <>{children}</>;
};
