import { describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpError } from "react-admin";
import { Route } from "react-router-dom";
import { DetailedReports } from "../../../src/dashboard/DetailedReports";
import { useAttendanceTrend } from "../../../src/dashboard/useAttendanceTrend";
import { ScreenHarness, expectedErrorLog, fakeApi, type Answer } from "../harness";

const TREND = "GET /v1/super-admin/analytics/attendance/trend";

const figures = (students: number | null, teachers: number | null) => ({
  working_days: 20,
  students: { present: 0, enrolled: 0, share: students },
  teachers: { present: 0, enrolled: 0, share: teachers },
  completeness: { reported: 0, expected: 0, share: null },
});

const EXPORT = "GET /v1/super-admin/analytics/attendance/months-export";

function renderReports(trend: Answer, download?: (url: string, fileName: string) => void) {
  const api = fakeApi({
    [TREND]: trend,
    [EXPORT]: {
      data: {
        url: "/v1/super-admin/export/signed",
        file_name: "attendance-by-month-2026-08-15_2026-11-20-state-kerala.csv",
        expires_at: "2026-11-20T10:05:00Z",
      },
    },
  });
  render(
    <ScreenHarness
      path="/dashboard"
      dataProvider={api.dataProvider}
      routes={
        <Route
          path="/dashboard"
          element={
            <DetailedReports
              period={{ from: "2026-08-15", to: "2026-11-20" }}
              place={{ state_id: 4 }}
              download={download}
            />
          }
        />
      }
    />,
  );
  return api;
}

/**
 * The dashboard's attendance trend of the period, as the chart asks for it, then, once it has
 * drawn it, the Detailed Reports (scrolled to later).
 */
const TrendThenReports = ({ period }: { period: { from: string; to: string } }) => {
  const { data } = useAttendanceTrend(period, { state_id: 4 });
  if (!data) return <p>loading</p>;
  return (
    <>
      <p>{`${data.buckets.length} buckets`}</p>
      <DetailedReports period={period} place={{ state_id: 4 }} />
    </>
  );
};

describe("Detailed Reports", () => {
  it("shares the trend's call when the period's own step is a month: one call, also when they are scrolled to after the chart has drawn", async () => {
    const period = { from: "2026-04-01", to: "2026-11-20" };
    const api = fakeApi({
      [TREND]: {
        data: {
          grain: "month",
          buckets: [{ from: "2026-11-01", to: "2026-11-20", figures: figures(80, 90) }],
        },
      },
    });
    render(
      <ScreenHarness
        path="/dashboard"
        dataProvider={api.dataProvider}
        routes={<Route path="/dashboard" element={<TrendThenReports period={period} />} />}
      />,
    );
    expect(await screen.findByText("1 buckets")).toBeVisible();
    expect(await screen.findByText("80.0%")).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls.filter((c) => c.url.includes("/attendance/trend"))).toHaveLength(1);
  });

  it("lists the period's months newest first, with their shares, each opening its report", async () => {
    const api = renderReports({
      data: {
        grain: "month",
        buckets: [
          { from: "2026-08-15", to: "2026-08-31", figures: figures(81.25, 90) },
          { from: "2026-09-01", to: "2026-09-30", figures: figures(null, null) },
          { from: "2026-10-01", to: "2026-10-31", figures: figures(88, 93.5) },
          { from: "2026-11-01", to: "2026-11-20", figures: figures(90.04, 95) },
        ],
      },
    });
    const reports = screen.getByRole("region", { name: "Detailed Reports" });
    expect(await within(reports).findByText("95.0%")).toBeVisible();
    const rows = within(reports).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      "Attendance report, Nov 202620/11/202690.0%95.0%",
      "Attendance report, Oct 202631/10/202688.0%93.5%",
      "Attendance report, Sep 202630/09/2026N/AN/A",
      "Attendance report, Aug 202631/08/202681.3%90.0%",
    ]);
    // The months' figures in one call, per calendar month, of the dashboard's place.
    expect(api.calls.map((c) => c.url)).toEqual([
      "/v1/super-admin/analytics/attendance/trend?from=2026-08-15&to=2026-11-20&state_id=4&grain=month",
    ]);
    // A month's report: its days within the period, of the same place.
    await userEvent.click(
      within(reports).getByRole("link", { name: "Attendance report, Aug 2026" }),
    );
    expect(screen.getByTestId("location")).toHaveTextContent(
      "/dashboard/report?period=custom&from=2026-08-15&to=2026-08-31&state_id=4",
    );
  });

  it("exports the months' figures of the period and place as CSV", async () => {
    const download = vi.fn();
    const api = renderReports({ data: { grain: "month", buckets: [] } }, download);
    // A double click: one link asked for, one file.
    await userEvent.dblClick(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() =>
      expect(download).toHaveBeenCalledWith(
        "/v1/super-admin/export/signed",
        "attendance-by-month-2026-08-15_2026-11-20-state-kerala.csv",
      ),
    );
    expect(download).toHaveBeenCalledTimes(1);
    expect(api.calls.map((c) => c.url).filter((url) => url.includes("months-export"))).toEqual([
      "/v1/super-admin/analytics/attendance/months-export?from=2026-08-15&to=2026-11-20&state_id=4&format=csv",
    ]);
  });

  it("opens the whole period's report from Generate Report", async () => {
    renderReports({ data: { grain: "month", buckets: [] } });
    await userEvent.click(screen.getByRole("link", { name: "Generate Report" }));
    expect(screen.getByTestId("location")).toHaveTextContent(
      "/dashboard/report?period=custom&from=2026-08-15&to=2026-11-20&state_id=4",
    );
  });

  it("says when the months' figures could not be loaded, with Retry, and keeps the months", async () => {
    const failure = new HttpError("Cannot reach the server.", 0);
    const logged = expectedErrorLog();
    let calls = 0;
    renderReports(() => {
      calls += 1;
      return calls === 1 ? failure : { data: { grain: "month", buckets: [] } };
    });
    expect(await screen.findByText("The months' figures could not be loaded.")).toBeVisible();
    expect(screen.getAllByRole("link", { name: /^Attendance report/ })).toHaveLength(4);
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findAllByText("N/A")).toHaveLength(8);
    expect(screen.queryByText("The months' figures could not be loaded.")).toBeNull();
    logged.expectOnly(failure);
  });
});
