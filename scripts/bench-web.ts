/**
 * npm run bench:web [-- --runs N] [--only clicks|lighthouse]
 *
 * Builds the console, serves it as `npm start` does (a fresh data directory with the demo data),
 * and prints per route the JavaScript loaded before the screen is usable (raw, gzip, brotli:
 * the build's own .gz/.br files) and Lighthouse's performance score and metrics on the mobile
 * and desktop presets (median of N runs, 5 by default), with the best-practices score and the
 * ids of the audits that kept it under 100. `/dashboard` and `/school` are measured signed in:
 * one browser profile keeps its storage between runs. Drives the chromium on the PATH
 * (or CHROMIUM_PATH).
 *
 * Then the click timings (bench-web/clicks.ts; median of N, 7 by default): click Login to a
 * filled dashboard, and click the School entry to 10 rows, each Rollcall's and a minimal
 * react-admin app's (bench-web/minimal/, built into dist/bench-minimal/ for the run and removed
 * after it) side by side. The server hashes passwords at 2^10, so the hash's cost stays out of
 * them.
 * `--only clicks` runs the click timings alone (no Lighthouse), `--only lighthouse` the rest.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { build } from "vite";
import { chromium, type BrowserContext, type Page } from "@playwright/test";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { startServer } from "../server/cli/throughput";
import { clickTimings } from "./bench-web/clicks";
import { chromiumPath, signIn } from "./browser";

const root = path.resolve(import.meta.dirname, "..");
const dist = path.join(root, "dist");
const minimalDist = path.join(dist, "bench-minimal");
const ADMIN = { username: "admin", password: `bench-${Date.now()}` };
// The same flags as the end-to-end tests: no background traffic to disturb the figures.
const FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

interface Route {
  path: string;
  signedIn: boolean;
  /** Resolves once the screen can be used. */
  ready(page: Page): Promise<unknown>;
}

const ROUTES: Route[] = [
  {
    path: "/",
    signedIn: false,
    ready: (page) => page.getByRole("button", { name: "Login" }).waitFor(),
  },
  {
    path: "/dashboard",
    signedIn: true,
    ready: (page) => page.getByRole("heading", { level: 1, name: "Analytics Dashboard" }).waitFor(),
  },
  {
    path: "/school",
    signedIn: true,
    ready: (page) =>
      page.getByRole("table", { name: "Schools" }).locator("tbody tr").nth(9).waitFor(),
  },
];

// Lighthouse's simulated throttling scales the CPU time it observes: on a shared machine the
// figures follow the load, so each row says what it was (the 1-minute load average) at its end.
const load = () => os.loadavg()[0].toFixed(1);
const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
const size = (file: string) => (fs.existsSync(file) ? fs.statSync(file).size : 0);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/** The scripts a route loads until it is usable, as files of the build (in a tab of its own). */
async function scriptsBeforeUsable(
  context: BrowserContext,
  route: Route,
  base: string,
): Promise<string[]> {
  const page = await context.newPage();
  const scripts = new Set<string>();
  const onResponse = (response: { url(): string; request(): { resourceType(): string } }) => {
    if (response.request().resourceType() === "script")
      scripts.add(new URL(response.url()).pathname);
  };
  page.on("response", onResponse);
  await page.goto(base + route.path);
  await route.ready(page);
  page.off("response", onResponse);
  await page.close();
  return [...scripts];
}

interface LighthouseFigures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  bestPractices: number;
  /** The best-practices audits that did not pass (weight 0: informative, not in the score). */
  failing: string[];
}

async function lighthouseRun(
  url: string,
  port: number,
  preset: "mobile" | "desktop",
): Promise<LighthouseFigures> {
  const result = await lighthouse(
    url,
    {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "best-practices"],
      // Keeps the signed-in session (and, as a real visitor would, nothing else is reset).
      disableStorageReset: true,
    },
    preset === "desktop" ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { audits, categories } = result.lhr;
  const value = (id: string) => audits[id]?.numericValue ?? NaN;
  const bestPractices = categories["best-practices"];
  const failing = bestPractices.auditRefs
    .filter((ref) => {
      const score = audits[ref.id]?.score;
      return score !== null && score !== undefined && score < 1;
    })
    .map((ref) => (ref.weight > 0 ? ref.id : `(${ref.id})`));
  return {
    score: Math.round((categories.performance.score ?? 0) * 100),
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    si: value("speed-index"),
    bestPractices: Math.round((bestPractices.score ?? 0) * 100),
    failing,
  };
}

