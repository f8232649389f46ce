import { describe, expect, it } from "vitest";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpError } from "react-admin";
import { expectedErrorLog, fakeApi, ScreenHarness, type Call } from "../harness";
import { settingsRoutes } from "../../../src/settings";
import type { Holiday } from "../../../contract/holidays";

const LIST = "/v1/super-admin/holidays";

/** A fake calendar the screen's calls change, as the server would. */
function calendar(initial: Holiday[] = []) {
  let holidays = [...initial];
  /** The 409s answered, for a test to check they are all that was logged. */
  const conflicts: HttpError[] = [];
  const api = fakeApi({
    [`GET ${LIST}`]: ({ url }) => {
      const year = new URL(url, "http://x").searchParams.get("year");
      return { data: holidays.filter((h) => h.day.startsWith(`${year}-`)) };
    },
    [`POST ${LIST}`]: ({ request }) => {
      const body = request.body as Holiday;
      const taken = holidays.find((h) => h.day === body.day);
      if (taken) {
        const message = `26/01/2026 is already a holiday: ${taken.name}`;
        const conflict = new HttpError(message, 409, {
          status: false,
          code: 409,
          message,
          errors: { day: message },
        });
        conflicts.push(conflict);
        return conflict;
      }
      holidays = [...holidays, body].sort((a, b) => a.day.localeCompare(b.day));
      return { data: body, message: "Holiday added successfully" };
    },
    [`PUT ${LIST}/`]: ({ url, request }) => {
      const day = url.slice(url.lastIndexOf("/") + 1);
      const { name } = request.body as { name: string };
      holidays = holidays.map((h) => (h.day === day ? { day, name } : h));
      return { data: { day, name }, message: "Holiday renamed successfully" };
    },
    [`DELETE ${LIST}/`]: ({ url }) => {
      const day = url.slice(url.lastIndexOf("/") + 1);
      holidays = holidays.filter((h) => h.day !== day);
      return { data: null, message: "Holiday removed successfully" };
    },
  });
  return { ...api, conflicts };
}

const DEMO: Holiday[] = [
  { day: "2026-01-26", name: "Republic Day" },
  { day: "2026-08-15", name: "Independence Day" },
  { day: "2027-01-26", name: "Republic Day" },
];

function show(api: ReturnType<typeof calendar>, path = "/settings/holidays?year=2026") {
  render(<ScreenHarness routes={settingsRoutes} path={path} dataProvider={api.dataProvider} />);
}

const table = () => screen.findByRole("table", { name: /^Holidays of \d{4}$/ });
const rowsOf = async () =>
  within(await table())
    .getAllByRole("row")
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole("cell")
        .slice(0, 3)
        .map((cell) => cell.textContent),
    );
const sent = (calls: Call[], method: string) =>
  calls.filter((c) => (c.request.method ?? "GET") === method);
const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

