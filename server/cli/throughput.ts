/**
 * The HTTP throughput part of `npm run bench`: starts the server as `npm start` does (its own
 * process, on a free port, over the database the bench measured) and loads the school list and
 * /health with 10 connections each, one after the other, so their figures compare.
 */
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";
import autocannon from "autocannon";
import type { Db } from "../db/index";
import { hashPassword, generatePassword } from "../auth/passwords";
import { createSession } from "../auth/sessions";

const root = path.resolve(import.meta.dirname, "../..");

/** A port no one listens on now, for a server the bench starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A bearer token of a super administrator (created when the database has none). */
export async function benchToken(db: Db): Promise<string> {
  let [admin] = await db.query<{ account_id: number }>(
    "SELECT account_id FROM accounts WHERE role = 'super_admin' AND status LIMIT 1",
  );
  if (!admin) {
    [admin] = await db.query<{ account_id: number }>(
      `INSERT INTO accounts (role, username, password_hash, first_name, last_name, email, phone_number)
       VALUES ('super_admin', 'bench', $1, 'Bench', 'Admin', 'bench@rollcall.example', '9000000000')
       RETURNING account_id`,
      [await hashPassword(generatePassword(), 10)],
    );
  }
  // Hours of idle time, so that the session outlives the run.
  return createSession(db, admin.account_id, {
    idleMinutes: 600,
    maxHours: 12,
    now: () => new Date(),
  });
}

/** Waits until the server started as `child` answers /health: an error if it exits first. */
export async function waitForHealth(
  base: string,
  child: ChildProcess,
  seconds = 120,
): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (code ${child.exitCode}).`);
    const ok = await fetch(`${base}/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not answer /health within ${seconds} s.`);
}

export interface RunningServer {
  base: string;
  stop(): Promise<void>;
}

/** The server as `npm start` runs it (without the build step), in its own process, on a free port. */
export async function startServer(env: NodeJS.ProcessEnv): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "server/main.ts")], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await exited;
  };
  try {
    await waitForHealth(base, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}

export interface ThroughputLine {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
}

/**
 * Measures with the server's own process on `env` (DATA_DIR or DATABASE_URL). The caller has
 * closed its own handle on an embedded database first: one process at a time may open it.
 */
export async function measureThroughput(
  env: NodeJS.ProcessEnv,
  token: string,
  seconds: number,
): Promise<ThroughputLine[]> {
  const { base, stop } = await startServer({ ...env, DEMO_DATA: "0" });
  try {
    const api = { authorization: `Bearer ${token}`, "accept-encoding": "br, gzip" };
    const list = "/v1/super-admin/school/list";
    // Pages 1 to 500 in turn: more than the server keeps (200), so every page is read.
    let page = 0;
    const nextPage = (request: { path: string }) => {
      page = (page % 500) + 1;
      return { ...request, path: `${list}?page=${page}&limit=10` };
    };
    const targets: [string, string, Record<string, string>, typeof nextPage?][] = [
      ["GET /health", "/health", {}],
      ["GET school list (page 1, 10 rows)", `${list}?page=1&limit=10`, api],
      ["GET school list (pages 1-500 in turn)", `${list}?page=1&limit=10`, api, nextPage],
    ];
    const lines: ThroughputLine[] = [];
    for (const [name, url, headers, setupRequest] of targets) {
      const options = {
        url: base + url,
        connections: 10,
        headers,
        ...(setupRequest ? { requests: [{ setupRequest }] } : {}),
      };
      // A short warm-up (at most as long as the measure), so the first figures do not include
      // compiling and caches filling.
      await autocannon({ ...options, duration: Math.min(2, seconds) });
      const result = await autocannon({ ...options, duration: seconds });
      lines.push({
        name,
        requestsPerSecond: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        failures: result.errors + result.timeouts + result.non2xx,
      });
    }
    return lines;
  } finally {
    await stop();
  }
}
