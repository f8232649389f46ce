import { expect, test } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { settledTable, signIn } from "./helpers";

test.describe("School Management on a phone (390x844)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test.beforeEach(async ({ page }) => {
    await signIn(page);
    await page.goto("/school");
    const table = await settledTable(page, "Schools");
    await expect(table.locator("tbody tr")).toHaveCount(10);
  });

  test("shows each school's whole name, on the screen without scrolling sideways", async ({
    page,
  }) => {
    const names = page
      .getByRole("table", { name: "Schools", exact: true })
      .locator("tbody tr td:nth-child(3)");
    await expect(names).toHaveCount(10);
    for (const name of await names.all()) {
      // The element that cuts the name when it does not fit (and carries it whole for the tooltip).
      const shown = name.locator("[data-cut-text]");
      const text = (await shown.getAttribute("data-cut-text")) ?? "";
      // The demo's names run to about 50 characters: each is read whole.
      expect(
        await shown.evaluate(
          (el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight,
        ),
        `'${text}' is cut`,
      ).toBe(true);
      const box = (await name.boundingBox())!;
      expect(box.x + box.width, `'${text}' ends off the screen`).toBeLessThanOrEqual(390);
    }
  });

  test("passes axe with the touch-target size rule and the name-from-content rule", async ({
    page,
  }) => {
    const results = await new AxeBuilder({ page })
      .withRules(["target-size", "label-content-name-mismatch"])
      .analyze();
    expect(
      results.violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
      ),
    ).toEqual([]);
    // Both rules did look at the page's links and buttons.
    expect(results.passes.map((rule) => rule.id).sort()).toEqual([
      "label-content-name-mismatch",
      "target-size",
    ]);
  });
});
