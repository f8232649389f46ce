/**
 * The click timings of `npm run bench:web`: Login to a filled dashboard, and the School entry to
 * 10 rows, each Rollcall's beside the minimal react-admin app's (./minimal). Each measure is taken
 * inside the page, on the page's clock: from the click event's time stamp to the first DOM
 * change after which the end condition holds (a MutationObserver installed before the click).
 */
import os from "node:os";
import type { Browser, CDPSession, Locator, Page, Request } from "@playwright/test";
import { paths } from "../../contract/api";

export interface Credentials {
  username: string;
  password: string;
}

/**
 * An app whose clicks are measured: where its form is and what its button says, where its
 * dashboard is, its menu's schools entry, and what a filled row of its list holds.
 */
interface App {
  name: string;
  path: string;
  button: string;
  dashboard: string;
  schoolEntry: string;
  row: string;
}

const APPS: App[] = [
  {
    name: "Rollcall",
    path: "/",
    button: "Login",
    dashboard: "/dashboard",
    schoolEntry: 'a[href="/school"]',
    row: 'a[href*="/school/profile/"]',
  },
  {
    name: "minimal react-admin",
    path: "/bench-minimal/",
    button: "Sign in",
    // react-admin's hash router shows the dashboard at the page's own path.
    dashboard: "/bench-minimal/",
    schoolEntry: 'a[href="#/schools"]',
    row: "td.column-school_name",
  },
];

const VIEWPORT = { width: 1366, height: 900 };

/** The calls of the dashboard's default period (this month) that both first screens make. */
const PERIOD_CALLS: string[] = [
  paths.analyticsAttendanceOverview,
  paths.analyticsRegistrations,
  paths.analyticsAttendanceTrend,
];

/*
 * Both dashboards draw three line charts: the registrations' and the attendance's from their
 * answers, the payments' sample at once. Counting drawn lines (two used to be the end, when each
 * app drew two charts) would stop at the sample's line and the first real chart's, before the
 * other real chart is drawn; the end is every chart drawn.
 */
const CHARTS = 3;

/*
 * Runs in the page (a string, so that the TypeScript build adds nothing the page lacks). Marks,
 * in ms of performance.now(): `click`; for "dashboard", `cards` (the four figures of the cards,
 * found by their aria-labelledby="stat-...", hold text: a number, or N/A, but no skeleton) and
 * `charts` (CHARTS recharts charts, each with a line path that has a `d`), and `done` when both
 * hold; for "school", `done` when the table shows 10 rows whose `row` element (the app's, a
 * school's name) holds text. Then the resources fetched since.
 */
const WATCH = `(kind, row, charts) => {
  const marks = {};
  let finish;
  const finished = new Promise((resolve) => { finish = resolve; });
  window.__bench = { marks, finished, resources: () =>
    performance.getEntriesByType("resource")
      .filter((e) => marks.click !== undefined && e.startTime >= marks.click)
      .map((e) => ({ name: e.name, start: e.startTime, end: e.responseEnd })) };
  const cards = () => {
    const figures = [...document.querySelectorAll('[aria-labelledby^="stat-"]')];
    return figures.length === 4 && figures.every((f) => f.textContent.trim() !== "");
  };
  const drawn = () =>
    [...document.querySelectorAll(".recharts-wrapper")].filter((chart) =>
      [...chart.querySelectorAll("path.recharts-line-curve")].some((p) => p.getAttribute("d")))
      .length >= charts;
  const rows = () =>
    [...document.querySelectorAll("table tbody tr")].filter((r) =>
      r.querySelector(row)?.textContent.trim()).length >= 10;
  addEventListener("click", (event) => { marks.click ??= event.timeStamp; }, { capture: true });
  const observer = new MutationObserver(() => {
    if (marks.click === undefined) return;
    const now = performance.now();
    if (kind === "dashboard") {
      if (marks.cards === undefined && cards()) marks.cards = now;
      if (marks.charts === undefined && drawn()) marks.charts = now;
      if (marks.cards !== undefined && marks.charts !== undefined && cards() && drawn()) marks.done = now;
    } else if (rows()) marks.done = now;
    if (marks.done !== undefined) {
      observer.disconnect();
      finish();
    }
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
}`;

type Marks = Partial<Record<"click" | "cards" | "charts" | "done", number>>;

