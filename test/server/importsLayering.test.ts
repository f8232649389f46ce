import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * Issue 41: the routes of the import and the exports hold no SQL. Each asks its service
 * (server/imports/, server/exports/), as every other route does, so that a query is written and
 * tested once, beside the others of its area.
 */

const SQL = /\b(SELECT|INSERT INTO|UPDATE|DELETE FROM)\b\s+[\w"(*]|\.query\s*[<(]/;

describe("the import and export routes", () => {
  for (const file of ["server/routes/imports.ts", "server/routes/exports.ts"]) {
    it(`${path.basename(file)} leaves every query to its service`, () => {
      const source = fs.readFileSync(path.join(import.meta.dirname, "../..", file), "utf8");
      const lines = source.split("\n").filter((line) => SQL.test(line));
      expect(lines).toEqual([]);
    });
  }
});
