import { describe, expect, it, vi } from "vitest";
import { Route } from "react-router-dom";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { BreakdownRow } from "../../../contract/attendanceAnalytics";
import { Breakdowns } from "../../../src/dashboard/Breakdowns";
import { HttpError } from "react-admin";
import { expectedErrorLog, fakeApi, ScreenHarness, type Call } from "../harness";

const BREAKDOWN = "/v1/super-admin/analytics/attendance/breakdown";
const EXPORT = "/v1/super-admin/analytics/attendance/breakdown-export";
const PERIOD = { from: "2026-11-01", to: "2026-11-26" };

const row = (
  id: string,
  name: string,
  schools: number,
  students: number | null,
  teachers: number | null = students,
  completeness: number | null = students === null ? 0 : 90,
): BreakdownRow => ({ id, name, schools, students, teachers, completeness });

const STATES = [
  row("4", "Kerala", 120, 91.25, 88),
  row("7", "Goa", 40, 78.5, 80.04),
  // A state whose schools sent nothing: N/A, last whatever the order.
  row("9", "Ladakh", 3, null, null, 0),
];
const CITIES = [row("31", "Kochi", 70, 92, 90), row("32", "Kozhikode", 50, 90, 85)];
const BOARDS = [row("1", "CBSE", 100, 89), row("2", "=State Board", 60, 85)];
const TYPES = [row("public", "public", 90, 84), row("private", "private", 73, 93)];

/** The breakdowns at `path`, on a fake API that answers each breakdown and the lookups. */
function renderBreakdowns(
  path = "/dashboard?period=month",
  answers: Parameters<typeof fakeApi>[0] = {},
) {
  const download = vi.fn();
  const { calls, dataProvider } = fakeApi({
    [`GET ${BREAKDOWN}/place`]: ({ url }) => ({
      data: new URL(url, "http://x").searchParams.get("state_id") === "4" ? CITIES : STATES,
    }),
    [`GET ${BREAKDOWN}/main_board`]: { data: BOARDS },
    [`GET ${BREAKDOWN}/type`]: { data: TYPES },
    "GET /v1/static/country": { data: [{ country_id: 1, name: "India" }] },
    "GET /v1/static/state/1": {
      data: [
        { state_id: 4, name: "Kerala" },
        { state_id: 7, name: "Goa" },
      ],
    },
    "GET /v1/static/cities/4": {
      data: [
        { city_id: 31, name: "Kochi" },
        { city_id: 32, name: "Kozhikode" },
      ],
    },
    [`GET ${EXPORT}`]: {
      data: {
        url: "/v1/super-admin/export/signed",
        file_name: "attendance-by-city-2026-11-01_2026-11-26-state-kerala.csv",
        expires_at: "2026-11-26T10:05:00.000Z",
      },
    },
    ...answers,
  });
  render(
    <ScreenHarness
      path={path}
      dataProvider={dataProvider}
      routes={
        <Route path="/dashboard" element={<Breakdowns period={PERIOD} download={download} />} />
      }
    />,
  );
  /** The query of each call to a path, in order. */
  const asked = (prefix: string) =>
    calls
      .filter((c: Call) => new URL(c.url, "http://x").pathname.startsWith(prefix))
      .map((c) => Object.fromEntries(new URL(c.url, "http://x").searchParams));
  return { asked, download };
}

const location = () => screen.getByTestId("location").textContent;
const table = () => screen.getByRole("table");
/**
 * The table's rows as read on a wide screen: each shown cell's text (jsdom applies no media
 * query, so a phone's cells, hidden but for a phone's screen, stay hidden here).
 */
const rowsRead = () =>
  within(table())
    .getAllByRole("row")
    .slice(1)
    .map((r) =>
      [...r.querySelectorAll("th, td")]
        .filter((c) => getComputedStyle(c).display !== "none")
        .map((c) => c.textContent),
    );
const breadcrumb = () => screen.getByRole("navigation", { name: "Place shown" });

