import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { describeEachDb, freshDb } from "./harness";
import type { Db } from "../../server/db/index";
import { workingDays, workingDaysIn } from "../../contract/holidays";

/** Days from 2024-12-01 to 2026-02-28: two year ends, a leap day, both sides of every month. */
const FIRST = Date.UTC(2024, 11, 1);
const SPAN = 455;
const dayAt = (i: number) => new Date(FIRST + i * 86_400_000).toISOString().slice(0, 10);
const day = fc.integer({ min: 0, max: SPAN }).map(dayAt);

describe("workingDays in the contract", () => {
  it("counts Monday to Saturday, both ends included, less the holidays", () => {
    // 2026-01-19 is a Monday; 2026-01-25 a Sunday; 2026-01-26 Republic Day (a Monday).
    expect(workingDays("2026-01-19", "2026-01-25", [])).toBe(6);
    expect(workingDays("2026-01-19", "2026-01-31", ["2026-01-26"])).toBe(11);
    expect(workingDaysIn("2026-01-24", "2026-01-27", ["2026-01-26"])).toEqual([
      "2026-01-24",
      "2026-01-27",
    ]);
    // A holiday on a Sunday changes nothing; a range that ends before it starts has none.
    expect(workingDays("2025-01-20", "2025-01-26", ["2025-01-26"])).toBe(6);
    expect(workingDays("2026-01-02", "2026-01-01", [])).toBe(0);
    expect(workingDays("2026-01-25", "2026-01-25", [])).toBe(0);
    expect(workingDays("2024-02-26", "2024-03-02", [])).toBe(6);
  });
});

describeEachDb("working_days() in SQL agrees with workingDays() in the contract", (kind) => {
  let db: Db;
  beforeAll(async () => {
    db = await freshDb(kind);
  });
  afterAll(() => db.close());

  it("over random ranges and holiday sets", async () => {
    await fc.assert(
      fc.asyncProperty(
        day,
        day,
        fc.uniqueArray(day, { maxLength: 40 }),
        async (from, to, holidays) => {
          const [counted, listed] = await db.transaction(async (tx) => {
            await tx.query("DELETE FROM holidays");
            await tx.query(
              "INSERT INTO holidays (day, name) SELECT d, 'Holiday' FROM unnest($1::date[]) AS d",
              [holidays],
            );
            const [{ n }] = await tx.query<{ n: number }>("SELECT working_days($1, $2) AS n", [
              from,
              to,
            ]);
            const rows = await tx.query<{ d: string }>(
              "SELECT d::text AS d FROM working_days_in($1, $2) AS d",
              [from, to],
            );
            return [n, rows.map((r) => r.d)] as const;
          });
          expect(listed).toEqual(workingDaysIn(from, to, holidays));
          expect(counted).toBe(workingDays(from, to, holidays));
        },
      ),
      { numRuns: 150 },
    );
  });
});
