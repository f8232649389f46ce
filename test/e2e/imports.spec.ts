import fs from "node:fs";
import { expect, test, type Download, type Page } from "@playwright/test";
import { seedSchools, settledTable, signIn } from "./helpers";
import { csvLine, decodeText, parseCsv as readCsv } from "../../server/imports/csv";

/*
 * Importing schools from a spreadsheet, as an administrator does it (issue 31): the template
 * downloaded, 30 schools written into it by a script (5 of them wrong), the file uploaded, its
 * errors read on the page and in the file with its errors, the file fixed and uploaded again,
 * the 30 imported, then found on the school list by their UDISE+ codes. At desktop and phone size.
 */

/** A CSV file's rows, read as the import reads them; blank lines left out. */
const parseCsv = (data: Buffer) => [...readCsv(decodeText(data))].filter((r) => r.some(Boolean));
const toCsv = (rows: string[][]) => rows.map(csvLine).join("");

async function downloaded(page: Page, click: () => Promise<void>): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent("download"), click()]);
  return download;
}

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

const readDownload = async (download: Download) => fs.readFileSync((await download.path())!);

/** The five ways a row goes wrong, each in one column, and the rows they are written in. */
const MISTAKES: Record<number, [column: string, value: string]> = {
  3: ["school_email", "not-an-email"],
  8: ["pincode", "12"],
  13: ["school_phone_number", "12345"],
  18: ["school_name", ""],
  23: ["udise_code", "123"],
};

const pad = (n: number, width: number) => String(n).padStart(width, "0");

/**
 * The 30 rows: each the template's example row, with what must be its own (name, code, emails,
 * phone numbers) made unique to this run; `withMistakes` writes the five mistakes in.
 */
function schoolRows(header: string[], example: string[], stamp: string, withMistakes: boolean) {
  const at = (column: string) => header.indexOf(column);
  const set = (row: string[], column: string, value: string) => {
    if (at(column) >= 0) row[at(column)] = value;
  };
  const state = (example[at("udise_code")] ?? "").slice(0, 2) || "29";
  return Array.from({ length: 30 }, (_, index) => {
    const n = index + 1;
    const row = [...example];
    set(row, "school_name", `Import ${stamp} School ${pad(n, 2)}`);
    set(row, "udise_code", `${state}${stamp}${pad(n, 3)}`);
    set(row, "school_email", `office${n}@import${stamp}.example`);
    set(row, "school_phone_number", `9${stamp}1${pad(n, 2)}`);
    set(row, "email", `principal${n}@import${stamp}.example`);
    set(row, "phone_number", `8${stamp}2${pad(n, 2)}`);
    // Shared by every copy of the example, these would make the rows duplicates of each other.
    set(row, "secondary_phone", "");
    set(row, "website", "");
    set(row, "employee_number", "");
    set(row, "confirm_duplicate", "");
    const mistake = MISTAKES[n];
    if (withMistakes && mistake) set(row, mistake[0], mistake[1]);
    return row;
  });
}

async function uploadCsv(page: Page, name: string, rows: string[][]) {
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(toCsv(rows), "utf8") });
  await expect(page).toHaveURL(/\/school\/import\/\d+$/);
}

/** The dry run's total of `label`, once checking is over. */
async function total(page: Page, label: string) {
  const term = page.locator("dt", { hasText: label });
  return (await term.locator("xpath=following-sibling::dd[1]").textContent())?.trim();
}

const SIZES = [
  { name: "desktop", viewport: { width: 1440, height: 900 }, digit: "1" },
  { name: "phone", viewport: { width: 390, height: 844 }, digit: "2" },
] as const;

/** The bearer token of the signed-in page, for the API calls a test makes beside the screen. */
async function apiHeaders(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem("token"));
  return { Authorization: `Bearer ${token}` };
}

