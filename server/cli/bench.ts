/**
 * npm run bench [-- --schools N [--attendance-days D] [--events E] [--runs R] [--seconds S]]
 *
 * Prints the median and p95 of each school-list query shape and of the attendance summary,
 * through the same service functions the routes call. Without --schools it measures the
 * configured database (DATABASE_URL or DATA_DIR); with it, a fresh temporary embedded
 * database seeded with N schools. Search counts are measured uncached (the server caches a
 * search's count until the next write; the "cached" line shows that path). Then the audit
 * list's first pages and filters (--events E adds E generated events first), and verifying
 * 1,000 schools in one bulk call (on schools not yet verified, so each run changes 1,000).
 * Before the audit list, the school list's filter and sort shapes (benchFilters.ts).
 *
 * Then the export of every school as CSV and as XLSX (the newest schools a worksheet holds), into
 * a sink that reads as fast as it can: rows per second and the resident memory's peak growth.
 * `--only export` runs this part alone (`--format csv` or `xlsx`: that format only; `--xlsx-rows N`:
 * the newest N), e.g. under `node --cpu-prof --import tsx server/cli/bench.ts --only export`.
 * (`--only import`, `--only attendance` and `--only filters` run the parts below or above alone,
 * alike; the seeding still runs with --schools.)
 *
 * Then the HTTP throughput of the school list beside /health's, through a server started on
 * the same database (10 connections, S seconds each; --seconds 0 skips it).
 *
 * Then a school import of --import-rows rows (100,000 by default; 0 skips it) over HTTP: upload,
 * dry run and import, with the server's memory growth (server/cli/importBench.ts).
 * `--only import`: the import's figures alone, without the whole bench's time.
 *
 * Beside the attendance summary, the attendance analytics' calls (overview, trend, breakdowns,
 * not reporting, low attendance) on the presets and a custom range; `--only attendance` measures
 * them alone, `--shapes TEXT` only those whose name holds TEXT (e.g. "not reporting": a custom
 * range's list over every school can take seconds a call).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { configFromEnv } from "../config";
import { openDb, type Db } from "../db/index";
import { migrate } from "../db/migrate";
import { startupMessage } from "../startupErrors";
import { bulkVerifySchools, listSchools, type SchoolListOptions } from "../schools/service";
import { SearchCountCache } from "../schools/listCaches";
import { attendanceSummary } from "../schools/attendance";
import { addDays, indiaDay, presetPeriod, type Period } from "../../contract/analytics";
import type { Place } from "../../contract/attendanceAnalytics";
import { attendanceOverview, attendanceTrend } from "../analytics/attendance/overview";
import { attendanceBreakdown } from "../analytics/attendance/breakdown";
import { notReporting } from "../analytics/attendance/notReporting";
import { lowAttendance } from "../analytics/attendance/lowAttendance";
import { benchFilters } from "./benchFilters";
import { fillOptions, seedDatabase, progressBar } from "./seed";
import { benchToken, measureThroughput } from "./throughput";
import { measureImport, printImport } from "./importBench";
import { listAuditEvents, recordEvent, SYSTEM_ACTOR } from "../audit/service";
import { seedAuditEvents } from "../audit/seed";
import type { AuditListQuery } from "../../contract/audit";
import { Writable } from "node:stream";
import { XLSX_ROWS_MAX, type ExportFormat } from "../../contract/exports";
import { writers } from "../exports/service";
import { schoolSource } from "../exports/sources";

async function time(runs: number, fn: () => Promise<unknown>) {
  for (let i = 0; i < 3; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) =>
    samples[Math.min(samples.length - 1, Math.ceil(q * samples.length) - 1)];
  return { median: at(0.5), p95: at(0.95) };
}

async function main() {
  const { values } = parseArgs({
    options: {
      ...fillOptions("20"),
      runs: { type: "string", default: "30" },
      shapes: { type: "string" },
      seconds: { type: "string", default: "10" },
      "import-rows": { type: "string", default: "100000" },
      only: { type: "string" },
      format: { type: "string" },
      "xlsx-rows": { type: "string", default: String(XLSX_ROWS_MAX) },
    },
  });
  const config = configFromEnv();
  const runs = Number(values.runs);
  const formats = (values.format ? [values.format] : ["csv", "xlsx"]) as ExportFormat[];
  const xlsxRows = Math.min(Number(values["xlsx-rows"]), XLSX_ROWS_MAX);
  if (
    ![undefined, "export", "import", "attendance", "filters"].includes(values.only) ||
    !formats.every((f) => f === "csv" || f === "xlsx") ||
    !(Number.isInteger(xlsxRows) && xlsxRows > 0)
  )
    throw new Error(
      "--only takes export, import, attendance or filters, --format csv or xlsx, --xlsx-rows a count of rows.",
    );
  let db: Db;
  let temp: string | undefined;
  if (values.schools) {
    temp = fs.mkdtempSync(path.join(os.tmpdir(), "rollcall-bench-"));
    db = await openDb({ dataDir: temp });
    await migrate(db);
    await seedDatabase(db, Number(values.schools), Number(values["attendance-days"]), config.now());
  } else {
    db = await openDb(config);
    await migrate(db);
  }
  let token: string | undefined;
  if (Number(values.events) > 0)
    await seedAuditEvents(db, Number(values.events), config.now(), progressBar("events"));
  if (values.only === "attendance" || values.only === "filters") {
    try {
      if (values.only === "filters") await benchFilters(db, runs);
      else await benchAttendanceAnalytics(db, runs, config.now(), values.shapes);
    } finally {
      await db.close();
      if (temp) fs.rmSync(temp, { recursive: true, force: true });
    }
    return;
  }
  try {
    if (values.only === "export") await benchExportOnly(db, formats, xlsxRows);
    else if (values.only !== "import")
      await benchQueries(db, runs, config.now(), formats, xlsxRows);
    // The export part alone stops there.
    if (
      values.only !== "export" &&
      (Number(values.seconds) > 0 || Number(values["import-rows"]) > 0)
    )
      token = await benchToken(db);
  } catch (error) {
    if (temp) fs.rmSync(temp, { recursive: true, force: true });
    throw error;
  } finally {
    await db.close();
  }
  try {
    const env = temp ? { DATA_DIR: temp, DATABASE_URL: "" } : {};
    const kind = config.databaseUrl && !temp ? "PostgreSQL" : "PGlite (embedded)";
    if (token && Number(values.seconds) > 0) {
      const seconds = Number(values.seconds);
      // The server gets the database the figures above came from (the embedded one is closed
      // first: one process at a time may open it).
      const lines = await measureThroughput(env, token, seconds);
      console.log(`\nHTTP, 10 connections, ${seconds} s each (compressed when accepted)\n`);
      console.log(
        `${"endpoint".padEnd(46)} ${"req/s".padStart(8)} ${"p50 ms".padStart(8)} ${"p99 ms".padStart(8)}  failures`,
      );
      const health = lines[0].requestsPerSecond;
      for (const line of lines) {
        const share = Math.round((100 * line.requestsPerSecond) / health);
        console.log(
          `${line.name.padEnd(46)} ${line.requestsPerSecond.toFixed(0).padStart(8)} ${line.p50.toFixed(1).padStart(8)} ${line.p99.toFixed(1).padStart(8)}  ${line.failures}  (${share}% of /health)`,
        );
      }
    }
    if (token && Number(values["import-rows"]) > 0) {
      printImport(kind, await measureImport(env, token, Number(values["import-rows"])));
    }
  } finally {
    if (temp) fs.rmSync(temp, { recursive: true, force: true });
  }
}

/** The list shapes, the attendance summary, the filters, the audit list and the exports. */
/** The export part alone (`--only export`): the database's size, then the exports. */
async function benchExportOnly(db: Db, formats: ExportFormat[], xlsxRows: number) {
  const [{ total }] = await db.query<{ total: number }>(
    "SELECT schools::float8 AS total FROM school_counters",
  );
  const kind = db.kind === "pglite" ? "PGlite (embedded)" : "PostgreSQL";
  console.log(`\n${kind}, ${total.toLocaleString("en-IN")} schools`);
  await benchExport(db, formats, Math.min(total, xlsxRows));
}