interface Timing {
  /** ms from the click to each mark, and to the end of the responses fetched since. */
  total: number;
  cards?: number;
  charts?: number;
  login?: number;
  /** The end of the last of the period's three answers (overview, registrations, trend). */
  period?: number;
  /** The start of the first script requested after the click, the end of the last. */
  firstScript?: number;
  scripts?: number;
  /** Whether the school list's chunk was fetched after the click. */
  chunkOnClick?: boolean;
  /** ms of the page's main thread spent in tasks from just before the click to the end. */
  work: number;
  /** Before the click, from the form's first keystroke until the page is idle: the same. */
  typing?: number;
  /** The longest of those tasks that took 50 ms or more (Chrome's long tasks), 0 if none. */
  longestTyping?: number;
}

/** Runs in the page: keeps the longest long task (50 ms or more) from now on. */
const WATCH_LONG_TASKS = `(() => {
  window.__longest = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longest = Math.max(window.__longest, entry.duration);
  }).observe({ type: "longtask" });
})()`;

/**
 * The time the page's main thread has spent running tasks (script, style, layout, paint, garbage
 * collection), in ms, from Chrome's own counter (DevTools' Performance domain, enabled).
 */
async function mainThreadTime(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send("Performance.getMetrics");
  return (metrics.find((m) => m.name === "TaskDuration")?.value ?? NaN) * 1000;
}

/** Resolves once the page has had no request in flight for `quietMs`, then at an idle callback. */
async function settle(page: Page, quietMs: number) {
  // The requests seen start here; one that was under way already is not waited for.
  const inFlight = new Set<Request>();
  let last = Date.now();
  const start = (request: Request) => {
    inFlight.add(request);
    last = Date.now();
  };
  const end = (request: Request) => {
    inFlight.delete(request);
    last = Date.now();
  };
  page.on("request", start);
  page.on("requestfinished", end);
  page.on("requestfailed", end);
  try {
    // At most 15 s: a request that never ends (none today) would not hold the bench for good.
    const deadline = Date.now() + 15_000;
    while ((inFlight.size > 0 || Date.now() - last < quietMs) && Date.now() < deadline) {
      await page.waitForTimeout(100);
    }
  } finally {
    page.off("request", start);
    page.off("requestfinished", end);
    page.off("requestfailed", end);
  }
  await page.evaluate(
    "new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 }))",
  );
}

/**
 * A click on `target` as a bare mouse press at its centre, found beforehand: Playwright's own
 * click first checks, in the page, that the target is visible, stable over two frames and not
 * covered, which would count in the main thread's work measured from before the click.
 */
