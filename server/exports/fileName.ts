import { indiaDay } from "../../contract/analytics";
import type {
  BreakdownExportQuery,
  ExportFormat,
  ExportList,
  MonthsExportQuery,
} from "../../contract/exports";
import type { Queryable } from "../db/index";

/** The names of the lookups a filter may name by id, so that the file says 'state-kerala'. */
const NAMED: Record<string, string> = {
  state_id: "SELECT name FROM states WHERE state_id = $1",
  city_id: "SELECT name FROM cities WHERE city_id = $1",
  board_id: "SELECT name FROM boards WHERE board_id = $1",
  main_board_id: "SELECT name FROM main_boards WHERE main_board_id = $1",
};

/** The longest a name's words run in a file's name. */
const SLUG_MAX = 40;

/**
 * Letters and digits of any script, the rest one '-': the words whole, as many as fit in
 * SLUG_MAX characters ('central-board-of-secondary-education', not '…-education-cbs'); a first
 * word longer than that alone is cut.
 */
function slug(text: string) {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  let out = "";
  for (const word of words) {
    const next = out ? `${out}-${word}` : word;
    if (next.length > SLUG_MAX) return out || word.slice(0, SLUG_MAX);
    out = next;
  }
  return out;
}

/**
 * The file's name: the list, the day in India (the administrators' day, as the dashboard's) and
 * each filter given, in the query's order, e.g. `schools-2026-11-26-state-kerala.csv`; an id of a
 * lookup is written as its name.
 */
export async function exportFileName(
  db: Queryable,
  list: ExportList,
  format: ExportFormat,
  query: Record<string, string>,
  now: Date,
): Promise<string> {
  const parts = [list, indiaDay(now)];
  for (const [name, value] of Object.entries(query)) {
    let shown = value;
    const sql = NAMED[name];
    const id = Number(value);
    if (sql && Number.isInteger(id) && id > 0 && id <= 2_147_483_647) {
      const [row] = await db.query<{ name: string }>(sql, [id]);
      shown = row?.name ?? value;
    }
    const words = slug(shown);
    if (words) parts.push(slug(name.replace(/_id$/, "")), words);
  }
  return `${parts.join("-")}.${format}`;
}

/** What a breakdown's rows are, in its file's name. */
const BREAKDOWN_ROWS = { main_board: "main-board", type: "type" } as const;

/**
 * A breakdown's file name: what its rows are, its period and its state, e.g.
 * `attendance-by-state-2026-11-01_2026-11-26.csv`, `attendance-by-city-…-state-kerala.csv`.
 */
export async function breakdownFileName(
  db: Queryable,
  { by, from, to, state_id }: BreakdownExportQuery,
): Promise<string> {
  const rows = by === "place" ? (state_id === undefined ? "state" : "city") : BREAKDOWN_ROWS[by];
  const parts = [`attendance-by-${rows}`, `${from}_${to}`];
  return `${[...parts, ...(await placeParts(db, { state_id }))].join("-")}.csv`;
}

/**
 * The Detailed Reports' file name: its period and place, e.g.
 * `attendance-by-month-2026-04-01_2026-11-26-state-kerala-city-kochi.csv`.
 */
export async function monthsFileName(
  db: Queryable,
  { from, to, state_id, city_id }: MonthsExportQuery,
): Promise<string> {
  const parts = ["attendance-by-month", `${from}_${to}`];
  return `${[...parts, ...(await placeParts(db, { state_id, city_id }))].join("-")}.csv`;
}

/** A place in a file's name: 'state-kerala', 'city-kochi' (its id if it has no name). */
async function placeParts(db: Queryable, place: { state_id?: number; city_id?: number }) {
  const parts: string[] = [];
  for (const [field, id] of Object.entries(place)) {
    if (id === undefined) continue;
    const [row] = await db.query<{ name: string }>(NAMED[field], [id]);
    parts.push(field.replace(/_id$/, ""), slug(row?.name ?? "") || String(id));
  }
  return parts;
}
