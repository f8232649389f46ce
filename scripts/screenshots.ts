/**
 * npm run screenshots
 *
 * Takes the README's pictures: starts the product as `npm start` does (building the console
 * when it is stale) on a fresh data directory, so the demo data is the same on every machine,
 * signs in with Debian's chromium (or CHROMIUM_PATH) and writes the school list and the
 * dashboard as PNGs under docs/images/, then the school list in Hindi and the dashboard in dark
 * mode, each chosen in the header as a user would. PORT chooses the server's port (3000 by
 * default).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { waitForHealth } from "../server/cli/throughput";
import { chromiumPath, ensureScriptFonts, signIn } from "./browser";

const root = path.resolve(import.meta.dirname, "..");
const images = path.join(root, "docs/images");
const port = Number(process.env.PORT ?? 3000);
const base = `http://127.0.0.1:${port}`;
const ADMIN = { username: "admin", password: `screenshots-${Date.now()}` };
// A desktop window, small enough to keep the files small.
const VIEWPORT = { width: 1280, height: 800 };

/**
 * Waits until no request is on its way and nothing moves, with the pointer on the sidebar's
 * empty end (where the Login button was, it would open a chart's tooltip).
 */
async function settled(page: Page) {
  await page.mouse.move(1, VIEWPORT.height - 1);
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(500);
}

async function main() {
  ensureScriptFonts();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rollcall-screenshots-"));
  const server = spawn(process.execPath, ["--import", "tsx", path.join(root, "scripts/start.ts")], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      SHUTDOWN_DRAIN_SECONDS: "0",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = new Promise((resolve) => server.once("exit", resolve));
  try {
    // The first start builds the console too.
    await waitForHealth(base, server, 300);
    const browser = await chromium.launch({
      executablePath: chromiumPath(),
      args: ["--no-sandbox", "--disable-gpu", "--no-first-run"],
    });
    try {
      const page = await browser.newPage({ viewport: VIEWPORT });
      await signIn(page, base, ADMIN);
      // The charts are the dashboard's last part to be drawn.
      await page.locator(".recharts-surface").nth(1).waitFor();
      // Sign-in's toast is not part of the dashboard.
      await page.getByText("Login successful").waitFor({ state: "hidden" });
      await settled(page);
      fs.mkdirSync(images, { recursive: true });
      await page.screenshot({ path: path.join(images, "dashboard.png") });

      await page.goto(`${base}/school`);
      await page.getByRole("table", { name: "Schools" }).locator("tbody tr").nth(9).waitFor();
      await settled(page);
      await page.screenshot({ path: path.join(images, "school-list.png") });

      // Hindi, from the header's language menu (react-admin's LocalesMenuButton).
      await page.getByRole("button", { name: "English" }).click();
      await page.getByRole("menuitem", { name: "हिन्दी" }).click();
      await page.getByRole("heading", { level: 1, name: "विद्यालय प्रबंधन" }).waitFor();
      await page.getByRole("table").locator("tbody tr").nth(9).waitFor();
      await settled(page);
      await page.screenshot({ path: path.join(images, "school-list-hindi.png") });

      // Back to English, then dark mode from the header's ToggleThemeButton.
      await page.getByRole("button", { name: "हिन्दी" }).click();
      await page.getByRole("menuitem", { name: "English" }).click();
      await page.goto(`${base}/dashboard`);
      await page.getByRole("button", { name: "Toggle light/dark mode" }).click();
      await page.locator(".recharts-surface").nth(1).waitFor();
      await settled(page);
      await page.screenshot({ path: path.join(images, "dashboard-dark.png") });
      console.log(
        `Wrote ${path.relative(root, images)}/dashboard.png, school-list.png, school-list-hindi.png and dashboard-dark.png.`,
      );
    } finally {
      await browser.close();
    }
  } finally {
    if (server.exitCode === null) server.kill("SIGTERM");
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
