import type { Db } from "../db/index";
import { listSchools, type SchoolListOptions } from "../schools/service";
import { SCHOOL_SORTS } from "../../contract/schools";

/*
 * The school list's filter and sort shapes for `npm run bench` (issue 31): every single filter
 * at its most and least selective value and every sort both ways, over its first ten pages;
 * then every pair of filters, each at both of its values, with every sort both ways, over pages
 * 1 and 10. Totals are counted as the route counts them (no cache).
 */

type Filter = Partial<SchoolListOptions>;
interface Choice {
  name: string;
  /** The filter at its most selective value (fewest schools), then at its least. */
  values: [Filter, Filter];
}

/** Each filter's most and least selective values, read from the kept counts (migration 015). */
async function choices(db: Db): Promise<Choice[]> {
  const extremes = async (dimension: string) => {
    const rows = await db.query<{ value: string; n: number }>(
      `SELECT value, sum(n)::float8 AS n FROM school_list_counts WHERE dimension = $1
        GROUP BY value HAVING sum(n) > 0 ORDER BY 2, 1`,
      [dimension],
    );
    return [rows[0]?.value ?? "1", rows.at(-1)?.value ?? "1"] as const;
  };
  const ids = async (dimension: string, field: keyof Filter): Promise<[Filter, Filter]> => {
    const [few, many] = await extremes(dimension);
    return [{ [field]: Number(few) }, { [field]: Number(many) }];
  };
  const [fewDay] = await extremes("day");
  const [range] = await db.query<{ first: string; last: string }>(
    "SELECT min(value) AS first, max(value) AS last FROM school_list_counts WHERE dimension = 'day'",
  );
  const [fewType, manyType] = await extremes("type");
  return [
    { name: "state", values: await ids("state", "state_id") },
    { name: "city", values: await ids("city", "city_id") },
    { name: "main board", values: await ids("main_board", "main_board_id") },
    { name: "board", values: await ids("board", "board_id") },
    {
      name: "type",
      values: [
        { type: fewType as "public" | "private" },
        { type: manyType as "public" | "private" },
      ],
    },
    { name: "activity", values: [{ status: false }, { status: true }] },
    { name: "verified", values: [{ admin_approval: true }, { admin_approval: false }] },
    {
      name: "registered",
      values: [
        { registered_from: fewDay, registered_to: fewDay },
        { registered_from: range?.first, registered_to: range?.last },
      ],
    },
  ];
}

const SORTS = SCHOOL_SORTS.flatMap((sort) =>
  (["DESC", "ASC"] as const).map((order) => ({ sort, order })),
);

/** p95 and median (ms) of reading each of `pages`, `runs` times over. */
async function timePages(db: Db, query: Filter, pages: number[], runs: number) {
  const read = (page: number) => listSchools(db, { limit: 10, ...query, page });
  let total = 0;
  let capped = false;
  for (const page of pages) ({ total, total_capped: capped } = await read(page));
  const samples: number[] = [];
  for (let run = 0; run < runs; run++) {
    for (const page of pages) {
      const started = performance.now();
      await read(page);
      samples.push(performance.now() - started);
    }
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) =>
    samples[Math.min(samples.length - 1, Math.ceil(q * samples.length) - 1)];
  return { median: at(0.5), p95: at(0.95), found: `${total}${capped ? "+" : ""}` };
}

const line = (name: string, stats: { median: number; p95: number }, found: string) =>
  console.log(
    `${name.padEnd(58)} ${stats.median.toFixed(2).padStart(8)} ${stats.p95.toFixed(2).padStart(8)}  ${found}`,
  );

/**
 * Prints the shapes' figures. `runs` is the samples of a shape: a single shape reads its ten
 * pages in a tenth of the runs, a pair shape its two pages in a third (20 samples for the
 * default 30), so that a pair's p95 is a percentile, not the slowest of a handful.
 */
export async function benchFilters(db: Db, runs: number) {
  const all = await choices(db);
  const firstTen = Array.from({ length: 10 }, (_, i) => i + 1);
  const singleRuns = Math.max(1, Math.ceil(runs / 10));
  const pairRuns = Math.max(1, Math.ceil(runs / 3));
  console.log(`\nschool list filters and sorts, first ten pages, p95 of every page read (ms)\n`);
  console.log(`${"shape".padEnd(58)} ${"median".padStart(8)} ${"p95".padStart(8)}  total`);
  for (const { sort, order } of SORTS) {
    const stats = await timePages(db, { sort, order }, firstTen, singleRuns);
    line(`sort ${sort} ${order}`, stats, stats.found);
  }
  for (const { name, values } of all) {
    for (const [i, value] of values.entries()) {
      const stats = await timePages(db, value, firstTen, singleRuns);
      line(
        `${name} = ${i ? "least" : "most"} selective ${JSON.stringify(value)}`,
        stats,
        stats.found,
      );
    }
  }

  console.log(
    `\npairs of filters, each at both values, with every sort both ways, pages 1 and 10: the worst p95 of each pair (ms)\n`,
  );
  console.log(`${"pair".padEnd(58)} ${"median".padStart(8)} ${"p95".padStart(8)}  worst shape`);
  let worst = { p95: 0, shape: "" };
  for (let a = 0; a < all.length; a++) {
    for (let b = a + 1; b < all.length; b++) {
      let pairWorst = { median: 0, p95: 0, shape: "" };
      for (const [i, first] of all[a].values.entries()) {
        for (const [j, second] of all[b].values.entries()) {
          for (const sort of SORTS) {
            const query = { ...first, ...second, ...sort };
            const stats = await timePages(db, query, [1, 10], pairRuns);
            if (stats.p95 > pairWorst.p95) {
              const shape = `${all[a].name} ${i ? "least" : "most"}, ${all[b].name} ${j ? "least" : "most"}, ${sort.sort} ${sort.order}, ${stats.found}`;
              pairWorst = { ...stats, shape };
            }
          }
        }
      }
      line(`${all[a].name} + ${all[b].name}`, pairWorst, pairWorst.shape);
      if (pairWorst.p95 > worst.p95) worst = pairWorst;
    }
  }
  console.log(`\nworst pair shape: ${worst.shape} (p95 ${worst.p95.toFixed(2)} ms)`);
}
