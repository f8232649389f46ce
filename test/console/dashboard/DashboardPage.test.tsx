import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { DashboardPage } from "../../../src/dashboard/DashboardPage";
import { loadingFlag } from "../../../src/common/loadingFlag";
import type { AttendanceSummary } from "../../../contract/attendance";
import type { RollcallDataProvider } from "../../../src/providers/dataProvider";
import { renderInAdmin } from "../harness";

function renderDashboard(
  getAttendanceSummary: (year: number) => Promise<AttendanceSummary | null>,
) {
  // Only the summary call is reached on this screen.
  const dataProvider = { getAttendanceSummary } as unknown as RollcallDataProvider;
  renderInAdmin(<DashboardPage />, dataProvider);
}

describe("Analytics Dashboard", () => {
  it("asks for the current year, holds the loading flag while fetching, then shows the figures", async () => {
    let answer: (summary: AttendanceSummary | null) => void = () => {};
    const years: number[] = [];
    renderDashboard((year) => {
      years.push(year);
      return new Promise((resolve) => (answer = resolve));
    });
    expect(screen.getByRole("heading", { level: 1, name: "Analytics Dashboard" })).toBeVisible();
    expect(screen.getByText("Welcome, Admin!")).toBeVisible();
    await waitFor(() => expect(years).toEqual([new Date().getFullYear()]));
    expect(loadingFlag.get()).toBe(true);
    answer({
      total_students: 2400,
      present_students: 2100,
      total_teachers: 120,
      present_teachers: 110,
    });
    await waitFor(() => expect(screen.getByLabelText("Total Students")).toHaveTextContent("2,400"));
    expect(loadingFlag.get()).toBe(false);
  });

  it("shows N/A when the year has no attendance", async () => {
    renderDashboard(async () => null);
    await waitFor(() => expect(screen.getByLabelText("Present Teachers")).toHaveTextContent("N/A"));
  });

  it("lists the four sample reports with the two report buttons disabled", async () => {
    renderDashboard(async () => null);
    const reports = screen.getByRole("region", { name: "Detailed Reports" });
    expect(within(reports).getAllByRole("row")).toHaveLength(5);
    expect(within(reports).getByRole("button", { name: "Export CSV" })).toBeDisabled();
    expect(within(reports).getByRole("button", { name: "Generate Report" })).toBeDisabled();
    expect(
      await screen.findByRole(
        "figure",
        { name: "Monthly Registration Trend" },
        { timeout: 15_000 },
      ),
    ).toBeVisible();
    expect(screen.getByRole("figure", { name: "Payment Collection Trend" })).toBeVisible();
  });
});
