import { describe, expect, it } from "vitest";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpError } from "react-admin";
import { expectedErrorLog, fakeApi, type Call } from "../harness";
import { SchoolsHarness } from "./harness";

const rows = (page: number, count: number, total: number) =>
  Array.from({ length: count }, (_, i) => {
    const id = total - ((page - 1) * 10 + i);
    return {
      school_id: id,
      school_name: `School ${id}`,
      admin_name: `Admin ${id}`,
      state_name: "Kerala",
      city_name: "Kochi",
      students: 123456 + id,
      admin_approval: id % 2 === 0,
      status: id % 3 === 0,
    };
  });

const summary = {
  data: [
    {
      total_students: 1234567,
      present_students: 1000000,
      total_teachers: 5000,
      present_teachers: 4900,
    },
  ],
};

function listApi(total = 25, extra: Record<string, Parameters<typeof fakeApi>[0][string]> = {}) {
  return fakeApi({
    "GET /v1/super-admin/school/attendance-summary": summary,
    "GET /v1/super-admin/school/list": async (call: Call) => {
      const page = Number(new URL(call.url, "http://x").searchParams.get("page"));
      const count = Math.max(0, Math.min(10, total - (page - 1) * 10));
      return { data: rows(page, count, total), total };
    },
    ...extra,
  });
}

const listUrls = (calls: Call[]) =>
  calls.filter((c) => c.url.includes("/school/list")).map((c) => new URL(c.url, "http://x"));

