import type { DataProvider } from "react-admin";
import type { HttpClient } from "../httpClient";

/** What each resource's mapping is given: where the API is and how to call it. */
export interface ApiContext {
  apiUrl: string;
  httpClient: HttpClient;
}

/** The react-admin methods one resource supports, each taking that method's params. */
export type ResourceHandlers = {
  [K in keyof DataProvider]?: DataProvider[K] extends (resource: string, params: infer P) => infer R
    ? (params: P) => R
    : never;
};
