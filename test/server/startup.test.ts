import { execFile, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDb, openMemoryDb, postgresDb, type Db } from "../../server/db/index";
import { migrate, MigrationError } from "../../server/db/migrate";
import { startupMessage } from "../../server/startupErrors";
import { expectAggregatesExact } from "./aggregates";
import { dbKinds, type DbKind } from "./harness";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "rollcall-startup-"));
// Each test starts the server (tsx, a database, for one the demo data): on a busy machine that takes a while.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const baseEnv = (env: Record<string, string>) => ({
  ...process.env,
  DEMO_DATA: "0",
  PASSWORD_HASH_LOG_N: "10",
  ADMIN_PASSWORD: "x-password",
  DATABASE_URL: "",
  DATA_DIR: path.join(tmp, "default"),
  ...env,
});

/** Starts the server as `npm start` would and answers its exit code and what it printed. */
function start(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", "server/main.ts"],
      { env: baseEnv(env), timeout: 60_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? (error.code as number) : 0, output: stdout + stderr }),
    );
  });
}

/** Expects start-up to stop with exactly one line, which matches `line`. */
async function expectOneLine(env: Record<string, string>, line: RegExp) {
  const { code, output } = await start(env);
  expect(code).toBe(1);
  expect(output.trim().split("\n"), output).toHaveLength(1);
  expect(output.trim()).toMatch(/^Rollcall cannot start: /);
  expect(output.trim()).toMatch(line);
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** An empty database on TEST_DATABASE_URL's server (not the migrated template); dropped after the run. */
const created: string[] = [];
async function emptyPostgresDatabase(): Promise<string> {
  const url = process.env.TEST_DATABASE_URL!;
  const name = `rollcall_startup_${randomBytes(5).toString("hex")}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  created.push(name);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  return dbUrl.toString();
}
async function adminQuery(sql: string, database?: string) {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  if (database) url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
afterAll(async () => {
  for (const name of created) await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

/** The settings that make the server use a new, empty database of the given kind. */
async function emptyDatabaseEnv(kind: DbKind): Promise<Record<string, string>> {
  if (kind === "postgres") return { DATABASE_URL: await emptyPostgresDatabase() };
  return { DATA_DIR: fs.mkdtempSync(path.join(tmp, "data-")) };
}

describe("start-up with a bad setting", () => {
  const cases: [string, string, RegExp][] = [
    ["PORT", "70000", /PORT must be a whole number from 1 to 65535, got "70000"/],
    ["PORT", "abc", /PORT must be a whole number from 1 to 65535, got "abc"/],
    ["PORT", "0", /PORT must be a whole number from 1 to 65535/],
    ["PORT", "80.5", /PORT must be a whole number/],
    ["SESSION_IDLE_MINUTES", "0", /SESSION_IDLE_MINUTES must be a whole number from 1 to 1440/],
    ["SESSION_IDLE_MINUTES", "-1", /SESSION_IDLE_MINUTES must be a whole number from 1/],
    ["SESSION_MAX_HOURS", "twelve", /SESSION_MAX_HOURS must be a whole number from 1 to 720/],
    ["LOGIN_MAX_FAILURES", "0", /LOGIN_MAX_FAILURES must be a whole number from 1 to 1000/],
    ["LOGIN_WINDOW_SECONDS", "1e3", /LOGIN_WINDOW_SECONDS must be a whole number/],
    ["PASSWORD_HASH_LOG_N", "30", /PASSWORD_HASH_LOG_N must be a whole number from 10 to 17/],
    ["DEMO_DATA", "yes", /DEMO_DATA must be 0 or 1, got "yes"/],
    ["DATABASE_URL", "mysql://db/rollcall", /DATABASE_URL is not a PostgreSQL URL/],
    ["DATABASE_URL", "not a url", /DATABASE_URL is not a PostgreSQL URL/],
    ["ADMIN_USERNAME", "super admin", /ADMIN_USERNAME must be 3 to 100 characters without spaces/],
    ["ADMIN_USERNAME", "ad:min", /ADMIN_USERNAME must be .* without spaces or colons/],
    ["ADMIN_PASSWORD", "abc", /ADMIN_PASSWORD must be 6 to 128 characters long \(it has 3\)/],
    ["CORS_ORIGINS", "https://a.example/app", /CORS_ORIGINS must be .* list of origins/],
  ];
  it.each(cases)("names %s=%s in one line and exits", async (name, value, line) => {
    await expectOneLine({ [name]: value }, line);
  });

  it("does not print a DATABASE_URL that may hold a password", async () => {
    const { output } = await start({ DATABASE_URL: "mysql://root:s3cret@db/rollcall" });
    expect(output).not.toContain("s3cret");
  });

  it("names an unreachable DATABASE_URL in one line and exits", async () => {
    await expectOneLine(
      { DATABASE_URL: "postgres://nobody@127.0.0.1:1/rollcall" },
      /Cannot reach the PostgreSQL server of DATABASE_URL/,
    );
  });

  it("names a DATA_DIR that cannot be written", async () => {
    const file = path.join(tmp, "a-file");
    fs.writeFileSync(file, "");
    await expectOneLine({ DATA_DIR: path.join(file, "data") }, /DATA_DIR .* cannot be written/);
  });

  it("refuses a data directory another live process holds", async () => {
    const dir = path.join(tmp, "held");
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, "rollcall.lock"), String(process.pid));
    await expectOneLine({ DATA_DIR: dir }, /is in use by another Rollcall process \(pid \d+\)/);
  });

  it("names a HOST that is not an address of this machine", async () => {
    await expectOneLine(
      { HOST: "no-such-host.invalid", DATA_DIR: path.join(tmp, "host") },
      /HOST no-such-host.invalid is not an address of this machine/,
    );
  });

  it("explains a database server that lacks the pg_trgm extension", async () => {
    // The embedded database without its extensions fails as a server without contrib does.
    const db = await openMemoryDb(undefined, {});
    const error = await migrate(db).catch((e: unknown) => e);
    await db.close();
    expect(error).toBeInstanceOf(MigrationError);
    expect(startupMessage(error)).toMatch(
      /^the PostgreSQL server lacks the pg_trgm extension .* Install it on the database server/,
    );
    // PostgreSQL 15 words it differently.
    const pg15 = new MigrationError(
      "001_foundation.sql",
      new Error(
        'could not open extension control file "/usr/share/postgresql/15/extension/pg_trgm.control": No such file or directory',
      ),
    );
    expect(startupMessage(pg15)).toMatch(/lacks the pg_trgm extension/);
  });
});

for (const kind of dbKinds()) {
  describe(`start-up [${kind}]`, () => {
    it("names a port in use, and lets go of the database", async () => {
      const blocker = net.createServer();
      await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", resolve));
      const port = (blocker.address() as net.AddressInfo).port;
      const env = await emptyDatabaseEnv(kind);
      try {
        await expectOneLine(
          { ...env, PORT: String(port) },
          new RegExp(`port ${port} on 127.0.0.1 is in use`),
        );
      } finally {
        blocker.close();
      }
      // The failed start-up let go of the embedded database's data directory.
      if (env.DATA_DIR) expect(fs.existsSync(path.join(env.DATA_DIR, "rollcall.lock"))).toBe(false);
    });

    it("starts for the first time with demo data, and its counters equal a recount", async () => {
      const env = await emptyDatabaseEnv(kind);
      const port = await freePort();
      const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
        env: baseEnv({ ...env, DEMO_DATA: "1", PORT: String(port) }),
      });
      let output = "";
      const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
      try {
        await new Promise<void>((resolve, reject) => {
          const onData = (chunk: Buffer) => {
            output += chunk.toString();
            if (output.includes("Rollcall is running")) resolve();
          };
          child.stdout.on("data", onData);
          child.stderr.on("data", onData);
          child.on("exit", () => reject(new Error(`the server stopped:\n${output}`)));
        });
        const health = await fetch(`http://127.0.0.1:${port}/health`);
        expect(health.status).toBe(200);
      } finally {
        child.kill("SIGTERM");
        await exited;
      }
      const db: Db =
        kind === "postgres"
          ? postgresDb(env.DATABASE_URL)
          : await openDb({ dataDir: env.DATA_DIR });
      try {
        const counters = await expectAggregatesExact(db);
        expect(counters.schools).toBeGreaterThanOrEqual(250);
        const [{ n }] = await db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM board_admins",
        );
        expect(n).toBeGreaterThan(0);
        // India's national holidays of this year are in the calendar.
        const holidays = await db.query<{ name: string }>(
          "SELECT name FROM holidays WHERE day = make_date($1, 1, 26)",
          [new Date().getFullYear()],
        );
        expect(holidays).toEqual([{ name: "Republic Day" }]);
      } finally {
        await db.close();
      }
    });
  });
}

