import { HttpError } from "react-admin";
import { describe, expect, it } from "vitest";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expectedErrorLog, fakeApi, type Call } from "../harness";
import { BoardAdminsHarness } from "./harness";

/** Rows newest first: ids total..1; every third is inactive. */
const rows = (page: number, total: number) =>
  Array.from({ length: Math.max(0, Math.min(10, total - (page - 1) * 10)) }, (_, i) => {
    const id = total - ((page - 1) * 10 + i);
    return {
      board_admin_id: id,
      username: `admin${id}`,
      type: id % 2 ? "board" : "other",
      main_board_name: "CBSE",
      board_name: "CBSE Delhi",
      first_name: "Meera",
      middle_name: id % 2 ? "Devi" : null,
      last_name: "Nair",
      email: `admin${id}@board.example`,
      phone_number: "9876543210",
      status: id % 3 !== 0,
    };
  });

function listApi(total: number) {
  const status = new Map<number, boolean>();
  const api = fakeApi({
    "GET /v1/super-admin/school/board-admin/list": (call: Call) => {
      const page = Number(new URL(call.url, "http://x").searchParams.get("page"));
      const data = rows(page, total).map((r) => ({
        ...r,
        status: status.get(r.board_admin_id) ?? r.status,
      }));
      return { data, total };
    },
    "PUT /v1/super-admin/school/board-admin/change-status": (call: Call) => {
      const body = call.request.body as { board_admin_id: number; status: boolean };
      status.set(body.board_admin_id, body.status);
      return { data: null, message: "Board admin status updated successfully" };
    },
  });
  const listCalls = () => api.calls.filter((c) => c.url.includes("/board-admin/list")).length;
  const statusCalls = () => api.calls.filter((c) => c.request.method === "PUT");
  return { ...api, listCalls, statusCalls };
}