/** Registers a school with a UDISE+ code through the register call (the form's). */
async function registerWithCode(page: Page, name: string, code: string, stamp: string) {
  const headers = await apiHeaders(page);
  const data = async (url: string) =>
    (await (await page.request.get(url, { headers })).json()).resources.data;
  const [country] = await data("/v1/static/country");
  const [state] = await data(`/v1/static/state/${country.country_id}`);
  const [city] = await data(`/v1/static/cities/${state.state_id}`);
  const [mainBoard] = await data("/v1/static/main-boards");
  const res = await page.request.post("/v1/super-admin/school/register", {
    headers,
    multipart: {
      school_name: name,
      school_email: `office@holder${stamp}.example`,
      type: "public",
      established_year: "1999",
      board_id: String(mainBoard.sub_boards[0].board_id),
      state_id: String(state.state_id),
      city_id: String(city.city_id),
      pincode: "570001",
      address: "1 Holder Road",
      udise_code: code,
      school_phone_number: `7${stamp}301`,
      first_name: "Asha",
      last_name: "Rao",
      email: `principal@holder${stamp}.example`,
      phone_number: `7${stamp}302`,
      latitude: "12.300000",
      longitude: "76.639400",
      area_radius: "250",
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** Waits for the dry run's end: its run button, named with the valid rows, is on screen. */
async function checked(page: Page, valid: number) {
  const run = page.getByRole("button", {
    name: `Import ${valid} valid row${valid === 1 ? "" : "s"}`,
  });
  await expect(run).toBeVisible({ timeout: 60_000 });
  return run;
}

for (const size of SIZES) {
  test.describe(`Import schools (${size.name})`, () => {
    test.use({ viewport: size.viewport });
    // Two uploads, two dry runs and an import of 30 schools.
    test.describe.configure({ timeout: 180_000 });

    test("template, 30 rows with 5 errors, the error file fixed, imported and found by code", async ({
      page,
    }) => {
      // Six digits of this run, so that names, codes, emails and phones are its own.
      const stamp = `${size.digit}${String(Date.now()).slice(-5)}`;
      await signIn(page);
      await page.goto("/school");
      await page.getByRole("link", { name: "Import schools" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Import schools" })).toBeVisible();

      // 1. The template: its header and its one filled example row.
      const template = await downloaded(page, () =>
        page.getByRole("button", { name: "Download the CSV template" }).click(),
      );
      const [header, example] = parseCsv(await readDownload(template));
      expect(header).toEqual(expect.arrayContaining(["school_name", "udise_code"]));
      expect(header).toContain("confirm_duplicate");
      expect(example).toHaveLength(header.length);

      // 2. 30 rows, 5 of them wrong, uploaded.
      const wrong = schoolRows(header, example, stamp, true);
      await uploadCsv(page, `schools-${stamp}.csv`, [header, ...wrong]);

      // 3. The dry run: 25 valid, 5 with errors, each named by its row (the header is row 1).
      await expect(page.getByRole("button", { name: "Import 25 valid rows" })).toBeVisible({
        timeout: 60_000,
      });
      expect(await total(page, "With errors")).toBe("5");
      expect(await total(page, "Already existing")).toBe("0");
      const errors = await settledTable(page, "The errors by row and column");
      const errorRows = errors.locator("tbody tr");
      await expect(errorRows).toHaveCount(5);
      // Sl No., then the row and the column.
      const named = await errorRows.evaluateAll((rows) =>
        rows.map((row) => [...row.querySelectorAll("td")].slice(1, 3).map((c) => c.textContent)),
      );
      expect(named).toEqual(
        Object.entries(MISTAKES).map(([n, [column]]) => [String(Number(n) + 1), column]),
      );

      // The whole file back with an error column, filled on the 5 rows only.
      const errorFile = await downloaded(page, () =>
        page.getByRole("link", { name: "Download the file with its errors" }).click(),
      );
      const [errorHeader, ...errorBody] = parseCsv(await readDownload(errorFile));
      const errorColumn = errorHeader.indexOf("error");
      expect(errorColumn).toBeGreaterThanOrEqual(0);
      expect(errorBody).toHaveLength(30);
      expect(errorBody.map((row, i) => (row[errorColumn] ? i + 1 : 0)).filter(Boolean)).toEqual(
        Object.keys(MISTAKES).map(Number),
      );

      // Fixed as a user fixes it: the wrong cells corrected, the error column emptied.
      const right = schoolRows(header, example, stamp, false);
      const fixed = errorBody.map((row, i) =>
        errorHeader.map((column, c) =>
          column === "error" ? "" : MISTAKES[i + 1] ? right[i][header.indexOf(column)] : row[c],
        ),
      );
      await uploadCsv(page, `schools-${stamp}-fixed.csv`, [errorHeader, ...fixed]);
      const run = page.getByRole("button", { name: "Import 30 valid rows" });
      await expect(run).toBeEnabled({ timeout: 60_000 });
      expect(await total(page, "With errors")).toBe("0");

      // 4. The import, its progress, its end.
      await run.click();
      await expect(page.getByText("30 schools created")).toBeVisible({ timeout: 90_000 });
      await expect(page.getByRole("button", { name: "Undo this import" })).toBeVisible();
      // A reload lands on the same import.
      await page.reload();
      await expect(page.getByText("30 schools created")).toBeVisible();

      // 5. The schools on the list, each found by its code.
      const importPage = page.url();
      await page.getByRole("link", { name: "Open the school list" }).click();
      await expect(page).toHaveURL(/\/school$/);
      for (const n of [1, 18, 30]) {
        const code = right[n - 1][header.indexOf("udise_code")];
        await page.getByPlaceholder("Search school...").fill(code);
        const table = await settledTable(page, "Schools");
        await expect(table.locator("tbody tr").first()).toContainText(
          `Import ${stamp} School ${pad(n, 2)}`,
        );
      }

      // 6. Undone: the 30 schools go (no one has touched them), and the list no longer finds them.
      await page.goto(importPage);
      await page.getByRole("button", { name: "Undo this import" }).click();
      await page
        .getByRole("dialog", { name: "Undo this import?" })
        .getByRole("button", { name: "Undo this import" })
        .click();
      await expect(page.getByText("30 schools removed")).toBeVisible();
      await page.goto("/school");
      await page.getByPlaceholder("Search school...").fill(right[0][header.indexOf("udise_code")]);
      await expect(page.getByText("No Data Found!")).toBeVisible();
    });
  });
}

/*
 * Issue 41, in the browser at both sizes: a row carrying the code of another school is an error
 * that names that school (not silently 'existing'); a name written as a spreadsheet formula comes
 * back escaped in the file with its errors; the school list exported as CSV and as XLSX imports
 * back with every school already existing and no error.
 */
for (const size of SIZES) {
  test.describe(`Import schools: issue 41 (${size.name})`, () => {
    test.use({ viewport: size.viewport });
    test.describe.configure({ timeout: 180_000 });

    test("a code of another school is an error naming it; a formula comes back escaped", async ({
      page,
    }) => {
      const stamp = `${size.digit}${String(Date.now()).slice(-5)}`;
      await signIn(page);
      const holder = `Code Holder ${stamp} School`;
      const code = `29${stamp}901`;
      await registerWithCode(page, holder, code, stamp);

      await page.goto("/school/import");
      const template = await downloaded(page, () =>
        page.getByRole("button", { name: "Download the CSV template" }).click(),
      );
      const [header, example] = parseCsv(await readDownload(template));
      const [other, formula] = schoolRows(header, example, stamp, false).slice(0, 2);
      const name = header.indexOf("school_name");
      other[name] = `Brand New Different School ${stamp}`;
      other[header.indexOf("udise_code")] = code;
      const typed = `=HYPERLINK("http://evil.example","Click me ${stamp}")`;
      formula[name] = typed;
      await uploadCsv(page, `codes-${stamp}.csv`, [header, other, formula]);

      await checked(page, 1);
      expect(await total(page, "With errors")).toBe("1");
      expect(await total(page, "Already existing")).toBe("0");
      const errors = await settledTable(page, "The errors by row and column");
      await expect(errors.locator("tbody tr")).toHaveCount(1);
      await expect(errors.locator("tbody tr")).toContainText("udise_code");
      await expect(errors.locator("tbody tr")).toContainText(
        `UDISE+ code ${code} is already the code of ${holder}`,
      );

      const errorFile = await downloaded(page, () =>
        page.getByRole("link", { name: "Download the file with its errors" }).click(),
      );
      const [errorHeader, ...rows] = parseCsv(await readDownload(errorFile));
      const errorAt = errorHeader.indexOf("error");
      expect(rows.map((row) => row[name])).toEqual([other[name], `'${typed}`]);
      expect(rows[0][errorAt]).toContain(holder);
    });

    test("the school list exported as CSV and as XLSX imports back: every school existing", async ({
      page,
    }) => {
      await signIn(page);
      const word = `Roundtrip${size.digit}${Date.now().toString(36)}`;
      await seedSchools(page, word, 3);
      for (const format of ["CSV", "Excel (XLSX)"]) {
        await page.goto("/school");
        await page.getByPlaceholder("Search school...").fill(word);
        const table = await settledTable(page, "Schools");
        await expect(table.locator("tbody tr")).toHaveCount(3);
        const exported = await downloaded(page, () =>
          page
            .getByRole("button", { name: "Export" })
            .click()
            .then(() => page.getByRole("menuitem", { name: format }).click()),
        );

        await page.getByRole("link", { name: "Import schools" }).click();
        await page.locator('input[type="file"]').setInputFiles({
          name: exported.suggestedFilename(),
          mimeType: format === "CSV" ? "text/csv" : XLSX_TYPE,
          buffer: await readDownload(exported),
        });
        await expect(page).toHaveURL(/\/school\/import\/\d+$/);
        await expect(await checked(page, 0), format).toBeDisabled();
        expect(await total(page, "Already existing"), format).toBe("3");
        expect(await total(page, "With errors"), format).toBe("0");
        expect(await total(page, "Valid"), format).toBe("0");
      }
    });
  });
}
