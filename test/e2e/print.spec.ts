import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { scrollToPanel, signIn } from "./helpers";
import type { NotReporting, LowAttendance } from "../../contract/attendanceAnalytics";
import type { SchoolDetail } from "../../contract/schools";
import { shareFigure } from "../../contract/exports";
import { formatCount } from "../../src/common/formatCount";
import { formatDate } from "../../src/common/formatDate";

/*
 * What the report and the school profile put on paper, read back from the PDF Chromium prints
 * (A4 portrait) as text with poppler's pdftotext, and compared with what the API answers: every
 * school's whole name, every state's count, every column's header and value, and none of the
 * screen's controls. From a desktop's window and from a phone's, since printing from either
 * must lose nothing.
 */

/** The report's lists show this many schools a page, as many as are printed. */
const REPORT_ROWS = 50;
const NOT_REPORTING = "Schools not reporting, most working days missing first";
const LOW_ATTENDANCE = "Schools with low attendance";

/** Runs of white space as one space, and a ligature's glyph as its letters. */
const normalised = (text: string) => text.normalize("NFKC").replace(/\s+/g, " ").trim();

/**
 * Without its white space: a wrap may fall inside a word (a long e-mail address breaks where it
 * must), so what is compared is the text's characters in their order, not where lines end.
 */
const squeezed = (text: string | number) => String(text).normalize("NFKC").replace(/\s+/g, "");

/**
 * The page as Chromium prints it on A4 with its print dialog's default margins, read back as
 * text in the order it is drawn (`pdftotext -raw`: a table's rows one after the other, each
 * cell's lines together): `text` with its white space normalised, `squeezed` without it.
 */
