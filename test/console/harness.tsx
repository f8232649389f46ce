import { useState, type ReactElement, type ReactNode } from "react";
import {
  Outlet,
  Route,
  RouterProvider,
  createMemoryRouter,
  createRoutesFromElements,
  useLocation,
} from "react-router-dom";
import {
  AdminContext,
  HttpError,
  defaultTheme,
  type AuthProvider,
  type DataProvider,
  type RaThemeOptions,
} from "react-admin";
import { expect, vi } from "vitest";
import { render } from "@testing-library/react";
import { createDataProvider } from "../../src/providers/dataProvider";
import { envelope, fakeHttp, type Call } from "./providers/fakeHttp";
import { i18nProvider } from "../../src/providers/i18nProvider";
import { createQueryClient } from "../../src/providers/queryClient";
import { Toaster } from "../../src/layout/Toaster";

export type { Call };

export type Reply = { data: unknown; message?: string; total?: number };

/** A route answer: data (with list fields), a message, or an HttpError to throw. */
export type Answer =
  Reply | HttpError | ((call: Call) => Reply | HttpError | Promise<Reply | HttpError>);

/**
 * A fake API: answers by method and path prefix (longest first), through the one fake
 * httpClient, which records every call. The real dataProvider runs over it, so the screens are
 * tested with their actual calls.
 */
export function fakeApi(answers: Record<string, Answer>, apiUrl = "") {
  // A school's profile shows its History: screens whose test gives no events see none.
  const routes: Record<string, Answer> = {
    "GET /v1/super-admin/audit-events": { data: [], total: 0 },
    ...answers,
  };
  const { client, calls } = fakeHttp(async (url, request) => {
    // Answers are keyed by path: a dataProvider over another origin calls `${apiUrl}${path}`.
    const path = apiUrl && url.startsWith(apiUrl) ? url.slice(apiUrl.length) : url;
    const key = `${request.method ?? "GET"} ${path}`;
    const match = Object.keys(routes)
      .filter((prefix) => key.startsWith(prefix))
      .sort((a, b) => b.length - a.length)[0];
    if (!match) return new HttpError(`No fake answer for ${key}`, 500);
    const answer = routes[match];
    const value = typeof answer === "function" ? await answer({ url, request }) : answer;
    if (value instanceof HttpError) return value;
    return envelope(value.data, value.message ?? "OK", { total: value.total });
  });
  return { calls, dataProvider: createDataProvider(apiUrl, client) };
}

/**
 * The default theme without the menus' and dialogs' animations: a test waits for what opens
 * and closes, not for how long it takes.
 */
const testTheme: RaThemeOptions = {
  ...defaultTheme,
  components: {
    ...defaultTheme.components,
    MuiPopover: { defaultProps: { transitionDuration: 0 } },
    MuiMenu: { defaultProps: { transitionDuration: 0 } },
    MuiDialog: { defaultProps: { transitionDuration: 0 } },
  },
};

/** Signed in; never refuses. */
export const fakeAuthProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => undefined,
};

/** Shows the current location, so that tests can assert navigation. */
const Where = () => {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
};

export interface HarnessProps {
  path: string;
  dataProvider: ReturnType<typeof fakeApi>["dataProvider"];
  children?: ReactNode;
}

/**
 * Renders an area's `routes` at `path` inside react-admin's context, with the toaster, under a
 * data router as the console has (react-admin's unsaved-changes warning needs one).
 */
export function ScreenHarness({
  routes,
  path,
  dataProvider,
  children,
  authProvider = fakeAuthProvider,
}: HarnessProps & { routes: ReactNode; authProvider?: AuthProvider }) {
  // The console's own client: screens are tested with its offline and retry policy.
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() =>
    createMemoryRouter(
      createRoutesFromElements(
        <Route
          element={
            <AdminContext
              dataProvider={dataProvider}
              authProvider={authProvider}
              i18nProvider={i18nProvider}
              queryClient={queryClient}
              theme={testTheme}
            >
              <Outlet />
              <Where />
              <Toaster />
              {children}
            </AdminContext>
          }
        >
          {routes}
          <Route path="*" element={null} />
        </Route>,
      ),
      { initialEntries: [path] },
    ),
  );
  return <RouterProvider router={router} />;
}

/** Renders one component inside react-admin's context with the catalogue (no routes, no API). */
export function renderInAdmin(ui: ReactElement, dataProvider?: DataProvider) {
  return render(
    <AdminContext
      i18nProvider={i18nProvider}
      dataProvider={dataProvider}
      queryClient={createQueryClient()}
    >
      {ui}
    </AdminContext>,
  );
}

/**
 * react-admin logs each failed call with console.error in development. A test that makes a call
 * fail on purpose takes over console.error and checks that only that failure was logged.
 */
export function expectedErrorLog() {
  const spy = vi.spyOn(console, "error").mockImplementation(() => {});
  return {
    expectOnly(error: unknown) {
      expect(spy).toHaveBeenCalled();
      for (const args of spy.mock.calls) expect(args).toEqual([error]);
    },
  };
}
