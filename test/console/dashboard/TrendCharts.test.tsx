import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpError } from "react-admin";
import { TrendCharts } from "../../../src/dashboard/TrendCharts";
import type { RegistrationTrend } from "../../../src/dashboard/useRegistrationTrend";
import type { RegistrationMonth } from "../../../contract/analytics";
import { i18nProvider } from "../../../src/providers/i18nProvider";
import { renderInAdmin } from "../harness";

// The span in which recharts measures a text, added to the page on its first measure.
const MEASURING_SPAN = "#recharts_measurement_span";
const CHARTS = ["Monthly Registration Trend", "Payment Collection Trend"];

/** A chart's x-axis labels, once `count` months are drawn. */
async function monthLabels(figure: HTMLElement, count = 12) {
  const labels = () => figure.querySelectorAll(".recharts-xAxis-tick-labels text");
  await vi.waitFor(() => expect(labels()).toHaveLength(count));
  return [...labels()];
}

/** A month's label as read: its name, and the year under it where there is one ("Dec 2025"). */
const read = (label: Element) =>
  [label.firstChild?.textContent, label.querySelector("tspan")?.textContent]
    .filter(Boolean)
    .join(" ");

/** The 12 months from December 2025 to November 2026 with these counts. */
const months = (counts: number[]): RegistrationMonth[] =>
  counts.map((schools, i) => ({
    month: i === 0 ? "2025-12" : `2026-${String(i).padStart(2, "0")}`,
    schools,
  }));
const COUNTS = [4, 7, 0, 12, 30, 1250, 9, 3, 0, 5, 8, 2];

/** The trend as the dashboard hands it to the charts. */
const trend = (over: Partial<RegistrationTrend> = {}): RegistrationTrend => ({
  data: months(COUNTS),
  error: null,
  isFetching: false,
  refetch: () => undefined,
  ...over,
});

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
    renderInAdmin(<TrendCharts registrations={trend()} />);
    for (const name of CHARTS) {
      const figure = await screen.findByRole("figure", { name });
      const months = await monthLabels(figure);
      expect(read(months[0])).toBe(name === CHARTS[0] ? "Dec 2025" : "Jan");
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
    renderInAdmin(<TrendCharts registrations={trend()} />);
    // The year beside the month, on the slanted line.
    const registrations = await screen.findByRole("figure", { name: CHARTS[0] });
    const [first] = await monthLabels(registrations);
    expect(first).toHaveTextContent(/^Dec 2025$/);
    expect(first.querySelector("tspan")).toBeNull();
    for (const name of CHARTS) {
      for (const label of await monthLabels(await screen.findByRole("figure", { name }))) {
        expect(label.getAttribute("transform")).toMatch(/^rotate\(-45\b/);
        expect(label).toHaveAttribute("text-anchor", "end");
      }
    }
  });

  it("draws the schools registered per month, a year on the first month and on January, with a sentence of the values", async () => {
    renderInAdmin(<TrendCharts registrations={trend()} />);
    const figure = await screen.findByRole("figure", { name: CHARTS[0] });
    const labels = (await monthLabels(figure)).map(read);
    expect(labels).toEqual([
      "Dec 2025",
      "Jan 2026",
      "Feb",
      "Mar",
      "Apr",
      "May",
      "Jun",
      "Jul",
      "Aug",
      "Sep",
      "Oct",
      "Nov",
    ]);
    expect(figure).toHaveAccessibleDescription(
      "Schools registered by month: Dec 2025 4, Jan 2026 7, Feb 2026 0, Mar 2026 12, Apr 2026 30, May 2026 1,250, Jun 2026 9, Jul 2026 3, Aug 2026 0, Sep 2026 5, Oct 2026 8, Nov 2026 2.",
    );
    expect(within(figure).queryByText("Sample data")).toBeNull();
  });

  it("labels every third month of a period of 30 months, saying the year where it changes", async () => {
    const long = Array.from({ length: 30 }, (_, i) => ({
      month: `${2024 + Math.floor((i + 1) / 12)}-${String(((i + 1) % 12) + 1).padStart(2, "0")}`,
      schools: i,
    }));
    renderInAdmin(<TrendCharts registrations={trend({ data: long })} />);
    const figure = await screen.findByRole("figure", { name: CHARTS[0] });
    const labels = (await monthLabels(figure, 10)).map(read);
    expect(labels).toEqual([
      "Feb 2024",
      "May",
      "Aug",
      "Nov",
      "Feb 2025",
      "May",
      "Aug",
      "Nov",
      "Feb 2026",
      "May",
    ]);
    expect(figure).toHaveAccessibleDescription(
      /^Schools registered by month: Feb 2024 0, Mar 2024 1,.* Jul 2026 29\.$/,
    );
  });

  it("shows N/A when no school registered in any of the months", async () => {
    renderInAdmin(<TrendCharts registrations={trend({ data: months(Array(12).fill(0)) })} />);
    const figure = await screen.findByRole("figure", { name: CHARTS[0] });
    expect(within(figure).getByText("N/A")).toBeVisible();
    expect(figure).toHaveAccessibleDescription(/No schools were registered in these months\./);
    expect(figure.querySelector(".recharts-surface")).toBeNull();
  });

  it("says so when the trend could not be loaded, with Retry", async () => {
    const refetch = vi.fn();
    renderInAdmin(
      <TrendCharts
        registrations={trend({
          data: undefined,
          error: new HttpError("Server down", 500),
          refetch,
        })}
      />,
    );
    const figure = await screen.findByRole("figure", { name: CHARTS[0] });
    expect(within(figure).getByText("The registration trend could not be loaded.")).toBeVisible();
    expect(within(figure).getByText("Server down")).toBeVisible();
    await userEvent.click(within(figure).getByRole("button", { name: "Retry" }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it("waits for the trend with a spinner in the chart's room", async () => {
    renderInAdmin(<TrendCharts registrations={trend({ data: undefined, isFetching: true })} />);
    const figure = await screen.findByRole("figure", { name: CHARTS[0] });
    expect(within(figure).getByRole("progressbar", { name: "Loading charts..." })).toBeVisible();
  });

  it("marks the payments as sample data, on the chart and in its text alternative", async () => {
    renderInAdmin(<TrendCharts registrations={trend()} />);
    const figure = await screen.findByRole("figure", { name: CHARTS[1] });
    expect(within(figure).getByText("Sample data")).toBeVisible();
    expect(figure).toHaveAccessibleDescription(
      /^Sample data, not real payments\. Payments collected by month, in rupees: Jan ₹12,50,000,/,
    );
  });

  it("names the months in the console's language", async () => {
    await act(() => i18nProvider.changeLocale("hi"));
    try {
      renderInAdmin(<TrendCharts registrations={trend()} />);
      const figure = await screen.findByRole("figure", { name: "मासिक पंजीकरण रुझान" });
      const labels = (await monthLabels(figure)).map(read);
      expect(labels.slice(0, 3)).toEqual(["दिस॰ 2025", "जन॰ 2026", "फ़र॰"]);
      expect(figure).toHaveAccessibleDescription(
        /^महीनेवार पंजीकृत विद्यालय: दिस॰ 2025 4, जन॰ 2026 7,/,
      );
      const payments = screen.getByRole("figure", { name: "भुगतान संग्रह रुझान" });
      expect(within(payments).getByText("नमूना डेटा")).toBeVisible();
    } finally {
      await act(() => i18nProvider.changeLocale("en"));
    }
  });
});
