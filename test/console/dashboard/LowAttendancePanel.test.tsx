import { describe, expect, it } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpError } from "react-admin";
import { Route } from "react-router-dom";
import type { LowAttendanceSchool } from "../../../contract/attendanceAnalytics";
import { paths } from "../../../contract/api";
import { LowAttendancePanel } from "../../../src/dashboard/LowAttendancePanel";
import {
  THRESHOLDS,
  lowAttendanceChoiceFromSearch,
} from "../../../src/dashboard/useLowAttendanceChoice";
import { expectedErrorLog, fakeApi, ScreenHarness, type Answer, type Call } from "../harness";

const PERIOD = { from: "2026-03-01", to: "2026-03-31" };

const school = (rank: number): LowAttendanceSchool => ({
  school_id: 700 + rank,
  school_name: `School ${rank}`,
  state: "Bihar",
  city: "Patna",
  days_under: 20 - (rank % 10),
  working_days: 22,
  share: 61.25,
});

/** A page of `total` schools under the threshold. */
function pageOf(call: Call, total: number) {
  const page = Number(new URL(call.url, "http://x").searchParams.get("page"));
  const count = Math.max(0, Math.min(10, total - (page - 1) * 10));
  return {
    data: {
      total,
      schools: Array.from({ length: count }, (_, i) => school((page - 1) * 10 + i + 1)),
    },
  };
}

function renderPanel(answer: Answer, path = "/dashboard?period=month") {
  const api = fakeApi({ [`GET ${paths.analyticsLowAttendance}`]: answer });
  render(
    <ScreenHarness
      path={path}
      dataProvider={api.dataProvider}
      routes={<Route path="/dashboard" element={<LowAttendancePanel period={PERIOD} />} />}
    />,
  );
  return api;
}

const queries = (calls: Call[]) =>
  calls
    .filter((c) => c.url.includes(paths.analyticsLowAttendance))
    .map((c) => Object.fromEntries(new URL(c.url, "http://x").searchParams));

const table = () => screen.findByRole("table", { name: "Schools with low attendance" });

/** Picks a threshold in the chooser. */
async function chooseThreshold(percent: number) {
  await userEvent.click(screen.getByRole("combobox", { name: "Present under" }));
  await userEvent.click(screen.getByRole("option", { name: `${percent}%` }));
}