describe("Breakdowns", () => {
  it("shows each state with its schools, shares as figures beside their bars, and N/A", async () => {
    renderBreakdowns();
    await screen.findByRole("button", { name: "Kerala" });
    expect(rowsRead()).toEqual([
      ["Kerala", "120", "91.3%", "88.0%", "90.0%"],
      ["Goa", "40", "78.5%", "80.0%", "90.0%"],
      ["Ladakh", "3", "N/A", "N/A", "0.0%"],
    ]);
    // The bars only repeat the figures: hidden from screen readers, each as long as its share;
    // none is a progress bar (nothing is loading once the rows are there).
    const bars = within(table()).getAllByTestId("share-bar");
    expect(bars).toHaveLength(7);
    for (const bar of bars) expect(bar).toHaveAttribute("aria-hidden", "true");
    expect((bars[0].firstElementChild as HTMLElement).style.width).toBe("91.25%");
    expect(within(table()).queryAllByRole("progressbar", { hidden: true })).toEqual([]);
    // The table's text alternative names what, where and when.
    expect(table()).toHaveAccessibleName(
      "By state · India · 1 Nov 2026 to 26 Nov 2026. Rows without data come last.",
    );
  });

  it("asks the server for each order a header click chooses, and shows its rows as they come", async () => {
    const { asked } = renderBreakdowns();
    await screen.findByRole("button", { name: "Kerala" });
    expect(asked(`${BREAKDOWN}/place`)).toEqual([{ ...PERIOD, sort: "name", order: "ASC" }]);
    const students = screen.getByRole("button", { name: "Students present" });
    expect(students).toHaveAccessibleDescription("Sort by Students present");
    await userEvent.click(students);
    await waitFor(() =>
      expect(asked(`${BREAKDOWN}/place`).at(-1)).toEqual({
        ...PERIOD,
        sort: "students_share",
        order: "ASC",
      }),
    );
    await userEvent.click(screen.getByRole("button", { name: "Students present" }));
    await waitFor(() =>
      expect(asked(`${BREAKDOWN}/place`).at(-1)).toEqual({
        ...PERIOD,
        sort: "students_share",
        order: "DESC",
      }),
    );
    expect(screen.getByRole("columnheader", { name: "Students present" })).toHaveAttribute(
      "aria-sort",
      "descending",
    );
    // Not sorted again here: the server's order (N/A last both ways) is the one shown.
    expect(rowsRead().map((cells) => cells[0])).toEqual(["Kerala", "Goa", "Ladakh"]);
  });

  it("narrows the dashboard to a state, then a city, in the URL; the breadcrumb goes back up", async () => {
    const { asked } = renderBreakdowns();
    const kerala = await screen.findByRole("button", { name: "Kerala" });
    expect(kerala).toHaveAccessibleDescription("Show Kerala on the dashboard");
    await userEvent.click(kerala);
    expect(location()).toBe("/dashboard?period=month&state_id=4");
    await screen.findByRole("button", { name: "Kochi" });
    expect(asked(`${BREAKDOWN}/place`).at(-1)).toEqual({
      ...PERIOD,
      state_id: "4",
      sort: "name",
      order: "ASC",
    });
    expect(screen.getByRole("tab", { name: "By city", selected: true })).toBeVisible();
    expect(screen.getByRole("columnheader", { name: "City" })).toBeVisible();
    expect(await within(breadcrumb()).findByText("Kerala")).toHaveAttribute("aria-current", "page");

    await userEvent.click(screen.getByRole("button", { name: "Kochi" }));
    expect(location()).toBe("/dashboard?period=month&state_id=4&city_id=31");
    // The city's row stays, marked as the place shown; its name no longer narrows.
    const kochi = (await screen.findByText("Kochi", { selector: "th" })).closest("tr")!;
    expect(kochi).toHaveAttribute("aria-current", "true");
    expect(await within(breadcrumb()).findByText("Kochi")).toHaveAttribute("aria-current", "page");

    await userEvent.click(within(breadcrumb()).getByRole("button", { name: "Kerala" }));
    expect(location()).toBe("/dashboard?period=month&state_id=4");
    await userEvent.click(within(breadcrumb()).getByRole("button", { name: "India" }));
    expect(location()).toBe("/dashboard?period=month");
    expect(await screen.findByRole("tab", { name: "By state" })).toBeVisible();
  });

  it("names the place of a deep link from the lookups, and says a city's boards are its state's", async () => {
    renderBreakdowns("/dashboard?period=month&state_id=4&city_id=31");
    const crumbs = breadcrumb();
    await within(crumbs).findByText("Kochi");
    await within(crumbs).findByText("Kerala");
    expect(crumbs).toHaveTextContent("India›Kerala›Kochi");
    await userEvent.click(screen.getByRole("tab", { name: "By main board" }));
    expect(
      await screen.findByText(
        "Main boards and school types are broken down by state: these are Kerala's.",
      ),
    ).toBeVisible();
    expect(await screen.findByText("=State Board")).toBeVisible();
    await userEvent.click(screen.getByRole("tab", { name: "By school type" }));
    // The types are worded by the catalogue; not links: a type is no place.
    expect(await screen.findByText("Public")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Public" })).toBeNull();
  });

  it("'View schools' opens the school list filtered to the place", async () => {
    renderBreakdowns("/dashboard?period=month&state_id=4&city_id=31");
    const link = await screen.findByRole("link", { name: "View the schools of Kochi" });
    const target = new URL(link.getAttribute("href")!, "http://x");
    expect(target.pathname).toBe("/school");
    expect(JSON.parse(target.searchParams.get("filter")!)).toEqual({ state_id: 4, city_id: 31 });
    await userEvent.click(link);
    expect(location()).toBe(`/school?filter=${encodeURIComponent('{"state_id":4,"city_id":31}')}`);
  });

  it("'View schools' at the country opens the whole list", async () => {
    renderBreakdowns();
    const link = await screen.findByRole("link", { name: "View the schools of India" });
    expect(link).toHaveAttribute("href", `/school?filter=${encodeURIComponent("{}")}`);
  });

  it("exports the breakdown shown, in its order and place, and downloads the signed link", async () => {
    const { asked, download } = renderBreakdowns("/dashboard?period=month&state_id=4");
    await screen.findByRole("button", { name: "Kochi" });
    await userEvent.click(screen.getByRole("button", { name: "Teachers present" }));
    // A double click: one link asked for, one file.
    await userEvent.dblClick(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() =>
      expect(download).toHaveBeenCalledWith(
        "/v1/super-admin/export/signed",
        "attendance-by-city-2026-11-01_2026-11-26-state-kerala.csv",
      ),
    );
    expect(download).toHaveBeenCalledTimes(1);
    expect(asked(EXPORT)).toEqual([
      {
        by: "place",
        ...PERIOD,
        state_id: "4",
        sort: "teachers_share",
        order: "ASC",
        format: "csv",
      },
    ]);
  });

  it("says a breakdown that could not be loaded, and Retry asks again", async () => {
    let fail = true;
    const failure = new HttpError("Server down", 500);
    const log = expectedErrorLog();
    const { asked } = renderBreakdowns("/dashboard?period=month", {
      [`GET ${BREAKDOWN}/type`]: () => (fail ? failure : { data: TYPES }),
    });
    await screen.findByRole("button", { name: "Kerala" });
    await userEvent.click(screen.getByRole("tab", { name: "By school type" }));
    expect(await screen.findByText("This breakdown could not be loaded.")).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Private")).toBeVisible();
    expect(asked(`${BREAKDOWN}/type`)).toHaveLength(2);
    log.expectOnly(failure);
  });

  it("shows the server's message when the export is refused", async () => {
    const refusal = new HttpError("The period is too long.", 400);
    const log = expectedErrorLog();
    const { download } = renderBreakdowns("/dashboard?period=month", {
      [`GET ${EXPORT}`]: refusal,
    });
    await screen.findByRole("button", { name: "Kerala" });
    await userEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    expect(await screen.findByText("The period is too long.")).toBeVisible();
    expect(download).not.toHaveBeenCalled();
    log.expectOnly(refusal);
  });

  describe("on a phone", () => {
    // Which cells a phone's screen shows is its CSS (the end-to-end tests measure it there):
    // here, what a row's button does.
    it("a row's button shows its schools and teachers' share under it, and hides them again", async () => {
      renderBreakdowns();
      await screen.findByRole("button", { name: "Kerala" });
      const more = screen.getByRole("button", { name: "More about Goa", hidden: true });
      expect(more).toHaveAttribute("aria-expanded", "false");
      await userEvent.click(more);
      expect(more).toHaveAttribute("aria-expanded", "true");
      const details = document.getElementById(more.getAttribute("aria-controls")!)!;
      expect(details).toHaveTextContent("Schools40Teachers present80.0%");
      // Under Goa's row.
      expect(details.previousElementSibling).toHaveTextContent(/^Goa/);
      await userEvent.click(more);
      expect(more).toHaveAttribute("aria-expanded", "false");
      expect(document.getElementById(details.id)).toBeNull();
    });
  });
});
