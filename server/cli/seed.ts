/**
 * npm run seed -- --schools N [--attendance-days D] [--seed S] [--events E]
 *
 * Adds N generated schools (principals, enrolment, and realistic attendance: on the working days
 * of the last 365 days up to today, or on the last D working days) and E
 * audit events to the configured database: DATABASE_URL, or the embedded one in DATA_DIR. The
 * demo calendar's national holidays of those years are added first when missing. Bulk inserts
 * in batches, each in one transaction, with a progress bar on stderr.
 */
import { parseArgs } from "node:util";
import { configFromEnv } from "../config";
import { openDb, type Db } from "../db/index";
import { migrate } from "../db/migrate";
import { startupMessage } from "../startupErrors";
import { seedGeography } from "../db/bootstrap";
import { bulkSeed } from "../schools/bulk";
import { seedAuditEvents } from "../audit/seed";
import { seedDemoHolidays } from "../db/demo/holidays";

/** A one-line progress bar on stderr. */
export function progressBar(label: string) {
  const started = performance.now();
  return (done: number, total: number) => {
    const width = 30;
    const filled = Math.round((done / total) * width);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const rate = Math.round(done / Math.max(0.001, (performance.now() - started) / 1000));
    process.stderr.write(
      `\r${label} [${"#".repeat(filled)}${".".repeat(width - filled)}] ${Math.floor((done / total) * 100)}% ` +
        `${done.toLocaleString("en-IN")}/${total.toLocaleString("en-IN")} ${seconds} s (${rate}/s)`,
    );
    if (done >= total) process.stderr.write("\n");
  };
}

/**
 * The options that fill a database, read alike by `npm run seed` and `npm run bench`: how many
 * schools, working days of attendance (`attendanceDays` when not given; without it, the seed's
 * default span) and audit events.
 */
export const fillOptions = (attendanceDays?: string) =>
  ({
    schools: { type: "string" },
    "attendance-days": {
      type: "string",
      ...(attendanceDays === undefined ? {} : { default: attendanceDays }),
    },
    events: { type: "string", default: "0" },
  }) as const;

/**
 * Seeds `schools` schools into a migrated database, adding the geography and the demo calendar's
 * holidays if they are missing: attendance on the last `attendanceDays` working days, or by
 * default on those of the last 365 days.
 */
export async function seedDatabase(
  db: Db,
  schools: number,
  attendanceDays: number | undefined,
  now: Date,
  seed = 1,
) {
  const [{ n }] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM countries");
  if (n === 0) await db.transaction((tx) => seedGeography(tx));
  await seedDemoHolidays(db, now);
  const written = await bulkSeed(db, {
    schools,
    attendanceDays,
    now,
    seed,
    onProgress: progressBar("schools"),
  });
  process.stderr.write("analysing...\n");
  // Fresh statistics and visibility map, so the planner picks the list's indexes.
  await db.exec("VACUUM ANALYZE schools");
  await db.exec("VACUUM ANALYZE school_principals");
  await db.exec("VACUUM ANALYZE attendance_daily_totals");
  // The attendance aggregates of migration 020, which the dashboard's summaries read.
  for (const table of [
    "attendance",
    "attendance_area_totals",
    "attendance_school_periods",
    "school_last_attendance",
  ])
    await db.exec(`VACUUM ANALYZE ${table}`);
  return written;
}

async function main() {
  const { values } = parseArgs({
    options: {
      ...fillOptions(),
      seed: { type: "string", default: "1" },
    },
  });
  const schools = Number(values.schools ?? 0);
  const given = values["attendance-days"];
  const days = given === undefined ? undefined : Number(given);
  const events = Number(values.events);
  if (
    !Number.isInteger(schools) ||
    schools < 0 ||
    (days !== undefined && (!Number.isInteger(days) || days < 0)) ||
    !Number.isInteger(events) ||
    events < 0 ||
    schools + events === 0
  ) {
    console.error(
      "Usage: npm run seed -- --schools N [--attendance-days D] [--seed S] [--events E]",
    );
    process.exit(2);
  }
  const config = configFromEnv();
  const db = await openDb(config);
  try {
    await migrate(db);
    const started = performance.now();
    const written =
      schools > 0
        ? await seedDatabase(db, schools, days, config.now(), Number(values.seed))
        : { days: 0, rows: 0 };
    if (events > 0) await seedAuditEvents(db, events, config.now(), progressBar("events"));
    const where = config.databaseUrl ? "DATABASE_URL" : config.dataDir;
    console.log(
      `Added ${schools} schools (${written.rows} attendance rows over ${written.days} working days)${events > 0 ? ` and ${events} audit events` : ""} to ${where} in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );
  } finally {
    await db.close();
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, "/"))) {
  main().catch((error) => {
    console.error(startupMessage(error));
    process.exit(1);
  });
}
