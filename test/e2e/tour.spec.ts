import { expect, test, type Page } from "@playwright/test";
import type { TranslationMessages } from "ra-core";
import {
  E2E_ADMIN,
  expectNoSeriousA11yViolations,
  scrollToPanel,
  seedSchools,
  settledTable,
} from "./helpers";
import { en } from "../../src/i18n/en";
import { hi } from "../../src/i18n/hi";
import { untranslated } from "../console/i18n/untranslated";

/**
 * The screen tour: every screen of the spec, on a phone and on a desktop in English and light
 * mode, and on a phone in Hindi and dark mode together. On each: nothing wider than the window, every table column reachable,
 * no serious accessibility violation (axe's contrast rules included), and the page does not jump
 * while it loads (cumulative layout shift below 0.02).
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/**
 * One pass of the tour: a window size, the system's colour setting (which the console follows
 * when the user has not chosen a theme: a new browser profile has not), and the language picked
 * on the sign-in page, whose catalogue gives the texts the tour looks for.
 */
interface Pass {
  name: string;
  viewport: { width: number; height: number };
  colorScheme: "light" | "dark";
  language?: {
    code: string;
    name: string;
    catalogue: TranslationMessages;
    /** Its letters, as a RegExp character class: an accessible name holds some. */
    script: string;
  };
}

const PASSES: Pass[] = [
  { name: "a phone (390x844)", viewport: PHONE, colorScheme: "light" },
  { name: "a desktop (1440x900)", viewport: DESKTOP, colorScheme: "light" },
  {
    name: "a phone (390x844) in Hindi and dark mode",
    viewport: PHONE,
    colorScheme: "dark",
    language: { code: "hi", name: "हिन्दी", catalogue: hi, script: "[\\u0900-\\u097F]" },
  },
];

/** A catalogue's text by its key (`dashboard.title`). */
const text = (catalogue: TranslationMessages, key: string): string => {
  const value = key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue);
  if (typeof value !== "string") throw new Error(`No text for ${key}`);
  return value;
};

interface Screen {
  path: string;
  /** The catalogue key of the screen's title (any title, for a school's profile). */
  heading?: string;
  /** The catalogue key of the list table's name, to wait for before reading the page. */
  table?: string;
  /** Opened by loading the page afresh (the first visit), not through the console's router. */
  load?: boolean;
}

const SCREENS = (schoolId: number): Screen[] => [
  { path: "/dashboard", heading: "dashboard.title", load: true },
  { path: "/dashboard/report", heading: "dashboard.report.title" },
  { path: "/school", heading: "schools.list.title", table: "schools.list.table", load: true },
  { path: `/school/profile/${schoolId}` },
  { path: "/school/add/new", heading: "schools.form.add_title" },
  { path: `/school/edit/${schoolId}`, heading: "schools.form.edit_title" },
  { path: "/school/import", heading: "imports.title" },
  { path: "/boards", heading: "boardAdmins.list.title", table: "boardAdmins.list.table" },
  { path: "/create-board", heading: "boardAdmins.create.title" },
  { path: "/profile-dashboard", heading: "app.profile.title" },
  { path: "/audit-log", heading: "audit.title" },
  { path: "/ticket-management", heading: "settings.ticket_management.title" },
  { path: "/user-roles", heading: "settings.user_roles.title" },
  { path: "/security-privacy", heading: "settings.security_privacy.title" },
  { path: "/notifications", heading: "settings.notifications.title" },
  { path: "/data-backup", heading: "settings.data_backup.title" },
  { path: "/advanced-settings", heading: "settings.advanced_settings.title" },
  { path: "/data-optimization", heading: "settings.data_optimization.title" },
  { path: "/beta-features", heading: "settings.beta_features.title" },
  { path: "/settings/holidays", heading: "settings.holidays.title" },
];

