import type { DataProvider } from "react-admin";
import { fetchHttpClient, type HttpClient } from "./httpClient";
import { accountMethods, type AccountMethods } from "./resources/account";
import { securityMethods, type SecurityMethods } from "./resources/security";
import { lookupResources } from "./resources/lookups";
import { attendanceMethods, type AttendanceMethods } from "./resources/attendance";
import { schoolsResource } from "./resources/schools";
import { boardAdminsResource } from "./resources/boardAdmins";
import { auditEventsResource } from "./resources/audit";
import { notificationMethods, type NotificationMethods } from "./resources/notifications";
import {
  importErrorsResource,
  importMethods,
  importsResource,
  type ImportMethods,
} from "./resources/imports";
import { exportMethods, type ExportMethods } from "./resources/exports";
import { holidaysResource } from "./resources/holidays";
import { analyticsMethods, type AnalyticsMethods } from "./resources/analytics";
import type { ApiContext, ResourceHandlers } from "./resources/types";

/** The dataProvider the console uses: react-admin's methods plus Rollcall's own calls. */
export type RollcallDataProvider = DataProvider &
  AccountMethods &
  SecurityMethods &
  AttendanceMethods &
  NotificationMethods &
  ImportMethods &
  ExportMethods &
  AnalyticsMethods;

const CRUD = [
  "getList",
  "getOne",
  "getMany",
  "getManyReference",
  "create",
  "update",
  "updateMany",
  "delete",
  "deleteMany",
] as const;

/**
 * Builds the dataProvider over the Rollcall API at `apiUrl`. Each resource (a dataProvider key:
 * `schools`, `board-admins`) maps react-admin's calls to the spec's paths; a call the API does
 * not offer fails with a clear message. `httpClient` is injectable, as in ra-data-simple-rest.
 */
export function createDataProvider(
  apiUrl = "",
  httpClient: HttpClient = fetchHttpClient(),
): RollcallDataProvider {
  const context: ApiContext = { apiUrl, httpClient };
  const resources: Record<string, ResourceHandlers> = {
    schools: schoolsResource(context),
    "board-admins": boardAdminsResource(context),
    "audit-events": auditEventsResource(context),
    "school-imports": importsResource(context),
    "school-import-errors": importErrorsResource(context),
    holidays: holidaysResource(context),
    ...lookupResources(context),
  };
  const crud = Object.fromEntries(
    CRUD.map((method) => [
      method,
      (resource: string, params: unknown) => {
        const handler = resources[resource]?.[method] as
          ((params: unknown) => Promise<unknown>) | undefined;
        if (!handler) {
          return Promise.reject(
            new Error(`The Rollcall API offers no ${method} for "${resource}".`),
          );
        }
        return handler(params);
      },
    ]),
  ) as unknown as DataProvider;
  return {
    ...crud,
    // react-admin passes its queries' abort signal in params.signal; the resources hand it to fetch.
    supportAbortSignal: true,
    ...accountMethods(context),
    ...securityMethods(context),
    ...attendanceMethods(context),
    ...notificationMethods(context),
    ...importMethods(context),
    ...exportMethods(context),
    ...analyticsMethods(context),
  };
}
