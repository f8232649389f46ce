import { describe, expect, it } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpError } from "react-admin";
import { createDataProvider } from "../../../src/providers/dataProvider";
import { envelope, fakeHttp, type Call } from "../providers/fakeHttp";
import { SchoolsHarness } from "./harness";
import { expectedErrorLog } from "../harness";

/*
 * The school list's filters and sorts of issue 31, through the real dataProvider over a fake
 * API: react-admin's filter button and form, the city depending on the state and the board on
 * the main board, the sortable headers, and the Previous/Next pagination of a capped total.
 */

const row = (id: number) => ({
  school_id: id,
  school_name: `School ${id}`,
  admin_name: `Admin ${id}`,
  state_name: "Kerala",
  city_name: "Kochi",
  students: id,
  admin_approval: false,
  status: true,
  udise_code: null,
  created_at: "2025-06-02T04:31:10.000Z",
});

function api({ total = 25, capped = false } = {}) {
  return fakeHttp(async (url) => {
    const u = new URL(url, "http://x");
    switch (u.pathname) {
      case "/v1/super-admin/school/attendance-summary":
        return envelope([]);
      case "/v1/super-admin/audit-events":
        return envelope([], "ok", { total: 0 });
      case "/v1/static/country":
        return envelope([{ country_id: 1, name: "India" }]);
      case "/v1/static/state/1":
        return envelope([
          { state_id: 11, name: "Kerala", country_id: 1 },
          { state_id: 12, name: "Karnataka", country_id: 1 },
        ]);
      case "/v1/static/cities/11":
        return envelope([{ city_id: 101, name: "Kochi", state_id: 11 }]);
      case "/v1/static/cities/12":
        return envelope([{ city_id: 201, name: "Mysuru", state_id: 12 }]);
      case "/v1/static/main-boards":
        return envelope([
          { main_board_id: 1, name: "CBSE", sub_boards: [{ board_id: 3, name: "CBSE Chennai" }] },
          { main_board_id: 2, name: "Kerala Board", sub_boards: [{ board_id: 7, name: "KBPE" }] },
        ]);
      case "/v1/super-admin/school/list": {
        // The server's refusals of a reversed range and of a sort it does not have.
        const from = u.searchParams.get("registered_from");
        const to = u.searchParams.get("registered_to");
        if (from && to && to < from) {
          return new HttpError("The registration date range cannot end before it starts", 400);
        }
        const sort = u.searchParams.get("sort");
        if (sort && !["school_name", "students", "created_at"].includes(sort)) {
          return new HttpError("The list sorts only by school_id, school_name", 400);
        }
        const page = Number(u.searchParams.get("page"));
        const count = capped ? 10 : Math.max(0, Math.min(10, total - (page - 1) * 10));
        const data = Array.from({ length: count }, (_, i) => row(total - (page - 1) * 10 - i));
        return envelope(data, "ok", {
          total: capped ? 10_001 : total,
          total_pages: 1,
          current_page: page,
          total_capped: capped,
        });
      }
    }
    return new HttpError(`No fake answer for ${url}`, 500);
  });
}

const listUrls = (calls: Call[]) =>
  calls.filter((c) => c.url.includes("/school/list")).map((c) => new URL(c.url, "http://x"));
const lastList = (calls: Call[]) => listUrls(calls).at(-1)!.searchParams;

async function renderList(options: Parameters<typeof api>[0] = {}) {
  const { client, calls } = api(options);
  render(<SchoolsHarness path="/school" dataProvider={createDataProvider("", client)} />);
  await screen.findByText(`School ${options.total ?? 25}`);
  return calls;
}

/** Adds a filter from react-admin's filter button. */
async function addFilter(name: string) {
  await userEvent.click(screen.getByRole("button", { name: "Add filter" }));
  await userEvent.click(await screen.findByRole("menuitemcheckbox", { name }));
}

/** Picks an option of a react-admin SelectInput (an MUI select). */
async function choose(label: string, option: string) {
  // Once its choices have loaded (until then it is disabled).
  const select = await waitFor(() => {
    const found = screen.getByRole("combobox", { name: label });
    expect(found).not.toHaveAttribute("aria-disabled", "true");
    return found;
  });
  await userEvent.click(select);
  await userEvent.click(await screen.findByRole("option", { name: option }));
}