describe("Holidays", () => {
  it("lists the year's holidays by date, with their weekday and name", async () => {
    show(calendar(DEMO));
    expect(await screen.findByRole("heading", { level: 1, name: "Holidays" })).toBeVisible();
    await waitFor(async () =>
      expect(await rowsOf()).toEqual([
        ["26/01/2026", "Monday", "Republic Day"],
        ["15/08/2026", "Saturday", "Independence Day"],
      ]),
    );
    // A real screen: no notice that nothing is saved.
    expect(screen.queryByText(/not saved/)).toBeNull();
  });

  it("opens on this year, and the year picker shows another, kept in the URL", async () => {
    const api = calendar(DEMO);
    const thisYear = new Date().getFullYear();
    show(api, "/settings/holidays");
    await screen.findByRole("heading", { level: 2, name: `Holidays of ${thisYear}` });
    expect(sent(api.calls, "GET")[0].url).toBe(`${LIST}?year=${thisYear}`);
    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Year" }));
    fireEvent.click(await screen.findByRole("option", { name: String(thisYear + 1) }));
    await screen.findByRole("heading", { level: 2, name: `Holidays of ${thisYear + 1}` });
    expect(screen.getByTestId("location")).toHaveTextContent(`year=${thisYear + 1}`);
  });

  it("says when a year has no holidays", async () => {
    show(calendar(DEMO), "/settings/holidays?year=2030");
    expect(await screen.findByText("No holidays are listed for 2030.")).toBeVisible();
  });

  it("adds a holiday typed as dd/mm/yyyy, sends it as YYYY-MM-DD, and lists it", async () => {
    const api = calendar(DEMO);
    const user = userEvent.setup();
    show(api);
    await table();
    await user.type(input("day"), "2/10/2026");
    await user.type(input("name"), "Gandhi Jayanti");
    await user.click(screen.getByRole("button", { name: "Add holiday" }));
    expect(await screen.findByText("Holiday added successfully")).toBeVisible();
    expect(sent(api.calls, "POST").map((c) => c.request.body)).toEqual([
      { day: "2026-10-02", name: "Gandhi Jayanti" },
    ]);
    await waitFor(async () =>
      expect((await rowsOf())[2]).toEqual(["02/10/2026", "Friday", "Gandhi Jayanti"]),
    );
    // The form is empty again for the next one.
    await waitFor(() => expect(input("day")).toHaveValue(""));
  });

  it("shows each rule's message at its field and sends nothing", async () => {
    const api = calendar(DEMO);
    const user = userEvent.setup();
    show(api);
    await table();
    await user.click(screen.getByRole("button", { name: "Add holiday" }));
    expect(await screen.findByText("Date is required")).toBeVisible();
    expect(screen.getByText("Name is required")).toBeVisible();
    await user.type(input("day"), "31/02/2026");
    await user.type(input("name"), "x".repeat(101));
    await user.click(screen.getByRole("button", { name: "Add holiday" }));
    expect(await screen.findByText("Enter the date as dd/mm/yyyy")).toBeVisible();
    expect(screen.getByText("Must be at most 100 characters")).toBeVisible();
    await user.clear(input("day"));
    await user.type(input("day"), "01/01/1999");
    await user.click(screen.getByRole("button", { name: "Add holiday" }));
    expect(await screen.findByText("Enter a date of the years 2000 to 2100")).toBeVisible();
    expect(sent(api.calls, "POST")).toHaveLength(0);
  });

  it("shows a day that is a holiday already at the date's field", async () => {
    const api = calendar(DEMO);
    const user = userEvent.setup();
    const log = expectedErrorLog();
    show(api);
    await table();
    await user.type(input("day"), "26/01/2026");
    await user.type(input("name"), "Another");
    await user.click(screen.getByRole("button", { name: "Add holiday" }));
    const message = "26/01/2026 is already a holiday: Republic Day";
    // Under the field, and in the toast.
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(input("day")).toHaveAttribute("aria-invalid", "true");
    // react-admin logs the failed call in development: that failure, and only it.
    expect(api.conflicts).toHaveLength(1);
    log.expectOnly(api.conflicts[0]);
  });

  it("renames a holiday in a dialog", async () => {
    const api = calendar(DEMO);
    const user = userEvent.setup();
    show(api);
    await table();
    await user.click(await screen.findByRole("button", { name: "Rename Independence Day" }));
    const dialog = await screen.findByRole("dialog", {
      name: "Rename the holiday of 15/08/2026",
    });
    const name = within(dialog).getByRole("textbox", { name: /Name/ });
    await user.clear(name);
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Name is required")).toBeVisible();
    await user.type(name, "Swatantrata Diwas");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Holiday renamed successfully")).toBeVisible();
    expect(sent(api.calls, "PUT").map((c) => [c.url, c.request.body])).toEqual([
      [`${LIST}/2026-08-15`, { name: "Swatantrata Diwas" }],
    ]);
    await waitFor(async () =>
      expect((await rowsOf())[1]).toEqual(["15/08/2026", "Saturday", "Swatantrata Diwas"]),
    );
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("removes a holiday only once confirmed", async () => {
    const api = calendar(DEMO);
    const user = userEvent.setup();
    show(api);
    await table();
    await user.click(await screen.findByRole("button", { name: "Remove Republic Day" }));
    let dialog = await screen.findByRole("dialog", { name: "Remove this holiday?" });
    expect(within(dialog).getByText("26/01/2026 Republic Day")).toBeVisible();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(sent(api.calls, "DELETE")).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Remove Republic Day" }));
    dialog = await screen.findByRole("dialog", { name: "Remove this holiday?" });
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("Holiday removed successfully")).toBeVisible();
    expect(sent(api.calls, "DELETE").map((c) => c.url)).toEqual([`${LIST}/2026-01-26`]);
    await waitFor(async () =>
      expect(await rowsOf()).toEqual([["15/08/2026", "Saturday", "Independence Day"]]),
    );
  });
});
