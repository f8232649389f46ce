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
