import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, afterEach, beforeEach, expect, inject, it, vi } from "vitest";
import { buildApp } from "../../server/app";
import { hashPassword } from "../../server/auth/passwords";
import { createSession } from "../../server/auth/sessions";
import { configFromEnv } from "../../server/config";
import { openDb, postgresDb, type Db } from "../../server/db/index";
import { migrate } from "../../server/db/migrate";
import { seedGeography } from "../../server/db/bootstrap";
import { localStorage } from "../../server/storage/index";
import { expectAggregatesExact } from "./aggregates";
import { basic, describeEachDb, type DbKind } from "./harness";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "rollcall-cli-"));
// Each test starts child processes (tsx, a database, a seed): on a busy machine that takes a while.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** Runs one of the npm scripts' commands and answers its exit code and what it printed. */
function run(
  script: "admin" | "seed" | "bench",
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", `server/cli/${script}.ts`, ...args],
      {
        env: { ...process.env, PASSWORD_HASH_LOG_N: "10", DATABASE_URL: "", ...env },
        timeout: 120_000,
      },
      (error, stdout, stderr) =>
        resolve({ code: error ? (error.code as number) : 0, stdout, stderr }),
    );
  });
}

/**
 * A migrated database with the lookups that another process can open: a data directory of
 * the embedded database, or a copy of the test template on TEST_DATABASE_URL's server.
 */
