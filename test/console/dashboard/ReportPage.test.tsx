import { describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route } from "react-router-dom";
import { ReportPage } from "../../../src/dashboard/ReportPage";
import { ScreenHarness, fakeApi } from "../harness";
import { withFakeIntersectionObserver } from "../fakeIntersectionObserver";

const figures = (students: number, teachers: number) => ({
  working_days: 26,
  students: { present: 0, enrolled: 0, share: students },
  teachers: { present: 0, enrolled: 0, share: teachers },
  completeness: { reported: 0, expected: 0, share: 90 },
});
const OVERVIEW = {
  period: { from: "2026-10-01", to: "2026-10-31" },
  previous_period: { from: "2026-08-31", to: "2026-09-30" },
  enrolment: { students: 52_000, teachers: 2_100 },
  latest_day: { day: "2026-10-31", present_students: 45_210, present_teachers: 1_990 },
  current: figures(85.75, 93),
  previous: figures(85, 93),
  change: { students: 0.75, teachers: 0 },
};

const row = (id: string, name: string) => ({
  id,
  name,
  schools: 3,
  students: 80,
  teachers: 90,
  completeness: 95,
});

function renderReport(
  path: string,
  notReporting = { total: 0, by_state: [], schools: [] as unknown[] },
) {
  const api = fakeApi({
    "GET /v1/super-admin/school/attendance": { data: [] },
    "GET /v1/super-admin/analytics/registrations": { data: [{ month: "2026-10", schools: 2 }] },
    "GET /v1/super-admin/analytics/attendance/overview": { data: OVERVIEW },
    "GET /v1/super-admin/analytics/attendance/trend": { data: { grain: "day", buckets: [] } },
    "GET /v1/super-admin/analytics/attendance/breakdown/place": { data: [row("31", "Kochi")] },
    "GET /v1/super-admin/analytics/attendance/breakdown/main_board": {
      data: [row("2", "CBSE")],
    },
    "GET /v1/super-admin/analytics/attendance/breakdown/type": { data: [row("public", "public")] },
    "GET /v1/super-admin/analytics/attendance/not-reporting": { data: notReporting },
    "GET /v1/super-admin/analytics/attendance/low-attendance": { data: { total: 0, schools: [] } },
    "GET /v1/static/country": { data: [{ country_id: 1, name: "India" }] },
    "GET /v1/static/state/1": { data: [{ state_id: 4, name: "Kerala" }] },
  });
  render(
    <ScreenHarness
      path={path}
      dataProvider={api.dataProvider}
      routes={<Route path="/dashboard/report" element={<ReportPage />} />}
    />,
  );
  return api;
}

