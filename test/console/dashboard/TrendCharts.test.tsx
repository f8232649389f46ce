import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpError } from "react-admin";
import { TrendCharts } from "../../../src/dashboard/TrendCharts";
import type { RegistrationTrend } from "../../../src/dashboard/useRegistrationTrend";
import type { AttendanceTrendState } from "../../../src/dashboard/useAttendanceTrend";
import type { RegistrationMonth } from "../../../contract/analytics";
import type { AttendanceFigures, AttendanceTrend } from "../../../contract/attendanceAnalytics";
import { i18nProvider } from "../../../src/providers/i18nProvider";
import { renderInAdmin } from "../harness";

// The span in which recharts measures a text, added to the page on its first measure.
const MEASURING_SPAN = "#recharts_measurement_span";
const CHARTS = ["Monthly Registration Trend", "Payment Collection Trend"];
const ATTENDANCE = "Attendance Trend";

/** A chart's x-axis labels, once `count` months are drawn. */
async function monthLabels(figure: HTMLElement, count = 12) {
  const labels = () => figure.querySelectorAll(".recharts-xAxis-tick-labels text");
  await vi.waitFor(() => expect(labels()).toHaveLength(count));
  return [...labels()];
}

/** The height under a chart's x-axis line, where its labels are. */
const roomUnderAxis = (figure: HTMLElement) =>
  Number(figure.querySelector(".recharts-surface")?.getAttribute("height")) -
  Number(figure.querySelector(".recharts-xAxis .recharts-cartesian-axis-line")?.getAttribute("y1"));

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

/**
 * A bucket's figures from its shares (null: none) and its working days; the counts behind them
 * are the server's.
 */
const figures = (
  students: number | null,
  teachers: number | null,
  completeness: number | null,
  working_days = 1,
): AttendanceFigures => ({
  working_days,
  students: { present: 0, enrolled: 0, share: students },
  teachers: { present: 0, enrolled: 0, share: teachers },
  completeness: { reported: 0, expected: 0, share: completeness },
});

/**
 * 1 to 12 November 2026 by day: Sunday the 1st and the 8th have no working day (left off the
 * chart), on the 5th no teacher was counted, and on the 10th no school reported.
 */
const DAYS: AttendanceTrend = {
  grain: "day",
  buckets: Array.from({ length: 12 }, (_, i) => {
    const day = `2026-11-${String(i + 1).padStart(2, "0")}`;
    const sunday = i === 0 || i === 7;
    return {
      from: day,
      to: day,
      figures: sunday
        ? figures(null, null, null, 0)
        : i === 9
          ? figures(null, null, 0)
          : figures(80 + i + 0.44, i === 4 ? null : 90 + i / 10, 70 + i),
    };
  }),
};

