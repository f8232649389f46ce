import { describe, expect, it } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AdminContext, type AuthProvider, HttpError } from "react-admin";
import { DashboardPage } from "../../../src/dashboard/DashboardPage";
import { loadingFlag } from "../../../src/common/loadingFlag";
import { indiaDay, type Period } from "../../../contract/analytics";
import type { AttendanceOverview, Place } from "../../../contract/attendanceAnalytics";
import type { RollcallDataProvider } from "../../../src/providers/dataProvider";
import { i18nProvider } from "../../../src/providers/i18nProvider";
import { expectedErrorLog, renderInAdmin } from "../harness";
import { overviewAnswer } from "./overviewAnswer";

function renderDashboard(
  getAttendanceOverview: (period: Period, place: Place) => Promise<AttendanceOverview>,
) {
  // The registration trend (months without schools: its own tests are TrendCharts' and
  // PeriodPicker's).
  const getRegistrationTrend = async () => [{ month: "2026-01", schools: 0 }];
  // The months of the Detailed Reports, without figures (DetailedReports' own tests have them).
  const getAttendanceMonths = async () => ({ grain: "month", buckets: [] });
  const dataProvider = {
    getAttendanceOverview,
    getRegistrationTrend,
    getAttendanceMonths,
    // The attendance trend stays on its way (TrendCharts' tests).
    getAttendanceTrend: () => new Promise(() => {}),
    getAttendanceBreakdown: async () => [],
  } as unknown as RollcallDataProvider;
  renderInAdmin(<DashboardPage />, dataProvider);
}

describe("Analytics Dashboard", () => {
  it("asks for this month's cards of the whole country, holds the loading flag while fetching, then shows the figures", async () => {
    let answer: (overview: AttendanceOverview) => void = () => {};
    const asked: { period: Period; place: Place }[] = [];
    renderDashboard((period, place) => {
      asked.push({ period, place });
      return new Promise((resolve) => (answer = resolve));
    });
    expect(screen.getByRole("heading", { level: 1, name: "Analytics Dashboard" })).toBeVisible();
    expect(screen.getByText("Welcome, Admin!")).toBeVisible();
    await waitFor(() => expect(asked).toHaveLength(1));
    const today = indiaDay(new Date());
    expect(asked[0]).toEqual({ period: { from: `${today.slice(0, 7)}-01`, to: today }, place: {} });
    expect(loadingFlag.get()).toBe(true);
    answer(
      overviewAnswer({
        total_students: 2400,
        present_students: 2100,
        total_teachers: 120,
        present_teachers: 110,
      }),
    );
    await waitFor(() => expect(screen.getByLabelText("Total Students")).toHaveTextContent("2,400"));
    expect(screen.getByLabelText("Present Students")).toHaveTextContent("2,100");
    expect(loadingFlag.get()).toBe(false);
  });

  it("shows N/A on the present cards when the period has no report", async () => {
    renderDashboard(async () => overviewAnswer(null));
    await waitFor(() => expect(screen.getByLabelText("Present Teachers")).toHaveTextContent("N/A"));
    expect(screen.getByLabelText("Present Students")).toHaveTextContent("N/A");
  });

  it("lists this month's report under Detailed Reports, and shows the charts", async () => {
    renderDashboard(async () => overviewAnswer(null));
    const reports = screen.getByRole("region", { name: "Detailed Reports" });
    // Generate Report is there at once; the months once the cards show the year.
    expect(within(reports).getByRole("link", { name: "Generate Report" })).toHaveAttribute(
      "href",
      expect.stringMatching(/\/dashboard\/report\?period=custom&from=\d{4}-\d{2}-01&to=/),
    );
    // The default period, this month: one month, whose report Generate Report also opens.
    expect(await within(reports).findAllByRole("row")).toHaveLength(2);
    expect(
      await screen.findByRole(
        "figure",
        { name: "Monthly Registration Trend" },
        { timeout: 15_000 },
      ),
    ).toBeVisible();
    expect(screen.getByRole("figure", { name: "Payment Collection Trend" })).toBeVisible();
  });

  it("fails at once when the API is unreachable, then offers Retry instead of N/A", async () => {
    const failure = new HttpError("Cannot reach the server.", 0);
    const logged = expectedErrorLog();
    let calls = 0;
    renderDashboard(async () => {
      calls += 1;
      if (calls === 1) throw failure;
      return overviewAnswer({
        total_students: 10,
        present_students: 9,
        total_teachers: 2,
        present_teachers: 1,
      });
    });
    expect(await screen.findByText("The attendance figures could not be loaded.")).toBeVisible();
    expect(calls).toBe(1);
    expect(loadingFlag.get()).toBe(false);
    // No card pretends the period has no data (N/A): the cards are not shown until Retry works.
    expect(screen.queryByLabelText("Present Teachers")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(screen.getByLabelText("Total Students")).toHaveTextContent("10"));
    expect(calls).toBe(2);
    logged.expectOnly(failure);
  });

  it("greets the signed-in administrator by name", async () => {
    const authProvider: AuthProvider = {
      login: async () => undefined,
      logout: async () => undefined,
      checkAuth: async () => undefined,
      checkError: async () => undefined,
      getIdentity: async () => ({ id: 1, fullName: "Asha Rao" }),
    };
    const dataProvider = {
      getAttendanceOverview: async () => overviewAnswer(null),
      getRegistrationTrend: async () => [],
      getAttendanceBreakdown: async () => [],
    } as unknown as RollcallDataProvider;
    render(
      <AdminContext
        i18nProvider={i18nProvider}
        dataProvider={dataProvider}
        authProvider={authProvider}
      >
        <DashboardPage />
      </AdminContext>,
    );
    expect(await screen.findByText("Welcome, Asha Rao!")).toBeVisible();
  });
});
