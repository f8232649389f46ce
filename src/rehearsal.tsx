import { startTransition } from "react";
import { createRoot } from "react-dom/client";
import { memoryStore, type AuthProvider } from "react-admin";
import { RouterProvider, createMemoryRouter } from "react-router-dom";
import { Console } from "./App";
import { MAIN_CONTENT_ID } from "./layout/Layout";
import { createQueryClient, prefetchIdentity } from "./providers/queryClient";
import type { RollcallDataProvider } from "./providers/dataProvider";
import { yearlySummaryQuery } from "./common/summaryQuery";
import { whenIdle } from "./common/whenIdle";
import { attendanceSummaryExample } from "../contract/attendance";

/** How long a rehearsal may take before it is ended anyway (a phone busy with something else). */
const REHEARSAL_LIMIT_MS = 10_000;

/** The name of the rehearsal's measure, from its start to its end. */
const REHEARSAL_MEASURE = "Rollcall: dashboard rehearsal";

const unanswered = () => new Promise<never>(() => undefined);

/** Asks nothing of the API: every call stays unanswered, so no screen shows an error. */
const silentDataProvider = new Proxy(
  {},
  // Not a promise itself (a `then` would make it one).
  { get: (_, name) => (name === "then" ? undefined : unanswered) },
) as RollcallDataProvider;

/** A session that is there, with a stand-in identity; asks nothing of the API either. */
const standInAuthProvider: AuthProvider = {
  login: unanswered,
  logout: () => Promise.resolve(),
  checkAuth: () => Promise.resolve(),
  checkError: () => Promise.resolve(),
  getIdentity: () => Promise.resolve({ id: 0, fullName: "Rollcall" }),
  getPermissions: () => Promise.resolve(undefined),
};

/**
 * The console and its dashboard rendered once, while the user types their password, into an
 * element that is not in the page, then taken down. Signing in then finds emotion's styles of
 * the shell and the dashboard already inserted and their code already run: the work that made
 * a first sign-in slower than a second one in the same page (README, In the browser).
 *
 * Nothing of it reaches the user: it has providers of its own (a session with a stand-in
 * identity, an API that never answers, preferences in memory, a router in memory), the
 * summary already in its cache (so the shared loading flag is never raised), and no scroll
 * restoration. No call is answered, so no screen of it raises a toast (the toasts are the
 * page's, and would show). React renders it in the background (a transition), in slices that
 * let the typing through.
 *
 * Answers a function that ends it; it also ends on its own once the dashboard was rendered.
 */
export function rehearseDashboard(
  // Out of the page, unless a test hands one over to look into.
  container: HTMLElement = document.createElement("div"),
): () => void {
  const root = createRoot(container);
  const queryClient = createQueryClient();
  queryClient.setQueryData(
    yearlySummaryQuery(silentDataProvider).queryKey,
    attendanceSummaryExample,
  );
  prefetchIdentity(queryClient, standInAuthProvider);
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <Console
            dataProvider={silentDataProvider}
            authProvider={standInAuthProvider}
            queryClient={queryClient}
            store={memoryStore()}
          />
        ),
      },
    ],
    { initialEntries: ["/dashboard"] },
  );

  const start = performance.now();
  let rendered = false;
  let cancelIdle = () => {};
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    // In the page's performance timeline (DevTools' Timings), with whether it got as far.
    performance.measure(REHEARSAL_MEASURE, { start, detail: { rendered } });
    observer.disconnect();
    clearTimeout(limit);
    cancelIdle();
    root.unmount();
    router.dispose();
  };
  // The dashboard's heading is there: its screen, with the shell around it, was committed.
  const observer = new MutationObserver(() => {
    if (!container.querySelector(`#${MAIN_CONTENT_ID} h1`)) return;
    rendered = true;
    observer.disconnect();
    cancelIdle = whenIdle(end);
  });
  observer.observe(container, { childList: true, subtree: true });
  const limit = setTimeout(end, REHEARSAL_LIMIT_MS);
  startTransition(() => root.render(<RouterProvider router={router} />));
  return end;
}
