import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

/** Debian's chromium from the PATH; Playwright's own browser is used only where none is found. */
function systemChromium(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  for (const name of ["chromium", "chromium-browser"]) {
    try {
      return execFileSync("which", [name], { encoding: "utf8" }).trim() || undefined;
    } catch {
      // not on the PATH
    }
  }
  return undefined;
}

const PORT = Number(process.env.E2E_PORT ?? 3199);
// A fresh data directory per run: the product starts as `npm start` starts it, on an empty database.
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "rollcall-e2e-"));
export const E2E_ADMIN = { username: "admin", password: "e2e-admin-password" };

export default defineConfig({
  testDir: "test/e2e",
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: systemChromium(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "chromium", use: { browserName: "chromium", viewport: { width: 1366, height: 900 } } },
  ],
  webServer: {
    command: "npm start",
    url: `http://127.0.0.1:${PORT}/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "pipe",
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOGIN_MAX_FAILURES: "1000",
      LOGIN_MAX_FAILURES_PER_ADDRESS: "1000",
      SHUTDOWN_DRAIN_SECONDS: "0",
      LOG_LEVEL: "warn",
      PASSWORD_HASH_LOG_N: "12",
    },
  },
});
