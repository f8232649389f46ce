import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import {
  expectNoSeriousA11yViolations,
  printedTitles,
  recordPrints,
  scrollToPanel,
  signIn,
} from "./helpers";
import { decodeText, parseCsv } from "../../server/imports/csv";
import { addMonths, indiaDay, monthOf } from "../../contract/analytics";

/*
 * The attendance analytics' tour (issue 32), at desktop and phone size: pick a period, follow a
 * school that is not reporting to its profile, narrow the dashboard to a state (through a reload
 * and back up), export a breakdown and read the file back, and print the period's report. The
 * demo data's year of attendance has silent schools and states with several cities.
 */

/** The state the tour narrows to: the demo's largest, with several cities. */
const STATE = "Uttar Pradesh";

/** Picks a choice of the period picker. */
async function pick(page: Page, choice: string) {
  await page.getByRole("combobox", { name: "Period" }).click();
  await page.getByRole("option", { name: choice }).click();
}

const BREAKDOWNS = "Attendance by place, board and type";
const breakdowns = (page: Page) => page.getByRole("region", { name: BREAKDOWNS });

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** A YYYY-MM-DD day as the console writes it: "20 Nov 2026". */
const dayInWords = (day: string) =>
  `${Number(day.slice(8))} ${MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;
/** dd/mm/yyyy of a YYYY-MM-DD day. */
const typed = (day: string) => day.split("-").reverse().join("/");

/** A call of the API with the signed-in console's token. */
async function api(page: Page, path: string) {
  const token = await page.evaluate(() => localStorage.getItem("token"));
  const response = await page.request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()).resources.data;
}

const CARDS = [
  ["total_students", "Total Students"],
  ["present_students", "Present Students"],
  ["total_teachers", "Total Teachers"],
  ["present_teachers", "Present Teachers"],
] as const;

/**
 * Each card's figure is the API's for the place and period of the address (the overview's
 * enrolment and latest day with a report), and each card names the place.
 */
async function expectCardsOf(page: Page, place: string) {
  const search = new URL(page.url()).searchParams;
  const query = new URLSearchParams({ from: search.get("from")!, to: search.get("to")! });
  for (const key of ["state_id", "city_id"]) if (search.has(key)) query.set(key, search.get(key)!);
  const overview = await api(page, `/v1/super-admin/analytics/attendance/overview?${query}`);
  // The demo's schools report on working days: the place has a latest day in the range.
  expect(overview.latest_day).not.toBeNull();
  const figures: Record<(typeof CARDS)[number][0], number> = {
    total_students: overview.enrolment.students,
    present_students: overview.latest_day.present_students,
    total_teachers: overview.enrolment.teachers,
    present_teachers: overview.latest_day.present_teachers,
  };
  for (const [key, label] of CARDS) {
    const card = page.getByTestId(`stat-card-${key}`);
    await expect(card.getByLabel(label, { exact: true })).toHaveText(
      figures[key].toLocaleString("en-IN"),
    );
    await expect(card).toContainText(place);
    if (key.startsWith("present"))
      await expect(card).toContainText(`On ${dayInWords(overview.latest_day.day)}`);
  }
}

for (const [size, viewport] of [
  ["desktop", { width: 1440, height: 900 }],
  ["phone", { width: 390, height: 844 }],
] as const) {
  test.describe(`Attendance analytics on a ${size}`, () => {
    test.use({ viewport, acceptDownloads: true });
    test.beforeEach(async ({ page }) => {
      await recordPrints(page);
      await signIn(page);
    });

    test("drilled into a state then a city over a custom range, every card is the API's for that place and period and names it", async ({
      page,
    }) => {
      // The first 20 days of last month: whole days in the past, with the demo's attendance.
      const month = addMonths(monthOf(indiaDay(new Date())), -1);
      const [from, to] = [`${month}-01`, `${month}-20`];
      await pick(page, "Custom range");
      await page.getByRole("textbox", { name: "From" }).fill(typed(from));
      await page.getByRole("textbox", { name: "To" }).fill(typed(to));
      await expect(page).toHaveURL(new RegExp(`period=custom&from=${from}&to=${to}$`));
      await expectCardsOf(page, "India");

      const panel = await scrollToPanel(page, BREAKDOWNS);
      await panel.getByRole("button", { name: STATE, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`from=${from}&to=${to}&state_id=\\d+$`));
      await expectCardsOf(page, STATE);

      await scrollToPanel(page, BREAKDOWNS);
      await expect(panel.getByRole("columnheader", { name: /^City/ })).toBeVisible();
      const city = panel.getByRole("table").locator("tbody").getByRole("button").first();
      const cityName = (await city.textContent())!;
      await city.click();
      await expect(page).toHaveURL(/&state_id=\d+&city_id=\d+$/);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectCardsOf(page, `${cityName}, ${STATE}`);
      // A reload keeps the place and the period, and the cards with them.
      await page.reload();
      await expectCardsOf(page, `${cityName}, ${STATE}`);
    });

    test("follows a silent school to its profile, narrows to a state, exports and prints", async ({
      page,
    }) => {
      // A school that sent nothing on 3 or more working days of this month, to its profile.
      const silent = await scrollToPanel(page, "Not reporting");
      await expect(silent.getByText(/schools? sent no attendance on 3 or more/)).toBeVisible();
      const school = silent.getByRole("table").getByRole("link").first();
      const name = (await school.textContent())!;
      await school.click();
      await expect(page).toHaveURL(/\/school\/profile\/\d+$/);
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
      await page.goBack();

      // The academic year, narrowed to a state: its cities, a breadcrumb back to India.
      await pick(page, "This academic year");
      await expect(page).toHaveURL(/period=academic_year/);
      const panel = await scrollToPanel(page, BREAKDOWNS);
      await panel.getByRole("button", { name: STATE, exact: true }).click();
      await expect(page).toHaveURL(/period=academic_year&state_id=\d+/);
      await expect(panel.getByRole("columnheader", { name: /^City/ })).toBeVisible();
      await page.reload();
      await scrollToPanel(page, BREAKDOWNS);
      const crumbs = breakdowns(page).getByRole("navigation");
      await expect(crumbs).toHaveText(`India›${STATE}`);
      await expect(page.getByRole("combobox", { name: "Period" })).toHaveText("This academic year");
      const cities = breakdowns(page).getByRole("table").locator("tbody tr");
      await expect(cities.first()).toBeVisible();
      const shown = await cities.locator(":is(th, td):first-child").allTextContents();
      expect(shown.length).toBeGreaterThan(1);

      // Its cities' breakdown as a file: the rows on screen, in their order.
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        breakdowns(page).getByRole("button", { name: "Export CSV" }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(
        /^attendance-by-city-\d{4}-04-01_\d{4}-\d{2}-\d{2}-state-uttar-pradesh\.csv$/,
      );
      const [header, ...rows] = [
        ...parseCsv(decodeText(fs.readFileSync((await download.path())!))),
      ];
      expect(header[0]).toBe("City");
      expect(rows.map((row) => row[0])).toEqual(shown);
      if (size === "desktop") await expectNoSeriousA11yViolations(page);

      // The months of the period as a file, from the Detailed Reports: April first in the list
      // is the last line of the file (newest first).
      const reports = await scrollToPanel(page, "Detailed Reports");
      const [months] = await Promise.all([
        page.waitForEvent("download"),
        reports.getByRole("button", { name: "Export CSV" }).click(),
      ]);
      expect(months.suggestedFilename()).toMatch(
        /^attendance-by-month-\d{4}-04-01_.*-state-uttar-pradesh\.csv$/,
      );
      const monthRows = [...parseCsv(decodeText(fs.readFileSync((await months.path())!)))];
      expect(monthRows[0][0]).toBe("Month");
      expect(monthRows.at(-1)?.[1]).toMatch(/^\d{4}-04-01$/);
      expect(monthRows.length - 1).toBe((await reports.getByRole("row").count()) - 1);

      // The period's report of the state, printed under its days' name.
      await page
        .getByRole("region", { name: "Detailed Reports" })
        .getByRole("link", { name: "Generate Report" })
        .click();
      await expect(page).toHaveURL(
        /\/dashboard\/report\?period=custom&from=\d{4}-04-01&to=.*state_id=/,
      );
      await expect(
        page.getByRole("heading", { level: 1, name: "Attendance report" }),
      ).toBeVisible();
      await expect(page.getByText(new RegExp(`^${STATE}, 1 Apr \\d{4} to `))).toBeVisible();
      await expect(page.getByRole("region", { name: "By city" })).toBeVisible();
      await page.getByRole("button", { name: "Print" }).click();
      const titles = await printedTitles(page);
      expect(titles).toEqual([
        expect.stringMatching(/^attendance_report_\d{4}-04-01_\d{4}-\d{2}-\d{2}$/),
      ]);
      // On paper: the report, without its buttons.
      await page.emulateMedia({ media: "print" });
      await expect(
        page.getByRole("heading", { level: 1, name: "Attendance report" }),
      ).toBeVisible();
      await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
      // No chart's idle tooltip printed as an empty box.
      await expect(page.getByRole("figure", { name: "Attendance Trend" })).toBeVisible();
      await expect(page.locator(".recharts-default-tooltip").first()).toBeHidden();
      await page.emulateMedia({ media: "screen" });
      // Back up to the whole country.
      await page.getByRole("link", { name: "Back to the dashboard" }).click();
      // The dashboard has replaced the report (whose breakdowns' heading would be found, then
      // taken away while being scrolled to).
      await expect(
        page.getByRole("heading", { level: 1, name: "Analytics Dashboard" }),
      ).toBeVisible();
      await scrollToPanel(page, BREAKDOWNS);
      await breakdowns(page).getByRole("navigation").getByRole("button", { name: "India" }).click();
      await expect(page).not.toHaveURL(/state_id/);
      await expect(breakdowns(page).getByRole("columnheader", { name: /^State/ })).toBeVisible();
    });
  });
}

test.describe("The breakdowns on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.beforeEach(async ({ page }) => signIn(page));

  test("show each row's name, students' share and completeness in the window, and the rest on a tap", async ({
    page,
  }) => {
    const panel = await scrollToPanel(page, BREAKDOWNS);
    const table = panel.getByRole("table");
    await expect(table.locator("tbody tr").first()).toBeVisible();
    const headers = table.getByRole("columnheader");
    await expect(headers).toHaveText(["State", "Students present", "Completeness", "More"]);
    // Every column in the window, none to be scrolled to inside the card.
    for (const header of await headers.all()) {
      const box = (await header.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    const first = table.locator("tbody tr").first();
    const name = (await first.locator("th").textContent())!;
    // The cells a phone leaves to the details are on the page for paper, hidden on the screen.
    await expect(first.locator("td:visible").nth(0)).toHaveText(/^(\d+\.\d%|N\/A)$/);
    await expect(first.locator("td:visible").nth(1)).toHaveText(/^(\d+\.\d%|N\/A)$/);
    await first.getByRole("button", { name: `More about ${name}` }).click();
    const details = table.locator("tbody tr").nth(1);
    await expect(details).toContainText("Schools");
    await expect(details).toContainText(/Teachers present(\d+\.\d%|N\/A)/);
    // The figures are the API's row of the state.
    const today = indiaDay(new Date());
    const rows: { name: string; schools: number }[] = await api(
      page,
      `/v1/super-admin/analytics/attendance/breakdown/place?from=${monthOf(today)}-01&to=${today}`,
    );
    const row = rows.find((r) => r.name === name)!;
    await expect(details).toContainText(`Schools${row.schools.toLocaleString("en-IN")}`);
  });
});
