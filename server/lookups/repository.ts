import type { City, Country, MainBoard, State } from "../../contract/lookups";
import { escapeLike, type Queryable } from "../db/index";

/** The lookup tables: each one's key and, for those that belong to another, the parent's key. */
export const LOOKUP_TABLES = {
  countries: { key: "country_id", parent: undefined },
  states: { key: "state_id", parent: "country_id" },
  cities: { key: "city_id", parent: "state_id" },
  main_boards: { key: "main_board_id", parent: undefined },
  boards: { key: "board_id", parent: "main_board_id" },
} as const;
export type LookupTable = keyof typeof LOOKUP_TABLES;

/** What a lookup read takes; everything is optional: by default every row, by name. */
export interface LookupQuery {
  ids?: number[];
  /** Only the rows of this parent (the states of a country, say). */
  parentId?: number;
  /** Rows whose name contains this text, in any case. */
  q?: string;
  sort?: "id" | "name";
  order?: "ASC" | "DESC";
  offset?: number;
  limit?: number;
}

/** The WHERE clause and its parameters of a lookup read. */
function lookupFilter(table: LookupTable, query: LookupQuery) {
  const { key, parent } = LOOKUP_TABLES[table];
  const where: string[] = [];
  const params: (string | number | number[])[] = [];
  if (query.ids !== undefined) {
    params.push(query.ids);
    where.push(`${key} = ANY($${params.length}::int[])`);
  }
  if (query.parentId !== undefined && parent) {
    params.push(query.parentId);
    where.push(`${parent} = $${params.length}`);
  }
  if (query.q) {
    params.push(`%${escapeLike(query.q.toLowerCase())}%`);
    where.push(`lower(name) LIKE $${params.length}`);
  }
  return { sql: where.length ? `WHERE ${where.join(" AND ")}` : "", params };
}

/**
 * Rows of a lookup table, each with its key, name and parent's key: the one query every lookup
 * read goes through (the forms' lists and the simple-REST dialect alike).
 */
export async function lookupRows<R>(
  db: Queryable,
  table: LookupTable,
  query: LookupQuery = {},
): Promise<R[]> {
  const { key, parent } = LOOKUP_TABLES[table];
  const filter = lookupFilter(table, query);
  const params = [...filter.params];
  const order = query.order ?? "ASC";
  // The name's order breaks ties by key, so that a page never repeats or skips a row.
  const orderBy = query.sort === "id" ? `${key} ${order}` : `name ${order}, ${key} ${order}`;
  let page = "";
  if (query.limit !== undefined) {
    params.push(query.limit, query.offset ?? 0);
    page = `LIMIT $${params.length - 1} OFFSET $${params.length}`;
  }
  return db.query<R>(
    `SELECT ${key}, name${parent ? `, ${parent}` : ""} FROM ${table} ${filter.sql}
      ORDER BY ${orderBy} ${page}`,
    params,
  );
}

/** How many rows of a lookup table a read would answer without its page. */
export async function lookupCount(
  db: Queryable,
  table: LookupTable,
  query: LookupQuery,
): Promise<number> {
  const filter = lookupFilter(table, query);
  const [{ n }] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${table} ${filter.sql}`,
    filter.params,
  );
  return n;
}

/** The lookups the forms pick from, each sorted by name. */

export const countries = (db: Queryable) => lookupRows<Country>(db, "countries");

export const statesOf = (db: Queryable, countryId: number) =>
  lookupRows<State>(db, "states", { parentId: countryId });

export const citiesOf = (db: Queryable, stateId: number) =>
  lookupRows<City>(db, "cities", { parentId: stateId });

export const mainBoards = (db: Queryable) =>
  db.query<MainBoard>(
    `SELECT mb.main_board_id, mb.name,
            COALESCE(json_agg(json_build_object('board_id', b.board_id, 'name', b.name) ORDER BY b.name)
                     FILTER (WHERE b.board_id IS NOT NULL), '[]') AS sub_boards
       FROM main_boards mb LEFT JOIN boards b ON b.main_board_id = mb.main_board_id
      GROUP BY mb.main_board_id ORDER BY mb.name`,
  );
