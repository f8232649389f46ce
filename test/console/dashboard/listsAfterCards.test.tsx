import { describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { DashboardPage } from "../../../src/dashboard/DashboardPage";
import type { AttendanceOverview } from "../../../contract/attendanceAnalytics";
import type { RollcallDataProvider } from "../../../src/providers/dataProvider";
import { renderInAdmin } from "../harness";
import { overviewAnswer } from "./overviewAnswer";

describe("Analytics Dashboard, the two lists", () => {
  it("asks for the schools not reporting and with low attendance once the cards show their figures", async () => {
    let answer: (overview: AttendanceOverview) => void = () => {};
    // What the cards showed when each list was asked for.
    const asked: Record<string, string[]> = { notReporting: [], lowAttendance: [] };
    const dataProvider = {
      getAttendanceOverview: () => new Promise((resolve) => (answer = resolve)),
      getRegistrationTrend: async () => [],
      getNotReporting: async () => {
        asked.notReporting.push(document.body.textContent);
        return { total: 2, by_state: [], schools: [] };
      },
      getLowAttendance: async () => {
        asked.lowAttendance.push(document.body.textContent);
        return { total: 3, schools: [] };
      },
    } as unknown as RollcallDataProvider;
    renderInAdmin(<DashboardPage />, dataProvider);
    expect(screen.getByRole("heading", { level: 2, name: "Not reporting" })).toBeVisible();
    expect(screen.getByRole("heading", { level: 2, name: "Low attendance" })).toBeVisible();
    // Several frames pass while the cards' figures are on their way: the lists wait.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(asked).toEqual({ notReporting: [], lowAttendance: [] });

    answer(
      overviewAnswer({
        total_students: 2400,
        present_students: 2100,
        total_teachers: 120,
        present_teachers: 110,
      }),
    );
    expect(
      await screen.findByText("2 schools sent no attendance on 3 or more working days"),
    ).toBeVisible();
    expect(
      await screen.findByText(
        "3 schools whose students were under 75% present on most working days",
      ),
    ).toBeVisible();
    await waitFor(() => expect(asked.lowAttendance).toHaveLength(1));
    expect(asked.notReporting).toHaveLength(1);
    expect(asked.notReporting[0]).toContain("2,400");
    expect(asked.lowAttendance[0]).toContain("2,400");
  });
});