async function pressAt(target: Locator): Promise<() => Promise<void>> {
  const box = await target.boundingBox();
  if (!box) throw new Error(`${target.toString()} is not on the page`);
  return () => target.page().mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** Clicks, waits for the watched condition and answers the timings from the page's marks. */
async function clickAndMeasure(
  page: Page,
  kind: "dashboard" | "school",
  click: () => Promise<void>,
  cdp: CDPSession,
  row = "",
): Promise<Timing> {
  await page.evaluate(`(${WATCH})(${JSON.stringify(kind)}, ${JSON.stringify(row)}, ${CHARTS})`);
  const workBefore = await mainThreadTime(cdp);
  await click();
  // Awaited inside the page: the page's CSP forbids the eval of a polled string predicate.
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No ${kind} within 30 s of the click`)), 30_000);
  });
  await Promise.race([page.evaluate("window.__bench.finished"), timeout]).finally(() =>
    clearTimeout(timer),
  );
  const work = (await mainThreadTime(cdp)) - workBefore;
  const { marks, resources } = (await page.evaluate(
    "({ marks: window.__bench.marks, resources: window.__bench.resources() })",
  )) as { marks: Marks; resources: { name: string; start: number; end: number }[] };
  const t0 = marks.click!;
  const since = (value: number | undefined) => (value === undefined ? undefined : value - t0);
  const matching = (test: (path: string) => boolean) =>
    resources.filter((r) => test(new URL(r.name).pathname));
  const lastEnd = (test: (path: string) => boolean) => {
    const ends = matching(test).map((r) => r.end);
    return ends.length ? Math.max(...ends) - t0 : undefined;
  };
  const firstStart = (test: (path: string) => boolean) => {
    const starts = matching(test).map((r) => r.start);
    return starts.length ? Math.min(...starts) - t0 : undefined;
  };
  return {
    total: marks.done! - t0,
    cards: since(marks.cards),
    charts: since(marks.charts),
    login: lastEnd((p) => p.endsWith("/login")),
    period: lastEnd((p) => PERIOD_CALLS.includes(p)),
    firstScript: firstStart((p) => p.endsWith(".js")),
    scripts: lastEnd((p) => p.endsWith(".js")),
    chunkOnClick: resources.some((r) => /SchoolList[^/]*\.js$/.test(r.name)),
    work,
  };
}

/** One sign-in in a new browser context (nothing cached, nothing stored): click to dashboard. */
async function signInOnce(browser: Browser, base: string, app: App, admin: Credentials) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    await page.goto(base + app.path);
    const username = page.locator('input[name="username"]');
    await username.waitFor();
    await settle(page, 500);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Performance.enable");
    // What the page does while the user types (Rollcall fetches its console's chunks), until
    // it is idle again.
    await page.evaluate(WATCH_LONG_TASKS);
    const typingFrom = await mainThreadTime(cdp);
    await username.fill(admin.username);
    await page.locator('input[name="password"]').fill(admin.password);
    await settle(page, 500);
    const typing = (await mainThreadTime(cdp)) - typingFrom;
    const longestTyping = (await page.evaluate("window.__longest")) as number;
    const timing = await clickAndMeasure(
      page,
      "dashboard",
      await pressAt(page.getByRole("button", { name: app.button })),
      cdp,
    );
    return { ...timing, typing, longestTyping };
  } finally {
    await context.close();
  }
}

/** An app signed in, on its dashboard, with its list visited once (its chunks in the cache). */
interface SchoolPage {
  page: Page;
  cdp: CDPSession;
  entry: Locator;
  /** A new page load of the dashboard, until its charts are drawn. */
  dashboard(): Promise<void>;
}

async function openSchoolPage(
  browser: Browser,
  base: string,
  app: App,
  admin: Credentials,
): Promise<SchoolPage> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Performance.enable");
  // The last of the CHARTS charts with a drawn line, as WATCH's end.
  const charts = page
    .locator(".recharts-wrapper", { has: page.locator('path.recharts-line-curve[d]:not([d=""])') })
    .nth(CHARTS - 1);
  await page.goto(base + app.path);
  await page.locator('input[name="username"]').fill(admin.username);
  await page.locator('input[name="password"]').fill(admin.password);
  await page.getByRole("button", { name: app.button }).click();
  await charts.waitFor();
  const entry = page.locator(app.schoolEntry);
  await entry.click();
  await page.locator(`table tbody tr ${app.row}`).nth(9).waitFor();
  return {
    page,
    cdp,
    entry,
    dashboard: async () => {
      await page.goto(base + app.dashboard);
      await charts.waitFor();
    },
  };
}

const median = (values: (number | undefined)[]) => {
  const sorted = values.filter((v): v is number => v !== undefined).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : NaN;
};
const ms = (value: number) => (Number.isNaN(value) ? "-" : value.toFixed(0));
const load = () => `${os.loadavg()[0].toFixed(1)} (1 min) of ${os.cpus().length} cores`;

export async function clickTimings(
  browser: Browser,
  base: string,
  admin: Credentials,
  runs: number,
) {
  console.log(
    `\nClick timings, headless chromium, median of ${runs} (${new Date().toISOString()}, load average ${load()})`,
  );

  console.log(
    "\nClick Login to a filled dashboard: from the click on Login (the form filled, the page loaded" +
      "\nand idle, a new browser context each time) until the four cards show their figures and the" +
      "\nthree charts have drawn their lines (the first DOM change after which both hold). The apps" +
      "\nalternate; the server hashes passwords at 2^10 (PASSWORD_HASH_LOG_N=10). Columns (ms from" +
      "\nthe click, medians): the end of the login answer; the start of the first script requested" +
      "\nafter the click (script>) and the end of the last (>script), - when none; the end of the" +
      "\nlast of this month's three answers (the attendance overview, which fills the cards, the" +
      "\nregistration and attendance trends: period); the first DOM change with the cards filled, with the" +
      "\ncharts drawn, and with both (total); and the main thread's work, the time it spent in tasks" +
      "\n(script, style, layout, paint, garbage collection) from just before the click to the end" +
      "\n(Chrome's own counter: it leaves out the waits for the network, so it moves less with the" +
      "\nmachine's load)." +
      "\nBefore the click: the main thread's work while the form is filled in (from the first" +
      "\nkeystroke, the page loaded and idle, until it is idle again: Rollcall fetches its console" +
      "\nthen), and the longest task of it, 0 when none took 50 ms.\n",
  );
  const samples = new Map<string, Timing[]>(APPS.map((app) => [app.name, []]));
  for (let i = 0; i < runs; i++) {
    const order = i % 2 ? [...APPS].reverse() : APPS;
    for (const app of order)
      samples.get(app.name)!.push(await signInOnce(browser, base, app, admin));
  }
  const header = [
    "app",
    "login",
    "script>",
    ">script",
    "period",
    "cards",
    "charts",
    "total",
    "min",
    "max",
    "work",
    "typing",
    "longest",
  ];
  console.log(
    `${header[0].padEnd(20)} ${header
      .slice(1)
      .map((h) => h.padStart(7))
      .join(" ")}`,
  );
  const totals: number[] = [];
  const works: number[] = [];
  for (const app of APPS) {
    const timings = samples.get(app.name)!;
    const column = (key: keyof Timing) => median(timings.map((t) => t[key] as number | undefined));
    const all = timings.map((t) => t.total);
    totals.push(column("total"));
    works.push(column("work"));
    const cells = [
      column("login"),
      column("firstScript"),
      column("scripts"),
      column("period"),
      column("cards"),
      column("charts"),
      column("total"),
      Math.min(...all),
      Math.max(...all),
      column("work"),
      column("typing"),
      column("longestTyping"),
    ];
    console.log(`${app.name.padEnd(20)} ${cells.map((c) => ms(c).padStart(7)).join(" ")}`);
  }
  console.log(
    `ratio Rollcall / minimal react-admin (medians of total): ${(totals[0] / totals[1]).toFixed(2)}x,` +
      ` of work: ${(works[0] / works[1]).toFixed(2)}x (load average ${load()})`,
  );

  console.log(
    "\nClick the School entry to 10 rows: from the click on the menu's School entry (the minimal" +
      "\napp's Schools), on the dashboard, until the school table shows 10 rows with their names;" +
      "\nwork is the main thread's, as above. Each app signed in once, in a browser context of its" +
      "\nown; the two apps alternate, each list asking the server for the same page.\n",
  );
  const pages = new Map<string, SchoolPage>();
  try {
    for (const app of APPS) pages.set(app.name, await openSchoolPage(browser, base, app, admin));
    const cases = [
      {
        name: "second visit, idle",
        about:
          "a new page load of the dashboard, its chunks and the list's in the browser's cache" +
          "\n  (visited before); the click once the dashboard is filled and the network has been" +
          "\n  quiet for 3 s (Rollcall has fetched the other screens' chunks ahead by then)",
        prepare: async ({ page, dashboard }: SchoolPage) => {
          await dashboard();
          await settle(page, 3000);
        },
      },
      {
        name: "first visit, at once",
        about:
          "the browser's cache cleared, a new page load of the dashboard, the click as soon" +
          "\n  as its charts are drawn (before Rollcall fetches the other screens ahead, so its" +
          "\n  list's chunk is fetched on the click: see the last column; the minimal app has one" +
          "\n  bundle, loaded with the page)",
        prepare: async ({ cdp, dashboard }: SchoolPage) => {
          await cdp.send("Network.clearBrowserCache");
          await dashboard();
        },
      },
    ];
    const samples = new Map(
      cases.map((c) => [c.name, new Map(APPS.map((app) => [app.name, [] as Timing[]]))]),
    );
    for (let i = 0; i < runs; i++) {
      const order = i % 2 ? [...APPS].reverse() : APPS;
      for (const c of cases) {
        for (const app of order) {
          const schoolPage = pages.get(app.name)!;
          await c.prepare(schoolPage);
          const { page, cdp, entry } = schoolPage;
          const timing = await clickAndMeasure(page, "school", await pressAt(entry), cdp, app.row);
          samples.get(c.name)!.get(app.name)!.push(timing);
        }
      }
    }
    console.log(
      `${"case".padEnd(22)} ${"app".padEnd(20)} ${"median".padStart(7)} ${"min".padStart(7)} ${"max".padStart(7)} ${"work".padStart(7)}  chunk fetched on the click`,
    );
    for (const c of cases) {
      const medians: number[] = [];
      const works: number[] = [];
      for (const app of APPS) {
        const timings = samples.get(c.name)!.get(app.name)!;
        const all = timings.map((t) => t.total);
        const fetched = timings.filter((t) => t.chunkOnClick).length;
        const work = median(timings.map((t) => t.work));
        medians.push(median(all));
        works.push(work);
        console.log(
          `${c.name.padEnd(22)} ${app.name.padEnd(20)} ${ms(median(all)).padStart(7)} ${ms(Math.min(...all)).padStart(7)} ${ms(Math.max(...all)).padStart(7)} ${ms(work).padStart(7)}  ${fetched} of ${all.length}`,
        );
      }
      console.log(
        `ratio Rollcall / minimal react-admin, ${c.name} (medians): ${(medians[0] / medians[1]).toFixed(2)}x,` +
          ` of work: ${(works[0] / works[1]).toFixed(2)}x (load average ${load()})`,
      );
    }
    for (const c of cases) console.log(`- ${c.name}: ${c.about}`);
  } finally {
    for (const { page } of pages.values()) await page.context().close();
  }
}