describe("School Management filters and sorts", () => {
  it("filters by state, then by a city of that state, in the list's query", async () => {
    const calls = await renderList();
    await addFilter("City");
    // No state yet: the city cannot be chosen, and says why.
    expect(await screen.findByText("Choose a state first")).toBeInTheDocument();
    await addFilter("State");
    await choose("State", "Karnataka");
    await waitFor(() => expect(lastList(calls).get("state_id")).toBe("12"));
    expect(lastList(calls).get("page")).toBe("1");
    await choose("City", "Mysuru");
    await waitFor(() => expect(lastList(calls).get("city_id")).toBe("201"));
    expect(lastList(calls).get("state_id")).toBe("12");
    // Another state: the city of the first goes.
    await choose("State", "Kerala");
    await waitFor(() => {
      expect(lastList(calls).get("state_id")).toBe("11");
      expect(lastList(calls).get("city_id")).toBeNull();
    });
  });

  it("opens filtered to a state and its city from a link, and keeps both", async () => {
    const { client, calls } = api();
    const filter = encodeURIComponent(JSON.stringify({ state_id: 11, city_id: 101 }));
    render(
      <SchoolsHarness
        path={`/school?filter=${filter}`}
        dataProvider={createDataProvider("", client)}
      />,
    );
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "City" })).toHaveTextContent("Kochi"),
    );
    expect(lastList(calls).get("state_id")).toBe("11");
    expect(lastList(calls).get("city_id")).toBe("101");
    // The other state still takes its city away.
    await choose("State", "Karnataka");
    await waitFor(() => {
      expect(lastList(calls).get("state_id")).toBe("12");
      expect(lastList(calls).get("city_id")).toBeNull();
    });
  });

  it("filters by main board, then by a board of it", async () => {
    const calls = await renderList();
    await addFilter("Main Board");
    await choose("Main Board", "Kerala Board");
    await waitFor(() => expect(lastList(calls).get("main_board_id")).toBe("2"));
    await addFilter("Affiliation Board");
    await userEvent.click(await screen.findByRole("combobox", { name: "Affiliation Board" }));
    const listbox = await screen.findByRole("listbox");
    expect(within(listbox).queryByRole("option", { name: "CBSE Chennai" })).toBeNull();
    await userEvent.click(within(listbox).getByRole("option", { name: "KBPE" }));
    await waitFor(() => expect(lastList(calls).get("board_id")).toBe("7"));
  });

  it("labels the status filter 'Activity', apart from the spec's verification Status", async () => {
    const calls = await renderList();
    await addFilter("Activity");
    await choose("Activity", "Activity: Inactive");
    await waitFor(() => expect(lastList(calls).get("status")).toBe("false"));
    // The spec's Status filter is still the verification's.
    expect(lastList(calls).get("admin_approval")).toBeNull();
    await addFilter("School Type");
    await choose("School Type", "Private");
    await waitFor(() => expect(lastList(calls).get("type")).toBe("private"));
    expect(lastList(calls).get("status")).toBe("false");
  });

  it("filters by registration dates", async () => {
    const calls = await renderList();
    await addFilter("Registered from");
    const from = await screen.findByLabelText("Registered from");
    await userEvent.type(from, "2025-01-31");
    await waitFor(() => expect(lastList(calls).get("registered_from")).toBe("2025-01-31"));
  });

  it("refuses a registration range that ends before it starts at its field, and does not ask for it", async () => {
    const calls = await renderList();
    await addFilter("Registered from");
    await addFilter("Registered to");
    await userEvent.type(screen.getByLabelText("Registered from"), "2026-10-01");
    await waitFor(() => expect(lastList(calls).get("registered_from")).toBe("2026-10-01"));
    const to = screen.getByLabelText("Registered to");
    await userEvent.type(to, "2026-09-01");
    await waitFor(() =>
      expect(to).toHaveAccessibleDescription(
        "The registration date range cannot end before it starts",
      ),
    );
    // Past the pause after which the filter form applies what was typed: nothing was asked.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(listUrls(calls).filter((url) => url.searchParams.has("registered_to"))).toEqual([]);
    expect(screen.queryByText("The list could not be loaded.")).toBeNull();
    // A start before the end is applied with it, and the message goes.
    await userEvent.clear(screen.getByLabelText("Registered from"));
    await userEvent.type(screen.getByLabelText("Registered from"), "2026-08-01");
    await waitFor(() => expect(lastList(calls).get("registered_to")).toBe("2026-09-01"));
    expect(lastList(calls).get("registered_from")).toBe("2026-08-01");
    expect(to).not.toHaveAccessibleDescription();
  });

  it("shows why a load was refused, with no count and no pager", async () => {
    const logged = expectedErrorLog();
    const { client } = api();
    const filter = encodeURIComponent(
      JSON.stringify({ registered_from: "2026-10-01", registered_to: "2026-09-01" }),
    );
    render(
      <SchoolsHarness
        path={`/school?filter=${filter}`}
        dataProvider={createDataProvider("", client)}
      />,
    );
    const panel = await screen.findByText("The list could not be loaded.");
    expect(panel.closest("[role=alert]")).toHaveTextContent(
      "The registration date range cannot end before it starts",
    );
    // The field says it too, as if it had been typed.
    expect(screen.getByLabelText("Registered to")).toHaveAccessibleDescription(
      "The registration date range cannot end before it starts",
    );
    expect(screen.queryByText(/More than 10,000 schools match/)).toBeNull();
    expect(screen.queryByText(/\d+[–-]\d+ of \d+/)).toBeNull();
    expect(screen.queryByRole("button", { name: "Go to next page" })).toBeNull();
    logged.expectOnly(expect.objectContaining({ status: 400 }));
  });

  it("gives the default list for a sort or order in the URL that the list does not have", async () => {
    const { client, calls } = api();
    render(
      <SchoolsHarness
        path="/school?sort=evil&order=ASC"
        dataProvider={createDataProvider("", client)}
      />,
    );
    await screen.findByText("School 25");
    expect(listUrls(calls).map((url) => url.searchParams.get("sort"))).toEqual(
      listUrls(calls).map(() => null),
    );
    expect(screen.queryByText(/sorts only by/)).toBeNull();
    expect(screen.getByText("Showing 1 to 10 of 25 entries")).toBeInTheDocument();
  });

  it("gives the default list for a sort of its own with an order it does not have", async () => {
    const { client, calls } = api();
    render(
      <SchoolsHarness
        path="/school?sort=school_name&order=sideways"
        dataProvider={createDataProvider("", client)}
      />,
    );
    await screen.findByText("School 25");
    expect(listUrls(calls).map((url) => url.searchParams.get("sort"))).toEqual(
      listUrls(calls).map(() => null),
    );
  });

  it("sorts by school name, students and registration date, both ways, from the headers", async () => {
    const calls = await renderList();
    // Newest first by default: no sort sent.
    expect(lastList(calls).get("sort")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: /sort by school name/i }));
    await waitFor(() => {
      expect(lastList(calls).get("sort")).toBe("school_name");
      expect(lastList(calls).get("order")).toBe("ASC");
    });
    await userEvent.click(screen.getByRole("button", { name: /sort by school name/i }));
    await waitFor(() => expect(lastList(calls).get("order")).toBe("DESC"));
    await userEvent.click(screen.getByRole("button", { name: /sort by students/i }));
    await waitFor(() => expect(lastList(calls).get("sort")).toBe("students"));
    await userEvent.click(screen.getByRole("button", { name: /sort by registered/i }));
    await waitFor(() => expect(lastList(calls).get("sort")).toBe("created_at"));
    expect(screen.getByRole("columnheader", { name: /Registered/ })).toBeInTheDocument();
  });

  it("writes the registration date as dd/mm/yyyy, as every date of the console", async () => {
    await renderList();
    // 2025-06-02T04:31Z is 2 June in India and wherever the tests run (UTC or east of it).
    expect((await screen.findAllByText("02/06/2025")).length).toBeGreaterThan(0);
  });

  it("shows Previous and Next only when more than 10,000 schools match", async () => {
    const calls = await renderList({ total: 20_000, capped: true });
    expect(
      await screen.findByText(
        "More than 10,000 schools match: narrow the filters for an exact count",
      ),
    ).toBeInTheDocument();
    // No numbered pages, no 'of N entries'.
    expect(screen.queryByRole("button", { name: "Page 2" })).toBeNull();
    expect(screen.queryByText(/entries/)).toBeNull();
    const next = screen.getByRole("button", { name: "Go to next page" });
    await userEvent.click(next);
    await waitFor(() => expect(lastList(calls).get("page")).toBe("2"));
    await screen.findByText("School 19990");
    expect(screen.getByRole("button", { name: "Go to previous page" })).toBeEnabled();
  });
});
