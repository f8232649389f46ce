import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import ExcelJS from "exceljs";
import { seedSchools, settledTable, signIn } from "./helpers";
import { decodeText, parseCsv } from "../../server/imports/csv";

/*
 * The school list narrowed by react-admin's filters (a state, then a main board and its board),
 * then exported as CSV and as XLSX, and the files read back (issue 31): every row the list counts
 * is in the file, and only those. At desktop and phone size. Named to run after the school
 * list's own specs: its schools, the newest, would otherwise be the first rows those read.
 */

/** The country whose states the list's State filter offers (the platform's). */
const COUNTRY = "India";

/** The names of the first state, main board and its first board, which seedSchools uses. */
async function seededPlace(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem("token"));
  const headers = { Authorization: `Bearer ${token}` };
  const data = async (url: string) =>
    (await (await page.request.get(url, { headers })).json()).resources.data;
  const countries: { country_id: number; name: string }[] = await data("/v1/static/country");
  const country = countries.find((c) => c.name === COUNTRY)!;
  const [state] = await data(`/v1/static/state/${country.country_id}`);
  const [mainBoard] = await data("/v1/static/main-boards");
  return {
    state: state.name as string,
    mainBoard: mainBoard.name as string,
    board: mainBoard.sub_boards[0].name as string,
  };
}

/** Each filter's key in the list's URL. */
const FILTER_KEYS: Record<string, string> = {
  State: "state_id",
  "Main Board": "main_board_id",
  "Affiliation Board": "board_id",
};

/** Adds one of react-admin's filters from its 'Add filter' menu and picks `option` in it. */
async function addFilter(page: Page, label: string, option: string) {
  await page.getByRole("button", { name: "Add filter" }).click();
  await page.getByRole("menu").getByText(label, { exact: true }).click();
  await page.getByRole("combobox", { name: label, exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
  // Once chosen, the select is named by its label and its value.
  await expect(page.getByRole("combobox", { name: label })).toContainText(option);
  // The choice reaches the URL after react-admin's debounce, and the list then loads again: the
  // next 'Add filter' is pressed once that is over (pressed during it, its menu was lost).
  await expect(page).toHaveURL(new RegExp(FILTER_KEYS[label]));
  await settledTable(page, "Schools");
}

for (const size of [
  { name: "desktop", viewport: { width: 1366, height: 900 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
]) {
  test(`the filtered school list exported as CSV and XLSX (${size.name})`, async ({ page }) => {
    await page.setViewportSize(size.viewport);
    await signIn(page);
    const word = `Xport${size.name === "phone" ? "p" : "d"}${Date.now().toString(36)}`;
    await seedSchools(page, word, 3, COUNTRY);
    const place = await seededPlace(page);

    await page.goto("/school");
    await settledTable(page, "Schools");
    await addFilter(page, "State", place.state);
    await addFilter(page, "Main Board", place.mainBoard);
    await addFilter(page, "Affiliation Board", place.board);
    await expect(page).toHaveURL(/board_id/);
    const table = await settledTable(page, "Schools");
    // This run's schools and those of runs before it: one page, so the table holds them all.
    await expect(table.getByText(`${word} School 03`)).toBeVisible();
    await expect(page.getByText(/^Showing \d+ to \d+ of/)).toHaveCount(0);
    const total = await table.locator("tbody tr").count();
    expect(total).toBeGreaterThanOrEqual(3);

    const [csvDownload] = await Promise.all([
      page.waitForEvent("download"),
      page
        .getByRole("button", { name: "Export" })
        .click()
        .then(() => page.getByRole("menuitem", { name: "CSV" }).click()),
    ]);
    expect(csvDownload.suggestedFilename()).toMatch(/^schools-\d{4}-\d{2}-\d{2}-.*\.csv$/);
    const [header, ...rows] = [
      ...parseCsv(decodeText(fs.readFileSync((await csvDownload.path())!))),
    ];
    expect(rows).toHaveLength(total);
    const column = (name: string) => header.indexOf(name);
    expect(new Set(rows.map((r) => r[column("State")]))).toEqual(new Set([place.state]));
    expect(new Set(rows.map((r) => r[column("Board")]))).toEqual(new Set([place.board]));
    const names = rows.map((r) => r[column("School name")]);
    for (const n of ["01", "02", "03"]) expect(names).toContain(`${word} School ${n}`);

    const [xlsxDownload] = await Promise.all([
      page.waitForEvent("download"),
      page
        .getByRole("button", { name: "Export" })
        .click()
        .then(() => page.getByRole("menuitem", { name: "Excel (XLSX)" }).click()),
    ]);
    expect(xlsxDownload.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await xlsxDownload.path())!);
    const sheet = workbook.worksheets[0];
    expect(sheet.actualRowCount).toBe(total + 1);
    const sheetHeader = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(sheetHeader).toEqual(header);
  });
}
