import { paths } from "../../../contract/api";
import type { Holiday, HolidayPayload } from "../../../contract/holidays";
import type { ApiContext, ResourceHandlers } from "./types";

/** A holiday as react-admin holds it: the API's holiday, its day as react-admin's `id`. */
export type HolidayRecord = Holiday & { id: string };

const record = (holiday: Holiday): HolidayRecord => ({ ...holiday, id: holiday.day });

/**
 * react-admin's calls on `holidays`, mapped to the holiday calendar's paths. A list is a year's
 * holidays (`filter.year`) or a range's (`filter.from`, `filter.to`), which the API answers
 * whole (a year holds a handful): the page and the order (by day, or by name) are applied here.
 */
export function holidaysResource({ apiUrl, httpClient }: ApiContext): ResourceHandlers {
  return {
    async getList(params) {
      const { year, from, to, ...rest } = (params.filter ?? {}) as Record<string, unknown>;
      const unknown = Object.keys(rest);
      if (unknown.length) {
        throw new Error(`The Rollcall API cannot filter holidays by ${unknown.join(", ")}.`);
      }
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries({ year, from, to })) {
        if (value !== undefined && value !== null && value !== "") query.set(key, String(value));
      }
      const { json } = await httpClient<Holiday[]>(
        `${apiUrl}${paths.holidays}${query.size ? `?${query}` : ""}`,
        { signal: params.signal },
      );
      const { field = "day", order = "ASC" } = params.sort ?? {};
      if (field !== "day" && field !== "id" && field !== "name") {
        throw new Error(`The Rollcall API sorts holidays by day or name, not ${field}.`);
      }
      const key = field === "name" ? "name" : "day";
      const data = json.resources.data
        .map(record)
        .sort((a, b) => a[key].localeCompare(b[key]) * (order === "DESC" ? -1 : 1));
      const { page = 1, perPage = data.length } = params.pagination ?? {};
      return { data: data.slice((page - 1) * perPage, page * perPage), total: data.length };
    },
    async create(params) {
      const { day, name } = params.data as HolidayPayload;
      const { json } = await httpClient<Holiday>(`${apiUrl}${paths.holidays}`, {
        method: "POST",
        body: { day, name },
      });
      return { data: { ...record(json.resources.data), message: json.message } };
    },
    /** Renames a holiday: its name is all that changes (its day is its key). */
    async update(params) {
      const { name } = params.data as Partial<Holiday>;
      const { json } = await httpClient<Holiday>(`${apiUrl}${paths.holiday(params.id)}`, {
        method: "PUT",
        body: { name },
      });
      return { data: { ...record(json.resources.data), message: json.message } };
    },
    async delete(params) {
      const { json } = await httpClient(`${apiUrl}${paths.holiday(params.id)}`, {
        method: "DELETE",
      });
      return {
        data: { ...(params.previousData ?? {}), id: params.id, message: json.message },
      };
    },
  };
}