/** The attendance trend as the dashboard hands it to the charts. */
const attendance = (over: Partial<AttendanceTrendState> = {}): AttendanceTrendState => ({
  data: DAYS,
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
    renderInAdmin(<TrendCharts registrations={trend()} attendance={attendance()} />);
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
    renderInAdmin(<TrendCharts registrations={trend()} attendance={attendance()} />);
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
    // The days slant too ("2 Nov 2026"), with more room under the axis than the months have.
    const days = await screen.findByRole("figure", { name: ATTENDANCE });
    const [firstDay] = await monthLabels(days, 5);
    expect(firstDay).toHaveTextContent(/^2 Nov 2026$/);
    expect(firstDay.getAttribute("transform")).toMatch(/^rotate\(-45\b/);
    expect(roomUnderAxis(days)).toBe(72);
    expect(roomUnderAxis(registrations)).toBe(56);
  });

  it("draws the schools registered per month, a year on the first month and on January, with a sentence of the values", async () => {
    renderInAdmin(<TrendCharts registrations={trend()} attendance={attendance()} />);
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
    renderInAdmin(<TrendCharts registrations={trend({ data: long })} attendance={attendance()} />);
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
    renderInAdmin(
      <TrendCharts
        registrations={trend({ data: months(Array(12).fill(0)) })}
        attendance={attendance()}
      />,
    );
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
        attendance={attendance()}
      />,
    );
    const figure = await screen.findByRole("figure", { name: CHARTS[0] });
    expect(within(figure).getByText("The registration trend could not be loaded.")).toBeVisible();
    expect(within(figure).getByText("Server down")).toBeVisible();
    await userEvent.click(within(figure).getByRole("button", { name: "Retry" }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it("waits for the trend with a spinner in the chart's room", async () => {
    renderInAdmin(
      <TrendCharts
        registrations={trend({ data: undefined, isFetching: true })}
        attendance={attendance()}
      />,
    );
    const figure = await screen.findByRole("figure", { name: CHARTS[0] });
    expect(within(figure).getByRole("progressbar", { name: "Loading charts..." })).toBeVisible();
  });

  it("marks the payments as sample data, on the chart and in its text alternative", async () => {
    renderInAdmin(<TrendCharts registrations={trend()} attendance={attendance()} />);
    const figure = await screen.findByRole("figure", { name: CHARTS[1] });
    expect(within(figure).getByText("Sample data")).toBeVisible();
    expect(figure).toHaveAccessibleDescription(
      /^Sample data, not real payments\. Payments collected by month, in rupees: Jan ₹12,50,000,/,
    );
  });

  it("names the months in the console's language", async () => {
    await act(() => i18nProvider.changeLocale("hi"));
    try {
      renderInAdmin(<TrendCharts registrations={trend()} attendance={attendance()} />);
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
  describe("Attendance Trend", () => {
    it("draws the students' and the teachers' present share per day on a 0 to 100% axis, each day's label its date", async () => {
      renderInAdmin(<TrendCharts registrations={trend()} attendance={attendance()} />);
      const figure = await screen.findByRole("figure", { name: ATTENDANCE });
      // Ten working days, every second labelled: eight "23 Nov" fit side by side, not ten.
      const labels = (await monthLabels(figure, 5)).map(read);
      expect(labels).toEqual(["2 Nov 2026", "4 Nov", "6 Nov", "9 Nov", "11 Nov"]);
      const ticks = [...figure.querySelectorAll(".recharts-yAxis-tick-labels text")];
      expect(ticks.map((t) => t.textContent)).toEqual(["0%", "25%", "50%", "75%", "100%"]);
      // Two lines, told apart by their dashes as well as their colour, and named beside them.
      const lines = figure.querySelectorAll("path.recharts-line-curve");
      expect(lines).toHaveLength(2);
      expect(lines[0]).not.toHaveAttribute("stroke-dasharray");
      expect(lines[1]).toHaveAttribute("stroke-dasharray", "6 3");
      expect(within(figure).getByText("Students present")).toBeVisible();
      expect(within(figure).getByText("Teachers present")).toBeVisible();
      expect(document.querySelector(MEASURING_SPAN)).toBeNull();
    });

    it("leaves a gap, not a fall to zero, where a working day has no share, and leaves Sundays off", async () => {
      renderInAdmin(<TrendCharts registrations={trend()} attendance={attendance()} />);
      const figure = await screen.findByRole("figure", { name: ATTENDANCE });
      // Ten working days: the two Sundays are not on the axis (nor the 1st's label).
      expect((await monthLabels(figure, 5)).map(read)[0]).toBe("2 Nov 2026");
      const [students, teachers] = [...figure.querySelectorAll("path.recharts-line-curve")].map(
        (line) => line.getAttribute("d") ?? "",
      );
      // Each line is cut where a working day has no value: the students' by the 10th (two
      // pieces), the teachers' by the 5th and the 10th (three); Sunday the 8th cuts neither.
      expect(students.match(/M/g)).toHaveLength(2);
      expect(teachers.match(/M/g)).toHaveLength(3);
      // A point for each value (9 days of students, 8 of teachers), none for the others.
      expect(figure.querySelectorAll(".recharts-line-dot")).toHaveLength(9 + 8);
    });

    it("gives every day's shares and completeness in words, N/A where there is none", async () => {
      renderInAdmin(<TrendCharts registrations={trend()} attendance={attendance()} />);
      const figure = await screen.findByRole("figure", { name: ATTENDANCE });
      expect(figure).toHaveAccessibleDescription(
        "Present share by day, of students and of teachers: " +
          "2 Nov 2026: students 81.4%, teachers 90.1%, 71.0% of schools reported; " +
          "3 Nov 2026: students 82.4%, teachers 90.2%, 72.0% of schools reported; " +
          "4 Nov 2026: students 83.4%, teachers 90.3%, 73.0% of schools reported; " +
          "5 Nov 2026: students 84.4%, teachers N/A, 74.0% of schools reported; " +
          "6 Nov 2026: students 85.4%, teachers 90.5%, 75.0% of schools reported; " +
          "7 Nov 2026: students 86.4%, teachers 90.6%, 76.0% of schools reported; " +
          "9 Nov 2026: students 88.4%, teachers 90.8%, 78.0% of schools reported; " +
          "10 Nov 2026: students N/A, teachers N/A, 0.0% of schools reported; " +
          "11 Nov 2026: students 90.4%, teachers 91.0%, 80.0% of schools reported; " +
          "12 Nov 2026: students 91.4%, teachers 91.1%, 81.0% of schools reported.",
      );
    });

    it("says today's figures are so far, and counts its reports once the day is over", async () => {
      // Thursday 12 November 2026, 11:30 in India: the trend's last day is today.
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(new Date("2026-11-12T06:00:00Z"));
      try {
        const buckets = DAYS.buckets.map((b) =>
          b.from === "2026-11-12" ? { ...b, figures: figures(91.44, 91.1, null) } : b,
        );
        renderInAdmin(
          <TrendCharts
            registrations={trend()}
            attendance={attendance({ data: { grain: "day", buckets } })}
          />,
        );
        const figure = await screen.findByRole("figure", { name: ATTENDANCE });
        expect(figure).toHaveAccessibleDescription(
          expect.stringMatching(
            /11 Nov 2026: students 90\.4%, teachers 91\.0%, 80\.0% of schools reported; 12 Nov 2026, so far: students 91\.4%, teachers 91\.1%, Reported: counted once the day is over\.$/,
          ),
        );
      } finally {
        vi.useRealTimers();
      }
    });

    it("names a week by its days and labels it by its first, a month by its name", async () => {
      const weeks: AttendanceTrend = {
        grain: "week",
        buckets: [
          { from: "2026-10-29", to: "2026-11-01", figures: figures(90, 95, 88) },
          { from: "2026-11-02", to: "2026-11-08", figures: figures(91, 96, 89) },
        ],
      };
      const { unmount } = renderInAdmin(
        <TrendCharts registrations={trend()} attendance={attendance({ data: weeks })} />,
      );
      let figure = await screen.findByRole("figure", { name: ATTENDANCE });
      expect((await monthLabels(figure, 2)).map(read)).toEqual(["29 Oct 2026", "2 Nov"]);
      expect(figure).toHaveAccessibleDescription(
        /^Present share by week, of students and of teachers: 29 Oct 2026 to 1 Nov 2026: students 90\.0%, teachers 95\.0%, 88\.0% of schools reported; 2 Nov 2026 to 8 Nov 2026: /,
      );
      unmount();
      const months: AttendanceTrend = {
        grain: "month",
        buckets: [
          { from: "2025-12-15", to: "2025-12-31", figures: figures(90, 95, 88) },
          { from: "2026-01-01", to: "2026-01-31", figures: figures(91, 96, 89) },
        ],
      };
      renderInAdmin(
        <TrendCharts registrations={trend()} attendance={attendance({ data: months })} />,
      );
      figure = await screen.findByRole("figure", { name: ATTENDANCE });
      expect((await monthLabels(figure, 2)).map(read)).toEqual(["Dec 2025", "Jan 2026"]);
      expect(figure).toHaveAccessibleDescription(/^Present share by month, .*: Dec 2025: students/);
    });

    it("says the completeness of a day in its tooltip", async () => {
      renderInAdmin(<TrendCharts registrations={trend()} attendance={attendance()} />);
      const figure = await screen.findByRole("figure", { name: ATTENDANCE });
      await monthLabels(figure, 5);
      // Ten working days across the drawing's 520 pixels (600 less the value axis and the
      // margin), the first at 64: the pointer on the first, the 2nd (the 1st is a Sunday).
      const surface = figure.querySelector(".recharts-wrapper") as HTMLElement;
      await act(async () => {
        surface.dispatchEvent(
          new MouseEvent("mousemove", { bubbles: true, clientX: 64, clientY: 100 }),
        );
      });
      const tooltip = await vi.waitFor(() => {
        const box = figure.querySelector(".recharts-tooltip-wrapper");
        expect(box).toHaveTextContent("2 Nov 2026");
        return box as HTMLElement;
      });
      expect(tooltip).toHaveTextContent("71.0% of schools reported");
      expect(tooltip).toHaveTextContent("Students present : 81.4%");
    });

    it("shows N/A when no day of the period has a share", async () => {
      const silent: AttendanceTrend = {
        grain: "day",
        buckets: DAYS.buckets.map((b) => ({ ...b, figures: figures(null, null, 0) })),
      };
      renderInAdmin(
        <TrendCharts registrations={trend()} attendance={attendance({ data: silent })} />,
      );
      const figure = await screen.findByRole("figure", { name: ATTENDANCE });
      expect(within(figure).getByText("N/A")).toBeVisible();
      expect(figure).toHaveAccessibleDescription("No attendance was reported in this period.");
      expect(figure.querySelector(".recharts-surface")).toBeNull();
    });

    it("says so when the trend could not be loaded, with Retry, and waits with a spinner", async () => {
      const refetch = vi.fn();
      const { unmount } = renderInAdmin(
        <TrendCharts
          registrations={trend()}
          attendance={attendance({
            data: undefined,
            error: new HttpError("Server down", 500),
            refetch,
          })}
        />,
      );
      const figure = await screen.findByRole("figure", { name: ATTENDANCE });
      expect(within(figure).getByText("The attendance trend could not be loaded.")).toBeVisible();
      await userEvent.click(within(figure).getByRole("button", { name: "Retry" }));
      expect(refetch).toHaveBeenCalledOnce();
      unmount();
      renderInAdmin(
        <TrendCharts
          registrations={trend()}
          attendance={attendance({ data: undefined, isFetching: true })}
        />,
      );
      expect(
        within(await screen.findByRole("figure", { name: ATTENDANCE })).getByRole("progressbar", {
          name: "Loading charts...",
        }),
      ).toBeVisible();
    });
  });
});
