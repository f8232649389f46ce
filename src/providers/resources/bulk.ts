import type { Identifier } from "react-admin";
import type { BulkResult } from "../../../contract/audit";
import type { ApiContext } from "./types";

/**
 * updateMany's answer as react-admin wants it, the ids it acted on (those not found left out),
 * carrying the server's report (changed, already so, not found) for the bulk toolbar's toast.
 */
export type BulkIds = Identifier[] & { report?: BulkResult };

/** One bulk call (one transaction, up to 1,000 ids), answered as updateMany's result. */
export async function bulkUpdate(
  { apiUrl, httpClient }: ApiContext,
  path: string,
  method: "POST" | "PUT",
  ids: Identifier[],
  fields: { status?: boolean } = {},
): Promise<{ data: BulkIds }> {
  const body = { ids: ids.map(Number), ...fields };
  const { json } = await httpClient<BulkResult>(`${apiUrl}${path}`, { method, body });
  const report = json.resources.data;
  const missing = new Set(report.not_found.map(String));
  const found = ids.filter((id) => !missing.has(String(id)));
  return { data: Object.assign(found, { report }) };
}
