import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route } from "react-router-dom";
import { HttpError } from "react-admin";
import { StatCards } from "../../../src/common/StatCards";
import { useAttendanceCards } from "../../../src/dashboard/AttendanceCards";
import { usePeriod } from "../../../src/dashboard/usePeriod";
import { usePlace } from "../../../src/dashboard/usePlace";
import type { AttendanceSummary } from "../../../contract/attendance";
import type { AttendanceFigures, AttendanceOverview } from "../../../contract/attendanceAnalytics";
import { i18nProvider } from "../../../src/providers/i18nProvider";
import { expectedErrorLog, fakeApi, ScreenHarness, type Answer, type Call } from "../harness";

const OVERVIEW_PATH = "GET /v1/super-admin/analytics/attendance/overview";

const figures = (
  students: number | null,
  teachers: number | null,
  completeness: number | null,
): AttendanceFigures => ({
  working_days: 20,
  students: { present: 0, enrolled: 0, share: students },
  teachers: { present: 0, enrolled: 0, share: teachers },
  completeness: { reported: 0, expected: 0, share: completeness },
});

/** November 2026 to the 26th against the 26 days before it. */
const overview = (over: Partial<AttendanceOverview> = {}): AttendanceOverview => ({
  period: { from: "2026-11-01", to: "2026-11-26" },
  previous_period: { from: "2026-10-06", to: "2026-10-31" },
  enrolment: { students: 182_400, teachers: 9_310 },
  latest_day: { day: "2026-11-26", present_students: 171_020, present_teachers: 8_977 },
  current: figures(92.43, 95.1, 87.04),
  previous: figures(91.2, 95.4, 85),
  change: { students: 1.23, teachers: -0.3 },
  ...over,
});

/** The cards as the dashboard shows them, of the URL's period and place. */
const Cards = () => {
  const { kind, period, today } = usePeriod();
  const { place } = usePlace();
  return <StatCards {...useAttendanceCards(kind, period, place, today)} />;
};

function renderCards(path: string, answer: Answer = { data: overview() }) {
  const { calls, dataProvider } = fakeApi({
    [OVERVIEW_PATH]: answer,
    "GET /v1/static/country": { data: [{ country_id: 1, name: "India" }] },
    "GET /v1/static/state/1": { data: [{ state_id: 4, name: "Kerala" }] },
    "GET /v1/static/cities/4": { data: [{ city_id: 9, name: "Kollam" }] },
  });
  render(
    <ScreenHarness
      path={path}
      dataProvider={dataProvider}
      routes={<Route path="/dashboard" element={<Cards />} />}
    />,
  );
  /** The queries the overview was asked with. */
  const asked = () =>
    calls
      .filter((c: Call) => c.url.includes("/analytics/attendance/overview"))
      .map((c) => new URL(c.url, "http://x").search);
  return { asked };
}

/** One card, whatever the language. */
const card = (key: keyof AttendanceSummary) => screen.getByTestId(`stat-card-${key}`);
const context = (who: "students" | "teachers") => screen.getByTestId(`attendance-context-${who}`);

