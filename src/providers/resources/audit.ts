import type { GetListParams } from "react-admin";
import { paths } from "../../../contract/api";
import { PAGE_SIZE } from "../../../contract/envelope";
import type { AuditEvent } from "../../../contract/audit";
import type { ApiContext, ResourceHandlers } from "./types";

/** An event as react-admin holds it. */
export type AuditEventRecord = AuditEvent & { id: number };

/** The Audit Log's filters; `from` and `to` are dates (yyyy-mm-dd), `to` included. */
export interface AuditListFilter {
  actor?: string;
  action?: string;
  target_type?: string;
  target_id?: number | string;
  from?: string;
  to?: string;
}

/** The day after a yyyy-mm-dd date: the API's `to` is exclusive, the filter's last day is not. */
export const nextDay = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/** The list's query string: page, limit and the filters that are set. */
export function auditListQuery(params: Pick<GetListParams, "pagination" | "filter">): string {
  const query = new URLSearchParams();
  query.set("page", String(params.pagination?.page ?? 1));
  query.set("limit", String(params.pagination?.perPage ?? PAGE_SIZE));
  const filter = (params.filter ?? {}) as AuditListFilter;
  const text = (v: unknown) => (v === undefined || v === null ? "" : String(v).trim());
  if (text(filter.actor)) query.set("actor", text(filter.actor));
  if (text(filter.action)) query.set("action", text(filter.action));
  if (text(filter.target_id)) {
    query.set("target_type", text(filter.target_type) || "school");
    query.set("target_id", text(filter.target_id));
  } else if (text(filter.target_type)) query.set("target_type", text(filter.target_type));
  if (text(filter.from)) query.set("from", text(filter.from));
  if (text(filter.to)) query.set("to", nextDay(text(filter.to)));
  return query.toString();
}

/** react-admin's calls on `audit-events`: read-only. */
export function auditEventsResource({ apiUrl, httpClient }: ApiContext): ResourceHandlers {
  return {
    async getList(params: GetListParams) {
      const { json } = await httpClient<AuditEvent[]>(
        `${apiUrl}${paths.auditEvents}?${auditListQuery(params)}`,
      );
      const resources = json.resources as { data: AuditEvent[]; total: number };
      return {
        data: resources.data.map((event) => ({ ...event })),
        total: resources.total,
      };
    },
  };
}
