import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations, scrollToPanel, signIn } from "./helpers";
import { indiaDay, presetPeriod, registrationMonths } from "../../contract/analytics";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const CHARTS = ["Monthly Registration Trend", "Payment Collection Trend"];
/** The headings of the panels below the charts, top to bottom. */
const PANELS = [
  "Attendance by place, board and type",
  "Not reporting",
  "Low attendance",
  "Detailed Reports",
];

/** A YYYY-MM month as the registration chart's text alternative names it: "Nov 2026". */
const monthInWords = (month: string) =>
  `${MONTHS[Number(month.slice(5)) - 1]} ${month.slice(0, 4)}`;
/** dd/mm/yyyy of a YYYY-MM-DD day. */
const typed = (day: string) => day.split("-").reverse().join("/");

/** A call of the API with the signed-in console's token. */
async function api(page: Page, path: string) {
  const token = await page.evaluate(() => localStorage.getItem("token"));
  const response = await page.request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()).resources.data;
}

/** Picks a choice of the period picker. */
async function pick(page: Page, choice: string) {
  await page.getByRole("combobox", { name: "Period" }).click();
  await page.getByRole("option", { name: choice }).click();
}

/** The x-axis labels of one chart's drawing. */
const monthLabels = (page: Page, chart: string) =>
  page.getByRole("figure", { name: chart }).locator("svg .recharts-xAxis-tick-labels text");

