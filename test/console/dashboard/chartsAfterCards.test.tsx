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
  it("fetches the charts and their registrations only after the cards show the year's figures", async () => {
    let answer: (summary: AttendanceSummary | null) => void = () => {};
    let asked = false;
    // What the cards showed when the registration trend was asked for.
    const trendAsked: string[] = [];
    const dataProvider = {
      getAttendanceSummary: () => {
        asked = true;
        return new Promise((resolve) => (answer = resolve));
      },
      getRegistrationTrend: async () => {
        trendAsked.push(document.body.textContent);
        return [];
      },
    } as unknown as RollcallDataProvider;
    renderInAdmin(<DashboardPage />, dataProvider);
    await waitFor(() => expect(asked).toBe(true));
    // Several frames pass while the summary is on its way: the charts wait.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(chartsLoaded.cardsShowed).toEqual([]);
    expect(trendAsked).toEqual([]);
    expect(screen.getByLabelText("Loading charts...")).toBeVisible();

    answer({
      total_students: 2400,
      present_students: 2100,
      total_teachers: 120,
      present_teachers: 110,
    });
    expect(await screen.findByRole("figure", { name: "Trend charts" })).toBeVisible();
    expect(chartsLoaded.cardsShowed).toHaveLength(1);
    expect(chartsLoaded.cardsShowed[0]).toContain("2,400");
    expect(trendAsked).toHaveLength(1);
    expect(trendAsked[0]).toContain("2,400");
  });
});
