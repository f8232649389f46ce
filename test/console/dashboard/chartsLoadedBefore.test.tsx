import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { DashboardPage } from "../../../src/dashboard/DashboardPage";
import { chartsLoader } from "../../../src/screens";
import type { RollcallDataProvider } from "../../../src/providers/dataProvider";
import { renderInAdmin } from "../harness";

describe("Analytics Dashboard, its charts' code fetched before (while signing in)", () => {
  it("draws the charts while the summary is still on its way", async () => {
    await chartsLoader();
    const dataProvider = {
      // Never answers: the cards stay loading.
      getAttendanceSummary: () => new Promise(() => {}),
    } as unknown as RollcallDataProvider;
    renderInAdmin(<DashboardPage />, dataProvider);
    expect(await screen.findByText("Monthly Registration Trend")).toBeVisible();
    expect(screen.queryByLabelText("Loading charts...")).toBeNull();
  });
});
