import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "rollcall-shutdown-"));
let child: ChildProcess | undefined;
afterAll(() => {
  if (child && child.exitCode === null) child.kill("SIGKILL");
  fs.rmSync(tmp, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function health(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: "/health", agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .on("error", reject);
  });
}

describe("shutdown on SIGTERM", () => {
  it("drains, then lets a request in flight finish before stopping", async () => {
    const port = await freePort();
    let output = "";
    const proc = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: path.join(tmp, "data"),
        DEMO_DATA: "0",
        PASSWORD_HASH_LOG_N: "10",
        ADMIN_PASSWORD: "x-password",
        SHUTDOWN_DRAIN_SECONDS: "1",
        LOG_LEVEL: "info",
      },
    });
    child = proc;
    proc.stdout!.on("data", (d) => (output += String(d)));
    proc.stderr!.on("data", (d) => (output += String(d)));
    const exited = new Promise<number | null>((resolve) => proc.on("exit", resolve));
    // The console's line and the log's "started" line come from two writers, in either order.
    const started = () => output.includes("Rollcall is running") && output.includes('"started"');
    for (let i = 0; i < 600 && !started(); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(output).toContain("Rollcall is running");
    expect(output).toMatch(/"version":"[\d.]+","database":"pglite","data_dir":"[^"]+data"/);
    expect(await health(port)).toBe(200);

    // A request whose body is still arriving when the signal comes.
    const body = JSON.stringify({ challenge: "not-a-challenge", code: "123456" });
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: "127.0.0.1",
          port,
          method: "POST",
          path: "/v1/super-admin/login/two-factor",
          agent: false,
          headers: { "content-type": "application/json", "content-length": body.length },
        },
        (res) => {
          let text = "";
          res.on("data", (d) => (text += String(d)));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on("error", reject);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        proc.kill("SIGTERM");
      }, 200);
      // While draining, /health says so and the request still completes.
      const finish = async () => {
        let status = 0;
        for (let i = 0; i < 20 && status !== 503; i++) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          status = await health(port).catch(() => 0);
        }
        expect(status).toBe(503);
        req.end(body.slice(10));
      };
      setTimeout(() => void finish().catch(reject), 250);
    });
    const { status, text } = await answer;
    expect(status).toBe(401);
    expect(JSON.parse(text)).toMatchObject({ status: false, code: 401 });
    expect(await exited).toBe(0);
    expect(output).toContain("shutting down: draining");
    expect(output).toContain('"msg":"stopped"');
    // A whole server's start-up (a new embedded database) on a busy machine takes a while.
  }, 120_000);
});