describe("Analytics Dashboard, the cards of the place and period", () => {
  beforeEach(() => {
    // Thursday 26 November 2026 in India: the console's clock, India's day.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-26T10:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  it("shows the place's enrolment and its latest day's presence, each card naming the place", async () => {
    const { asked } = renderCards(
      "/dashboard?period=custom&from=2026-11-01&to=2026-11-20&state_id=4&city_id=9",
      {
        data: overview({
          period: { from: "2026-11-01", to: "2026-11-20" },
          enrolment: { students: 12_345, teachers: 678 },
          latest_day: { day: "2026-11-20", present_students: 10_234, present_teachers: 601 },
        }),
      },
    );
    await waitFor(() =>
      expect(screen.getByLabelText("Total Students")).toHaveTextContent("12,345"),
    );
    expect(screen.getByLabelText("Present Students")).toHaveTextContent("10,234");
    expect(screen.getByLabelText("Total Teachers")).toHaveTextContent("678");
    expect(screen.getByLabelText("Present Teachers")).toHaveTextContent("601");
    for (const key of [
      "total_students",
      "present_students",
      "total_teachers",
      "present_teachers",
    ] as const)
      await waitFor(() => expect(card(key)).toHaveTextContent("Kollam, Kerala"));
    expect(card("total_students")).toHaveTextContent("Enrolled now");
    expect(card("total_teachers")).toHaveTextContent("Enrolled now");
    expect(card("present_students")).toHaveTextContent("On 20 Nov 2026");
    expect(card("present_teachers")).toHaveTextContent("On 20 Nov 2026");
    expect(asked()).toEqual(["?from=2026-11-01&to=2026-11-20&state_id=4&city_id=9"]);
  });

  it("names the whole country, says today's figures are so far, and N/A without a report", async () => {
    renderCards("/dashboard?period=month");
    await waitFor(() =>
      expect(screen.getByLabelText("Present Students")).toHaveTextContent("1,71,020"),
    );
    expect(card("total_students")).toHaveTextContent("India");
    // The test's day, 26 November: today, whose reports are still coming in.
    expect(card("present_students")).toHaveTextContent("Today, so far");
    cleanup();
    renderCards("/dashboard?period=month&state_id=4", { data: overview({ latest_day: null }) });
    await waitFor(() => expect(screen.getByLabelText("Present Students")).toHaveTextContent("N/A"));
    expect(screen.getByLabelText("Present Teachers")).toHaveTextContent("N/A");
    expect(screen.getByLabelText("Total Students")).toHaveTextContent("1,82,400");
    expect(card("present_teachers")).toHaveTextContent("No report in this period");
    await waitFor(() => expect(card("present_teachers")).toHaveTextContent("Kerala"));
  });

  it("shows, under each present figure, the period named, its present share, its change in words and the schools that reported", async () => {
    const { asked } = renderCards("/dashboard?period=month");
    const students = context("students");
    expect(await within(students).findByText("92.4% present")).toBeVisible();
    expect(students).toHaveTextContent("This month");
    expect(students).toHaveTextContent("Up 1.2 points");
    expect(students).toHaveTextContent("87.0% of schools reported");
    const teachers = context("teachers");
    expect(teachers).toHaveTextContent("This month");
    expect(teachers).toHaveTextContent("95.1% present");
    expect(teachers).toHaveTextContent("Down 0.3 points");
    expect(teachers).toHaveTextContent("87.0% of schools reported");
    // Under the present cards only.
    expect(screen.getAllByTestId(/^attendance-context-/)).toHaveLength(2);
    expect(asked()).toEqual(["?from=2026-11-01&to=2026-11-26"]);
  });

  it("says no change when the shares differ by less than the tenth shown", async () => {
    renderCards("/dashboard?period=month", {
      data: overview({ change: { students: 0.04, teachers: -0.04 } }),
    });
    expect(await within(context("students")).findByText("No change")).toBeVisible();
    expect(within(context("teachers")).getByText("No change")).toBeVisible();
  });

  it("shows N/A where the server has no figure", async () => {
    renderCards("/dashboard?period=week", {
      data: overview({
        current: figures(null, 96, null),
        change: { students: null, teachers: null },
      }),
    });
    const students = context("students");
    expect(await within(students).findByText("Present: N/A")).toBeVisible();
    expect(students).toHaveTextContent("This week");
    expect(students).toHaveTextContent("Change: N/A");
    expect(students).toHaveTextContent("Reported: N/A");
    expect(context("teachers")).toHaveTextContent("96.0% present");
    expect(context("teachers")).toHaveTextContent("Change: N/A");
  });

  it("names a custom range by its days and asks for the place of the URL", async () => {
    const { asked } = renderCards(
      "/dashboard?period=custom&from=2026-06-01&to=2026-06-30&state_id=4&city_id=9",
    );
    expect(await within(context("students")).findByText("92.4% present")).toBeVisible();
    expect(context("students")).toHaveTextContent("1 Jun 2026 to 30 Jun 2026");
    expect(asked()).toEqual(["?from=2026-06-01&to=2026-06-30&state_id=4&city_id=9"]);
  });

  it("says in a tooltip what the figures mean and which days they are compared with", async () => {
    renderCards("/dashboard?period=month");
    await within(context("students")).findByText("92.4% present");
    vi.useRealTimers();
    await userEvent.hover(
      within(context("students")).getByRole("button", { name: "What these figures mean" }),
    );
    const tooltip = await screen.findByRole("tooltip");
    expect(tooltip).toHaveTextContent(
      "1 Nov 2026 to 26 Nov 2026, against the same number of days just before it (6 Oct 2026 to 31 Oct 2026)",
    );
    expect(tooltip).toHaveTextContent(
      "Present: present ÷ enrolled, over the schools that reported.",
    );
    expect(tooltip).toHaveTextContent(
      "The figure above: those present on the latest day of the period with a report.",
    );
    expect(tooltip).toHaveTextContent(
      "Reported: reports received ÷ schools registered, on each working day that is over (a school from the day after its registration).",
    );
  });

  it("holds the figures' room with a skeleton while they are on their way, the period already named", async () => {
    // An answer that never comes.
    const { asked } = renderCards("/dashboard?period=month", () => new Promise(() => {}));
    const students = context("students");
    expect(students).toHaveTextContent("This month");
    expect(
      within(students).getByRole("progressbar", { name: "Loading the period's attendance..." }),
    ).toHaveAttribute("aria-busy", "true");
    expect(students.querySelectorAll(".MuiSkeleton-root")).toHaveLength(3);
    // The figure and its day too.
    expect(card("present_students").querySelectorAll(".MuiSkeleton-root")).toHaveLength(5);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(asked()).toHaveLength(1);
  });

  it("says that the figures could not be loaded instead of N/A, and loads them again on Retry", async () => {
    const failure = new HttpError("Server down", 500);
    const logged = expectedErrorLog();
    let calls = 0;
    renderCards("/dashboard?period=month", () => {
      calls += 1;
      return calls === 1 ? failure : { data: overview() };
    });
    expect(await screen.findByText("The attendance figures could not be loaded.")).toBeVisible();
    expect(screen.getByText("Server down")).toBeVisible();
    expect(screen.queryByLabelText("Present Students")).toBeNull();
    logged.expectOnly(failure);
    vi.useRealTimers();
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await within(context("students")).findByText("92.4% present")).toBeVisible();
    expect(screen.getByLabelText("Present Students")).toHaveTextContent("1,71,020");
  });

  it("speaks Hindi", async () => {
    await act(() => i18nProvider.changeLocale("hi"));
    try {
      renderCards("/dashboard?period=month");
      const students = context("students");
      expect(await within(students).findByText("92.4% उपस्थित")).toBeVisible();
      expect(students).toHaveTextContent("यह महीना");
      expect(students).toHaveTextContent("1.2 अंक की बढ़त");
      expect(context("teachers")).toHaveTextContent("0.3 अंक की गिरावट");
      expect(students).toHaveTextContent("87.0% विद्यालयों ने रिपोर्ट भेजी");
      expect(card("present_students")).toHaveTextContent("आज, अब तक");
      expect(card("total_students")).toHaveTextContent("अभी नामांकित");
    } finally {
      await act(() => i18nProvider.changeLocale("en"));
    }
  });
});