/** The JavaScript each route loads, then Lighthouse's figures, in one persistent profile. */
async function bytesAndLighthouse(base: string, runs: number) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "rollcall-bench-profile-"));
  const cdpPort = 9300 + Math.floor(Math.random() * 500);
  // One persistent profile (the browser's default context), shared with Lighthouse over CDP.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    args: [...FLAGS, `--remote-debugging-port=${cdpPort}`],
    viewport: { width: 1366, height: 900 },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    console.log(`\nJavaScript loaded before the screen is usable (${new Date().toISOString()})\n`);
    console.log(
      `${"route".padEnd(12)} ${"files".padStart(5)} ${"raw".padStart(10)} ${"gzip".padStart(10)} ${"brotli".padStart(10)}`,
    );
    let signedIn = false;
    for (const route of ROUTES) {
      if (route.signedIn && !signedIn) {
        await signIn(page, base, ADMIN);
        signedIn = true;
      }
      const scripts = await scriptsBeforeUsable(context, route, base);
      const files = scripts.map((p) => path.join(dist, p));
      const sum = (suffix: string) => files.reduce((n, f) => n + size(f + suffix), 0);
      console.log(
        `${route.path.padEnd(12)} ${String(files.length).padStart(5)} ${kib(sum("")).padStart(10)} ${kib(sum(".gz")).padStart(10)} ${kib(sum(".br")).padStart(10)}`,
      );
    }
    // Signed out again: Lighthouse measures "/" as a visitor who has not signed in.
    await page.evaluate(() => localStorage.clear());
    signedIn = false;

    console.log(
      `\nLighthouse 12 performance and best practices ("BP"), median of ${runs} (ms; CLS unitless;` +
        ` "load": the load average of ${os.cpus().length} cores; "failing": best-practices audits` +
        ` that failed in any run, in parentheses if informative)\n`,
    );
    console.log(
      `${"route".padEnd(12)} ${"preset".padEnd(8)} ${"score".padStart(5)} ${"FCP".padStart(7)} ${"LCP".padStart(7)} ${"TBT".padStart(7)} ${"SI".padStart(7)} ${"CLS".padStart(6)} ${"BP".padStart(4)} ${"load".padStart(5)}  failing`,
    );
    for (const route of ROUTES) {
      if (route.signedIn && !signedIn) {
        // A new tab, in front: the first one sits behind Lighthouse's and would be throttled.
        const tab = await context.newPage();
        await signIn(tab, base, ADMIN);
        await tab.close();
        signedIn = true;
      }
      for (const preset of ["mobile", "desktop"] as const) {
        const samples: LighthouseFigures[] = [];
        for (let i = 0; i < runs; i++) {
          // A first visit's downloads, but the signed-in storage kept (disableStorageReset).
          await cdp.send("Network.clearBrowserCache");
          samples.push(await lighthouseRun(base + route.path, cdpPort, preset));
        }
        const m = (key: Exclude<keyof LighthouseFigures, "failing">) =>
          median(samples.map((s) => s[key]));
        const failing = [...new Set(samples.flatMap((s) => s.failing))].join(" ") || "-";
        console.log(
          `${route.path.padEnd(12)} ${preset.padEnd(8)} ${String(m("score")).padStart(5)} ${m("fcp").toFixed(0).padStart(7)} ${m("lcp").toFixed(0).padStart(7)} ${m("tbt").toFixed(0).padStart(7)} ${m("si").toFixed(0).padStart(7)} ${m("cls").toFixed(3).padStart(6)} ${String(m("bestPractices")).padStart(4)} ${load().padStart(5)}  ${failing}`,
        );
      }
    }
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

async function main() {
  const { values } = parseArgs({
    options: { runs: { type: "string" }, only: { type: "string" } },
  });
  if (values.only !== undefined && !["clicks", "lighthouse"].includes(values.only)) {
    throw new Error(`--only takes clicks or lighthouse, not ${values.only}`);
  }
  if (values.runs !== undefined && !(Number(values.runs) >= 1)) {
    throw new Error(`--runs takes a number of runs (1 or more), not ${values.runs}`);
  }
  const lighthouseRuns = Math.floor(Number(values.runs ?? 5));
  const clickRuns = Math.floor(Number(values.runs ?? 7));

  console.log("Building the console...");
  await build({ root, logLevel: "warn" });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rollcall-bench-web-"));
  try {
    if (values.only !== "lighthouse") {
      // Into the console's build directory (dist/bench-minimal/), removed again at the end.
      await build({
        configFile: path.join(root, "scripts/bench-web/minimal/vite.config.ts"),
        logLevel: "warn",
      });
    }
    const server = await startServer({
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      // The password hash's cost out of the sign-in timings (scrypt 2^10 rather than 2^17).
      PASSWORD_HASH_LOG_N: "10",
      LOGIN_MAX_FAILURES: "1000",
    });
    try {
      if (values.only !== "clicks") await bytesAndLighthouse(server.base, lighthouseRuns);
      if (values.only !== "lighthouse") {
        const browser = await chromium.launch({ executablePath: chromiumPath(), args: FLAGS });
        try {
          await clickTimings(browser, server.base, ADMIN, clickRuns);
        } finally {
          await browser.close();
        }
      }
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(minimalDist, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