async function processDatabase(kind: DbKind): Promise<{
  env: Record<string, string>;
  open: () => Promise<Db>;
  drop: () => Promise<void>;
}> {
  if (kind === "pglite") {
    const dataDir = fs.mkdtempSync(path.join(tmp, "data-"));
    const db = await openDb({ dataDir });
    await migrate(db);
    await seedGeography(db);
    await db.close();
    return {
      env: { DATA_DIR: dataDir },
      open: () => openDb({ dataDir }),
      drop: async () => {},
    };
  }
  const url = new URL(process.env.TEST_DATABASE_URL!);
  const name = `rollcall_cli_${randomBytes(5).toString("hex")}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await admin(`CREATE DATABASE ${name} TEMPLATE ${inject("postgresTemplate")}`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: dbUrl.toString() },
    open: async () => postgresDb(dbUrl.toString()),
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

describeEachDb("the command-line tools", (kind) => {
  let database: Awaited<ReturnType<typeof processDatabase>>;
  beforeEach(async () => {
    database = await processDatabase(kind);
  });
  afterEach(() => database.drop());

  /** Runs `fn` on the database, closed again afterwards so that a command can open it. */
  async function withDb<T>(fn: (db: Db) => Promise<T>): Promise<T> {
    const db = await database.open();
    try {
      return await fn(db);
    } finally {
      await db.close();
    }
  }

  it("admin reset-password sets a password that signs in, and ends the account's sessions", async () => {
    const accountId = await withDb(async (db) => {
      const [{ account_id }] = await db.query<{ account_id: number }>(
        `INSERT INTO accounts (role, username, password_hash, first_name, last_name, email, phone_number)
         VALUES ('super_admin', 'admin', $1, 'Super', 'Admin', 'admin@rollcall.example', '9000000000')
         RETURNING account_id`,
        [await hashPassword("old-password", 10)],
      );
      const policy = { idleMinutes: 30, maxHours: 12, now: () => new Date() };
      await createSession(db, account_id, policy);
      await createSession(db, account_id, policy);
      return account_id;
    });

    const result = await run("admin", ["reset-password", "ADMIN"], {
      ...database.env,
      NEW_PASSWORD: "new-password-1",
    });
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout.trim()).toBe(
      'The password of "ADMIN" is changed; its sessions are ended.',
    );

    await withDb(async (db) => {
      const sessions = await db.query("SELECT 1 FROM sessions WHERE account_id = $1", [accountId]);
      expect(sessions).toHaveLength(0);
      const dataDir = fs.mkdtempSync(path.join(tmp, "files-"));
      const config = { ...configFromEnv({}), dataDir, staticDir: undefined };
      const app = await buildApp({ config, db, storage: localStorage(dataDir) });
      try {
        const login = (password: string) =>
          app.inject({
            method: "POST",
            url: "/v1/super-admin/login",
            headers: { authorization: basic("admin", password) },
          });
        expect((await login("new-password-1")).statusCode).toBe(200);
        expect((await login("old-password")).statusCode).toBe(401);
      } finally {
        await app.close();
      }
    });
  });

  it("admin reset-password refuses an unknown account and a password the rules refuse", async () => {
    const unknown = await run("admin", ["reset-password", "nobody"], {
      ...database.env,
      NEW_PASSWORD: "new-password-1",
    });
    expect(unknown.code).toBe(1);
    expect(unknown.stderr.trim()).toBe('No account is named "nobody".');
    const short = await run("admin", ["reset-password", "admin"], {
      ...database.env,
      NEW_PASSWORD: "abc",
    });
    expect(short.code).toBe(2);
    expect(short.stderr.trim()).toBe("Password must be at least 6 characters");
  });

  if (kind === "pglite") {
    it("admin reset-password says in one line that a running server holds the data directory", async () => {
      // The lock file of a live process, as a running server leaves it.
      fs.writeFileSync(path.join(database.env.DATA_DIR, "rollcall.lock"), String(process.pid));
      const result = await run("admin", ["reset-password", "admin"], {
        ...database.env,
        NEW_PASSWORD: "new-password-1",
      });
      expect(result.code).toBe(1);
      expect(result.stderr.trim().split("\n")).toHaveLength(1);
      expect(result.stderr).toMatch(/is in use by another Rollcall process \(pid \d+\)/);
      fs.rmSync(path.join(database.env.DATA_DIR, "rollcall.lock"));
    });
  }

  it("seed adds the schools asked for, with attendance, and the counters agree with a recount", async () => {
    const result = await run("seed", ["--schools", "30", "--attendance-days", "3"], database.env);
    expect(result.code, result.stderr).toBe(0);
    const added = /^Added 30 schools \((\d+) attendance rows over 3 working days\) to /.exec(
      result.stdout,
    );
    expect(added, result.stdout).not.toBeNull();
    expect(result.stderr).toContain("30/30");
    await withDb(async (db) => {
      const [row] = await db.query<{
        schools: number;
        principals: number;
        attendance: number;
        days: number;
        holidays: number;
      }>(
        `SELECT (SELECT count(*)::int FROM schools) AS schools,
                (SELECT count(*)::int FROM school_principals) AS principals,
                (SELECT count(*)::int FROM attendance) AS attendance,
                (SELECT count(DISTINCT day)::int FROM attendance) AS days,
                (SELECT count(*)::int FROM holidays) AS holidays`,
      );
      // The pattern leaves out a few schools' days (silent schools, missed days); the demo
      // calendar's holidays come with the seed.
      expect(row).toMatchObject({ schools: 30, principals: 30, days: 3, holidays: 12 });
      expect(row.attendance).toBe(Number(added![1]));
      expect(row.attendance).toBeGreaterThan(60);
      expect(await expectAggregatesExact(db)).toMatchObject({ schools: 30 });
    });
    const countEvents = () =>
      withDb(async (db) => {
        const [row] = await db.query<{ events: number; counted: number; actions: number }>(
          `SELECT (SELECT count(*)::int FROM audit_events) AS events,
                  (SELECT coalesce(max(n), 0)::int FROM audit_counters WHERE key = '') AS counted,
                  (SELECT count(DISTINCT action)::int FROM audit_events) AS actions`,
        );
        return row;
      });
    const before = await countEvents();
    const events = await run("seed", ["--schools", "0", "--events", "500"], database.env);
    expect(events.code, events.stderr).toBe(0);
    expect(events.stdout).toMatch(
      /^Added 0 schools \(0 attendance rows over 0 working days\) and 500 audit events to /,
    );
    const after = await countEvents();
    expect(after.events - before.events).toBe(500);
    expect(after.counted).toBe(after.events);
    expect(after.actions).toBeGreaterThan(5);
    const usage = await run("seed", ["--schools", "none"], database.env);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/^Usage: npm run seed -- --schools N/);
  });
});

it("bench runs on a tiny database and prints every query shape", async () => {
  const result = await run(
    "bench",
    // A small import: its default 100,000 rows are the bench's figure, not this test's.
    [
      "--schools",
      "60",
      "--attendance-days",
      "2",
      "--runs",
      "2",
      "--seconds",
      "1",
      "--import-rows",
      "200",
    ],
    {},
  );
  expect(result.code, result.stderr).toBe(0);
  const shapes = [
    /^list, first page +\d+\.\d\d +\d+\.\d\d +60$/m,
    /^list, middle page /m,
    /^list, last page +[\d.]+ +[\d.]+ +60$/m,
    /^verified, first page /m,
    /^verified, last page /m,
    /^pending, first page /m,
    /^pending, last page /m,
    /^narrow search "[a-z]+" /m,
    /^narrow search "[a-z']+ [a-z]+" /m,
    /^broad search "school", first page /m,
    /^broad search "school", page 50 /m,
    /^broad search "sharma" \+ verified /m,
    /^broad search "school", count cached /m,
    /^attendance summary \d{4} +\d+\.\d\d +\d+\.\d\d$/m,
    /^audit, actor \+ action, few matches +\d+\.\d\d +\d+\.\d\d +3$/m,
    /^audit, actor \+ action, no match +\d+\.\d\d +\d+\.\d\d +0$/m,
  ];
  for (const shape of shapes) expect(result.stdout).toMatch(shape);
  expect(result.stdout).toMatch(/PGlite \(embedded\), 60 schools, 2 runs each/);
  expect(result.stdout).toMatch(/^HTTP, 10 connections, 1 s each/m);
  expect(result.stdout).toMatch(/^GET \/health +\d+ +[\d.]+ +[\d.]+ {2}0 /m);
  expect(result.stdout).toMatch(/^GET school list \(page 1, 10 rows\) +\d+ +[\d.]+ +[\d.]+ {2}0 /m);
  expect(result.stdout).toMatch(/^school import over HTTP, PGlite \(embedded\): 200 rows/m);
  expect(result.stdout).toMatch(/^outcome +done: 200 imported, 0 existing, 0 with errors$/m);
});
