import { execFile } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "rollcall-startup-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** Starts the server as `npm start` would and answers its exit code and what it printed. */
function start(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", "server/main.ts"],
      {
        env: {
          ...process.env,
          DEMO_DATA: "0",
          PASSWORD_HASH_LOG_N: "10",
          ADMIN_PASSWORD: "x-password",
          ...env,
        },
        timeout: 60_000,
      },
      (error, stdout, stderr) =>
        resolve({ code: error ? (error.code as number) : 0, output: stdout + stderr }),
    );
  });
}

describe("start-up with a bad configuration", () => {
  it("names an unreachable DATABASE_URL in one line and exits", async () => {
    const { code, output } = await start({
      DATABASE_URL: "postgres://nobody@127.0.0.1:1/rollcall",
    });
    expect(code).toBe(1);
    expect(output).toMatch(
      /^Rollcall cannot start: Cannot reach the PostgreSQL server of DATABASE_URL/m,
    );
  });

  it("names a DATA_DIR that cannot be written", async () => {
    const file = path.join(tmp, "a-file");
    fs.writeFileSync(file, "");
    const { code, output } = await start({ DATA_DIR: path.join(file, "data") });
    expect(code).toBe(1);
    expect(output).toMatch(/^Rollcall cannot start: DATA_DIR .* cannot be written/m);
  });

  it("refuses a data directory another live process holds", async () => {
    const dir = path.join(tmp, "held");
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, "rollcall.lock"), String(process.pid));
    const { code, output } = await start({ DATA_DIR: dir });
    expect(code).toBe(1);
    expect(output).toMatch(/is in use by another Rollcall process \(pid \d+\)/);
  });

  it("names a port in use", async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", resolve));
    const port = (blocker.address() as net.AddressInfo).port;
    try {
      const { code, output } = await start({
        DATA_DIR: path.join(tmp, "port"),
        PORT: String(port),
      });
      expect(code).toBe(1);
      expect(output).toMatch(
        new RegExp(`^Rollcall cannot start: port ${port} on 127.0.0.1 is in use`, "m"),
      );
    } finally {
      blocker.close();
    }
  });
});
