import { paths } from "../../../contract/api";
import type { ExportFormat, ExportLink } from "../../../contract/exports";
import type { ApiContext } from "./types";
import { schoolListQuery } from "./schools";
import { auditListQuery } from "./audit";

/** The lists that can be exported, by their dataProvider keys. */
export type ExportResource =
  "schools" | "board-admins" | "audit-events" | "attendance-breakdown" | "attendance-months";

export interface ExportMethods {
  /**
   * A short-lived signed link to a file of every row the list's filter takes (not only the
   * page), with the file's name: the browser downloads it itself.
   */
  exportLink(
    resource: ExportResource,
    params: { filter: Record<string, unknown>; format: ExportFormat },
  ): Promise<ExportLink>;
}

/** Each list's query without its page, as its getList sends it. */
/** A filter's given values as a query, in their order. */
function definedValues(filter: object) {
  return new URLSearchParams(
    Object.entries(filter as Record<string, unknown>)
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([key, value]) => [key, String(value)]),
  );
}

const QUERIES: Record<
  ExportResource,
  { path: string; query: (filter: object) => URLSearchParams }
> = {
  schools: {
    path: paths.schoolExport,
    query: (filter) => new URLSearchParams(schoolListQuery({ filter })),
  },
  "board-admins": {
    path: paths.boardAdminExport,
    query: (filter) => {
      const search = (filter as { q?: unknown }).q;
      return new URLSearchParams(typeof search === "string" && search.trim() ? { search } : {});
    },
  },
  "audit-events": {
    path: paths.auditExport,
    query: (filter) => new URLSearchParams(auditListQuery({ filter })),
  },
  // The dashboard's breakdown as shown: its `by`, period, state and order.
  "attendance-breakdown": {
    path: paths.analyticsAttendanceBreakdownExport,
    query: (filter) => definedValues(filter),
  },
  // The Detailed Reports' months: the period and the place.
  "attendance-months": {
    path: paths.analyticsAttendanceMonthsExport,
    query: (filter) => definedValues(filter),
  },
};

export function exportMethods({ apiUrl, httpClient }: ApiContext): ExportMethods {
  return {
    async exportLink(resource, { filter, format }) {
      const { path, query } = QUERIES[resource];
      const params = query(filter);
      params.delete("page");
      params.delete("limit");
      params.set("format", format);
      const { json } = await httpClient<ExportLink>(`${apiUrl}${path}?${params}`);
      const link = json.resources.data;
      return { ...link, url: `${apiUrl}${link.url}` };
    },
  };
}