describe("Dashboard, Low attendance", () => {
  it("says how many schools' students stayed under 75%, and lists them with their share", async () => {
    const api = renderPanel(() => ({
      data: {
        total: 1204,
        schools: [school(1), { ...school(2), share: null }],
      },
    }));
    expect(
      await screen.findByText(
        "1,204 schools whose students were under 75% present on most working days",
      ),
    ).toBeVisible();
    expect(queries(api.calls)).toEqual([
      { ...PERIOD, page: "1", limit: "10", who: "students", threshold: "75" },
    ]);
    const rows = within(await table()).getAllByRole("row");
    expect(rows[0]).toHaveTextContent(
      "Sl No.SchoolStateCityDays under / working daysPresent share",
    );
    expect(rows[1]).toHaveTextContent("1School 1BiharPatna19 / 2261.3%");
    expect(within(rows[1]).getByRole("link", { name: "School 1" })).toHaveAttribute(
      "href",
      "/school/profile/701",
    );
    // A school whose share the server could not measure.
    expect(rows[2]).toHaveTextContent("2School 2BiharPatna18 / 22N/A");
  });

  it("says one school in the singular", async () => {
    renderPanel((call) => pageOf(call, 1));
    expect(
      await screen.findByText(
        "1 school whose students were under 75% present on most working days",
      ),
    ).toBeVisible();
  });

  it("offers the thresholds from 5% to 95% in steps of 5, and asks again at the one chosen", async () => {
    expect(THRESHOLDS).toEqual([
      5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 75, 80, 85, 90, 95,
    ]);
    const api = renderPanel((call) => pageOf(call, 25), "/dashboard?period=month&state_id=4");
    await table();
    await chooseThreshold(70);
    await waitFor(() =>
      expect(queries(api.calls).at(-1)).toEqual({
        ...PERIOD,
        state_id: "4",
        page: "1",
        limit: "10",
        who: "students",
        threshold: "70",
      }),
    );
    expect(screen.getByTestId("location")).toHaveTextContent(
      "/dashboard?period=month&state_id=4&low_threshold=70",
    );
    expect(
      await screen.findByText(
        "25 schools whose students were under 70% present on most working days",
      ),
    ).toBeVisible();
    // The default leaves the URL as it was.
    await chooseThreshold(75);
    expect(screen.getByTestId("location")).toHaveTextContent("/dashboard?period=month&state_id=4");
  });

  it("switches to the teachers and back to the first page", async () => {
    // The teachers' answer waits until the test lets it go.
    let release: () => void = () => {};
    const teachersAsked = new Promise<void>((resolve) => (release = resolve));
    const api = renderPanel(async (call) => {
      const teachers = new URL(call.url, "http://x").searchParams.get("who") === "teachers";
      if (teachers) await teachersAsked;
      return pageOf(call, teachers ? 12 : 25);
    });
    await table();
    await userEvent.click(screen.getByRole("button", { name: "Page 2" }));
    await waitFor(() => expect(queries(api.calls).at(-1)?.page).toBe("2"));
    expect(screen.getByRole("button", { name: "Students" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await userEvent.click(screen.getByRole("button", { name: "Teachers" }));
    await waitFor(() =>
      expect(queries(api.calls).at(-1)).toEqual({
        ...PERIOD,
        page: "1",
        limit: "10",
        who: "teachers",
        threshold: "75",
      }),
    );
    expect(screen.getByRole("button", { name: "Teachers" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    // Until the teachers' list arrives, the students' total stays, saying whose it is.
    expect(
      screen.getByText("25 schools whose students were under 75% present on most working days"),
    ).toBeVisible();
    release();
    expect(
      await screen.findByText(
        "12 schools whose teachers were under 75% present on most working days",
      ),
    ).toBeVisible();
    expect(screen.getByTestId("location")).toHaveTextContent(
      "/dashboard?period=month&low_who=teachers",
    );
    expect(screen.getByText("Showing 1 to 10 of 12 entries")).toBeVisible();
  });

  it("opens with the choice of the URL", async () => {
    const api = renderPanel(
      (call) => pageOf(call, 0),
      "/dashboard?low_who=teachers&low_threshold=60",
    );
    expect(
      await screen.findByText(
        "No school's teachers were under 60% present on most working days of this period.",
      ),
    ).toBeVisible();
    expect(queries(api.calls)).toEqual([
      { ...PERIOD, page: "1", limit: "10", who: "teachers", threshold: "60" },
    ]);
    expect(screen.getByRole("combobox", { name: "Present under" })).toHaveTextContent("60%");
  });

  it("shows a failed load with the server's message and Retry, which asks again", async () => {
    const failure = new HttpError("The database is busy.", 503);
    const logged = expectedErrorLog();
    let calls = 0;
    renderPanel((call) => (++calls === 1 ? failure : pageOf(call, 3)));
    expect(
      await screen.findByText("The schools with low attendance could not be loaded."),
    ).toBeVisible();
    expect(screen.getByText("The database is busy.")).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(
      await screen.findByText(
        "3 schools whose students were under 75% present on most working days",
      ),
    ).toBeVisible();
    expect(calls).toBe(2);
    logged.expectOnly(failure);
  });
});

describe("lowAttendanceChoiceFromSearch", () => {
  it.each([
    ["", { who: "students", threshold: 75 }],
    ["low_who=teachers&low_threshold=5", { who: "teachers", threshold: 5 }],
    ["low_threshold=95", { who: "students", threshold: 95 }],
    // What the server would refuse opens the default instead.
    ["low_who=parents&low_threshold=72", { who: "students", threshold: 75 }],
    ["low_threshold=100", { who: "students", threshold: 75 }],
    ["low_threshold=0", { who: "students", threshold: 75 }],
    ["low_threshold=070", { who: "students", threshold: 75 }],
  ])("reads %j as %j", (search, choice) => {
    expect(lowAttendanceChoiceFromSearch(new URLSearchParams(search))).toEqual(choice);
  });
});
