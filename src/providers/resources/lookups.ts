import type {
  GetListParams,
  GetManyParams,
  GetManyReferenceParams,
  Identifier,
  RaRecord,
} from "react-admin";
import type { City, Country, MainBoard, State } from "../../../contract/lookups";
import { paths } from "../../../contract/api";
import type { ApiContext, ResourceHandlers } from "./types";

/** The lookups the forms pick from, as react-admin resources (the simple-REST dialect's names). */
export const LOOKUP_RESOURCES = ["countries", "states", "cities", "main-boards", "boards"] as const;
export type LookupResource = (typeof LOOKUP_RESOURCES)[number];

type Row = { name: string } & Record<string, unknown>;

interface Lookup {
  /** The row's own key, which becomes react-admin's `id`. */
  key: string;
  /** The parent's key (a state's country_id) for a lookup the API lists one parent at a time. */
  parent?: string;
  /** The rows in the API's order (by name): the whole list, or one parent's. */
  read(parentId: Identifier | undefined, signal?: AbortSignal): Promise<Row[]>;
}

/**
 * react-admin's reads of the lookups, each through the spec's own calls (section 7): countries
 * and main boards are one list each, states and cities one list per parent, and a main board's
 * boards are its sub_boards in the main boards' list. The API answers whole lists; pages, the
 * `q` search and the sort are applied here.
 */
export function lookupResources({
  apiUrl,
  httpClient,
}: ApiContext): Record<LookupResource, ResourceHandlers> {
  const get = async <T>(path: string, signal?: AbortSignal) =>
    (await httpClient<T>(`${apiUrl}${path}`, { signal })).json.resources.data;
  const mainBoards = (signal?: AbortSignal) => get<MainBoard[]>(paths.mainBoards, signal);

  const lookups: Record<LookupResource, Lookup> = {
    countries: {
      key: "country_id",
      read: (_, signal) => get<Country[]>(paths.countries, signal),
    },
    states: {
      key: "state_id",
      parent: "country_id",
      read: (countryId, signal) => get<State[]>(paths.states(countryId!), signal),
    },
    cities: {
      key: "city_id",
      parent: "state_id",
      read: (stateId, signal) => get<City[]>(paths.cities(stateId!), signal),
    },
    "main-boards": { key: "main_board_id", read: (_, signal) => mainBoards(signal) },
    boards: {
      key: "board_id",
      parent: "main_board_id",
      read: async (mainBoardId, signal) =>
        (await mainBoards(signal)).find(
          (board) => String(board.main_board_id) === String(mainBoardId),
        )?.sub_boards ?? [],
    },
  };

  const handlers = (resource: LookupResource): ResourceHandlers => {
    const { key, parent, read } = lookups[resource];
    const parentId = (from: Record<string, unknown> | undefined, where: string) => {
      if (!parent) return undefined;
      const id = from?.[parent];
      if (id === undefined || id === null || id === "") {
        throw new Error(`The Rollcall API lists ${resource} of one ${parent} at a time: ${where}.`);
      }
      return id as Identifier;
    };
    // A record is the API's row with react-admin's id and, for a child lookup, its parent's key.
    const records = async (id: Identifier | undefined, signal?: AbortSignal) =>
      (await read(id, signal)).map((row): RaRecord => ({
        ...row,
        id: row[key] as Identifier,
        ...(parent && { [parent]: id }),
      }));

    const list = async (params: GetListParams) => {
      const { q, ...rest } = (params.filter ?? {}) as Record<string, unknown>;
      const unknown = Object.keys(rest).filter((field) => field !== parent);
      if (unknown.length) {
        throw new Error(`The Rollcall API cannot filter ${resource} by ${unknown.join(", ")}.`);
      }
      const { field = "name", order = "ASC" } = params.sort ?? {};
      if (field !== "id" && field !== "name") {
        throw new Error(`The Rollcall API sorts ${resource} by id or name, not ${field}.`);
      }
      let data = await records(parentId(rest, `filter by ${parent}`), params.signal);
      const text = typeof q === "string" ? q.trim().toLowerCase() : "";
      if (text) data = data.filter((record) => String(record.name).toLowerCase().includes(text));
      if (field === "id") data.sort((a, b) => Number(a.id) - Number(b.id));
      if (order === "DESC") data.reverse();
      const { page = 1, perPage = data.length } = params.pagination ?? {};
      return { data: data.slice((page - 1) * perPage, page * perPage), total: data.length };
    };

    return {
      getList: list,
      async getManyReference({ target, id, filter, ...params }: GetManyReferenceParams) {
        if (target !== parent) {
          const only = parent ? ` (only by ${parent})` : "";
          throw new Error(`The Rollcall API cannot list ${resource} by ${target}${only}.`);
        }
        return list({ ...params, filter: { ...filter, [target]: id } });
      },
      // The chosen values of a select: picked from their parent's list, named in meta.
      async getMany({ ids, meta, signal }: GetManyParams) {
        const all = await records(parentId(meta, `pass meta.${parent}`), signal);
        const wanted = new Set(ids.map(String));
        return { data: all.filter((record) => wanted.has(String(record.id))) };
      },
    };
  };

  return Object.fromEntries(
    LOOKUP_RESOURCES.map((resource) => [resource, handlers(resource)]),
  ) as Record<LookupResource, ResourceHandlers>;
}
