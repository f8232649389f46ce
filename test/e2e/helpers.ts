import { expect, type Locator, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { E2E_ADMIN } from "../../playwright.config";

export { E2E_ADMIN };

/** Signs in through the login page and waits for the dashboard to be on screen. */
export async function signIn(
  page: Page,
  username = E2E_ADMIN.username,
  password = E2E_ADMIN.password,
) {
  await page.goto("/");
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Analytics Dashboard" })).toBeVisible();
}

/** Fails on any serious or critical accessibility violation of the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === "serious" || v.impact === "critical",
  );
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
  ).toEqual([]);
}

/**
 * Waits until the list table named `name` has no page on its way (its `aria-busy` is false), so
 * that what a test reads from it is the current page, not the one before a navigation or filter.
 */
export async function settledTable(page: Page, name: string) {
  const table = page.getByRole("table", { name });
  await expect(table).toHaveAttribute("aria-busy", "false");
  return table;
}

/** A list row's cells, without the bulk-selection checkbox. */
export const dataCells = (row: Locator) => row.locator("td:not(.MuiTableCell-paddingCheckbox)");

/** A list table's column headers, without the select-all checkbox. */
export const dataHeaders = (table: Page | Locator) =>
  table.locator("thead th:not(.MuiTableCell-paddingCheckbox)");
