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
  // Exact: the dashboard's "Schools not reporting…" tables may still be on screen while a list
  // named "Schools" is on its way.
  const table = page.getByRole("table", { name, exact: true });
  await expect(table).toHaveAttribute("aria-busy", "false");
  return table;
}

/**
 * Chooses a verification status in the school list's filter ("Pending", "Verified" or
 * "All Status") and waits until the list's call for it has been answered and drawn. The URL
 * changes before that call starts, so a table at rest right after it may still show the list
 * before the filter.
 */
export async function filterSchoolsByStatus(page: Page, label: string) {
  const answered = page.waitForResponse((response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith("/school/list")) return false;
    return label === "All Status"
      ? !url.searchParams.has("admin_approval")
      : url.searchParams.get("admin_approval") === String(label === "Verified");
  });
  await page.locator('select[name="admin_approval"]').selectOption({ label });
  await answered;
  await expect(page).toHaveURL(label === "All Status" ? /^(?!.*admin_approval)/ : /admin_approval/);
  return settledTable(page, "Schools");
}

/**
 * Scrolls the dashboard's panel under `heading` into view, as a user does, and answers the panel.
 * The panels below the first screen draw their tables (and ask for them) only once they come
 * near the window: a test reads or clicks them after bringing them there.
 */
export async function scrollToPanel(page: Page, heading: string) {
  await page
    .getByRole("heading", { level: 2, name: heading, exact: true })
    .scrollIntoViewIfNeeded();
  return page.getByRole("region", { name: heading, exact: true });
}

/** A list row's cells, without the bulk-selection checkbox. */
export const dataCells = (row: Locator) => row.locator("td:not(.MuiTableCell-paddingCheckbox)");

/** A list table's column headers, without the select-all checkbox. */
export const dataHeaders = (table: Page | Locator) =>
  table.locator("thead th:not(.MuiTableCell-paddingCheckbox)");

/**
 * Registers `count` pending schools whose names share `word` (a word no demo school has), through
 * the API with the signed-in console's token, so that a search for it lists exactly them. They
 * have no image or documents; they are in the first state of `countryName` (by default the
 * first country), in its first city, under the first main board's first board. Answers their ids.
 */
export async function seedSchools(
  page: Page,
  word: string,
  count: number,
  countryName?: string,
): Promise<number[]> {
  const token = await page.evaluate(() => localStorage.getItem("token"));
  const headers = { Authorization: `Bearer ${token}` };
  const data = async (url: string) =>
    (await (await page.request.get(url, { headers })).json()).resources.data;
  const countries: { country_id: number; name: string }[] = await data("/v1/static/country");
  const country = countries.find((c) => c.name === countryName) ?? countries[0];
  const [state] = await data(`/v1/static/state/${country.country_id}`);
  const [city] = await data(`/v1/static/cities/${state.state_id}`);
  const [mainBoard] = await data("/v1/static/main-boards");
  const ids: number[] = [];
  for (let i = 1; i <= count; i++) {
    const n = String(i).padStart(2, "0");
    const slug = `${word.toLowerCase()}${n}`;
    const res = await page.request.post("/v1/super-admin/school/register", {
      headers,
      multipart: {
        school_name: `${word} School ${n}`,
        school_email: `office@${slug}.example`,
        type: "public",
        established_year: "1999",
        board_id: String(mainBoard.sub_boards[0].board_id),
        state_id: String(state.state_id),
        city_id: String(city.city_id),
        pincode: "570001",
        address: `${n} Main Road`,
        school_phone_number: `98${String(Date.now()).slice(-6)}${n}`,
        first_name: "Asha",
        last_name: "Rao",
        email: `principal@${slug}.example`,
        phone_number: `97${String(Date.now()).slice(-6)}${n}`,
        latitude: "12.300000",
        longitude: "76.639400",
        area_radius: "250",
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    ids.push((await res.json()).resources.data.school_id);
  }
  return ids;
}

/**
 * The browser's print dialog is out of reach: from the next page load on, window.print records
 * the title it would print under instead, and printedTitles answers those recorded so far.
 */
export async function recordPrints(page: Page) {
  await page.addInitScript(() => {
    const record = window as unknown as { printedTitles: string[] };
    record.printedTitles = [];
    window.print = () => {
      record.printedTitles.push(document.title);
    };
  });
}

/** The titles window.print was called under since the page loaded (see recordPrints). */
export const printedTitles = (page: Page) =>
  page.evaluate(() => (window as unknown as { printedTitles: string[] }).printedTitles);
