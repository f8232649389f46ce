import { expect, test, type Page } from "@playwright/test";
import { filterSchoolsByStatus, settledTable, signIn } from "./helpers";

const rows = (page: Page) => page.locator("tbody tr");

/** The school list filtered to the schools not yet verified. */
async function pendingSchools(page: Page) {
  await page.goto("/school");
  await settledTable(page, "Schools");
  await filterSchoolsByStatus(page, "Pending");
  await expect(rows(page)).toHaveCount(10);
}

test.describe("Audit Log and bulk actions", () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test("a verified school's event shows in the Audit Log and on its profile", async ({ page }) => {
    await pendingSchools(page);
    const name = (await rows(page).first().locator("td").nth(2).textContent())!.trim();
    await page.getByRole("button", { name: `Verify ${name}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByText("School verified successfully")).toBeVisible();

    await page.getByRole("link", { name: "Audit Log" }).click();
    await expect(page).toHaveURL(/\/audit-log$/);
    const log = await settledTable(page, "Audit events");
    const line = `admin verified ${name}`;
    await expect(log.locator("tbody tr").first()).toContainText(line);
    // The event has the room; 'When' has what it needs and no more, its text not overflowing.
    const [when, event] = await log
      .locator("tbody tr")
      .first()
      .locator("td")
      .evaluateAll((cells) =>
        cells.slice(1, 3).map((cell) => ({ width: cell.clientWidth, text: cell.scrollWidth })),
      );
    expect(when.text).toBeLessThanOrEqual(when.width);
    expect(event.width).toBeGreaterThan(2 * when.width);

    await log.getByRole("link", { name: line }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    const history = await settledTable(page, "Audit events");
    // A demo school has no earlier event: its history is this verification alone.
    await expect(history.locator("tbody tr")).toHaveCount(1);
    await expect(history.locator("tbody tr").first()).toContainText(line);
  });

  test("verifies 25 schools selected across three pages in one action", async ({ page }) => {
    await pendingSchools(page);
    const selectPage = async (count: number) => {
      for (let i = 0; i < count; i++) await rows(page).nth(i).getByRole("checkbox").check();
    };
    await selectPage(10);
    // The page shown, not only a table at rest: the click's fetch may not have started yet.
    await page.getByRole("button", { name: "Page 2" }).click();
    await expect(page.getByText(/^Showing 11 to 20 of/)).toBeVisible();
    await settledTable(page, "Schools");
    await selectPage(10);
    await page.getByRole("button", { name: "Page 3" }).click();
    await expect(page.getByText(/^Showing 21 to 30 of/)).toBeVisible();
    await settledTable(page, "Schools");
    await selectPage(5);
    await expect(page.getByText("25 items selected")).toBeVisible();

    const requests: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/school/bulk-approve")) requests.push(r.postData() ?? "");
    });
    await page.getByRole("button", { name: "Verify selected" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("Verify 25 schools?");
    // The report's toast shows for 2 s once the answer is in: wait for the answer first, so that
    // a slow machine's polling starts with the toast rather than the request.
    const answered = page.waitForResponse((r) => r.url().includes("/school/bulk-approve"));
    await dialog.getByRole("button", { name: "Confirm" }).click();
    expect((await answered).status()).toBe(200);
    await expect(page.getByText("25 changed", { exact: true })).toBeVisible();
    expect(requests).toHaveLength(1);
    expect(JSON.parse(requests[0]).ids).toHaveLength(25);

    await page.goto("/audit-log");
    await page.locator('select[name="action"]').selectOption({ label: "School verified" });
    const log = await settledTable(page, "Audit events");
    await expect(log.locator("tbody tr").first()).toContainText("in a bulk action");
  });

  test("the bell's count of schools awaiting verification drops when schools are verified", async ({
    page,
  }) => {
    const awaiting = async () => {
      await page.getByRole("button", { name: /notifications/i }).click();
      const item = page
        .getByRole("dialog", { name: "Notifications" })
        .getByRole("link", { name: /schools? awaits? verification/ });
      const count = Number((await item.textContent())!.match(/\d+/)![0]);
      return { item, count };
    };
    await page.goto("/dashboard");
    const before = await awaiting();
    // The bell's item leads to the school list filtered to them.
    await before.item.click();
    await expect(page).toHaveURL(/\/school\?.*admin_approval/);
    await settledTable(page, "Schools");
    for (let i = 0; i < 3; i++) await rows(page).nth(i).getByRole("checkbox").check();
    await page.getByRole("button", { name: "Verify selected" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByText("3 changed", { exact: true })).toBeVisible();
    const after = await awaiting();
    await expect(after.item).toHaveText(`${before.count - 3} schools await verification`);
  });
});
