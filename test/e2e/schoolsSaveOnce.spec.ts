import { expect, test, type Page } from "@playwright/test";
import { settledTable, signIn } from "./helpers";
import { fillSchoolForm } from "./schoolForm";

// Named to run after schools.spec.ts: the schools this spec adds come first in the list, and
// that spec opens the first row's profile expecting a demo school (with an image and documents).

/** A demo school's id and email, as its profile shows them. */
async function demoSchool(page: Page) {
  await page.goto("/school");
  await settledTable(page, "Schools");
  await page.locator('tbody tr a[href^="/school/profile/"]').first().click();
  const emailField = page.locator('dt:text-is("School Email") + dd');
  await expect(emailField).toHaveText(/@/);
  return { id: page.url().split("/").pop(), email: (await emailField.textContent())!.trim() };
}

const sizes = [
  { name: "a desktop (1440x900)", viewport: { width: 1440, height: 900 } },
  { name: "a phone (390x844)", viewport: { width: 390, height: 844 } },
];

for (const size of sizes) {
  test.describe(`School form on ${size.name}`, () => {
    test.use({ viewport: size.viewport });
    test.beforeEach(async ({ page }) => signIn(page));

    test("a double click on 'Save anyway' sends one register call and makes one school", async ({
      page,
    }) => {
      const existing = await demoSchool(page);
      const name = `E2E Double ${size.viewport.width} ${Date.now()}`;
      await page.goto("/school/add/new");
      await fillSchoolForm(page, name, existing.email);
      const registers: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST" && request.url().endsWith("/school/register")) {
          registers.push(request.url());
        }
      });
      await page.getByRole("button", { name: "Save", exact: true }).click();

      const warning = page
        .getByRole("alert")
        .filter({ hasText: "This school may already be registered" });
      // Brought into view, with every match shown: no scroll of its own.
      await expect(warning).toBeInViewport();
      await expect(warning.locator(`a[href="/school/profile/${existing.id}"]`)).toBeVisible();
      if (size.viewport.width < 600) {
        const inner = await warning.evaluate((element) => ({
          overflow: getComputedStyle(element).overflowY,
          cut: element.scrollHeight > element.clientHeight,
        }));
        expect(inner).toEqual({ overflow: "visible", cut: false });
      }
      expect(registers).toHaveLength(1);

      await warning.getByRole("button", { name: "Save anyway" }).dblclick();
      await expect(page.getByText("School registered successfully")).toBeVisible();
      await expect(page).toHaveURL(/\/school$/);
      expect(registers).toHaveLength(2);
      await page.getByPlaceholder("Search school...").fill(name);
      await settledTable(page, "Schools");
      await expect(page.locator("tbody tr")).toHaveCount(1);
      await expect(page.locator("tbody tr").first()).toContainText(name);
    });
  });
}
