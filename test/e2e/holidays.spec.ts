import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations, signIn } from "./helpers";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** The screen as a person reaches it: through the user menu. */
async function openHolidays(page: Page) {
  await page.getByRole("button", { name: "Open the user menu" }).click();
  await page.getByRole("menuitem", { name: "Holidays", exact: true }).click();
  await expect(page).toHaveURL(/\/settings\/holidays$/);
  await expect(page.getByRole("heading", { level: 1, name: "Holidays" })).toBeVisible();
}

/** The rows of the year's table, as their first three cells read: date, weekday, name. */
const rows = (page: Page, year: number) =>
  page.getByRole("table", { name: `Holidays of ${year}` }).locator("tbody tr");

const thisYear = new Date().getFullYear();
const nextYear = thisYear + 1;

for (const [size, viewport, day] of [
  ["a desktop", DESKTOP, "09"],
  ["a phone", PHONE, "10"],
] as const) {
  test.describe(`Holidays on ${size}`, () => {
    test.use({ viewport });

    test("shows the demo's national holidays, adds one, shows it, and removes it", async ({
      page,
    }) => {
      await signIn(page);
      await openHolidays(page);
      // The demo data: India's national holidays of this year.
      await expect(rows(page, thisYear).filter({ hasText: "Republic Day" })).toContainText(
        `26/01/${thisYear}`,
      );
      await expect(rows(page, thisYear).filter({ hasText: "Gandhi Jayanti" })).toHaveCount(1);

      // Next year, the 9th (or 10th) of March: a day no demo holiday has.
      const typed = `${day}/03/${nextYear}`;
      const name = `Test holiday ${size}`;
      await page.getByRole("textbox", { name: "Date" }).fill(typed);
      await page.getByRole("textbox", { name: "Name" }).fill(name);
      await page.getByRole("button", { name: "Add holiday" }).click();
      await expect(page.getByText("Holiday added successfully")).toBeVisible();

      // The same day again: the 409 names it, at the date.
      await page.getByRole("textbox", { name: "Date" }).fill(typed);
      await page.getByRole("textbox", { name: "Name" }).fill("Again");
      await page.getByRole("button", { name: "Add holiday" }).click();
      await expect(page.getByRole("textbox", { name: "Date" })).toHaveAccessibleDescription(
        `${typed} is already a holiday: ${name}`,
      );

      await page.getByRole("combobox", { name: "Year" }).click();
      await page.getByRole("option", { name: String(nextYear) }).click();
      await expect(page).toHaveURL(new RegExp(`year=${nextYear}`));
      const row = rows(page, nextYear).filter({ hasText: name });
      await expect(row).toContainText(typed);
      // Nothing wider than the window, the table and its buttons included.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      await expectNoSeriousA11yViolations(page);

      await page.getByRole("button", { name: `Remove ${name}` }).click();
      const dialog = page.getByRole("dialog", { name: "Remove this holiday?" });
      await dialog.getByRole("button", { name: "Confirm" }).click();
      await expect(page.getByText("Holiday removed successfully")).toBeVisible();
      await expect(row).toHaveCount(0);
    });
  });
}