async function benchQueries(
  db: Db,
  runs: number,
  now: Date,
  formats: ExportFormat[],
  xlsxRows: number,
) {
  const [{ total, verified }] = await db.query<{ total: number; verified: number }>(
    "SELECT schools::float8 AS total, verified_schools::float8 AS verified FROM school_counters",
  );
  const [sample] = await db.query<{ school_name: string; last_name: string }>(
    `SELECT s.school_name, p.last_name FROM schools s JOIN school_principals p USING (school_id)
        ORDER BY s.school_id LIMIT 1 OFFSET $1`,
    [Math.floor(total / 2)],
  );
  // The generated names end with a locality ("..., Ramapur"): a narrow search.
  const narrow = (sample?.school_name.split(", ").pop() ?? "ramapur").toLowerCase();
  const last = (n: number) => Math.max(1, Math.ceil(n / 10));
  const q = (over: Partial<SchoolListOptions>): SchoolListOptions => ({
    page: 1,
    limit: 10,
    admin_approval: undefined,
    search: undefined,
    ...over,
  });
  const shapes: [string, SchoolListOptions, SearchCountCache?][] = [
    ["list, first page", q({})],
    ["list, middle page", q({ page: Math.ceil(last(total) / 2) })],
    ["list, last page", q({ page: last(total) })],
    ["verified, first page", q({ admin_approval: true })],
    ["verified, last page", q({ admin_approval: true, page: last(verified) })],
    ["pending, first page", q({ admin_approval: false })],
    ["pending, last page", q({ admin_approval: false, page: last(total - verified) })],
    [`narrow search "${narrow}"`, q({ search: narrow })],
    [
      `narrow search "${sample?.last_name.toLowerCase()} ${narrow}"`,
      q({ search: `${sample?.last_name} ${narrow}` }),
    ],
    ['broad search "school", first page', q({ search: "school" })],
    ['broad search "school", page 50', q({ search: "school", page: 50 })],
    ['broad search "sharma" + verified', q({ search: "sharma", admin_approval: true })],
    ['broad search "school", count cached', q({ search: "school" }), new SearchCountCache()],
  ];
  const kind = db.kind === "pglite" ? "PGlite (embedded)" : "PostgreSQL";
  console.log(`\n${kind}, ${total.toLocaleString("en-IN")} schools, ${runs} runs each (ms)\n`);
  console.log(`${"shape".padEnd(46)} ${"median".padStart(8)} ${"p95".padStart(8)}  total`);
  for (const [name, query, cache] of shapes) {
    let found = 0;
    const stats = await time(runs, async () => {
      found = (await listSchools(db, query, { counts: cache })).total;
    });
    console.log(
      `${name.padEnd(46)} ${stats.median.toFixed(2).padStart(8)} ${stats.p95.toFixed(2).padStart(8)}  ${found}`,
    );
  }
  const year = now.getFullYear();
  const summary = await time(runs, () => attendanceSummary(db, year));
  console.log(
    `${`attendance summary ${year}`.padEnd(46)} ${summary.median.toFixed(2).padStart(8)} ${summary.p95.toFixed(2).padStart(8)}`,
  );
  await benchAttendanceAnalytics(db, runs, now);
  await benchFilters(db, runs);
  await benchAudit(db, runs);
  await benchExport(db, formats, Math.min(total, xlsxRows));
}

