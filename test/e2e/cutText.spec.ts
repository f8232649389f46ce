import { expect, test, type Page } from "@playwright/test";
import { settledTable, signIn } from "./helpers";

/** The texts of the page's tables (headers and cells) that do not fit their box, and how they end. */
const cutTexts = (page: Page) =>
  page.locator("table th, table [data-cut-text]").evaluateAll((elements) =>
    elements
      .filter((el) => el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight)
      .map((el) => ({
        text: el.getAttribute("data-cut-text") ?? el.textContent ?? "",
        ending: getComputedStyle(el).textOverflow,
        clipped: getComputedStyle(el).overflow === "hidden",
      })),
  );

test.describe("Cut text on a desktop (1440x900)", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("on the board administrators' list every cut text ends in an ellipsis and shows whole on hover", async ({
    page,
  }) => {
    await signIn(page);
    await page.goto("/boards");
    await expect(
      (await settledTable(page, "Board administrators")).locator("tbody tr"),
    ).toHaveCount(10);
    const cut = await cutTexts(page);
    // The demo's long board names are cut, and so is the header Main Board Name.
    expect(cut.map((c) => c.text)).toContain("Main Board Name");
    for (const { text, ending, clipped } of cut) {
      expect({ text, ending, clipped }).toEqual({ text, ending: "ellipsis", clipped: true });
    }
    await page.getByRole("columnheader", { name: "Main Board Name" }).hover();
    await expect(page.getByRole("tooltip")).toHaveText("Main Board Name");
  });
});
