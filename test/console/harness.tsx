import type { ReactElement, ReactNode } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { AdminContext, type AuthProvider, type DataProvider } from "react-admin";
import { QueryClient } from "@tanstack/react-query";
import { expect, vi } from "vitest";
import { configure, render } from "@testing-library/react";
import type { ApiEnvelope } from "../../contract/envelope";
import { createDataProvider } from "../../src/providers/dataProvider";
import { ApiRequestError, type HttpClient, type HttpRequest } from "../../src/providers/httpClient";
import { i18nProvider } from "../../src/providers/i18nProvider";
import { Toaster } from "../../src/layout/Toaster";

// These screens render a whole react-admin tree; a busy machine may take more than the default second.
configure({ asyncUtilTimeout: 5000 });

export interface Call {
  url: string;
  request: HttpRequest;
}

type Reply = { data: unknown; message?: string; total?: number };

/** A route answer: data (with list fields), a message, or an ApiRequestError to throw. */
export type Answer =
  | Reply
  | ApiRequestError
  | ((call: Call) => Reply | ApiRequestError | Promise<Reply | ApiRequestError>);

/**
 * A fake API: answers by method and path prefix (longest first), records every call. The real
 * dataProvider runs over it, so the screens are tested with their actual calls.
 */
export function fakeApi(answers: Record<string, Answer>) {
  // A school's profile shows its History: screens whose test gives no events see none.
  const routes: Record<string, Answer> = {
    "GET /v1/super-admin/audit-events": { data: [], total: 0 },
    ...answers,
  };
  const calls: Call[] = [];
  const httpClient: HttpClient = async <T,>(url: string, request: HttpRequest = {}) => {
    const call = { url, request };
    calls.push(call);
    const key = `${request.method ?? "GET"} ${url}`;
    const match = Object.keys(routes)
      .filter((prefix) => key.startsWith(prefix))
      .sort((a, b) => b.length - a.length)[0];
    if (!match) throw new ApiRequestError(`No fake answer for ${key}`, 500);
    const answer = routes[match];
    const value = typeof answer === "function" ? await answer(call) : answer;
    if (value instanceof ApiRequestError) throw value;
    const json = {
      status: true,
      code: 200,
      message: value.message ?? "OK",
      resources: { data: value.data, total: value.total },
    } as ApiEnvelope<T>;
    return { status: 200, json };
  };
  return { calls, dataProvider: createDataProvider("", httpClient) };
}

const authProvider: AuthProvider = {
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

/** Renders an area's `routes` at `path` inside react-admin's context, with the toaster. */
export function ScreenHarness({
  routes,
  path,
  dataProvider,
  children,
}: HarnessProps & { routes: ReactNode }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        queryClient={queryClient}
      >
        <Routes>
          {routes}
          <Route path="*" element={null} />
        </Routes>
        <Where />
        <Toaster />
        {children}
      </AdminContext>
    </MemoryRouter>
  );
}

/** Renders one component inside react-admin's context with the catalogue (no routes, no API). */
export function renderInAdmin(ui: ReactElement, dataProvider?: DataProvider) {
  return render(
    <AdminContext i18nProvider={i18nProvider} dataProvider={dataProvider}>
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