if (dbKinds().includes("postgres")) {
  describe("start-up on a PostgreSQL database it cannot migrate", () => {
    it("names a database that already holds other tables", async () => {
      const url = await emptyPostgresDatabase();
      await adminQuery("CREATE TABLE countries (id integer)", new URL(url).pathname.slice(1));
      await expectOneLine(
        { DATABASE_URL: url },
        /the database cannot be migrated: 001_foundation.sql found an object already there \(relation "countries" already exists\)\. DATABASE_URL must name an empty database/,
      );
    });

    describe("with a user that lacks privileges", () => {
      const role = `rollcall_weak_${randomBytes(4).toString("hex")}`;
      beforeAll(() => adminQuery(`CREATE ROLE ${role} LOGIN`));
      afterAll(async () => {
        for (const name of created)
          await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        created.length = 0;
        await adminQuery(`DROP ROLE IF EXISTS ${role}`);
      });
      const asRole = (url: string) => {
        const u = new URL(url);
        u.username = role;
        u.password = "";
        return u.toString();
      };

      it("names a user that may not create tables", async () => {
        const url = await emptyPostgresDatabase();
        await expectOneLine(
          { DATABASE_URL: asRole(url) },
          /the DATABASE_URL user may not create tables \(permission denied for schema public\)\. Make that user the owner/,
        );
      });

      it("names a user that may not create the pg_trgm extension", async () => {
        const url = await emptyPostgresDatabase();
        const name = new URL(url).pathname.slice(1);
        await adminQuery(`REVOKE CREATE ON DATABASE ${name} FROM PUBLIC`);
        await adminQuery(`ALTER SCHEMA public OWNER TO ${role}`, name);
        await expectOneLine(
          { DATABASE_URL: asRole(url) },
          /the DATABASE_URL user may not create the pg_trgm extension .* run CREATE EXTENSION pg_trgm;/,
        );
      });
    });
  });
}