async function printed(page: Page) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rollcall-print-"));
  try {
    const pdf = path.join(dir, "printed.pdf");
    await page.emulateMedia({ media: "print" });
    await page.pdf({
      path: pdf,
      format: "A4",
      margin: { top: "1cm", bottom: "1cm", left: "1cm", right: "1cm" },
    });
    await page.emulateMedia({ media: "screen" });
    const text = execFileSync("pdftotext", ["-raw", "-enc", "UTF-8", pdf, "-"], {
      encoding: "utf8",
    });
    return { text: normalised(text), squeezed: squeezed(text) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A call of the API with the signed-in console's token: its `resources.data`. */
async function api<T>(page: Page, url: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem("token"));
  const response = await page.request.get(url, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), url).toBe(true);
  return (await response.json()).resources.data;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Each text, as a word of its own, is nowhere in `printedText`. */
function expectNotPrinted(printedText: string, texts: string[]) {
  for (const text of texts) {
    expect(printedText, `"${text}" is printed`).not.toMatch(
      new RegExp(`(^|\\W)${escaped(normalised(text))}($|\\W)`),
    );
  }
}

/**
 * The texts of a table's shown header cells and of each of its shown body rows (cells joined by
 * a space).
 */
async function tableTexts(table: Locator) {
  const headers = (await table.locator("thead th:visible").allInnerTexts()).map(normalised);
  const rows: string[] = [];
  for (const row of await table.locator("tbody tr:visible").all()) {
    const cells = (await row.locator("th:visible, td:visible").allInnerTexts()).map(normalised);
    rows.push(cells.filter(Boolean).join(" "));
  }
  return { headers, rows };
}

for (const [size, viewport] of [
  ["desktop", { width: 1440, height: 900 }],
  ["phone", { width: 390, height: 844 }],
] as const) {
  test.describe(`Printing from a ${size}`, () => {
    test.use({ viewport });
    test.beforeEach(async ({ page }) => signIn(page));

    test("the report prints every school, state, column and value its lists show, and none of their controls", async ({
      page,
    }) => {
      const reports = await scrollToPanel(page, "Detailed Reports");
      await reports.getByRole("link", { name: "Generate Report" }).click();
      await expect(page).toHaveURL(/\/dashboard\/report\?/);
      await expect(
        page.getByRole("heading", { level: 1, name: "Attendance report" }),
      ).toBeVisible();
      // The highest threshold, for a low-attendance list longer than the report's page.
      await page.getByRole("combobox", { name: "Present under" }).click();
      await page.getByRole("option", { name: "95%" }).click();
      await expect(page).toHaveURL(/low_threshold=95/);

      const search = new URL(page.url()).searchParams;
      const period = `from=${search.get("from")}&to=${search.get("to")}&page=1&limit=${REPORT_ROWS}`;
      const silent = await api<NotReporting>(
        page,
        `/v1/super-admin/analytics/attendance/not-reporting?${period}`,
      );
      const low = await api<LowAttendance>(
        page,
        `/v1/super-admin/analytics/attendance/low-attendance?${period}&who=students&threshold=95`,
      );
      // The demo data's month: silent schools in several states, a full page of low attendance.
      expect(silent.schools.length).toBeGreaterThan(0);
      expect(silent.by_state.length).toBeGreaterThan(1);
      expect(low.total).toBeGreaterThan(REPORT_ROWS);
      expect(low.schools).toHaveLength(REPORT_ROWS);

      // The whole report drawn: both lists' rows, the breakdowns' tables, nothing loading.
      const silentTable = page.getByRole("table", { name: NOT_REPORTING, exact: true });
      const lowTable = page.getByRole("table", { name: LOW_ATTENDANCE, exact: true });
      await expect(silentTable.locator("tbody tr")).toHaveCount(silent.schools.length);
      await expect(lowTable.locator("tbody tr")).toHaveCount(REPORT_ROWS);
      await expect(lowTable).toHaveAttribute("aria-busy", "false");
      const breakdowns = page
        .getByRole("region", { name: "Attendance by place, board and type" })
        .getByRole("table");
      await expect(breakdowns).toHaveCount(3);
      await expect(page.locator("#attendance-report").getByRole("progressbar")).toHaveCount(0);

      // What the screen has besides the data: the list's choices and its pages, the buttons.
      const pages = page.getByRole("navigation", { name: "Pagination" });
      await expect(pages).toBeVisible();
      const controls = [
        ...(await page
          .getByRole("group", { name: "Whose attendance" })
          .getByRole("button")
          .allInnerTexts()),
        "Present under",
        // Previous and Next: the page numbers are numbers the rows' Sl No. has too.
        ...(await pages.getByRole("button").allInnerTexts()).filter((text) => !/^\d+$/.test(text)),
        "Back to the dashboard",
        "Print",
      ];
      expect(controls).toHaveLength(7);
      const headers = [
        ...(await tableTexts(silentTable)).headers,
        ...(await tableTexts(lowTable)).headers,
      ];
      expect(headers).toContain("Last report");
      // The breakdowns as they are laid out for paper: a phone's screen leaves two columns to a
      // row's details, paper shows them all.
      await page.emulateMedia({ media: "print" });
      const breakdownTexts = await Promise.all((await breakdowns.all()).map(tableTexts));
      await page.emulateMedia({ media: "screen" });
      expect(breakdownTexts[0].headers).toContain("Teachers present");
      // The charts' axes, each axis's labels in their order.
      const axes: string[] = [];
      for (const chart of ["Monthly Registration Trend", "Attendance Trend"]) {
        for (const axis of ["xAxis", "yAxis"]) {
          const labels = page
            .getByRole("figure", { name: chart })
            .locator(`svg .recharts-${axis}-tick-labels text`);
          await expect(labels.first()).toBeVisible();
          axes.push((await labels.allTextContents()).join(""));
        }
      }

      const paper = await printed(page);
      // Each row whole and in its order: Sl No., the school's full name, its state and city,
      // then the list's own columns.
      silent.schools.forEach((school, i) => {
        const row = [
          i + 1,
          school.school_name,
          school.state,
          school.city,
          school.principal_phone ?? "N/A",
          formatCount(school.days_missing),
          school.last_report ? formatDate(school.last_report) : "Never",
        ];
        expect(paper.squeezed, row.join(" ")).toContain(squeezed(row.join("")));
      });
      low.schools.forEach((school, i) => {
        const share = shareFigure(school.share);
        const row = [
          i + 1,
          school.school_name,
          school.state,
          school.city,
          `${formatCount(school.days_under)} / ${formatCount(school.working_days)}`,
          share === null ? "N/A" : `${share}%`,
        ];
        expect(paper.squeezed, row.join(" ")).toContain(squeezed(row.join("")));
      });
      // Every state's chip, with its count.
      for (const state of silent.by_state) {
        expect(paper.text).toContain(`${state.name} ${formatCount(state.schools)}`);
      }
      // Every column's header, whole.
      for (const header of headers) expect(paper.squeezed, header).toContain(squeezed(header));
      // The breakdowns: every header and every row as the screen shows them.
      for (const table of breakdownTexts) {
        for (const text of [...table.headers, ...table.rows]) {
          expect(paper.squeezed, text).toContain(squeezed(text));
        }
      }
      // The charts whole: neither is cut by a page's end.
      for (const labels of axes) expect(paper.squeezed, labels).toContain(squeezed(labels));
      expect(paper.text).toContain(
        `Showing 1 to ${REPORT_ROWS} of ${formatCount(low.total)} entries`,
      );
      expectNotPrinted(paper.text, controls);
    });

    test("the school profile prints every field, its location included, and none of its buttons", async ({
      page,
    }) => {
      // The longest-named of the first schools: the likeliest to wrap on paper.
      const list = await api<{ school_id: number; school_name: string }[]>(
        page,
        "/v1/super-admin/school/list?page=1&limit=50",
      );
      const { school_id: id } = list.reduce((a, b) =>
        b.school_name.length > a.school_name.length ? b : a,
      );
      const school = await api<SchoolDetail>(page, `/v1/super-admin/school/${id}`);
      await page.goto(`/school/profile/${id}`);
      await expect(page.getByRole("heading", { level: 1, name: school.school_name })).toBeVisible();
      await expect(page.getByRole("button", { name: "Print Profile" })).toBeVisible();

      const paper = await printed(page);
      expect(paper.squeezed).toContain(squeezed(school.school_name));
      const value = (field: unknown) =>
        field === null || field === undefined || String(field).trim() === ""
          ? "N/A"
          : String(field);
      const fields: [string, unknown][] = [
        ["Established Year", school.established_year],
        ["Main Board", school.main_board_name],
        ["Affiliation Board", school.affiliation_board],
        ["UDISE+ code", school.udise_code],
        ["School Email", school.school_email],
        ["School Phone Number", school.school_phone_number],
        ["Alternate Mobile", school.secondary_phone],
        ["Website", school.website],
        ["Address", school.address],
        ["City", school.city_name],
        ["State", school.state_name],
        ["Country", school.country_name],
        ["Pincode", school.pincode],
        ["Name", school.full_name],
        ["Employee Id", school.employee_number],
        ["Email", school.email],
        ["Mobile Number", school.phone_number],
        ["Latitude", school.latitude],
        ["Longitude", school.longitude],
        ["Area Radius (meters)", school.area_radius],
      ];
      // Each label, and its value: the text of two fields side by side may give both labels
      // before both values.
      for (const [label, field] of fields) {
        expect(paper.text).toContain(label);
        expect(paper.squeezed, label).toContain(squeezed(value(field)));
      }
      school.assets.document.forEach((document, i) =>
        expect(paper.squeezed).toContain(squeezed(`Document_${i + 1}${document.file_name}`)),
      );
      expectNotPrinted(paper.text, ["Print Profile", "Edit School", "Back to schools"]);
    });
  });
}
