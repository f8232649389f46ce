import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Route, useNavigate } from "react-router-dom";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DashboardPage } from "../../../src/dashboard/DashboardPage";
import { fakeApi, ScreenHarness, type Call } from "../harness";
import { overviewAnswer } from "./overviewAnswer";

/** The browser's back button, and a link to June 2026's range (as a report's would be). */
const Navigation = () => {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
      <button
        type="button"
        onClick={() => navigate("/dashboard?period=custom&from=2026-06-01&to=2026-06-30")}
      >
        June
      </button>
    </>
  );
};

/** The dashboard at `path`, with the registrations it asks for recorded. */
function renderDashboard(path: string) {
  const { calls, dataProvider } = fakeApi({
    "GET /v1/super-admin/analytics/registrations": { data: [] },
    // The two lists below the charts, with nothing in them.
    "GET /v1/super-admin/analytics/attendance/not-reporting": {
      data: { total: 0, by_state: [], schools: [] },
    },
    "GET /v1/super-admin/analytics/attendance/low-attendance": { data: { total: 0, schools: [] } },
    // The cards and the period's attendance (their own tests are AttendanceCards', TrendCharts'
    // and DetailedReports'): none.
    "GET /v1/super-admin/analytics/attendance/overview": { data: overviewAnswer(null) },
    "GET /v1/super-admin/analytics/attendance/trend": { data: { grain: "day", buckets: [] } },
    "GET /v1/super-admin/analytics/attendance/breakdown": { data: [] },
  });
  render(
    <ScreenHarness
      path={path}
      dataProvider={dataProvider}
      routes={<Route path="/dashboard" element={<DashboardPage />} />}
    >
      <Navigation />
    </ScreenHarness>,
  );
  /** The periods the registration trend was asked for, as from..to. */
  const asked = () =>
    calls
      .filter((c: Call) => c.url.includes("/analytics/registrations"))
      .map((c) => {
        const query = new URL(c.url, "http://x").searchParams;
        return `${query.get("from")}..${query.get("to")}`;
      });
  return { asked };
}

const location = () => screen.getByTestId("location").textContent;
const picker = () => screen.getByRole("combobox", { name: "Period" });
const days = () => document.getElementById("period-days")!;

async function pick(option: string) {
  await userEvent.click(picker());
  await userEvent.click(await screen.findByRole("option", { name: option }));
}

/** Replaces a date field's text, as one paste, and leaves the field. */
async function typeDate(name: "From" | "To", text: string) {
  const field = screen.getByRole("textbox", { name });
  await userEvent.clear(field);
  if (text) {
    await userEvent.click(field);
    await userEvent.paste(text);
  }
  await userEvent.tab();
}

