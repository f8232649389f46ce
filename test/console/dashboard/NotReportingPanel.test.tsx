import { describe, expect, it } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpError } from "react-admin";
import { Route, useParams } from "react-router-dom";
import type { NotReporting, NotReportingSchool } from "../../../contract/attendanceAnalytics";
import { paths } from "../../../contract/api";
import { NotReportingPanel } from "../../../src/dashboard/NotReportingPanel";
import { expectedErrorLog, fakeApi, ScreenHarness, type Answer, type Call } from "../harness";

const PERIOD = { from: "2026-03-01", to: "2026-03-31" };

/** The school of rank `rank`, page by page. */
const school = (rank: number): NotReportingSchool => ({
  school_id: 500 + rank,
  school_name: `School ${rank}`,
  state: "Kerala",
  city: "Kochi",
  principal_phone: "9876543210",
  days_missing: 30 - rank,
  last_report: "2026-02-27",
});

/** A page of a ranked list of `total` schools. */
function pageOf(call: Call, total: number, extra: Partial<NotReporting> = {}) {
  const page = Number(new URL(call.url, "http://x").searchParams.get("page"));
  const count = Math.max(0, Math.min(10, total - (page - 1) * 10));
  const data: NotReporting = {
    total,
    by_state: [
      { state_id: 17, name: "Kerala", schools: total - 4 },
      { state_id: 29, name: "Tamil Nadu", schools: 4 },
    ],
    schools: Array.from({ length: count }, (_, i) => school((page - 1) * 10 + i + 1)),
    ...extra,
  };
  return { data };
}

const Profile = () => <h1>Profile of {useParams().id}</h1>;

function renderPanel(answer: Answer, path = "/dashboard?period=month") {
  const api = fakeApi({ [`GET ${paths.analyticsNotReporting}`]: answer });
  render(
    <ScreenHarness
      path={path}
      dataProvider={api.dataProvider}
      routes={
        <>
          <Route path="/dashboard" element={<NotReportingPanel period={PERIOD} />} />
          <Route path="/school/profile/:id" element={<Profile />} />
        </>
      }
    />,
  );
  return api;
}

const queries = (calls: Call[]) =>
  calls
    .filter((c) => c.url.includes(paths.analyticsNotReporting))
    .map((c) => Object.fromEntries(new URL(c.url, "http://x").searchParams));

const table = () => screen.findByRole("table", { name: /Schools not reporting/ });

describe("Dashboard, Not reporting", () => {
  it("says how many schools sent nothing, and ranks them with their phone and last report", async () => {
    const api = renderPanel((call) =>
      pageOf(call, 1204, {
        schools: [
          school(1),
          { ...school(2), principal_phone: null, last_report: null, days_missing: 12 },
        ],
      }),
    );
    expect(
      await screen.findByText("1,204 schools sent no attendance on 3 or more working days"),
    ).toBeVisible();
    expect(queries(api.calls)).toEqual([{ ...PERIOD, page: "1", limit: "10" }]);

    const rows = within(await table()).getAllByRole("row");
    expect(rows[0]).toHaveTextContent(
      /Sl No\.SchoolStateCityPrincipal's phoneWorking days missingLast report/,
    );
    expect(rows[1]).toHaveTextContent("1School 1KeralaKochi98765432102927/02/2026");
    expect(within(rows[1]).getByRole("link", { name: "School 1" })).toHaveAttribute(
      "href",
      "/school/profile/501",
    );
    expect(within(rows[1]).getByRole("link", { name: "9876543210" })).toHaveAttribute(
      "href",
      "tel:9876543210",
    );
    // A school that never reported, and one without a principal's phone.
    expect(rows[2]).toHaveTextContent("2School 2KeralaKochiN/A12Never");
    expect(within(rows[2]).getAllByRole("link")).toHaveLength(1);
  });

  it("says one school in the singular", async () => {
    renderPanel((call) => pageOf(call, 1));
    expect(
      await screen.findByText("1 school sent no attendance on 3 or more working days"),
    ).toBeVisible();
  });

  it("asks the server for the second page and numbers its rows on from the first", async () => {
    const api = renderPanel((call) => pageOf(call, 25));
    await table();
    expect(screen.getByText("Showing 1 to 10 of 25 entries")).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Page 2" }));
    await waitFor(() =>
      expect(within(screen.getByRole("table")).getAllByRole("row")[1]).toHaveTextContent(
        "11School 11",
      ),
    );
    expect(queries(api.calls).map((q) => q.page)).toEqual(["1", "2"]);
    expect(screen.getByText("Showing 11 to 20 of 25 entries")).toBeVisible();
  });

  it("follows the place of the dashboard's URL, and narrows the dashboard to a state clicked", async () => {
    const api = renderPanel((call) => pageOf(call, 25));
    const states = await screen.findByRole("list", { name: "Schools not reporting, by state" });
    await table();
    expect(
      within(states)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Kerala 21", "Tamil Nadu 4"]);
    const tamilNadu = within(states).getByRole("button", { name: "Tamil Nadu 4" });
    expect(tamilNadu).toHaveAccessibleDescription("Narrows the whole dashboard to this state.");
    await userEvent.click(tamilNadu);
    expect(screen.getByTestId("location")).toHaveTextContent("/dashboard?period=month&state_id=29");
    await waitFor(() =>
      expect(queries(api.calls).at(-1)).toEqual({
        ...PERIOD,
        state_id: "29",
        page: "1",
        limit: "10",
      }),
    );
    // Narrowed, a state's count is shown, not offered as a way further down.
    await waitFor(() => expect(within(states).queryAllByRole("button")).toEqual([]));
  });

  it("asks for the city of the URL with its state", async () => {
    const api = renderPanel((call) => pageOf(call, 3), "/dashboard?state_id=17&city_id=9");
    await table();
    expect(queries(api.calls)).toEqual([
      { ...PERIOD, state_id: "17", city_id: "9", page: "1", limit: "10" },
    ]);
  });

  it("follows a school to its profile", async () => {
    renderPanel((call) => pageOf(call, 3));
    await userEvent.click(within(await table()).getByRole("link", { name: "School 2" }));
    expect(await screen.findByRole("heading", { name: "Profile of 502" })).toBeVisible();
  });

  it("says when no school is missing reports in the period", async () => {
    renderPanel({ data: { total: 0, by_state: [], schools: [] } });
    expect(await screen.findByText("No school is missing reports in this period.")).toBeVisible();
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByText(/sent no attendance/)).toBeNull();
  });

  it("shows a failed load with the server's message and Retry, which asks again", async () => {
    const failure = new HttpError("The database is busy.", 503);
    const logged = expectedErrorLog();
    let calls = 0;
    renderPanel((call) => (++calls === 1 ? failure : pageOf(call, 3)));
    expect(await screen.findByText("The schools not reporting could not be loaded.")).toBeVisible();
    expect(screen.getByText("The database is busy.")).toBeVisible();
    expect(screen.queryByText(/schools sent no attendance/)).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(
      await screen.findByText("3 schools sent no attendance on 3 or more working days"),
    ).toBeVisible();
    expect(calls).toBe(2);
    logged.expectOnly(failure);
  });
});
