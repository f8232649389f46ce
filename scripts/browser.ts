import { execFileSync } from "node:child_process";
import type { Page } from "@playwright/test";

/** Debian's chromium from the PATH, or CHROMIUM_PATH: never a browser Playwright downloads. */
export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return execFileSync("which", ["chromium"], { encoding: "utf8" }).trim();
}

/** Signs in through the console's own form and waits for the dashboard's address. */
export async function signIn(
  page: Page,
  base: string,
  credentials: { username: string; password: string },
) {
  await page.goto(`${base}/`);
  await page.locator('input[name="username"]').fill(credentials.username);
  await page.locator('input[name="password"]').fill(credentials.password);
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL(/\/dashboard$/);
}

/**
 * Debian's Noto fonts for the Devanagari (Hindi) and Arabic (Urdu) scripts, which a clean
 * machine lacks: without them the pictures show boxes. Installed with apt-get when running as
 * root (as CI does); otherwise the script stops and says what to install.
 */
export function ensureScriptFonts() {
  const installed = () => {
    try {
      execFileSync("dpkg", ["-s", "fonts-noto-core"], { stdio: "ignore" });
      return true;
    } catch {
      return false;
    }
  };
  if (installed()) return;
  if (process.getuid?.() !== 0) {
    throw new Error("Install Debian's fonts-noto-core first: apt-get install fonts-noto-core");
  }
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "fonts-noto-core"], {
    stdio: "inherit",
    env,
  });
}