describe("Analytics Dashboard, the period picker", () => {
  beforeEach(() => {
    // Thursday 26 November 2026, 23:00 in India (17:30 UTC): the console's clock, India's day.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-26T17:30:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  it("shows this month by default, says its days in words and asks for its trend after the cards", async () => {
    const { asked } = renderDashboard("/dashboard");
    expect(picker()).toHaveTextContent("This month");
    expect(days()).toHaveTextContent("1 Nov 2026 to 26 Nov 2026 (26 days)");
    expect(picker()).toHaveAttribute("aria-describedby", "period-days");
    await waitFor(() => expect(asked()).toEqual(["2026-11-01..2026-11-26"]));
  });

  it("keeps each preset in the URL, and goes back to the previous one with the back button", async () => {
    const { asked } = renderDashboard("/dashboard");
    await pick("This week");
    expect(location()).toBe("/dashboard?period=week");
    expect(days()).toHaveTextContent("23 Nov 2026 to 26 Nov 2026 (4 days)");
    await pick("This academic year");
    expect(location()).toBe("/dashboard?period=academic_year");
    expect(days()).toHaveTextContent("1 Apr 2026 to 26 Nov 2026 (240 days)");
    await waitFor(() => expect(asked()).toContain("2026-04-01..2026-11-26"));
    await pick("This month");
    expect(location()).toBe("/dashboard?period=month");

    await userEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(location()).toBe("/dashboard?period=academic_year");
    expect(picker()).toHaveTextContent("This academic year");
    await userEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(picker()).toHaveTextContent("This week");
    expect(days()).toHaveTextContent("23 Nov 2026 to 26 Nov 2026 (4 days)");
  });

  it("starts a custom range from the days shown and takes a typed range into the URL", async () => {
    const { asked } = renderDashboard("/dashboard?period=week");
    await pick("Custom range");
    expect(location()).toBe("/dashboard?period=custom&from=2026-11-23&to=2026-11-26");
    expect(screen.getByRole("textbox", { name: "From" })).toHaveValue("23/11/2026");
    expect(screen.getByRole("textbox", { name: "To" })).toHaveValue("26/11/2026");

    await typeDate("From", "5/1/2026");
    expect(location()).toBe("/dashboard?period=custom&from=2026-01-05&to=2026-11-26");
    // As typed: one digit for the day and the month stays so.
    expect(screen.getByRole("textbox", { name: "From" })).toHaveValue("5/1/2026");
    await typeDate("To", "10/02/2026");
    expect(location()).toBe("/dashboard?period=custom&from=2026-01-05&to=2026-02-10");
    expect(days()).toHaveTextContent("5 Jan 2026 to 10 Feb 2026 (37 days)");
    await waitFor(() => expect(asked()).toContain("2026-01-05..2026-02-10"));

    // Typing edits the custom range in place: back returns to the preset before it.
    await userEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(location()).toBe("/dashboard?period=week");
    expect(screen.queryByRole("textbox", { name: "From" })).toBeNull();
  });

  it("says at the field what is wrong with a custom range, and keeps the last good one", async () => {
    renderDashboard("/dashboard?period=custom&from=2026-11-01&to=2026-11-20");
    const url = location();
    const toField = () => screen.getByRole("textbox", { name: "To" });
    const fromField = () => screen.getByRole("textbox", { name: "From" });

    await typeDate("To", "27/11/2026");
    expect(toField()).toHaveAccessibleDescription("The period cannot end after today");
    expect(toField()).toHaveAttribute("aria-invalid", "true");
    await typeDate("To", "31/10/2026");
    expect(toField()).toHaveAccessibleDescription("The period cannot end before it starts");
    await typeDate("From", "31/10/2023");
    await typeDate("To", "31/10/2026");
    expect(toField()).toHaveAccessibleDescription("A period can be at most 3 years long");
    await typeDate("From", "31/02/2026");
    expect(fromField()).toHaveAccessibleDescription("Enter the date as dd/mm/yyyy");
    expect(fromField()).toHaveAttribute("aria-invalid", "true");
    // None of these was taken.
    expect(location()).toBe(url);
    expect(days()).toHaveTextContent("1 Nov 2026 to 20 Nov 2026 (20 days)");

    await typeDate("From", "01/11/2025");
    expect(fromField()).not.toHaveAttribute("aria-invalid", "true");
    expect(toField()).not.toHaveAttribute("aria-invalid", "true");
    expect(location()).toBe("/dashboard?period=custom&from=2025-11-01&to=2026-10-31");
  });

  it("opens a custom range from its URL, as after a reload", async () => {
    const { asked } = renderDashboard("/dashboard?period=custom&from=2025-12-29&to=2026-01-04");
    expect(picker()).toHaveTextContent("Custom range");
    expect(screen.getByRole("textbox", { name: "From" })).toHaveValue("29/12/2025");
    expect(screen.getByRole("textbox", { name: "To" })).toHaveValue("04/01/2026");
    expect(days()).toHaveTextContent("29 Dec 2025 to 4 Jan 2026 (7 days)");
    await waitFor(() => expect(asked()).toEqual(["2025-12-29..2026-01-04"]));
  });

  it("falls back to this month on a URL that names no period it can show", async () => {
    for (const search of [
      "period=year",
      "period=custom",
      "period=custom&from=2026-02-30&to=2026-03-10",
      "period=custom&from=2026-11-10&to=2026-11-01",
      "period=custom&from=2026-11-01&to=2026-11-27",
      "period=custom&from=2020-01-01&to=2026-11-01",
    ]) {
      const { asked } = renderDashboard(`/dashboard?${search}`);
      expect(picker(), search).toHaveTextContent("This month");
      expect(days()).toHaveTextContent("1 Nov 2026 to 26 Nov 2026 (26 days)");
      await waitFor(() => expect(asked()).toEqual(["2026-11-01..2026-11-26"]));
      act(() => document.body.replaceChildren());
    }
  });

  it("follows the URL when it names another custom range, and back again", async () => {
    renderDashboard("/dashboard?period=month");
    await pick("Custom range");
    await typeDate("From", "1/10/2026");
    await userEvent.click(screen.getByRole("button", { name: "June" }));
    expect(screen.getByRole("textbox", { name: "From" })).toHaveValue("01/06/2026");
    expect(screen.getByRole("textbox", { name: "To" })).toHaveValue("30/06/2026");
    expect(days()).toHaveTextContent("1 Jun 2026 to 30 Jun 2026 (30 days)");
    await userEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(location()).toBe("/dashboard?period=custom&from=2026-10-01&to=2026-11-26");
    expect(screen.getByRole("textbox", { name: "From" })).toHaveValue("01/10/2026");
    expect(screen.getByRole("textbox", { name: "To" })).toHaveValue("26/11/2026");
  });
});
