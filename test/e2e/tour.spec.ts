import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations, settledTable, signIn } from "./helpers";

/**
 * The screen tour: every screen of the spec, on a phone and on a desktop. On each: nothing wider
 * than the window, every table column reachable, no serious accessibility violation, and the
 * page does not jump while it loads (cumulative layout shift below 0.02).
 */

const SIZES = [
  { name: "a phone (390x844)", viewport: { width: 390, height: 844 } },
  { name: "a desktop (1440x900)", viewport: { width: 1440, height: 900 } },
];

interface Screen {
  path: string;
  heading: string | RegExp;
  /** The list table to wait for before reading the page. */
  table?: string;
}

const SCREENS = (schoolId: string): Screen[] => [
  { path: "/dashboard", heading: "Analytics Dashboard" },
  { path: "/school", heading: "School Management", table: "Schools" },
  { path: `/school/profile/${schoolId}`, heading: /.+/ },
  { path: "/school/add/new", heading: "Add School" },
  { path: `/school/edit/${schoolId}`, heading: "Edit School" },
  { path: "/boards", heading: "Board Management", table: "Board administrators" },
  { path: "/create-board", heading: "Create Board Admin" },
  { path: "/profile-dashboard", heading: "Profile Management" },
  { path: "/ticket-management", heading: "Ticket Management" },
  { path: "/user-roles", heading: "User Roles & Permissions" },
  { path: "/security-privacy", heading: "Security & Privacy" },
  { path: "/notifications", heading: "Notifications" },
  { path: "/data-backup", heading: "Data Backup" },
  { path: "/advanced-settings", heading: "Advanced Settings" },
  { path: "/data-optimization", heading: "Data Optimization" },
  { path: "/beta-features", heading: "Beta Features" },
];

/** Sums every layout shift of the page's life that no input caused (the page's CLS, unwindowed). */
function recordLayoutShifts() {
  const record = window as unknown as { layoutShift: number };
  record.layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[]) {
      if (!entry.hadRecentInput) record.layoutShift += entry.value;
    }
  }).observe({ type: "layout-shift", buffered: true });
}

const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);

/** Nothing makes the page scroll sideways: wide content scrolls inside its own box. */
async function expectNoHorizontalOverflow(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, "the page is wider than the window").toBeLessThanOrEqual(clientWidth);
}

/** Every column header of every table can be scrolled into the window and is then on screen. */
async function expectEveryColumnReachable(page: Page) {
  const width = page.viewportSize()!.width;
  for (const header of await page.locator("table thead th").all()) {
    await header.scrollIntoViewIfNeeded();
    const box = await header.boundingBox();
    const name = (await header.textContent()) ?? "";
    expect(box, `column '${name}' has no box`).not.toBeNull();
    expect(box!.x, `column '${name}' starts left of the window`).toBeGreaterThanOrEqual(-0.5);
    expect(box!.x + box!.width, `column '${name}' ends right of the window`).toBeLessThanOrEqual(
      width + 0.5,
    );
    // Reachable means not covered either: the header itself is what the point hits.
    const hit = await header.evaluate((th) => {
      const r = th.getBoundingClientRect();
      const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return !!top && th.contains(top);
    });
    expect(hit, `column '${name}' is covered`).toBe(true);
  }
}

for (const size of SIZES) {
  test.describe(`Screen tour on ${size.name}`, () => {
    test.use({ viewport: size.viewport });

    test("every screen fits, keeps its columns reachable, holds still and passes axe", async ({
      page,
    }) => {
      test.setTimeout(240_000);
      await page.addInitScript(recordLayoutShifts);
      await page.goto("/");
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousA11yViolations(page);
      await signIn(page);

      await page.goto("/school");
      const schools = await settledTable(page, "Schools");
      const href = await schools
        .locator("tbody tr")
        .first()
        .getByRole("link")
        .first()
        .getAttribute("href");
      const schoolId = href!.split("/").pop()!;

      for (const screen of SCREENS(schoolId)) {
        await test.step(screen.path, async () => {
          await page.goto(screen.path);
          await expect(page.getByRole("heading", { level: 1, name: screen.heading })).toBeVisible();
          if (screen.table) {
            const table = await settledTable(page, screen.table);
            await expect(table.locator("tbody tr").first()).toBeVisible();
          }
          // What arrives after the heading (figures, charts, a school's values) has arrived.
          await page.waitForLoadState("networkidle");
          expect(await layoutShift(page), `layout shift on ${screen.path}`).toBeLessThan(0.02);
          await expectNoHorizontalOverflow(page);
          await expectEveryColumnReachable(page);
          await expectNoSeriousA11yViolations(page);
        });
      }
    });
  });
}

test.describe("Board Management on a 1440 px desktop with the sidebar open", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("shows every column without scrolling, each on one line", async ({ page }) => {
    await signIn(page);
    await expect(page.getByRole("link", { name: "Dashboard" })).toBeVisible();
    await page.goto("/boards");
    const table = await settledTable(page, "Board administrators");
    await expect(table.locator("tbody tr").first()).toBeVisible();
    const fits = await page
      .locator(".list-table-scroll")
      .evaluate((box) => box.scrollWidth <= box.clientWidth);
    expect(fits, "the table needs a sideways scroll at 1440 px").toBe(true);
    // A main board's name stays on one line: its cell is no taller than a plain one.
    const heights = await table
      .locator("tbody tr")
      .first()
      .locator("td")
      .evaluateAll((cells) => cells.map((c) => c.getBoundingClientRect().height));
    expect(Math.max(...heights)).toBeLessThan(60);
  });
});
