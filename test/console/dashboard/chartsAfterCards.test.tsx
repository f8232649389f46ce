import { describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { DashboardPage } from "../../../src/dashboard/DashboardPage";
import type { AttendanceOverview } from "../../../contract/attendanceAnalytics";
import type { RollcallDataProvider } from "../../../src/providers/dataProvider";
import { renderInAdmin } from "../harness";
import { overviewAnswer } from "./overviewAnswer";

// What the cards showed when the charts' code was fetched (the factory runs on that import).
const chartsLoaded = vi.hoisted(() => ({ cardsShowed: [] as string[] }));
vi.mock("../../../src/dashboard/TrendCharts", () => {
  chartsLoaded.cardsShowed.push(document.body.textContent);
  return { TrendCharts: () => <figure aria-label="Trend charts" /> };
});

describe("Analytics Dashboard, loading order", () => {
  it("asks for the cards' figures and at once for the period's registrations and attendance; fetches the charts' code and the breakdowns only once the cards show their figures", async () => {
    let answer: (overview: AttendanceOverview) => void = () => {};
    // Each call in the order made, with what the cards showed then.
    const asked: { call: string; cardsShowed: string }[] = [];
    const ask = (call: string) => asked.push({ call, cardsShowed: document.body.textContent });
    const dataProvider = {
      // The cards, of the place and period, with the period's attendance under them.
      getAttendanceOverview: () => {
        ask("overview");
        return new Promise((resolve) => (answer = resolve));
      },
      getRegistrationTrend: async () => {
        ask("registrations");
        return [];
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
    // The cards' call first, the period's two trends beside it: neither waits for its answer.
    await waitFor(() =>
      expect(asked.map((a) => a.call)).toEqual(["overview", "registrations", "attendance trend"]),
    );
    // Several frames pass while the cards' figures are on their way: the charts' code and the
    // panels wait.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(asked).toHaveLength(3);
    expect(chartsLoaded.cardsShowed).toEqual([]);
    expect(screen.getByLabelText("Loading charts...")).toBeVisible();

    answer(
      overviewAnswer({
        total_students: 2400,
        present_students: 2100,
        total_teachers: 120,
        present_teachers: 110,
      }),
    );
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
    ]);
  });
});
