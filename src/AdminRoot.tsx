import { useMemo } from "react";
import type { AuthProvider } from "react-admin";
import { App } from "./App";
import { createDataProvider } from "./providers/dataProvider";
import type { HttpClient } from "./providers/httpClient";

export interface AdminRootProps {
  apiUrl: string;
  httpClient: HttpClient;
  authProvider: AuthProvider;
}

/**
 * The console with Rollcall's own providers: the chunk that main.tsx loads after the sign-in
 * entry (or at once on any other address). Holds react-admin, the shell and the routes; each
 * area's screens are chunks of their own (App.tsx).
 */
export default function AdminRoot({ apiUrl, httpClient, authProvider }: AdminRootProps) {
  const dataProvider = useMemo(() => createDataProvider(apiUrl, httpClient), [apiUrl, httpClient]);
  return <App dataProvider={dataProvider} authProvider={authProvider} />;
}