/**
 * The attendance analytics' calls (issue 32) on the presets and a custom range ending on the
 * last day with attendance, for the whole country, the state with the most schools and its
 * city with the most.
 */
async function benchAttendanceAnalytics(db: Db, runs: number, now: Date, match?: string) {
  const [{ last }] = await db.query<{ last: string | null }>(
    "SELECT max(day)::text AS last FROM attendance_daily_totals WHERE schools_reporting > 0",
  );
  const today = last ?? indiaDay(now);
  const [top] = await db.query<{ state_id: number; city_id: number }>(
    `SELECT s.item::int AS state_id,
            (SELECT c.item::int FROM school_registration_days c
              WHERE c.scope_state_id = s.item::int AND c.grain = 'city'
              GROUP BY c.item ORDER BY sum(c.n) DESC LIMIT 1) AS city_id
       FROM school_registration_days s WHERE s.scope_state_id = 0 AND s.grain = 'state'
      GROUP BY s.item ORDER BY sum(s.n) DESC LIMIT 1`,
  );
  const places: [string, Place][] = [
    ["country", {}],
    ["state", { state_id: top.state_id }],
    ["city", top],
  ];
  const periods: [string, Period][] = [
    ["week", presetPeriod("week", today)],
    ["month", presetPeriod("month", today)],
    ["academic year", presetPeriod("academic_year", today)],
    // A custom range: whole weeks and months with days at both ends.
    ["custom 45 days", { from: addDays(today, -47), to: addDays(today, -3) }],
  ];
  const page = { page: 1, limit: 50 };
  const shapes: [string, () => Promise<unknown>][] = [];
  for (const [periodName, period] of periods) {
    for (const [placeName, place] of places) {
      shapes.push([
        `overview ${periodName}, ${placeName}`,
        () => attendanceOverview(db, place, period, today),
      ]);
      shapes.push([
        `trend ${periodName}, ${placeName}`,
        () => attendanceTrend(db, place, period, today),
      ]);
    }
    shapes.push([
      `by state ${periodName}`,
      () => attendanceBreakdown(db, "place", undefined, period, today),
    ]);
    shapes.push([
      `by city ${periodName}`,
      () => attendanceBreakdown(db, "place", top.state_id, period, today),
    ]);
    shapes.push([
      `by main board ${periodName}`,
      () => attendanceBreakdown(db, "main_board", undefined, period, today),
    ]);
    shapes.push([
      `by type ${periodName}`,
      () => attendanceBreakdown(db, "type", undefined, period, today),
    ]);
    for (const [placeName, place] of places) {
      shapes.push([
        `not reporting ${periodName}, ${placeName}`,
        () => notReporting(db, place, period, today, page),
      ]);
      shapes.push([
        `low attendance ${periodName}, ${placeName}`,
        () => lowAttendance(db, place, period, today, { who: "students", threshold: 75, ...page }),
      ]);
    }
  }
  console.log(`\nattendance analytics, up to ${today} (ms)\n`);
  console.log(`${"shape".padEnd(46)} ${"median".padStart(8)} ${"p95".padStart(8)}`);
  for (const [name, fn] of shapes) {
    if (match && !name.includes(match)) continue;
    const stats = await time(runs, fn);
    console.log(
      `${name.padEnd(46)} ${stats.median.toFixed(2).padStart(8)} ${stats.p95.toFixed(2).padStart(8)}`,
    );
  }
}

