import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import { TrendCharts } from "../../../src/dashboard/TrendCharts";
import { renderInAdmin } from "../harness";

// The span in which recharts measures a text, added to the page on its first measure.
const MEASURING_SPAN = "#recharts_measurement_span";
const CHARTS = ["Monthly Registration Trend", "Payment Collection Trend"];

/** A chart's x-axis labels, once all twelve months are drawn. */
async function monthLabels(figure: HTMLElement) {
  const labels = () => figure.querySelectorAll(".recharts-xAxis-tick-labels text");
  await vi.waitFor(() => expect(labels()).toHaveLength(12));
  return [...labels()];
}

describe("Trend charts", () => {
  beforeEach(() => {
    // jsdom lays nothing out: every box is 600 by 280 here, so that recharts draws.
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue(
      DOMRect.fromRect({ width: 600, height: 280 }),
    );
    vi.stubGlobal(
      "ResizeObserver",
      class {
        observe() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.querySelector(MEASURING_SPAN)?.remove();
  });

  it("draws both charts with every month, measuring no label in the page", async () => {
    renderInAdmin(<TrendCharts />);
    for (const name of CHARTS) {
      const figure = await screen.findByRole("figure", { name });
      const months = await monthLabels(figure);
      expect(months[0]).toHaveTextContent("Jan");
      expect(figure.querySelectorAll(".recharts-yAxis-tick-labels text").length).toBeGreaterThan(1);
      // Horizontal lines only: the months need no vertical ones.
      expect(
        figure.querySelectorAll(".recharts-cartesian-grid-horizontal line").length,
      ).toBeGreaterThan(1);
      expect(figure.querySelectorAll(".recharts-cartesian-grid-vertical line")).toHaveLength(0);
    }
    // Each measure is a forced layout of the page: a label measured, or the grid's default
    // placing of its lines measuring every month, would have added the span.
    expect(document.querySelector(MEASURING_SPAN)).toBeNull();
    // Wide enough: the months' labels stand upright.
    expect(document.querySelector(".recharts-xAxis-tick-labels text")).not.toHaveAttribute(
      "transform",
    );
  });

  it("slants the months' labels at a phone's width, where twelve would touch", async () => {
    // Every media query matches: MUI's `down("sm")` is the phone's.
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: true,
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }));
    renderInAdmin(<TrendCharts />);
    for (const name of CHARTS) {
      for (const label of await monthLabels(await screen.findByRole("figure", { name }))) {
        expect(label.getAttribute("transform")).toMatch(/^rotate\(-45\b/);
        expect(label).toHaveAttribute("text-anchor", "end");
      }
    }
  });
});
