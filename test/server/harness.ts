import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import pg from "pg";
import simpleRestProvider from "ra-data-simple-rest";
import { fetchUtils } from "ra-core";
import { describe, expect, inject } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../server/app";
import { configFromEnv, type Config } from "../../server/config";
import { openMemoryDb, postgresDb, textOf, type Db, type Queryable } from "../../server/db/index";
import {
  generateSchool,
  loadGeography,
  type GeneratedSchool,
} from "../../server/db/demo/generator";
import { seededRandom } from "../../server/db/demo/random";
import { insertSchools } from "../../server/schools/bulk";
import { hashPassword } from "../../server/auth/passwords";
import { currentCode } from "../../server/auth/totp";
import { paths } from "../../contract/api";
import { localStorage } from "../../server/storage/index";
import type { LogOptions } from "../../server/logging";
import { checkResponsesAgainstDocument } from "./openapiCheck";

export type DbKind = "pglite" | "postgres";

/** The databases the API tests run on: always the embedded one, and PostgreSQL when TEST_DATABASE_URL is set. */
export function dbKinds(): DbKind[] {
  return inject("postgresTemplate") ? ["pglite", "postgres"] : ["pglite"];
}

/** One describe block per database kind, so every API test runs on each. */
export function describeEachDb(name: string, fn: (kind: DbKind) => void) {
  for (const kind of dbKinds()) describe(`${name} [${kind}]`, () => fn(kind));
}

