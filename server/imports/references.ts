import type { Queryable } from "../db/index";

/*
 * The import's references, read once per file: a reference is given by id or by name. A city's
 * name is looked up within the row's state, a board's within its main board (names repeat:
 * 'SSLC (Class 10)' under two main boards), and a name is compared without case or extra
 * spaces.
 */

interface Place {
  id: number;
  name: string;
  parent: number;
}

const key = (name: string) => name.trim().replace(/\s+/g, " ").toLowerCase();
const isId = (value: string) => /^\d{1,10}$/.test(value);

export interface References {
  countries: Place[];
  states: Place[];
  cities: Place[];
  mainBoards: Place[];
  boards: Place[];
}

/**
 * One query after another, not side by side: `db` may be a transaction's one connection (the
 * import's batches), which runs one query at a time and whose driver will refuse a second query
 * sent while the first runs.
 */
export async function loadReferences(db: Queryable): Promise<References> {
  const read = (sql: string) => db.query<Place>(sql);
  const countries = await read(
    "SELECT country_id AS id, name, 0 AS parent FROM countries ORDER BY name",
  );
  const states = await read(
    "SELECT state_id AS id, name, country_id AS parent FROM states ORDER BY name",
  );
  const cities = await read(
    "SELECT city_id AS id, name, state_id AS parent FROM cities ORDER BY name",
  );
  const mainBoards = await read(
    "SELECT main_board_id AS id, name, 0 AS parent FROM main_boards ORDER BY name",
  );
  const boards = await read(
    "SELECT board_id AS id, name, main_board_id AS parent FROM boards ORDER BY name",
  );
  return { countries, states, cities, mainBoards, boards };
}

/** What a row's references resolve to: an id, or undefined (unknown), or "" (left blank). */
export interface Resolved {
  main_board?: number | "";
  board?: number | "";
  state?: number | "";
  city?: number | "";
  city_name?: string;
}

/** Looks references up by id, or by name within their parent. */
export function referenceResolver(refs: References) {
  const byId = (list: Place[]) => new Map(list.map((p) => [p.id, p]));
  const byName = (list: Place[]) => {
    const map = new Map<string, Place[]>();
    for (const p of list) {
      const k = key(p.name);
      map.set(k, [...(map.get(k) ?? []), p]);
    }
    return map;
  };
  const ids = {
    states: byId(refs.states),
    cities: byId(refs.cities),
    mainBoards: byId(refs.mainBoards),
    boards: byId(refs.boards),
  };
  const names = {
    states: byName(refs.states),
    cities: byName(refs.cities),
    mainBoards: byName(refs.mainBoards),
    boards: byName(refs.boards),
  };
  /** One place by id, or by name under `parent` (when given), or the only one of that name. */
  const find = (kind: keyof typeof ids, value: string, parent?: number): Place | undefined => {
    if (isId(value)) return ids[kind].get(Number(value));
    const found = names[kind].get(key(value)) ?? [];
    const within = parent === undefined ? found : found.filter((p) => p.parent === parent);
    return within.length === 1 ? within[0] : undefined;
  };
  return (cells: { main_board: string; board: string; state: string; city: string }): Resolved => {
    const out: Resolved = {};
    const mainBoard = cells.main_board ? find("mainBoards", cells.main_board) : undefined;
    if (cells.main_board) out.main_board = mainBoard?.id;
    if (cells.board) {
      const board = find("boards", cells.board, mainBoard?.id);
      // A board named under another main board than the row's is unknown there.
      out.board = board && (!mainBoard || board.parent === mainBoard.id) ? board.id : undefined;
    } else out.board = "";
    const state = cells.state ? find("states", cells.state) : undefined;
    out.state = cells.state ? state?.id : "";
    if (cells.city) {
      const city = find("cities", cells.city, state?.id);
      if (city && state && city.parent === state.id) {
        out.city = city.id;
        out.city_name = city.name;
      } else out.city = undefined;
    } else out.city = "";
    return out;
  };
}
