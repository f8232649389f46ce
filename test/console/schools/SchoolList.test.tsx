import { describe, expect, it } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
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
    for (const header of [
      "Sl No.",
      "School Name",
      "Admin",
      "Location",
      "Students",
      "Verify",
      "Action",
    ]) {
      expect(screen.getByRole("columnheader", { name: header })).toBeInTheDocument();
    }
    const first = (await screen.findAllByRole("row"))[1];
    const cells = within(first).getAllByRole("cell");
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
    expect(within(first).getAllByRole("cell")[0]).toHaveTextContent("11");
    expect(screen.getByText("Showing 11 to 20 of 25 entries")).toBeInTheDocument();
    expect(listUrls(calls).at(-1)?.searchParams.get("page")).toBe("2");
  });

  it("shows a verify button for an unverified school and a tick for a verified one", async () => {
    const { dataProvider } = listApi();
    render(<SchoolsHarness path="/school" dataProvider={dataProvider} />);
    await screen.findByText("School 25");
    expect(screen.getByRole("button", { name: "Verify School 25" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Verify School 24" })).toBeNull();
    expect(screen.getAllByTitle("Verified").length).toBeGreaterThan(0);
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