/** A fresh database copied from the migrated template (lookups included, no demo data). */
export async function freshDb(kind: DbKind): Promise<Db> {
  if (kind === "pglite") {
    const dump = fs.readFileSync(inject("pgliteTemplate"));
    return openMemoryDb(new Blob([dump]));
  }
  const url = process.env.TEST_DATABASE_URL!;
  const name = `rollcall_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject("postgresTemplate")}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const db = postgresDb(dbUrl.toString());
  const close = db.close.bind(db);
  db.close = async () => {
    await close();
    const drop = new pg.Client({ connectionString: url });
    await drop.connect();
    await drop.query(`DROP DATABASE IF EXISTS ${name}`);
    await drop.end();
  };
  return db;
}

export const ADMIN = { username: "admin", password: "admin-password-1" };

/** A controllable clock: tests move time on instead of waiting. */
export function testClock(start = "2026-03-15T09:00:00Z") {
  let now = new Date(start);
  return {
    now: () => new Date(now),
    set: (iso: string) => (now = new Date(iso)),
    advance: (ms: number) => (now = new Date(now.getTime() + ms)),
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  clock: ReturnType<typeof testClock>;
  dataDir: string;
  /** Signs in as the super administrator and returns the bearer token. */
  login(username?: string, password?: string): Promise<string>;
  /** Headers carrying a bearer token. */
  auth(token: string): { authorization: string };
  close(): Promise<void>;
}

export function basic(username: string, password: string) {
  return `Basic ${Buffer.from(`${username}:${password}`, "utf8").toString("base64")}`;
}

/** Builds the API on a fresh database with one super administrator, for app.inject() tests. */
export async function createTestApp(
  kind: DbKind,
  overrides: Partial<Config> = {},
  /** Logs go nowhere unless a test asks for them (into its own buffer). */
  log?: LogOptions,
): Promise<TestApp> {
  const db = await freshDb(kind);
  const clock = testClock();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rollcall-data-"));
  const config: Config = {
    ...configFromEnv({}),
    dataDir,
    staticDir: undefined,
    passwordHashLogN: 10,
    loginMaxFailures: 1000,
    now: clock.now,
    ...overrides,
  };
  await db.query(
    `INSERT INTO accounts (role, username, password_hash, first_name, last_name, email, phone_number)
     VALUES ('super_admin', $1, $2, 'Super', 'Admin', 'admin@rollcall.example', '9000000000')`,
    [ADMIN.username, await hashPassword(ADMIN.password, 10)],
  );
  const app = await buildApp({
    config,
    db,
    storage: localStorage(path.join(dataDir, "files")),
    log,
  });
  // Every answer in every API test is checked against the OpenAPI document.
  const check = checkResponsesAgainstDocument(app);
  await app.ready();
  return {
    app,
    db,
    config,
    clock,
    dataDir,
    async login(username = ADMIN.username, password = ADMIN.password) {
      const res = await app.inject({
        method: "POST",
        url: "/v1/super-admin/login",
        headers: { authorization: basic(username, password) },
      });
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
      return res.json().resources.data.token as string;
    },
    auth: (token) => ({ authorization: `Bearer ${token}` }),
    async close() {
      await app.close();
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      const problems = check.problems();
      if (problems.length) {
        throw new Error(
          `Answers that the OpenAPI document does not describe:\n${problems.join("\n")}`,
        );
      }
    },
  };
}

/** Which generated schools addSchools stores. */
export interface GeneratedSchools {
  /** The random source's seed: the same seed, the same schools. */
  seed?: number;
  /** The first school's number (each school's name, email and phone follow from it). */
  from?: number;
  /** The year the schools' data is generated for. */
  year?: number;
  /** Changes the i-th school before it is stored (verified, renamed, ...). */
  shape?: (school: GeneratedSchool, i: number) => GeneratedSchool;
}

/** Stores `count` generated schools with their principals; answers their ids, oldest first. */
export async function addSchools(
  db: Queryable,
  count: number,
  { seed = 1, from = 0, year = 2026, shape = (school) => school }: GeneratedSchools = {},
): Promise<number[]> {
  const geo = await loadGeography(db);
  const random = seededRandom(seed);
  return insertSchools(
    db,
    Array.from({ length: count }, (_, i) => shape(generateSchool(random, from + i, geo, year), i)),
  );
}

/** What seededApp sets up: the app, a super administrator's token, the schools' ids. */
export interface SeededApp {
  t: TestApp;
  token: string;
  ids: number[];
}

/**
 * The set-up the API tests share: the API on a fresh database (createTestApp with `config`),
 * its super administrator signed in, and `schools` generated schools (none by default).
 */
export async function seededApp(
  kind: DbKind,
  {
    schools = 0,
    config,
    ...generated
  }: GeneratedSchools & {
    schools?: number;
    config?: Partial<Config>;
  } = {},
): Promise<SeededApp> {
  const t = await createTestApp(kind, config);
  const token = await t.login();
  const ids = await addSchools(t.db, schools, generated);
  return { t, token, ids };
}

/**
 * Records the text of every statement `db` runs from now on (every route's statements go
 * through its query): the list it fills, which the test empties when it likes.
 */
export function recordStatements(db: Db): string[] {
  const statements: string[] = [];
  const query = db.query.bind(db);
  db.query = ((sql, params) => {
    statements.push(textOf(sql));
    return query(sql, params);
  }) as Db["query"];
  return statements;
}

/**
 * Turns two-factor sign-in on for the account of `token`, as the profile does (set-up, then a
 * first code); answers the secret, its otpauth URI and the recovery codes. The set-up code's
 * time step is spent: the clock moves on, so that sign-ins use later codes.
 */
export async function turnOnTwoFactor(t: TestApp, token: string) {
  const post = (url: string, payload?: object) =>
    t.app.inject({ method: "POST", url, payload, headers: t.auth(token) });
  const setup = await post(paths.twoFactorSetup);
  expect(setup.statusCode).toBe(200);
  const { secret, otpauth_uri } = setup.json().resources.data;
  const res = await post(paths.twoFactorEnable, { code: currentCode(secret, t.clock.now()) });
  expect(res.statusCode).toBe(200);
  t.clock.advance(30_000);
  return {
    secret: secret as string,
    uri: otpauth_uri as string,
    recovery: res.json().resources.data.recovery_codes as string[],
  };
}

/**
 * The app listening on a loopback port, with react-admin's stock simple-REST provider over its
 * `/v1/rest` signed in with `token`: what an integrator's application would use.
 */
export async function listenWithSimpleRest(t: TestApp, token: string) {
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const provider = simpleRestProvider(`${base}/v1/rest`, (url, options = {}) =>
    fetchUtils.fetchJson(url, {
      ...options,
      user: { authenticated: true, token: `Bearer ${token}` },
    }),
  );
  return { base, provider };
}

/**
 * Waits until a statement of another session is waiting on a lock (`what`: a condition on
 * pg_locks, e.g. `locktype = 'advisory'`), so that a test of a race lets the holder go only once
 * the second save is blocked behind it.
 */
export async function untilALockIsAwaited(db: Db, what = "true") {
  for (let i = 0; ; i++) {
    const [{ waiting }] = await db.query<{ waiting: number }>(
      `SELECT count(*)::int AS waiting FROM pg_locks WHERE NOT granted AND (${what})`,
    );
    if (waiting > 0) return;
    if (i > 500) throw new Error("no statement ever waited on the lock");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