describe("The printable report", () => {
  const path = "/dashboard/report?period=custom&from=2026-10-01&to=2026-10-31&state_id=4";

  it("names its period and prints under a title that names it too", async () => {
    const titles: string[] = [];
    const print = vi.spyOn(window, "print").mockImplementation(() => titles.push(document.title));
    renderReport(path);
    const title = screen.getByRole("heading", { level: 1, name: "Attendance report" });
    expect(title).toBeVisible();
    // Under the title, its place (named from the lookups) and its days in words.
    await waitFor(() =>
      expect(title.nextElementSibling).toHaveTextContent(/^Kerala, 1 Oct 2026 to 31 Oct 2026$/),
    );
    const before = document.title;
    // A double click prints once.
    await userEvent.dblClick(screen.getByRole("button", { name: "Print" }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(titles).toEqual(["attendance_report_2026-10-01_2026-10-31"]);
    expect(document.title).toBe(before);
    print.mockRestore();
  });

  it("goes back to the dashboard of the same period and place", async () => {
    renderReport(path);
    await userEvent.click(screen.getByRole("link", { name: "Back to the dashboard" }));
    expect(screen.getByTestId("location")).toHaveTextContent(
      "/dashboard?period=custom&from=2026-10-01&to=2026-10-31&state_id=4",
    );
  });

  it("shows the period's attendance under the cards, and its trends, of its place", async () => {
    const api = renderReport(path);
    expect(await screen.findByText("85.8% present")).toBeVisible();
    expect(
      await screen.findByRole(
        "figure",
        { name: "Monthly Registration Trend" },
        { timeout: 15_000 },
      ),
    ).toBeVisible();
    expect(api.calls.map((c) => c.url)).toEqual(
      expect.arrayContaining([
        "/v1/super-admin/analytics/registrations?from=2026-10-01&to=2026-10-31",
        "/v1/super-admin/analytics/attendance/overview?from=2026-10-01&to=2026-10-31&state_id=4",
        "/v1/super-admin/analytics/attendance/trend?from=2026-10-01&to=2026-10-31&state_id=4",
      ]),
    );
    expect(screen.getByRole("figure", { name: "Attendance Trend" })).toBeVisible();
    // No made-up figures in a report: the payments' sample stays on the dashboard.
    expect(screen.queryByRole("figure", { name: "Payment Collection Trend" })).toBeNull();
  });

  it("shows the cards of its place and period, each naming the place, not the year's summary", async () => {
    const api = renderReport(path);
    await waitFor(() =>
      expect(screen.getByLabelText("Total Students")).toHaveTextContent("52,000"),
    );
    expect(screen.getByLabelText("Present Students")).toHaveTextContent("45,210");
    expect(screen.getByLabelText("Total Teachers")).toHaveTextContent("2,100");
    expect(screen.getByLabelText("Present Teachers")).toHaveTextContent("1,990");
    for (const key of ["total_students", "present_students", "total_teachers", "present_teachers"])
      await waitFor(() =>
        expect(screen.getByTestId(`stat-card-${key}`)).toHaveTextContent("Kerala"),
      );
    expect(screen.getByTestId("stat-card-present_students")).toHaveTextContent("On 31 Oct 2026");
    expect(api.calls.map((c) => c.url).filter((url) => url.includes("attendance-summary"))).toEqual(
      [],
    );
  });

  it("holds the three breakdowns of its place one below the other, and the lists' first 50", async () => {
    const api = renderReport(path);
    for (const [name, cell] of [
      ["By city", "Kochi"],
      ["By main board", "CBSE"],
      ["By school type", "Public"],
    ]) {
      const table = await screen.findByRole("region", { name });
      expect(await within(table).findByText(cell)).toBeVisible();
    }
    const urls = api.calls.map((c) => c.url);
    for (const by of ["place", "main_board", "type"])
      expect(urls).toContain(
        `/v1/super-admin/analytics/attendance/breakdown/${by}?from=2026-10-01&to=2026-10-31&state_id=4&sort=name&order=ASC`,
      );
    await waitFor(() =>
      expect(api.calls.map((c) => c.url)).toEqual(
        expect.arrayContaining([
          "/v1/super-admin/analytics/attendance/not-reporting?from=2026-10-01&to=2026-10-31&state_id=4&page=1&limit=50",
          expect.stringMatching(
            /\/low-attendance\?from=2026-10-01&to=2026-10-31&state_id=4&page=1&limit=50&/,
          ),
        ]),
      ),
    );
  });

  it("shows a list of up to 50 schools whole, without a pagination of one page", async () => {
    const schools = Array.from({ length: 26 }, (_, i) => ({
      school_id: i + 1,
      school_name: `School ${i + 1}`,
      state: "Kerala",
      city: "Kochi",
      principal_phone: null,
      days_missing: 5,
      last_report: null,
    }));
    renderReport(path, { total: 26, by_state: [], schools });
    const panel = await screen.findByRole("region", { name: "Not reporting" });
    expect(await within(panel).findByText("School 26")).toBeVisible();
    expect(within(panel).queryByRole("navigation", { name: "Pagination" })).toBeNull();
    expect(within(panel).queryByText(/^Showing 1 to 26/)).toBeNull();
  });

  describe("in a browser, where the dashboard's panels wait to be scrolled to", () => {
    const observer = withFakeIntersectionObserver();

    it("draws its lists at once, as paper needs them", async () => {
      const api = renderReport(path);
      expect(await screen.findByText("No school is missing reports in this period.")).toBeVisible();
      await waitFor(() =>
        expect(api.calls.map((c) => c.url)).toEqual(
          expect.arrayContaining([
            expect.stringContaining("/not-reporting?"),
            expect.stringContaining("/low-attendance?"),
          ]),
        ),
      );
      expect(observer.observers()).toEqual([]);
      expect(screen.queryByTestId("near-screen-placeholder")).toBeNull();
    });
  });
});