/** The audit list's first pages and filters, and a 1,000-school bulk verification. */
async function benchAudit(db: Db, runs: number) {
  const [counted] = await db.query<{ n: number }>(
    "SELECT n::float8 AS n FROM audit_counters WHERE key = ''",
  );
  const [school] = await db.query<{ id: number }>(
    "SELECT target_id AS id FROM audit_events WHERE target_type = 'school' ORDER BY event_id DESC LIMIT 1",
  );
  // Two filters that each match millions of events and together only a few: three events of
  // 'meera' verifying a school, recorded here once if the trail has fewer (the generated events
  // never pair them).
  const few = { actor: "meera", action: "school.verified" } as const;
  const [{ n: paired }] = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM (SELECT 1 FROM audit_events WHERE lower(actor_username) = $1 AND action = $2 LIMIT 3) m",
    [few.actor, few.action],
  );
  for (let i = paired; i < 3; i++) {
    await recordEvent(
      db,
      { ...SYSTEM_ACTOR, username: few.actor },
      { action: few.action, target_type: "school", target_id: school?.id ?? 1 },
    );
  }
  const q = (over: Partial<AuditListQuery>): AuditListQuery => ({ page: 1, limit: 10, ...over });
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
  const monthAgo = daysAgo(30);
  const yearAgo = daysAgo(365);
  const elevenMonthsAgo = daysAgo(335);
  const weekLater = daysAgo(328);
  const shapes: [string, AuditListQuery][] = [
    ["audit, first page", q({})],
    ["audit, page 2", q({ page: 2 })],
    ["audit, page 10", q({ page: 10 })],
    ["audit, by action, first page", q({ action: "school.verified" })],
    ["audit, by actor, first page", q({ actor: "meera" })],
    ["audit, one school's history", q({ target_type: "school", target_id: school?.id ?? 1 })],
    ["audit, last 30 days (capped count)", q({ from: monthAgo })],
    ["audit, actor + action, few matches", q(few)],
    ["audit, actor + action, no match", q({ actor: "ravi", action: "school.updated" })],
    ["audit, actor + target type", q({ actor: "meera", target_type: "board_admin" })],
    ["audit, target type alone", q({ target_type: "board_admin" })],
    [
      "audit, action + one school",
      q({ action: "school.verified", target_type: "school", target_id: school?.id ?? 1 }),
    ],
    ["audit, actor + last 30 days (capped count)", q({ actor: "meera", from: monthAgo })],
    ["audit, a week eleven months ago (capped count)", q({ from: elevenMonthsAgo, to: weekLater })],
    ["audit, actor + action, few, in the last year", q({ ...few, from: yearAgo })],
  ];
  console.log(`\naudit trail, ${(counted?.n ?? 0).toLocaleString("en-IN")} events (ms)\n`);
  for (const [name, query] of shapes) {
    let found = "";
    const stats = await time(runs, async () => {
      const page = await listAuditEvents(db, query);
      found = `${page.total}${page.capped ? "+" : ""}`;
    });
    console.log(
      `${name.padEnd(46)} ${stats.median.toFixed(2).padStart(8)} ${stats.p95.toFixed(2).padStart(8)}  ${found}`,
    );
  }
  const samples: number[] = [];
  for (let i = 0; i < 5; i++) {
    const ids = (
      await db.query<{ id: number }>(
        "SELECT school_id AS id FROM schools WHERE NOT admin_approval ORDER BY school_id LIMIT 1000",
      )
    ).map((r) => r.id);
    if (ids.length < 1000) break;
    const started = performance.now();
    await bulkVerifySchools(db, ids, SYSTEM_ACTOR);
    samples.push(performance.now() - started);
  }
  if (samples.length) {
    samples.sort((a, b) => a - b);
    console.log(
      `${"bulk verify, 1,000 schools".padEnd(46)} ${samples[Math.floor(samples.length / 2)].toFixed(2).padStart(8)} ${samples.at(-1)!.toFixed(2).padStart(8)}  (${samples.length} runs, max as p95)`,
    );
  }
}