describe("School Management list", () => {
  it("shows the heading, the add link, the summary cards and the columns", async () => {
    const { dataProvider } = listApi();
    render(<SchoolsHarness path="/school" dataProvider={dataProvider} />);
    expect(await screen.findByRole("heading", { name: "School Management" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "+ Add New School" })).toHaveAttribute(
      "href",
      "/school/add/new",
    );
    expect(screen.getByPlaceholderText("Search school...")).toBeInTheDocument();
    expect(await screen.findByText("12,34,567")).toBeInTheDocument();
    // The table replaces its skeleton once its rows are built.
    expect(await screen.findByRole("columnheader", { name: "Sl No." })).toBeInTheDocument();
    for (const header of ["School Name", "Admin", "Location", "Students", "Verify", "Action"]) {
      expect(screen.getByRole("columnheader", { name: header })).toBeInTheDocument();
    }
    const first = (await screen.findAllByRole("row"))[1];
    // The first cell of a row is its bulk-selection checkbox: .slice(1) skips it.
    const cells = within(first).getAllByRole("cell").slice(1);
    expect(cells[0]).toHaveTextContent("1");
    expect(within(cells[1]).getByRole("link", { name: "School 25" })).toHaveAttribute(
      "href",
      "/school/profile/25",
    );
    expect(within(cells[2]).getByRole("link", { name: "Admin 25" })).toHaveAttribute(
      "href",
      "/school/profile/25",
    );
    expect(cells[3]).toHaveTextContent("Kerala, Kochi");
    expect(cells[4]).toHaveTextContent("1,23,481");
    expect(screen.getByText("Showing 1 to 10 of 25 entries")).toBeInTheDocument();
  });

  it("continues Sl No. on the next page", async () => {
    const { dataProvider, calls } = listApi();
    render(<SchoolsHarness path="/school" dataProvider={dataProvider} />);
    await screen.findByText("School 25");
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    await screen.findByText("School 15");
    const first = screen.getAllByRole("row")[1];
    expect(within(first).getAllByRole("cell").slice(1)[0]).toHaveTextContent("11");
    expect(screen.getByText("Showing 11 to 20 of 25 entries")).toBeInTheDocument();
    expect(listUrls(calls).at(-1)?.searchParams.get("page")).toBe("2");
  });

  it("shows a verify button for an unverified school and a tick for a verified one", async () => {
    const { dataProvider } = listApi();
    render(<SchoolsHarness path="/school" dataProvider={dataProvider} />);
    await screen.findByText("School 25");
    expect(screen.getByRole("button", { name: "Verify School 25" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Verify School 24" })).toBeNull();
    // Verified is written, not told by the green tick alone.
    const verifiedRow = screen.getByText("School 24").closest("tr")!;
    expect(within(verifiedRow).getByText("Verified")).toBeVisible();
  });

  it("writes each school's state on its status toggle", async () => {
    const { dataProvider } = listApi();
    render(<SchoolsHarness path="/school" dataProvider={dataProvider} />);
    // School 24 is Active, School 25 is Pending (24 % 3 === 0).
    expect(await screen.findByRole("button", { name: /School 24 is Active/ })).toHaveTextContent(
      "Active",
    );
    expect(screen.getByRole("button", { name: /School 25 is Pending/ })).toHaveTextContent(
      "Pending",
    );
  });

  it("says No Data Found! and shows no pagination for an empty list", async () => {
    const { dataProvider } = listApi(0);
    render(<SchoolsHarness path="/school" dataProvider={dataProvider} />);
    expect(await screen.findByText("No Data Found!")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Next" })).toBeNull();
  });

  it("returns to page 1 when the status filter or the search changes", async () => {
    const { dataProvider, calls } = listApi();
    render(<SchoolsHarness path="/school" dataProvider={dataProvider} />);
    await screen.findByText("School 25");
    await userEvent.click(screen.getByRole("button", { name: "Page 3" }));
    await screen.findByText("School 5");
    await userEvent.selectOptions(screen.getByLabelText("Status"), "Pending");
    await waitFor(() => {
      const last = listUrls(calls).at(-1)!;
      expect(last.searchParams.get("admin_approval")).toBe("false");
      expect(last.searchParams.get("page")).toBe("1");
    });
    await userEvent.click(await screen.findByRole("button", { name: "Page 2" }));
    await waitFor(() => expect(listUrls(calls).at(-1)?.searchParams.get("page")).toBe("2"));
    await userEvent.type(screen.getByPlaceholderText("Search school..."), "valley");
    await waitFor(
      () => {
        const last = listUrls(calls).at(-1)!;
        expect(last.searchParams.get("search")).toBe("valley");
        expect(last.searchParams.get("page")).toBe("1");
        expect(last.searchParams.get("admin_approval")).toBe("false");
      },
      { timeout: 5000 },
    );
  });

  it("says at the search box that a search of more than 10 words is too long, and does not send it", async () => {
    const { dataProvider, calls } = listApi();
    render(<SchoolsHarness path="/school" dataProvider={dataProvider} />);
    await screen.findByText("School 25");
    const box = screen.getByPlaceholderText("Search school...");
    await userEvent.type(box, "one two three four five six seven eight nine ten eleven");
    expect(box).toHaveAccessibleDescription("Search for at most 10 words");
    expect(box).toBeInvalid();
    // Past the search's pause: still no call with it, and the rows stay.
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(listUrls(calls).some((url) => url.searchParams.has("search"))).toBe(false);
    expect(screen.getByText("School 25")).toBeInTheDocument();
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
    // Ten words are a search.
    await userEvent.type(box, "{Backspace>7/}");
    expect(box).toBeValid();
    await waitFor(
      () =>
        expect(listUrls(calls).at(-1)?.searchParams.get("search")).toBe(
          "one two three four five six seven eight nine ten",
        ),
      { timeout: 5000 },
    );
  });

  it("verifies after the one-time confirmation, shows the message and reloads", async () => {
    const { dataProvider, calls } = listApi(25, {
      "POST /v1/super-admin/school/approve": {
        data: null,
        message: "School verified successfully",
      },
    });
    render(<SchoolsHarness path="/school" dataProvider={dataProvider} />);
    await userEvent.click(await screen.findByRole("button", { name: "Verify School 25" }));
    const dialog = screen.getByRole("dialog", { name: "Confirmation" });
    expect(dialog).toHaveTextContent(
      "This is one time verification. Are you sure you want to proceed with this?",
    );
    const before = listUrls(calls).length;
    await userEvent.click(within(dialog).getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("School verified successfully")).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith("/approve"))?.request.body).toEqual({ school_id: 25 });
    await waitFor(() => expect(listUrls(calls).length).toBeGreaterThan(before));
  });

  it("names the school in the verify dialog and starts on Cancel, as verifying cannot be undone", async () => {
    const { dataProvider } = listApi();
    render(<SchoolsHarness path="/school" dataProvider={dataProvider} />);
    await userEvent.click(await screen.findByRole("button", { name: "Verify School 25" }));
    const dialog = screen.getByRole("dialog", { name: "Confirmation" });
    expect(within(dialog).getByText("School 25")).toBeVisible();
    await waitFor(() =>
      expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus(),
    );
  });

  it("sends one verification however fast Confirm is clicked twice", async () => {
    let release: () => void = () => {};
    const { dataProvider, calls } = listApi(25, {
      "POST /v1/super-admin/school/approve": () =>
        new Promise((resolve) => {
          release = () => resolve({ data: null, message: "School verified successfully" });
        }),
    });
    render(<SchoolsHarness path="/school" dataProvider={dataProvider} />);
    await userEvent.click(await screen.findByRole("button", { name: "Verify School 25" }));
    const confirm = within(screen.getByRole("dialog")).getByRole("button", { name: "Confirm" });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(calls.some((c) => c.url.endsWith("/approve"))).toBe(true));
    release();
    expect(await screen.findByText("School verified successfully")).toBeInTheDocument();
    expect(calls.filter((c) => c.url.endsWith("/approve"))).toHaveLength(1);
  });

  it("sends one status change however fast Confirm is clicked twice, and stays disabled until it settles", async () => {
    let release: () => void = () => {};
    const { dataProvider, calls } = listApi(25, {
      "PUT /v1/super-admin/school/change-status": () =>
        new Promise((resolve) => {
          release = () => resolve({ data: null, message: "School status updated successfully" });
        }),
    });
    render(<SchoolsHarness path="/school" dataProvider={dataProvider} />);
    await userEvent.click(await screen.findByRole("button", { name: /School 24 is Active/ }));
    const confirm = within(screen.getByRole("dialog")).getByRole("button", { name: "Confirm" });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(confirm).toBeDisabled());
    expect(within(screen.getByRole("dialog")).getByText("School 24")).toBeVisible();
    release();
    expect(await screen.findByText("School status updated successfully")).toBeInTheDocument();
    expect(calls.filter((c) => c.url.endsWith("/change-status"))).toHaveLength(1);
  });

  it("shows skeleton rows while the first page loads", async () => {
    let release: () => void = () => {};
    const { dataProvider } = listApi(25, {
      "GET /v1/super-admin/school/list": () =>
        new Promise((resolve) => {
          release = () => resolve({ data: rows(1, 10, 25), total: 25 });
        }),
    });
    render(<SchoolsHarness path="/school" dataProvider={dataProvider} />);
    expect(await screen.findByRole("status", { name: "Loading the list..." })).toBeVisible();
    release();
    expect(await screen.findByText("School 25")).toBeVisible();
    expect(screen.queryByRole("status", { name: "Loading the list..." })).toBeNull();
  });

  it("keeps Sl No. and 'Showing' with the rows on screen while the next page loads", async () => {
    // Set when page 2 is asked for (the table may say it is busy a moment before).
    let release: (() => void) | undefined;
    const { dataProvider } = listApi(25, {
      "GET /v1/super-admin/school/list": (call: Call) => {
        const page = Number(new URL(call.url, "http://x").searchParams.get("page"));
        if (page === 1) return { data: rows(1, 10, 25), total: 25 };
        return new Promise((resolve) => {
          release = () => resolve({ data: rows(page, 10, 25), total: 25 });
        });
      },
    });
    render(<SchoolsHarness path="/school" dataProvider={dataProvider} />);
    await screen.findByText("School 25");
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() =>
      expect(screen.getByRole("table", { name: "Schools" })).toHaveAttribute("aria-busy", "true"),
    );
    // Page 1's rows are still on screen: they keep their numbers.
    const first = screen.getAllByRole("row")[1];
    expect(first).toHaveTextContent("School 25");
    expect(within(first).getAllByRole("cell").slice(1)[0]).toHaveTextContent(/^1$/);
    expect(screen.getByText("Showing 1 to 10 of 25 entries")).toBeInTheDocument();
    await waitFor(() => expect(release).toBeDefined());
    release!();
    await screen.findByText("School 15");
    expect(
      within(screen.getAllByRole("row")[1]).getAllByRole("cell").slice(1)[0],
    ).toHaveTextContent(/^11$/);
  });

  it("shows an error with Retry, not 'No Data Found!', when the list cannot be loaded", async () => {
    const failure = new HttpError("The server answered 500.", 500);
    const logged = expectedErrorLog();
    let fail = true;
    const { dataProvider } = listApi(25, {
      "GET /v1/super-admin/school/list": () =>
        fail ? failure : { data: rows(1, 10, 25), total: 25 },
    });
    render(<SchoolsHarness path="/school" dataProvider={dataProvider} />);
    const panel = await screen.findByText("The list could not be loaded.");
    expect(screen.queryByText("No Data Found!")).toBeNull();
    fail = false;
    await userEvent.click(
      within(panel.closest("[role=alert]") as HTMLElement).getByRole("button", { name: "Retry" }),
    );
    expect(await screen.findByText("School 25")).toBeVisible();
    logged.expectOnly(failure);
  });

  it("holds the search to the server's limit", async () => {
    const { dataProvider } = listApi();
    render(<SchoolsHarness path="/school" dataProvider={dataProvider} />);
    expect(await screen.findByPlaceholderText("Search school...")).toHaveAttribute(
      "maxlength",
      "100",
    );
  });

  it("goes by Tab from the search box to the table's rows, past the bulk toolbar that nothing selected hides", async () => {
    const { dataProvider } = listApi();
    render(<SchoolsHarness path="/school" dataProvider={dataProvider} />);
    const table = await screen.findByRole("table", { name: "Schools" });
    const firstRowBox = within(within(table).getAllByRole("row")[1]).getByRole("checkbox");
    await userEvent.click(screen.getByPlaceholderText("Search school..."));
    const stops: (string | null)[] = [];
    while (document.activeElement !== firstRowBox && stops.length < 10) {
      await userEvent.tab();
      const focused = document.activeElement as HTMLElement;
      stops.push(focused.getAttribute("aria-label") ?? focused.getAttribute("name"));
    }
    // The status filter, the filter button, the table's scroll box, the header's select-all
    // and its sortable headers, then the first row.
    expect(stops).toEqual([
      "admin_approval",
      "Add filter",
      "Schools",
      "Select all",
      "Sort by school Name ascending",
      "Sort by students ascending",
      "Sort by registered ascending",
      "Select this row",
    ]);
    // Once a row is selected, the toolbar's buttons are tab stops again.
    await userEvent.click(firstRowBox);
    await userEvent.click(screen.getByPlaceholderText("Search school..."));
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toHaveAccessibleName("Unselect");
  });

  it("never asks the server for a page or page size it would refuse, whatever the URL says", async () => {
    const { dataProvider, calls } = listApi();
    const long = "x".repeat(150);
    const filter = encodeURIComponent(JSON.stringify({ q: long }));
    render(
      <SchoolsHarness
        path={`/school?page=-3&perPage=1000&filter=${filter}`}
        dataProvider={dataProvider}
      />,
    );
    await waitFor(() => expect(listUrls(calls).length).toBeGreaterThan(0));
    for (const url of listUrls(calls)) {
      expect(Number(url.searchParams.get("limit"))).toBeLessThanOrEqual(100);
      expect(Number(url.searchParams.get("page"))).toBeGreaterThanOrEqual(1);
      expect(url.searchParams.get("search")?.length ?? 0).toBeLessThanOrEqual(100);
    }
  });

  it("asks for the first ten words of a pasted search of more, which the server would refuse", async () => {
    const { dataProvider, calls } = listApi();
    const words = Array.from({ length: 11 }, (_, i) => `w${i + 1}`);
    const filter = encodeURIComponent(JSON.stringify({ q: words.join(" ") }));
    render(<SchoolsHarness path={`/school?filter=${filter}`} dataProvider={dataProvider} />);
    await waitFor(() => expect(listUrls(calls).length).toBeGreaterThan(0));
    expect(listUrls(calls).map((url) => url.searchParams.get("search"))).toEqual(
      listUrls(calls).map(() => words.slice(0, 10).join(" ")),
    );
    expect(screen.queryByText("The list could not be loaded")).toBeNull();
  });

  it("cancelling the verification sends nothing", async () => {
    const { dataProvider, calls } = listApi();
    render(<SchoolsHarness path="/school" dataProvider={dataProvider} />);
    await userEvent.click(await screen.findByRole("button", { name: "Verify School 25" }));
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.some((c) => c.url.endsWith("/approve"))).toBe(false);
  });

  it("sends the opposite status after confirmation and shows the server's message", async () => {
    const { dataProvider, calls } = listApi(25, {
      "PUT /v1/super-admin/school/change-status": {
        data: null,
        message: "School status updated successfully",
      },
    });
    render(<SchoolsHarness path="/school" dataProvider={dataProvider} />);
    // School 24 is Active (24 % 3 === 0): the opposite is Pending (false).
    await userEvent.click(await screen.findByRole("button", { name: /School 24 is Active/ }));
    const dialog = screen.getByRole("dialog", { name: "Confirm Action" });
    expect(dialog).toHaveTextContent("Are you sure you want to update the status?");
    await userEvent.click(within(dialog).getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("School status updated successfully")).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith("/change-status"))?.request.body).toEqual({
      school_id: 24,
      status: false,
    });
  });

  it("shows the server's message as an error when the call fails", async () => {
    const failure = new HttpError("School is already verified", 409);
    const logged = expectedErrorLog();
    const { dataProvider } = listApi(25, { "POST /v1/super-admin/school/approve": failure });
    render(<SchoolsHarness path="/school" dataProvider={dataProvider} />);
    await userEvent.click(await screen.findByRole("button", { name: "Verify School 25" }));
    await userEvent.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("School is already verified");
    logged.expectOnly(failure);
  });
});
