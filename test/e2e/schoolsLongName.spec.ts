import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./helpers";
import { fillSchoolForm } from "./schoolForm";

// Named to run after schools.spec.ts: the schools this spec adds come first in the list, and
// that spec opens the first row's profile expecting a demo school (with an image and documents).

/** How far the page reaches beyond the window's width (0 when nothing overflows). */
const overflow = (page: Page) =>
  page.evaluate(() =>
    Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth),
  );

test.describe("A school named with one long word", () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test("wraps on its profile and its print view, on a desktop and on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    // 150 characters, no space: what an import or a careless paste can give.
    const name = `Vidyalaya${Date.now()}`.padEnd(150, "x");
    await page.goto("/school/add/new");
    await fillSchoolForm(page, name, `long.${Date.now()}@e2e-school.in`);
    const registered = page.waitForResponse(
      (response) => response.url().endsWith("/school/register") && response.status() === 201,
    );
    await page.getByRole("button", { name: "Save", exact: true }).click();
    const { resources } = (await (await registered).json()) as {
      resources: { data: { school_id: number } };
    };

    await page.goto(`/school/profile/${resources.data.school_id}`);
    const title = page.getByRole("heading", { level: 1, name });
    await expect(title).toBeVisible();
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => overflow(page), `at ${width} px`).toBe(0);
      await page.emulateMedia({ media: "print" });
      await expect.poll(() => overflow(page), `printing at ${width} px`).toBe(0);
      await page.emulateMedia({ media: "screen" });
    }
    // The title wraps onto several lines rather than running off the page.
    const { height, lineHeight } = await title.evaluate((element) => ({
      height: element.getBoundingClientRect().height,
      lineHeight: parseFloat(getComputedStyle(element).lineHeight),
    }));
    expect(height).toBeGreaterThan(2 * lineHeight);

    await page.goto(`/school/edit/${resources.data.school_id}`);
    await expect(page.locator('[name="school_name"]')).toHaveValue(name);
    await expect.poll(() => overflow(page)).toBe(0);
  });
});
