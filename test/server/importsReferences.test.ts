import { expect, it } from "vitest";
import type { Queryable } from "../../server/db/index";
import { loadReferences } from "../../server/imports/references";

/**
 * A connection as a transaction's is: one query at a time. A query sent while another is still
 * running is refused, as the database driver will refuse it.
 */
function oneAtATime(): Queryable & { sent: string[] } {
  let running = false;
  const sent: string[] = [];
  return {
    sent,
    async query<T>(sql: unknown) {
      if (running) throw new Error("a query was sent while another was running");
      running = true;
      sent.push(String(sql));
      await new Promise((resolve) => setTimeout(resolve, 1));
      running = false;
      return [{ id: 1, name: "Karnataka", parent: 0 }] as T[];
    },
  };
}

it("reads the import's references one query after another, as a transaction's connection takes them", async () => {
  const db = oneAtATime();
  const references = await loadReferences(db);
  expect(db.sent).toHaveLength(5);
  expect(Object.keys(references)).toEqual([
    "countries",
    "states",
    "cities",
    "mainBoards",
    "boards",
  ]);
  expect(references.states).toEqual([{ id: 1, name: "Karnataka", parent: 0 }]);
});