test.describe("Analytics Dashboard", () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test("shows the title, the greeting and, for the whole country this month, the yearly summary's figures", async ({
    page,
  }) => {
    await expect(
      page.getByRole("heading", { level: 1, name: "Analytics Dashboard" }),
    ).toBeVisible();
    // The greeting names the signed-in administrator (the first start's is Super Admin).
    await expect(page.getByText("Welcome, Super Admin!")).toBeVisible();

    const year = new Date().getFullYear();
    const token = await page.evaluate(() => localStorage.getItem("token"));
    const response = await page.request.get(
      `/v1/super-admin/school/attendance-summary?year=${year}`,
      { headers: { Authorization: `Bearer ${token}` } },
    );
    expect(response.ok()).toBe(true);
    const summary = (await response.json()).resources.data[0];
    // The demo data has attendance for the current year: the cards must show numbers, not N/A.
    expect(summary).toBeDefined();
    const cards: [string, number][] = [
      ["Total Students", summary.total_students],
      ["Present Students", summary.present_students],
      ["Total Teachers", summary.total_teachers],
      ["Present Teachers", summary.present_teachers],
    ];
    for (const [label, value] of cards) {
      await expect(page.getByLabel(label, { exact: true })).toHaveText(
        value.toLocaleString("en-IN"),
      );
    }
    // The cards say whose figures they are.
    await expect(page.getByTestId("stat-card-total_students")).toContainText("India");
  });

  test("draws the registrations of the 12 months to this one and the payments' sample, resizing with the window", async ({
    page,
  }) => {
    // The default period is this month: the 12 months ending with it, India's.
    const month = presetPeriod("month", indiaDay(new Date()));
    const months = registrationMonths(month);
    const trend: { month: string; schools: number }[] = await api(
      page,
      `/v1/super-admin/analytics/registrations?from=${month.from}&to=${month.to}`,
    );
    expect(trend.map((m) => m.month)).toEqual(months);
    // The demo data registers schools over ten years: some months have some.
    expect(trend.some((m) => m.schools > 0)).toBe(true);
    const registrations = page.getByRole("figure", { name: CHARTS[0] });
    await expect(monthLabels(page, CHARTS[0])).toHaveCount(12);
    // The first month's label says its year, on a second line.
    await expect(monthLabels(page, CHARTS[0]).first()).toHaveText(
      monthInWords(months[0]).replace(" ", ""),
    );
    await expect(registrations).toHaveAccessibleDescription(
      `Schools registered by month: ${trend
        .map((m) => `${monthInWords(m.month)} ${m.schools.toLocaleString("en-IN")}`)
        .join(", ")}.`,
    );
    await expect(registrations.getByText("Sample data", { exact: true })).toHaveCount(0);

    const payments = page.getByRole("figure", { name: CHARTS[1] });
    await expect(monthLabels(page, CHARTS[1])).toHaveText(MONTHS);
    await expect(payments.getByText("Sample data", { exact: true })).toBeVisible();
    await expect(payments).toHaveAccessibleDescription(/^Sample data, not real payments\./);

    const drawing = registrations.locator("svg.recharts-surface");
    const wide = (await drawing.boundingBox())!.width;
    // Below the lg breakpoint the two charts stack, each taking the whole width.
    await page.setViewportSize({ width: 1000, height: 900 });
    await expect.poll(async () => (await drawing.boundingBox())?.width).not.toBe(wide);
    await expect(monthLabels(page, CHARTS[1])).toHaveText(MONTHS);
  });

  test("picks a period kept in the URL, through a reload and the back button", async ({ page }) => {
    const today = indiaDay(new Date());
    const days = page.locator("#period-days");
    await expect(page.getByRole("combobox", { name: "Period" })).toHaveText("This month");
    await pick(page, "This academic year");
    await expect(page).toHaveURL(/\/dashboard\?period=academic_year$/);
    const year = presetPeriod("academic_year", today);
    await expect(monthLabels(page, CHARTS[0]).first()).toHaveText(
      monthInWords(registrationMonths(year)[0]).replace(" ", ""),
    );
    await page.reload();
    await expect(page.getByRole("combobox", { name: "Period" })).toHaveText("This academic year");

    await pick(page, "Custom range");
    const from = "2024-01-15";
    await page.getByRole("textbox", { name: "From" }).fill(typed(from));
    await expect(page).toHaveURL(new RegExp(`period=custom&from=${from}&to=${today}$`));
    await expect(days).toContainText("15 Jan 2024 to ");
    // 2024-01 to this month: more than 12 months, every one of them in the trend.
    const months = registrationMonths({ from, to: today });
    await expect(page.getByRole("figure", { name: CHARTS[0] })).toHaveAccessibleDescription(
      new RegExp(
        `^Schools registered by month: Jan 2024 [\\d,]+, .*${monthInWords(months.at(-1)!)} [\\d,]+\\.$`,
      ),
    );
    await page.getByRole("textbox", { name: "From" }).fill("30/02/2024");
    await page.getByRole("textbox", { name: "From" }).blur();
    await expect(page.getByRole("textbox", { name: "From" })).toHaveAccessibleDescription(
      "Enter the date as dd/mm/yyyy",
    );
    await expect(page).toHaveURL(new RegExp(`from=${from}`));

    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard\?period=academic_year$/);
    await expect(page.getByRole("combobox", { name: "Period" })).toHaveText("This academic year");

    // A URL that names no period opens this month rather than breaking.
    await page.goto("/dashboard?period=custom&from=2026-02-30&to=x");
    await expect(page.getByRole("combobox", { name: "Period" })).toHaveText("This month");
    await expect(monthLabels(page, CHARTS[0])).toHaveCount(12);
  });

  test("lists this month's report and opens the printable report of the period", async ({
    page,
  }) => {
    const reports = await scrollToPanel(page, "Detailed Reports");
    // This month (the default period): one month, with its figures from the demo attendance.
    await expect(reports.getByRole("row")).toHaveCount(2);
    await expect(reports.getByRole("row").nth(1)).toContainText("%");
    await reports.getByRole("link", { name: "Generate Report" }).click();
    await expect(page).toHaveURL(/\/dashboard\/report\?period=custom&from=\d{4}-\d{2}-01&to=/);
    await expect(page.getByRole("heading", { level: 1, name: "Attendance report" })).toBeVisible();
    // Reloaded, the report is still of the same days.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Attendance report" })).toBeVisible();
    await page.getByRole("link", { name: "Back to the dashboard" }).click();
    await expect(page.getByRole("region", { name: "Detailed Reports" })).toBeVisible();
  });

  test("asks for the panels below the first screen only once they are scrolled near", async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on("request", (request) =>
      asked.push(new URL(request.url()).pathname + new URL(request.url()).search),
    );
    await page.reload();
    // The breakdowns start within a screen of the window (1366x900): filled without a scroll.
    const breakdowns = page.getByRole("region", { name: PANELS[0] });
    await expect(breakdowns.getByRole("row").nth(1)).toBeVisible();
    for (const chart of CHARTS) await expect(monthLabels(page, chart)).toHaveCount(12);
    const lists = () =>
      asked.filter((url) => /\/(not-reporting|low-attendance)\?|grain=month/.test(url));
    expect(lists()).toEqual([]);
    // Every panel's heading is there for a screen reader's heading navigation all the same.
    for (const name of PANELS)
      await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeAttached();

    const silent = await scrollToPanel(page, "Not reporting");
    await expect(silent.getByRole("table")).toBeVisible();
    expect(lists()).toContainEqual(expect.stringMatching(/\/not-reporting\?/));
    // Low attendance, just below, is near the screen now too; the Detailed Reports are not.
    expect(lists().filter((url) => url.includes("grain=month"))).toEqual([]);
    // Scrolled to the end, every panel has been drawn.
    await scrollToPanel(page, "Detailed Reports");
    await expect(
      page.getByRole("region", { name: "Low attendance" }).getByRole("table"),
    ).toBeVisible();
    await expect.poll(() => lists().length).toBe(3);
  });

  test("offline, its panels say they cannot reach the server; online again, they load by themselves", async ({
    page,
    context,
  }) => {
    const breakdowns = page.getByRole("region", { name: PANELS[0] });
    await expect(breakdowns.getByRole("row").nth(1)).toBeVisible();
    const failed = "Cannot reach the server. Check your connection and try again.";
    await context.setOffline(true);
    // Another period: every panel asks again, and fails.
    await pick(page, "This week");
    await expect(page.getByText("The attendance figures could not be loaded.")).toBeVisible();
    await expect(breakdowns.getByText(failed)).toBeVisible();
    await expect(
      page.getByRole("figure", { name: "Attendance Trend" }).getByText(failed),
    ).toBeVisible();

    // Back online, with no Retry pressed: the cards, the charts and the breakdowns come back.
    await context.setOffline(false);
    await expect(page.getByLabel("Total Students", { exact: true })).toHaveText(/^[\d,]+$/);
    await expect(breakdowns.getByRole("row").nth(1)).toBeVisible();
    await expect(page.locator("#main-content").getByText(failed)).toHaveCount(0);
  });

  test("has no serious accessibility violation", async ({ page }) => {
    for (const chart of CHARTS) await expect(monthLabels(page, chart)).toHaveCount(12);
    await expect(page.getByLabel("Total Students", { exact: true })).not.toHaveText("");
    // The panels below the first screen, drawn as they are scrolled to.
    for (const panel of PANELS) {
      const region = await scrollToPanel(page, panel);
      await expect(region.getByRole("table")).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("Analytics Dashboard on a phone in dark mode", () => {
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: "dark" });
  test.beforeEach(async ({ page }) => signIn(page));

  test("fits the period picker and a custom range in the window, and passes axe", async ({
    page,
  }) => {
    await pick(page, "Custom range");
    await page.getByRole("textbox", { name: "To" }).fill("01/01/2020");
    await expect(page.getByRole("textbox", { name: "To" })).toHaveAccessibleDescription(
      "The period cannot end before it starts",
    );
    for (const name of ["Period", "From", "To"]) {
      const box = (await page
        .getByRole(name === "Period" ? "combobox" : "textbox", { name })
        .boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    await expect(monthLabels(page, CHARTS[0])).toHaveCount(12);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("Notification bell", () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test("opens the schools awaiting verification from the server, closes on a click outside", async ({
    page,
  }) => {
    // While the dropdown is open the page behind it is hidden from the accessibility tree.
    const heading = await page
      .getByRole("heading", { level: 1, name: "Analytics Dashboard" })
      .boundingBox();
    // 'Unread notifications' (with its '!') when other tests registered schools before this one.
    await page.getByRole("button", { name: /notifications/i }).click();
    const dropdown = page.getByRole("dialog", { name: "Notifications" });
    await expect(dropdown).toBeVisible();
    await expect(
      dropdown.getByRole("link", { name: /\d+ schools await verification/ }),
    ).toBeVisible();

    await page.mouse.click(heading!.x + 5, heading!.y + 5);
    await expect(dropdown).toBeHidden();
  });
});