/** The catalogue keys of the dashboard's panels below its first screen, top to bottom. */
const DASHBOARD_PANELS = [
  "dashboard.breakdowns.title",
  "dashboard.lists.not_reporting.title",
  "dashboard.lists.low_attendance.title",
  "dashboard.reports.title",
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

/**
 * Opens a screen as the console's own links do (no reload: the tour stays within its time), with
 * the layout-shift count started afresh for it.
 */
async function openScreen(page: Page, path: string) {
  // Leave the previous screen scrolled to its end: the next one must start at its top.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.evaluate((to) => {
    (window as unknown as { layoutShift: number }).layoutShift = 0;
    window.history.pushState({}, "", to);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/]/g, "\\/")}$`));
  await expect
    .poll(() => page.evaluate(() => window.scrollY), "the screen starts at its top")
    .toBe(0);
}

/** Waits until nothing on the screen is still loading: no skeleton, no spinner, no busy table. */
async function settled(page: Page) {
  await expect(
    page
      .locator(".MuiSkeleton-root, [role=progressbar], [aria-busy=true]")
      .filter({ visible: true }),
  ).toHaveCount(0);
}

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
  // The columns shown: a phone's screen leaves some of a breakdown's to a row's details, and a
  // wide one the phone's button.
  for (const header of await page.locator("table thead th:visible").all()) {
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

/** Long names end in an ellipsis rather than wrapping: no row is taller than a one-line row. */
async function expectRowsOnOneLine(page: Page) {
  const heights = await page
    .locator("table tbody tr")
    .evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height));
  expect(Math.max(...heights), "a row wraps onto more lines").toBeLessThan(60);
}

/** The four attendance cards stand in two rows of two. */
async function expectCardsTwoByTwo(page: Page, catalogue: TranslationMessages) {
  const boxes = await Promise.all(
    ["total_students", "present_students", "total_teachers", "present_teachers"].map((card) =>
      page.getByLabel(text(catalogue, `app.stats.${card}`), { exact: true }).boundingBox(),
    ),
  );
  const [a, b, c, d] = boxes.map((box) => box!);
  expect(Math.abs(a.y - b.y), "the first two cards share a row").toBeLessThan(2);
  expect(Math.abs(c.y - d.y), "the last two cards share a row").toBeLessThan(2);
  expect(c.y, "the last two cards are on a second row").toBeGreaterThan(a.y + 10);
  expect(Math.abs(a.x - c.x), "the cards form columns").toBeLessThan(2);
}

/** The list table shows every column without scrolling sideways. */
async function expectTableFits(page: Page) {
  const fits = await page
    .locator(".list-table-scroll")
    .evaluate((box) => box.scrollWidth <= box.clientWidth);
  expect(fits, "the table needs a sideways scroll").toBe(true);
}

/**
 * No accessible name left in English in another language: each aria-label, title, alt and
 * placeholder that holds Latin letters holds the language's own too (a name beside its words).
 * The headings above are read from the language's catalogue; a missing key fails the unit tests.
 */
async function expectNamesIn(page: Page, script: string) {
  const faults = await page.locator("body").evaluate(untranslated, { script, texts: false });
  expect(faults, "accessible names left in English").toEqual([]);
}

/** The page is drawn in `scheme`: CssBaseline gives the page the theme's colour scheme. */
async function expectColorScheme(page: Page, scheme: Pass["colorScheme"]) {
  await expect(page.locator("html")).toHaveCSS("color-scheme", scheme);
}

/**
 * The school's profile prints dark on white whatever the screen's mode: from the browser's
 * `beforeprint`, the profile block is drawn in the light theme.
 */
async function expectProfilePrintsLight(page: Page) {
  await page.evaluate(() => window.dispatchEvent(new Event("beforeprint")));
  await page.emulateMedia({ media: "print" });
  await expect(page.locator("#school-profile h1")).toHaveCSS("color", "rgba(0, 0, 0, 0.87)");
  await page.emulateMedia({ media: "screen" });
  await page.evaluate(() => window.dispatchEvent(new Event("afterprint")));
  await expect(page.locator("#school-profile h1")).not.toHaveCSS("color", "rgba(0, 0, 0, 0.87)");
}

/**
 * Signs in on the sign-in page as a user would, first picking the pass's language there (the
 * console then opens in it), and waits for the dashboard.
 */
async function signIn(page: Page, pass: Pass, catalogue: TranslationMessages) {
  if (pass.language) {
    await page
      .getByRole("group", { name: text(en, "app.language") })
      .getByRole("button", { name: pass.language.name })
      .click();
    await expect(page.locator("html")).toHaveAttribute("lang", pass.language.code);
  }
  await page.locator('input[name="username"]').fill(E2E_ADMIN.username);
  await page.locator('input[name="password"]').fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: text(catalogue, "app.login.submit") }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByRole("heading", { level: 1, name: text(catalogue, "dashboard.title") }),
  ).toBeVisible();
}

for (const size of PASSES) {
  test.describe(`Screen tour on ${size.name}`, () => {
    test.use({ viewport: size.viewport, colorScheme: size.colorScheme });

    test("every screen fits, keeps its columns reachable, holds still and passes axe", async ({
      page,
    }) => {
      test.setTimeout(240_000);
      const catalogue = size.language?.catalogue ?? en;
      await page.addInitScript(recordLayoutShifts);
      await page.goto("/");
      await expectColorScheme(page, size.colorScheme);
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousA11yViolations(page);
      await signIn(page, size, catalogue);

      // A school to open, new and pending, without an image or documents (as a school typed in
      // the form is): its profile shows the placeholders, and the bell has something to say.
      const [schoolId] = await seedSchools(page, `Tour${Date.now()}`, 1);

      for (const screen of SCREENS(schoolId)) {
        await test.step(screen.path, async () => {
          if (screen.load) await page.goto(screen.path);
          else await openScreen(page, screen.path);
          const heading = screen.heading ? text(catalogue, screen.heading) : /.+/;
          await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
          if (screen.table) {
            const table = await settledTable(page, text(catalogue, screen.table));
            await expect(table.locator("tbody tr").first()).toBeVisible();
            await expectRowsOnOneLine(page);
            // On a desktop, with the sidebar open, a list needs no sideways scroll at all.
            if (size.viewport.width >= 1440) await expectTableFits(page);
          }
          // What arrives after the heading (figures, charts, a school's values) has arrived.
          await settled(page);
          expect(await layoutShift(page), `layout shift on ${screen.path}`).toBeLessThan(0.02);
          if (screen.path === "/dashboard") {
            // The panels below the first screen are drawn as they come near it: scrolled to as a
            // user does, each fills without moving what is on screen, and the checks below read
            // their tables too.
            for (const panel of DASHBOARD_PANELS) {
              const region = await scrollToPanel(page, text(catalogue, panel));
              await expect(region.getByRole("table")).toBeVisible();
              await settled(page);
            }
            expect(await layoutShift(page), "layout shift while the panels fill").toBeLessThan(
              0.02,
            );
          }
          await expectNoHorizontalOverflow(page);
          await expectEveryColumnReachable(page);
          if (screen.path === "/dashboard" && size.viewport.width < 600) {
            await expectCardsTwoByTwo(page, catalogue);
          }
          await expectColorScheme(page, size.colorScheme);
          await expectNoSeriousA11yViolations(page);
          if (size.language) await expectNamesIn(page, size.language.script);
          if (screen.path.startsWith("/school/profile/") && size.colorScheme === "dark") {
            await expectProfilePrintsLight(page);
          }
        });
      }
    });
  });
}
