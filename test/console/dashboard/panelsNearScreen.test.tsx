import { describe, expect, it } from "vitest";
import type { ReactElement } from "react";
import { render, screen, within } from "@testing-library/react";
import { Route } from "react-router-dom";
import { paths } from "../../../contract/api";
import { Breakdowns } from "../../../src/dashboard/Breakdowns";
import { DetailedReports } from "../../../src/dashboard/DetailedReports";
import { LowAttendancePanel } from "../../../src/dashboard/LowAttendancePanel";
import { NotReportingPanel } from "../../../src/dashboard/NotReportingPanel";
import { ScreenHarness, fakeApi, type Call } from "../harness";
import { withFakeIntersectionObserver } from "../fakeIntersectionObserver";

const observer = withFakeIntersectionObserver();

const PERIOD = { from: "2026-03-01", to: "2026-03-31" };
const BREAKDOWN = "/v1/super-admin/analytics/attendance/breakdown";
const MONTHS = "/v1/super-admin/analytics/attendance/trend";

const school = {
  school_id: 501,
  school_name: "Govt. School Kochi",
  state: "Kerala",
  city: "Kochi",
  principal_phone: "9876543210",
  days_missing: 12,
  last_report: "2026-03-10",
  days_under: 15,
  working_days: 22,
  share: 61.25,
};
const share = { present: 0, enrolled: 0, share: 88 };

/** Renders `panel` on the dashboard's route over a fake API that answers every panel's call. */
function renderPanel(panel: ReactElement) {
  const api = fakeApi({
    [`GET ${BREAKDOWN}/place`]: {
      data: [
        { id: "4", name: "Kerala", schools: 120, students: 91, teachers: 88, completeness: 90 },
      ],
    },
    [`GET ${paths.analyticsNotReporting}`]: {
      data: {
        total: 1,
        by_state: [{ state_id: 4, name: "Kerala", schools: 1 }],
        schools: [school],
      },
    },
    [`GET ${paths.analyticsLowAttendance}`]: { data: { total: 1, schools: [school] } },
    [`GET ${MONTHS}`]: {
      data: {
        grain: "month",
        buckets: [
          {
            from: "2026-03-01",
            to: "2026-03-31",
            figures: { working_days: 22, students: share, teachers: share, completeness: share },
          },
        ],
      },
    },
  });
  render(
    <ScreenHarness
      path="/dashboard?period=month"
      dataProvider={api.dataProvider}
      routes={<Route path="/dashboard" element={panel} />}
    />,
  );
  return api;
}

/** The paths asked for under `prefix`. */
const asked = (calls: Call[], prefix: string) =>
  calls.map((c) => new URL(c.url, "http://x").pathname).filter((p) => p.startsWith(prefix));

/** A few of React's and the fake API's turns: long enough for a call that was going to be made. */
const aWhile = () => new Promise((resolve) => setTimeout(resolve, 50));

/**
 * Checks a panel below the first screen: its card and heading (and `header`'s controls) at once,
 * no call and no table until the card comes near the screen; the call and the table after.
 */
async function expectHeldUntilNear({
  panel,
  region,
  path,
  table,
  header,
}: {
  panel: ReactElement;
  region: string;
  path: string;
  table: string | RegExp;
  header: { role: "button" | "link" | "combobox" | "tab"; name: string }[];
}) {
  const api = renderPanel(panel);
  const card = screen.getByRole("region", { name: region });
  expect(within(card).getByRole("heading", { level: 2, name: region })).toBeVisible();
  for (const { role, name } of header) expect(within(card).getByRole(role, { name })).toBeVisible();
  await aWhile();
  expect(asked(api.calls, path)).toEqual([]);
  expect(within(card).queryByRole("table")).toBeNull();
  // No total above a list either (the ranked lists' sentence).
  expect(card.querySelector("[id$='-total']")).toBeNull();
  // Its room is held, with nothing in it for a screen reader.
  expect(within(card).getByTestId("near-screen-placeholder")).toHaveAttribute(
    "aria-hidden",
    "true",
  );

  observer.intersect(card);
  expect(await within(card).findByRole("table", { name: table })).toBeVisible();
  expect(asked(api.calls, path)).toHaveLength(1);
  expect(within(card).queryByTestId("near-screen-placeholder")).toBeNull();
  return card;
}

describe("Analytics Dashboard, the panels below the first screen", () => {
  it("Breakdowns: the card, its place and its tabs at once, the table once the card is near", async () => {
    const card = await expectHeldUntilNear({
      panel: <Breakdowns period={PERIOD} />,
      region: "Attendance by place, board and type",
      path: `${BREAKDOWN}/place`,
      table: /^By state · India · /,
      header: [
        { role: "link", name: "View the schools of India" },
        { role: "tab", name: "By state" },
      ],
    });
    expect(await within(card).findByRole("button", { name: "Kerala" })).toBeVisible();
  });

  it("Not reporting: the card at once, the count per state and the schools once it is near", async () => {
    const card = await expectHeldUntilNear({
      panel: <NotReportingPanel period={PERIOD} />,
      region: "Not reporting",
      path: paths.analyticsNotReporting,
      table: /Schools not reporting/,
      header: [],
    });
    expect(within(card).getByText("Govt. School Kochi")).toBeVisible();
    expect(
      within(card).getByRole("list", { name: "Schools not reporting, by state" }),
    ).toBeVisible();
  });

  it("Low attendance: the card and its choices at once, the schools once it is near", async () => {
    const card = await expectHeldUntilNear({
      panel: <LowAttendancePanel period={PERIOD} />,
      region: "Low attendance",
      path: paths.analyticsLowAttendance,
      table: "Schools with low attendance",
      header: [{ role: "combobox", name: "Present under" }],
    });
    expect(within(card).getByText("Govt. School Kochi")).toBeVisible();
  });

  it("Detailed Reports: the card and its buttons at once, the months once it is near", async () => {
    const card = await expectHeldUntilNear({
      panel: <DetailedReports period={PERIOD} place={{}} />,
      region: "Detailed Reports",
      path: MONTHS,
      table: "Detailed Reports",
      header: [
        { role: "link", name: "Generate Report" },
        { role: "button", name: "Export CSV" },
      ],
    });
    expect(await within(card).findAllByText("88.0%")).toHaveLength(2);
  });

  it("waits for the dashboard's cards too: a panel near the screen asks nothing before", async () => {
    const api = renderPanel(<NotReportingPanel period={PERIOD} enabled={false} />);
    const card = screen.getByRole("region", { name: "Not reporting" });
    // Not even watched before: the page above it is still being laid out.
    expect(observer.watches(card)).toBe(false);
    await aWhile();
    expect(asked(api.calls, paths.analyticsNotReporting)).toEqual([]);
    expect(within(card).queryByRole("table")).toBeNull();
  });
});
