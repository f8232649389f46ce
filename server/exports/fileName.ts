import type { ExportFormat, ExportList } from "../../contract/exports";
import type { Queryable } from "../db/index";

/** The names of the lookups a filter may name by id, so that the file says 'state-kerala'. */
const NAMED: Record<string, string> = {
  state_id: "SELECT name FROM states WHERE state_id = $1",
  city_id: "SELECT name FROM cities WHERE city_id = $1",
  board_id: "SELECT name FROM boards WHERE board_id = $1",
  main_board_id: "SELECT name FROM main_boards WHERE main_board_id = $1",
};

/** Letters and digits of any script, the rest one '-', at most 40 characters. */
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/, "");

/**
 * The file's name: the list, the day (UTC) and each filter given, in the query's order, e.g.
 * `schools-2026-11-26-state-kerala.csv`; an id of a lookup is written as its name.
 */
export async function exportFileName(
  db: Queryable,
  list: ExportList,
  format: ExportFormat,
  query: Record<string, string>,
  now: Date,
): Promise<string> {
  const parts = [list, now.toISOString().slice(0, 10)];
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