describe("Board Management", () => {
  it("shows the heading, the add link, the columns and a row's values", async () => {
    const { dataProvider } = listApi(25);
    render(<BoardAdminsHarness path="/boards" dataProvider={dataProvider} />);
    expect(await screen.findByRole("heading", { name: "Board Management" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "+ Add Board Admin" })).toHaveAttribute(
      "href",
      "/create-board",
    );
    await screen.findByText("admin25");
    // The first column holds the bulk selection's checkboxes; .slice(1) below skips it too.
    const headers = screen
      .getAllByRole("columnheader")
      .slice(1)
      .map((h) => h.textContent);
    expect(headers).toEqual([
      "Sl No.",
      "User Name",
      "Type",
      "Main Board Name",
      "Board Name",
      "Name",
      "Email",
      "Mobile No.",
      "Status",
    ]);
    const cells = within(screen.getAllByRole("row")[1])
      .getAllByRole("cell")
      .slice(1)
      .map((c) => c.textContent);
    expect(cells.slice(0, 8)).toEqual([
      "1",
      "admin25",
      "Board",
      "CBSE",
      "CBSE Delhi",
      "Meera Devi Nair",
      "admin25@board.example",
      "9876543210",
    ]);
    expect(screen.getByText("Showing 1 to 10 of 25 entries")).toBeInTheDocument();
  });

  it("continues Sl No. on the next page", async () => {
    const { dataProvider } = listApi(25);
    const user = userEvent.setup();
    render(<BoardAdminsHarness path="/boards" dataProvider={dataProvider} />);
    await screen.findByText("admin25");
    await user.click(screen.getByRole("button", { name: "Page 3" }));
    await screen.findByText("admin5");
    expect(screen.getByText("Showing 21 to 25 of 25 entries")).toBeInTheDocument();
    const first = within(screen.getAllByRole("row")[1]).getAllByRole("cell").slice(1);
    expect(first[0]).toHaveTextContent("21");
    // Without a middle name, Name joins first and last only.
    const second = within(screen.getAllByRole("row")[2]).getAllByRole("cell").slice(1);
    expect(second[0]).toHaveTextContent("22");
    expect(second[5]).toHaveTextContent(/^Meera Nair$/);
  });

  it("marks the table busy while the next page is on its way", async () => {
    const pending: Array<() => void> = [];
    const { dataProvider } = fakeApi({
      "GET /v1/super-admin/school/board-admin/list": async (call: Call) => {
        const page = Number(new URL(call.url, "http://x").searchParams.get("page"));
        if (page > 1) await new Promise<void>((resolve) => pending.push(resolve));
        return { data: rows(page, 25), total: 25 };
      },
    });
    const user = userEvent.setup();
    render(<BoardAdminsHarness path="/boards" dataProvider={dataProvider} />);
    await screen.findByText("admin25");
    const table = screen.getByRole("table", { name: "Board administrators" });
    await waitFor(() => expect(table).toHaveAttribute("aria-busy", "false"));
    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(pending).toHaveLength(1));
    expect(screen.getByRole("table")).toHaveAttribute("aria-busy", "true");
    pending[0]();
    await screen.findByText("admin15");
    await waitFor(() => expect(screen.getByRole("table")).toHaveAttribute("aria-busy", "false"));
  });

  it("shows 'No Data Found!' and no pagination when there is no board admin", async () => {
    const { dataProvider } = listApi(0);
    render(<BoardAdminsHarness path="/boards" dataProvider={dataProvider} />);
    expect(await screen.findByText("No Data Found!")).toBeInTheDocument();
    expect(screen.queryByText(/Showing/)).toBeNull();
  });

  it("confirms, sends the inverse status, toasts the server's message and reloads", async () => {
    const { dataProvider, listCalls, statusCalls } = listApi(25);
    const user = userEvent.setup();
    render(<BoardAdminsHarness path="/boards" dataProvider={dataProvider} />);
    await screen.findByText("admin25");
    const toggle = screen.getByRole("button", {
      name: "Change the status of admin24 (now Inactive)",
    });
    await user.click(toggle);
    const dialog = await screen.findByRole("dialog", { name: "Confirmation" });
    expect(dialog).toHaveTextContent("Are you sure you want to change the board admin status?");
    const before = listCalls();
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(statusCalls().map((c) => c.request.body)).toEqual([
      { board_admin_id: 24, status: true },
    ]);
    expect(await screen.findByText("Board admin status updated successfully")).toBeInTheDocument();
    await waitFor(() => expect(listCalls()).toBeGreaterThan(before));
    expect(
      await screen.findByRole("button", { name: "Change the status of admin24 (now Active)" }),
    ).toBeInTheDocument();
  });

  it("deactivates the selected board administrators in one bulk call and reports what changed", async () => {
    const { dataProvider, calls } = listApi(25);
    const bulk = fakeApi({
      "PUT /v1/super-admin/school/board-admin/bulk-change-status": {
        data: { changed: 1, unchanged: 1, not_found: [] },
      },
    });
    const user = userEvent.setup();
    render(
      <BoardAdminsHarness
        path="/boards"
        dataProvider={{ ...dataProvider, updateMany: bulk.dataProvider.updateMany }}
      />,
    );
    const table = await screen.findByRole("table");
    const boxes = within(table)
      .getAllByRole("row")
      .slice(1, 3)
      .map((row) => within(row).getByRole("checkbox"));
    for (const box of boxes) await user.click(box);
    await user.click(screen.getByRole("button", { name: "Deactivate selected" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Deactivate 2 board administrators?");
    const before = calls.filter((c) => c.url.includes("/board-admin/list")).length;
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("1 changed, 1 was already so")).toBeInTheDocument();
    expect(bulk.calls.map((c) => c.request.body)).toEqual([{ ids: [25, 24], status: false }]);
    await waitFor(() =>
      expect(calls.filter((c) => c.url.includes("/board-admin/list")).length).toBeGreaterThan(
        before,
      ),
    );
  });

  it("selects every board administrator across pages with 'Select all'", async () => {
    const { dataProvider, calls } = fakeApi({
      "GET /v1/super-admin/school/board-admin/list": (call: Call) => {
        const query = new URL(call.url, "http://x").searchParams;
        const limit = Number(query.get("limit"));
        // The spec's list pages hold at most 100.
        if (limit > 100) return new HttpError("limit must be at most 100", 400);
        const page = Number(query.get("page"));
        const all = Array.from({ length: 13 }, (_, i) => rows(1, 13 - i)[0]);
        return { data: all.slice((page - 1) * limit, page * limit), total: 13 };
      },
    });
    const user = userEvent.setup();
    render(<BoardAdminsHarness path="/boards" dataProvider={dataProvider} />);
    const table = await screen.findByRole("table");
    await user.click(within(table).getAllByRole("checkbox")[0]);
    expect(await screen.findByText("10 items selected")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Select all" }));
    expect(await screen.findByText("13 items selected")).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes("page=1&limit=100"))).toBe(true);
  });

  it("changes nothing on Cancel", async () => {
    const { dataProvider, statusCalls } = listApi(25);
    const user = userEvent.setup();
    render(<BoardAdminsHarness path="/boards" dataProvider={dataProvider} />);
    await screen.findByText("admin25");
    await user.click(
      screen.getByRole("button", { name: "Change the status of admin25 (now Active)" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Confirmation" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(statusCalls()).toHaveLength(0);
    expect(
      screen.getByRole("button", { name: "Change the status of admin25 (now Active)" }),
    ).toBeInTheDocument();
  });

  it("keeps the page in the address, so that Back returns to it", async () => {
    const { dataProvider } = listApi(25);
    const user = userEvent.setup();
    render(<BoardAdminsHarness path="/boards" dataProvider={dataProvider} />);
    await screen.findByText("admin25");
    await user.click(screen.getByRole("button", { name: "Page 2" }));
    await screen.findByText("admin15");
    expect(screen.getByTestId("location")).toHaveTextContent(/[?&]page=2/);
  });

  it("opens on the page the address names", async () => {
    const { dataProvider } = listApi(25);
    render(<BoardAdminsHarness path="/boards?page=3" dataProvider={dataProvider} />);
    expect(await screen.findByText("admin5")).toBeVisible();
  });

  it("sends one status change however fast Confirm is clicked twice", async () => {
    const { dataProvider, statusCalls } = listApi(25);
    render(<BoardAdminsHarness path="/boards" dataProvider={dataProvider} />);
    await screen.findByText("admin25");
    fireEvent.click(
      screen.getByRole("button", { name: "Change the status of admin25 (now Active)" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Confirmation" });
    expect(within(dialog).getByText("Meera Devi Nair (admin25)")).toBeVisible();
    const confirm = within(dialog).getByRole("button", { name: "Confirm" });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByText("Board admin status updated successfully")).toBeInTheDocument();
    expect(statusCalls()).toHaveLength(1);
  });

  it("shows an error with Retry, not 'No Data Found!', when the list cannot be loaded", async () => {
    const failure = new HttpError("Cannot reach the server.", 0);
    const logged = expectedErrorLog();
    let fail = true;
    const { dataProvider } = fakeApi({
      "GET /v1/super-admin/school/board-admin/list": () =>
        fail ? failure : { data: rows(1, 25), total: 25 },
    });
    render(<BoardAdminsHarness path="/boards" dataProvider={dataProvider} />);
    expect(await screen.findByText("The list could not be loaded.")).toBeVisible();
    expect(screen.queryByText("No Data Found!")).toBeNull();
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("admin25")).toBeVisible();
    logged.expectOnly(failure);
  });

  it.each([
    { selected: 1, asks: "Deactivate 1 board administrator? Their sessions end at once." },
    { selected: 3, asks: "Deactivate 3 board administrators? Their sessions end at once." },
  ])("names a selection of $selected in words made for the count", async ({ selected, asks }) => {
    const { dataProvider } = listApi(25);
    render(<BoardAdminsHarness path="/boards" dataProvider={dataProvider} />);
    const table = await screen.findByRole("table", { name: "Board administrators" });
    const boxes = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) => within(row).getByRole("checkbox"));
    for (const box of boxes.slice(0, selected)) await userEvent.click(box);
    await userEvent.click(screen.getByRole("button", { name: "Deactivate selected" }));
    expect(await screen.findByRole("dialog")).toHaveTextContent(asks);
  });
});
