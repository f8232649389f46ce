import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { AdminContext, type AuthProvider } from "react-admin";
import { QueryClient } from "@tanstack/react-query";
import type { ApiEnvelope } from "../../../contract/envelope";
import { createDataProvider } from "../../../src/providers/dataProvider";
import {
  ApiRequestError,
  type HttpClient,
  type HttpRequest,
} from "../../../src/providers/httpClient";
import { i18nProvider } from "../../../src/providers/i18nProvider";
import { Toaster } from "../../../src/layout/Toaster";
import { boardAdminRoutes } from "../../../src/boardAdmins";

export interface Call {
  url: string;
  request: HttpRequest;
}

type Reply = { data: unknown; message?: string; total?: number };
export type Answer = Reply | ApiRequestError | ((call: Call) => Reply | ApiRequestError);

/** A fake API answering by "METHOD path" prefix (longest first); records every call. */
export function fakeApi(routes: Record<string, Answer>) {
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
    const value = typeof answer === "function" ? answer(call) : answer;
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

const Where = () => {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
};

/** The board-admin routes at `path`, inside react-admin's context, with the toaster. */
export function BoardAdminsHarness({
  path,
  dataProvider,
}: {
  path: string;
  dataProvider: ReturnType<typeof fakeApi>["dataProvider"];
}) {
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
          {boardAdminRoutes}
          <Route path="*" element={null} />
        </Routes>
        <Where />
        <Toaster />
      </AdminContext>
    </MemoryRouter>
  );
}
