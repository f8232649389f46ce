import type { BulkResult } from "../../contract/audit";
import type { Db, Transaction } from "./index";

/**
 * The one shape of every bulk action (schools verified or (de)activated, board administrators
 * (de)activated), in one transaction: `lockSql` (taking the ids as $1) locks the rows of `ids`
 * in id order, so two bulk calls cannot deadlock, answering each row's `id` and `current`
 * state; `apply` changes those not already `value`. It says how many changed, how many already
 * were so and which ids are unknown.
 */
export async function bulkChange(
  db: Db,
  ids: number[],
  value: boolean,
  lockSql: string,
  apply: (tx: Transaction, change: number[]) => Promise<void>,
): Promise<BulkResult> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  return db.transaction(async (tx) => {
    const rows = await tx.query<{ id: number; current: boolean }>(lockSql, [unique]);
    const found = new Set(rows.map((r) => r.id));
    const change = rows.filter((r) => r.current !== value).map((r) => r.id);
    if (change.length) await apply(tx, change);
    return {
      changed: change.length,
      unchanged: rows.length - change.length,
      not_found: unique.filter((id) => !found.has(id)),
    };
  });
}
