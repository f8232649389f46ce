import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterEach, describe, expect, inject, it } from "vitest";
import { paths, routes } from "../../contract/api";
import type { ImportJob } from "../../contract/imports";
import { openDb, type Db } from "../../server/db/index";
import { basic, dbKinds } from "./harness";
import { importCsv, importRow } from "./importsFixtures";

/*
 * A crash mid-import: the server is killed (SIGKILL) while a batch's transaction is open (the
 * test setting IMPORT_TEST_HOLD_BATCH_MS holds each one open), then started again. What was
 * written is exactly the committed batches, and the import ends with every row once.
 */

const ROWS = 23;
const BATCH = 5;
const PASSWORD = "crash-password-1";
const procs: ChildProcess[] = [];
const dirs: string[] = [];
const databases: string[] = [];
afterEach(async () => {
  for (const proc of procs.splice(0)) if (proc.exitCode === null) proc.kill("SIGKILL");
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  for (const name of databases.splice(0)) {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
});

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function start(env: Record<string, string>): Promise<{ proc: ChildProcess; base: string }> {
  const port = await freePort();
  const proc = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DEMO_DATA: "0",
      PASSWORD_HASH_LOG_N: "10",
      ADMIN_PASSWORD: PASSWORD,
      SHUTDOWN_DRAIN_SECONDS: "0",
      LOG_LEVEL: "silent",
      IMPORT_BATCH_SIZE: String(BATCH),
      IMPORT_TEST_HOLD_BATCH_MS: "300",
    },
    stdio: "ignore",
  });
  procs.push(proc);
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (proc.exitCode !== null) throw new Error(`the server exited (${proc.exitCode})`);
    if (
      await fetch(`${base}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { proc, base };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the server did not start");
}

async function kill(proc: ChildProcess) {
  const exited = new Promise((resolve) => proc.once("exit", resolve));
  proc.kill("SIGKILL");
  await exited;
}

describe.each(dbKinds())("an import killed mid-batch [%s]", (kind) => {
  it("resumes from the last committed batch: no row half-written, none twice", async () => {
    let env: Record<string, string>;
    let open: () => Promise<Db>;
    if (kind === "pglite") {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rollcall-crash-"));
      dirs.push(dir);
      env = { DATA_DIR: dir, DATABASE_URL: "" };
      open = () => openDb({ dataDir: dir });
    } else {
      const url = new URL(process.env.TEST_DATABASE_URL!);
      const name = `rollcall_crash_${randomBytes(4).toString("hex")}`;
      const admin = new pg.Client({ connectionString: url.toString() });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject("postgresTemplate")}`);
      databases.push(name);
      await admin.end();
      url.pathname = `/${name}`;
      env = {
        DATABASE_URL: url.toString(),
        DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "rc-")),
      };
      dirs.push(env.DATA_DIR);
      open = () => openDb({ dataDir: env.DATA_DIR, databaseUrl: url.toString() });
    }
    let { proc, base } = await start(env);
    const login = async () => {
      const res = await fetch(`${base}/v1/super-admin/login`, {
        method: "POST",
        headers: { authorization: basic("admin", PASSWORD) },
      });
      expect(res.status).toBe(200);
      return {
        authorization: `Bearer ${((await res.json()) as { resources: { data: { token: string } } }).resources.data.token}`,
      };
    };
    let headers = await login();
    const job = async (id: number) =>
      (
        (await (await fetch(base + paths.schoolImport(id), { headers })).json()) as {
          resources: { data: ImportJob };
        }
      ).resources.data;
    const form = new FormData();
    const file = importCsv(Array.from({ length: ROWS }, (_, i) => importRow(i + 1)));
    form.append("file", new Blob([new Uint8Array(file)]), "crash.csv");
    const uploaded = await fetch(base + routes.schoolImports, {
      method: "POST",
      body: form,
      headers,
    });
    expect(uploaded.status).toBe(202);
    const id = ((await uploaded.json()) as { resources: { data: ImportJob } }).resources.data.id;
    for (let i = 0; i < 600 && (await job(id)).state !== "checked"; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(
      (await fetch(base + paths.schoolImportRun(id), { method: "POST", headers })).status,
    ).toBe(202);
    // Two batches committed; the third is being held open when the kill comes.
    for (let i = 0; i < 600 && (await job(id)).imported < 2 * BATCH; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    await kill(proc);

    const db = await open();
    try {
      const [state] = await db.query<{ imported: number; state: string }>(
        "SELECT imported, state FROM school_imports WHERE import_id = $1",
        [id],
      );
      const [{ n }] = await db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM schools WHERE imported_by = $1",
        [id],
      );
      expect(state.state).toBe("importing");
      expect(state.imported % BATCH).toBe(0);
      expect(state.imported).toBeGreaterThanOrEqual(2 * BATCH);
      expect(state.imported).toBeLessThan(ROWS);
      // The counts equal the committed batches.
      expect(n).toBe(state.imported);
    } finally {
      await db.close();
    }

    ({ proc, base } = await start(env));
    headers = await login();
    let end = await job(id);
    for (let i = 0; i < 600 && end.state === "importing"; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      end = await job(id);
    }
    expect(end).toMatchObject({ state: "done", imported: ROWS });
    await kill(proc);
    const after = await open();
    try {
      const [counts] = await after.query<{ n: number; codes: number; events: number }>(
        `SELECT count(*)::int AS n, count(DISTINCT udise_code)::int AS codes,
                (SELECT count(*)::int FROM audit_events WHERE action = 'school.imported') AS events
           FROM schools`,
      );
      expect(counts).toEqual({ n: ROWS, codes: ROWS, events: ROWS });
    } finally {
      await after.close();
    }
  }, 120_000);
});
