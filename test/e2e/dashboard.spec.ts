import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations, signIn } from "./helpers";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const CHARTS = ["Monthly Registration Trend", "Payment Collection Trend"];

/** The x-axis labels of one chart's drawing. */
const monthLabels = (page: Page, chart: string) =>
  page.getByRole("figure", { name: chart }).locator("svg .recharts-xAxis-tick-labels text");

test.describe("Analytics Dashboard", () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test("shows the title, the greeting and the API's figures for the current year", async ({
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
  });

  test("draws both trend charts with the twelve months, resizing with the window", async ({
    page,
  }) => {
    for (const chart of CHARTS) {
      await expect(monthLabels(page, chart)).toHaveText(MONTHS);
    }
    const drawing = page.getByRole("figure", { name: CHARTS[0] }).locator("svg.recharts-surface");
    const wide = (await drawing.boundingBox())!.width;
    // Below the lg breakpoint the two charts stack, each taking the whole width.
    await page.setViewportSize({ width: 1000, height: 900 });
    await expect.poll(async () => (await drawing.boundingBox())?.width).not.toBe(wide);
    await expect(monthLabels(page, CHARTS[0])).toHaveText(MONTHS);
  });

  test("lists the four sample reports with Export CSV and Generate Report disabled", async ({
    page,
  }) => {
    const reports = page.getByRole("region", { name: "Detailed Reports" });
    await expect(reports.getByRole("row")).toHaveCount(5);
    await expect(reports.getByRole("button", { name: "Export CSV" })).toBeDisabled();
    await expect(reports.getByRole("button", { name: "Generate Report" })).toBeDisabled();
  });

  test("has no serious accessibility violation", async ({ page }) => {
    for (const chart of CHARTS) await expect(monthLabels(page, chart)).toHaveCount(12);
    await expect(page.getByLabel("Total Students", { exact: true })).not.toHaveText("");
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