/**
 * Every school exported as CSV, and the newest `xlsxRows` as XLSX (the export refuses more),
 * into a sink that takes bytes as fast as they come: rows per second, bytes, and the resident
 * memory's peak growth over its size before the export (sampled every 100 ms).
 */
async function benchExport(db: Db, formats: ExportFormat[], xlsxRows: number) {
  console.log(
    `\n${"export, every school".padEnd(46)} ${"rows/s".padStart(8)} ${"seconds".padStart(8)}  rows, MB, peak RSS growth`,
  );
  for (const format of formats) {
    let bytes = 0;
    const sink = new Writable({
      highWaterMark: 64 * 1024,
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done();
      },
    });
    const source = schoolSource({ search: undefined, admin_approval: undefined });
    if (format === "xlsx") {
      // The route refuses an XLSX of more rows than a worksheet holds; here the newest are taken.
      const [oldest] = await db.query<{ id: string }>(
        "SELECT school_id::text AS id FROM schools ORDER BY school_id DESC OFFSET $1 LIMIT 1",
        [xlsxRows - 1],
      );
      source.ids.conditions.push(`school_id >= $${source.ids.params.length + 1}`);
      source.ids.params.push(oldest?.id ?? "0");
    }
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 100);
    const progress = { rows: 0 };
    const started = performance.now();
    const finished = new Promise((resolve) => sink.once("finish", resolve));
    await writers[format](db, source, sink, progress);
    sink.end();
    await finished;
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    console.log(
      `${format.toUpperCase().padEnd(46)} ${Math.round(progress.rows / seconds)
        .toString()
        .padStart(
          8,
        )} ${seconds.toFixed(1).padStart(8)}  ${progress.rows}, ${(bytes / 1e6).toFixed(1)} MB, +${Math.round((peak - before) / 1e6)} MB`,
    );
  }
}

main().catch((error) => {
  console.error(startupMessage(error));
  process.exit(1);
});
