import { expect, test, type Locator, type Page } from "@playwright/test";
import { signIn } from "./helpers";

/** Where a text itself is drawn (its glyphs, not its block's full width). */
const textBox = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const { left, right } = range.getBoundingClientRect();
    return { left, right };
  });

/** The sidebar on the right of the window, and the screen's title starting at the right. */
async function expectRightToLeft(page: Page, title: Locator) {
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const width = page.viewportSize()!.width;
  const sidebar = await page.getByRole("navigation", { name: "ڈیش بورڈ" }).boundingBox();
  expect(sidebar!.x).toBeGreaterThan(width / 2);
  // At the window's right edge (a scroll bar's width from it at most).
  expect(sidebar!.x + sidebar!.width).toBeGreaterThan(width - 24);
  const main = (await page.locator("main").boundingBox())!;
  // The main area is beside the sidebar, on its left.
  expect(main.x + main.width).toBeLessThanOrEqual(sidebar!.x + 1);
  await expect(title).toBeVisible();
  const text = await textBox(title);
  // The title ends near the main area's right edge (its padding), far from its left one.
  expect(main.x + main.width - text.right).toBeLessThan(40);
  expect(text.left - main.x).toBeGreaterThan(main.width / 3);
}

/**
 * A text drawn left to right inside the right-to-left page: its first character is left of its
 * last, as in English. Without its own direction the page's would reorder it: 'Welcome, Super
 * Admin!' was drawn '!Welcome, Super Admin', a period '... (8 days) 1'.
 */
async function expectReadsLeftToRight(locator: Locator) {
  await expect(locator).toBeVisible();
  const [first, last] = await locator.evaluate((element) => {
    const node = [...element.childNodes].find((n) => n.nodeType === Node.TEXT_NODE)!;
    const text = node.textContent ?? "";
    // Where a character is drawn; invisible formatting characters (bidi isolates) skipped.
    const visible = [...text.matchAll(/[^\s\u2066-\u2069]/g)].map((match) => match.index);
    const left = (index: number) => {
      const range = document.createRange();
      range.setStart(node, index);
      range.setEnd(node, index + 1);
      return range.getBoundingClientRect().left;
    };
    return [left(visible[0]), left(visible[visible.length - 1])];
  });
  expect(first, "the text's first character is drawn left of its last").toBeLessThan(last);
}

/** The id of a school whose address starts with its house number, as the demo data's do. */
async function schoolWithNumberedAddress(page: Page): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem("token"));
  const get = async (url: string) => {
    const response = await page.request.get(url, { headers: { Authorization: `Bearer ${token}` } });
    expect(response.ok(), url).toBe(true);
    return (await response.json()).resources.data;
  };
  const list: { school_id: number }[] = await get("/v1/super-admin/school/list?page=1&limit=50");
  for (const { school_id } of list) {
    const { address } = await get(`/v1/super-admin/school/${school_id}`);
    if (/^\d+, /.test(address)) return school_id;
  }
  throw new Error("No school of the list's first page has an address that starts with a number");
}

test.describe("Right to left (Urdu)", () => {
  test("turns the dashboard, the school list and the school form, and a reload keeps it", async ({
    page,
  }) => {
    await signIn(page);
    await page.getByRole("button", { name: "English" }).click();
    await page.getByRole("menuitem", { name: "اردو" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "ur");

    // The dashboard: its title is not in Urdu's partial catalogue, and shows in English.
    await expectRightToLeft(
      page,
      page.getByRole("heading", { level: 1, name: "Analytics Dashboard" }),
    );
    // English where Urdu's catalogue has nothing (the greeting, the period's days) reads as
    // in English, whatever it holds: a name, dates, a count.
    await expectReadsLeftToRight(page.getByText(/^\W*Welcome, /));
    await expectReadsLeftToRight(page.locator("#period-days"));
    // The charts stay left to right: the values' labels left of their axis, as in English.
    const chart = page.getByTestId("payment-trend");
    const axis = (await chart
      .locator(".recharts-yAxis line.recharts-cartesian-axis-line")
      .boundingBox())!;
    const tick = (await chart.locator(".recharts-yAxis-tick-labels text").first().boundingBox())!;
    expect(tick.x + tick.width).toBeLessThanOrEqual(axis.x + 1);

    await page.getByRole("link", { name: "اسکول" }).click();
    await expectRightToLeft(
      page,
      page.getByRole("heading", { level: 1, name: "اسکولوں کا انتظام" }),
    );

    // A record's English text reads as typed: an address that starts with its house number
    // keeps the number first (a table's cells follow the same rule).
    await page.goto(`/school/profile/${await schoolWithNumberedAddress(page)}`);
    const address = page.locator("dt", { hasText: /^(Address|پتہ)$/ }).locator("+ dd");
    await expect(address).toHaveText(/^\d+, /);
    await expectReadsLeftToRight(address);
    await page.goto("/school");

    await page.getByRole("link", { name: "+ نیا اسکول شامل کریں" }).click();
    const title = page.getByRole("heading", { level: 1, name: "Add School" });
    await expectRightToLeft(page, title);
    // A field's label sits at the right of its field.
    const field = page.getByLabel("اسکول کا نام", { exact: false }).first();
    const input = (await field.boundingBox())!;
    const label = await textBox(page.locator("label", { hasText: "اسکول کا نام" }).first());
    expect(label.right).toBeGreaterThan(input.x + input.width / 2);

    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "ur");
    await expectRightToLeft(page, page.getByRole("heading", { level: 1, name: "Add School" }));
  });
});
