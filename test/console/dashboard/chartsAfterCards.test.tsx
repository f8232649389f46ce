import { describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { DashboardPage } from "../../../src/dashboard/DashboardPage";
import type { AttendanceSummary } from "../../../contract/attendance";
import type { RollcallDataProvider } from "../../../src/providers/dataProvider";
import { renderInAdmin } from "../harness";

// What the cards showed when the charts' code was fetched (the factory runs on that import).
const chartsLoaded = vi.hoisted(() => ({ cardsShowed: [] as string[] }));
vi.mock("../../../src/dashboard/TrendCharts", () => {
  chartsLoaded.cardsShowed.push(document.body.textContent);
  return { TrendCharts: () => <figure aria-label="Trend charts" /> };
});

describe("Analytics Dashboard, loading order", () => {
  it("asks for the year's summary and at once for the period's registrations and attendance; fetches the charts' code and the breakdowns only once the cards show the year", async () => {
    let answer: (summary: AttendanceSummary | null) => void = () => {};
    // Each call in the order made, with what the cards showed then.
    const asked: { call: string; cardsShowed: string }[] = [];
    const ask = (call: string) => asked.push({ call, cardsShowed: document.body.textContent });
    const dataProvider = {
      getAttendanceSummary: () => {
        ask("summary");
        return new Promise((resolve) => (answer = resolve));
      },
      getRegistrationTrend: async () => {
        ask("registrations");
        return [];
      },
      // The period's attendance, under the cards and in its chart.
      getAttendanceOverview: () => {
        ask("overview");
        return new Promise(() => {});
      },
      getAttendanceTrend: () => {
        ask("attendance trend");
        return new Promise(() => {});
      },
      getAttendanceBreakdown: async () => {
        ask("breakdown");
        return [];
      },
    } as unknown as RollcallDataProvider;
    renderInAdmin(<DashboardPage />, dataProvider);
    // The summary first, the period's three beside it: none waits for the cards' answer.
    await waitFor(() =>
      expect(asked.map((a) => a.call)).toEqual([
        "summary",
        "registrations",
        "overview",
        "attendance trend",
      ]),
    );
    // Several frames pass while the summary is on its way: the charts' code and the panels wait.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(asked).toHaveLength(4);
    expect(chartsLoaded.cardsShowed).toEqual([]);
    expect(screen.getByLabelText("Loading charts...")).toBeVisible();

    answer({
      total_students: 2400,
      present_students: 2100,
      total_teachers: 120,
      present_teachers: 110,
    });
    expect(
      await screen.findByRole("figure", { name: "Trend charts" }, { timeout: 5_000 }),
    ).toBeVisible();
    expect(chartsLoaded.cardsShowed).toHaveLength(1);
    expect(chartsLoaded.cardsShowed[0]).toContain("2,400");
    // The breakdown starts from its own query's effect, not with the charts' chunk: on a busy
    // machine it may come a little after the charts show.
    await waitFor(() => expect(asked.map((a) => a.call)).toContain("breakdown"), {
      timeout: 5_000,
    });
    expect(asked.find((a) => a.call === "breakdown")?.cardsShowed).toContain("2,400");
    // The cards' answer asks for none of the period's again.
    expect(asked.map((a) => a.call).sort()).toEqual([
      "attendance trend",
      "breakdown",
      "overview",
      "registrations",
      "summary",
    ]);
  });
});
