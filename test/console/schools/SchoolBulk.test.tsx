import { HttpError, type Identifier } from "react-admin";
import { describe, expect, it } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeApi, type Call } from "../harness";
import { SchoolsHarness } from "./harness";
import { NotificationBell } from "../../../src/layout/NotificationBell";

const rows = (page: number, total: number) =>
  Array.from({ length: Math.max(0, Math.min(10, total - (page - 1) * 10)) }, (_, i) => {
    const id = total - ((page - 1) * 10 + i);
    return {
      school_id: id,
      school_name: `School ${id}`,
      admin_name: `Admin ${id}`,
      state_name: "Kerala",
      city_name: "Kochi",
      students: 100,
      admin_approval: false,
      status: false,
    };
  });

describe("School Management bulk actions", () => {
  it("verifies the schools selected across pages in one call, after a confirmation naming the count", async () => {
    const { dataProvider, calls } = fakeApi({
      "GET /v1/super-admin/school/attendance-summary": { data: [] },
      "GET /v1/super-admin/school/list": (call: Call) => {
        const page = Number(new URL(call.url, "http://x").searchParams.get("page"));
        return { data: rows(page, 25), total: 25 };
      },
      "POST /v1/super-admin/school/bulk-approve": {
        data: { changed: 2, unchanged: 1, not_found: [] },
      },
    });
    render(<SchoolsHarness path="/school" dataProvider={dataProvider} />);
    const table = await screen.findByRole("table", { name: "Schools" });
    // Each body row's own checkbox, named on the input itself (the header's selects the page).
    const rowBoxes = (t: HTMLElement) =>
      within(t)
        .getAllByRole("row")
        .slice(1)
        .map((row) => within(row).getByRole("checkbox", { name: "Select this row" }));
    await userEvent.click(rowBoxes(table)[0]);
    await userEvent.click(screen.getByRole("button", { name: "Page 2" }));
    await screen.findByText("School 15");
    const page2 = screen.getByRole("table", { name: "Schools" });
    const boxes = rowBoxes(page2);
    await userEvent.click(boxes[0]);
    await userEvent.click(boxes[1]);
    await userEvent.click(screen.getByRole("button", { name: "Verify selected" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Verify 3 schools?");
    await userEvent.click(within(dialog).getByRole("button", { name: "Confirm" }));
    await waitFor(() =>
      expect(calls.some((c) => c.url.endsWith("/school/bulk-approve"))).toBe(true),
    );
    const call = calls.find((c) => c.url.endsWith("/school/bulk-approve"))!;
    expect((call.request.body as { ids: number[] }).ids.sort()).toEqual([14, 15, 25]);
    expect(await screen.findByText("2 changed, 1 was already so")).toBeInTheDocument();
  });

  it("has the bell read its counts again after a bulk verify", async () => {
    let pending = 25;
    const bellState = () => ({
      pending_verification: pending,
      schools_registered: { count: 0, latest_at: null },
      board_admins_created: { count: 0, latest_at: null },
      unread: 0,
      seen_at: null,
    });
    const { dataProvider } = fakeApi({
      "GET /v1/super-admin/school/attendance-summary": { data: [] },
      "GET /v1/super-admin/school/list": { data: rows(1, 25), total: 25 },
      "GET /v1/super-admin/notifications": () => ({ data: bellState() }),
      "POST /v1/super-admin/school/bulk-approve": () => {
        pending -= 2;
        return { data: { changed: 2, unchanged: 0, not_found: [] } };
      },
    });
    render(
      <SchoolsHarness path="/school" dataProvider={dataProvider}>
        <NotificationBell />
      </SchoolsHarness>,
    );
    const table = await screen.findByRole("table", { name: "Schools" });
    const boxes = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) => within(row).getByRole("checkbox"));
    await userEvent.click(boxes[0]);
    await userEvent.click(boxes[1]);
    await userEvent.click(screen.getByRole("button", { name: "Verify selected" }));
    await userEvent.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Confirm" }),
    );
    // Nothing was already so: the report says what changed, alone.
    expect(await screen.findByText("2 changed")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Notifications" }));
    const dropdown = await screen.findByRole("dialog", { name: "Notifications" });
    expect(await within(dropdown).findByText("23 schools await verification")).toBeVisible();
  });

  it("says how many were updated when the dataProvider answers only the ids", async () => {
    const api = fakeApi({
      "GET /v1/super-admin/school/attendance-summary": { data: [] },
      "GET /v1/super-admin/school/list": { data: rows(1, 25), total: 25 },
    });
    // A stock provider's updateMany answers react-admin's { data: ids } and no report.
    const dataProvider = {
      ...api.dataProvider,
      updateMany: async (_resource: string, params: { ids: Identifier[] }) => ({
        data: params.ids,
      }),
    };
    render(<SchoolsHarness path="/school" dataProvider={dataProvider} />);
    const table = await screen.findByRole("table", { name: "Schools" });
    const boxes = within(table)
      .getAllByRole("row")
      .slice(1, 3)
      .map((row) => within(row).getByRole("checkbox"));
    for (const box of boxes) await userEvent.click(box);
    await userEvent.click(screen.getByRole("button", { name: "Activate selected" }));
    await userEvent.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Confirm" }),
    );
    expect(await screen.findByText("2 elements updated")).toBeInTheDocument();
  });

  it("selects all the list's schools across pages with 'Select all', and verifies them all", async () => {
    const all = (page: number, limit: number, total: number) =>
      Array.from({ length: total }, (_, i) => total - i)
        .slice((page - 1) * limit, page * limit)
        .map((id) => ({ ...rows(1, 1)[0], school_id: id, school_name: `School ${id}` }));
    const { dataProvider, calls } = fakeApi({
      "GET /v1/super-admin/school/attendance-summary": { data: [] },
      "GET /v1/super-admin/school/list": (call: Call) => {
        const query = new URL(call.url, "http://x").searchParams;
        const limit = Number(query.get("limit"));
        // The spec's list pages hold at most 100.
        if (limit > 100) return new HttpError("limit must be at most 100", 400);
        return { data: all(Number(query.get("page")), limit, 257), total: 257 };
      },
      "POST /v1/super-admin/school/bulk-approve": {
        data: { changed: 257, unchanged: 0, not_found: [] },
      },
    });
    render(<SchoolsHarness path="/school" dataProvider={dataProvider} />);
    const table = await screen.findByRole("table", { name: "Schools" });
    await userEvent.click(within(table).getAllByRole("checkbox")[0]);
    await userEvent.click(await screen.findByRole("button", { name: "Select all" }));
    expect(await screen.findByText("257 items selected")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Verify selected" }));
    await userEvent.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Confirm" }),
    );
    expect(await screen.findByText("257 changed")).toBeInTheDocument();
    const call = calls.find((c) => c.url.endsWith("/school/bulk-approve"))!;
    const ids = (call.request.body as { ids: number[] }).ids;
    expect(new Set(ids).size).toBe(257);
  });
  it.each([
    {
      selected: 1,
      action: "Activate selected",
      answer: { changed: 1, unchanged: 0, not_found: [] },
      asks: "Activate 1 school?",
      reports: "1 changed",
    },
    {
      selected: 2,
      action: "Deactivate selected",
      answer: { changed: 0, unchanged: 1, not_found: [24] },
      asks: "Deactivate 2 schools?",
      reports: "0 changed, 1 was already so; 1 no longer exists",
    },
    {
      selected: 4,
      action: "Activate selected",
      answer: { changed: 0, unchanged: 2, not_found: [23, 24] },
      asks: "Activate 4 schools?",
      reports: "0 changed, 2 were already so; 2 no longer exist",
    },
  ])(
    "asks about and reports a selection of $selected in words made for the count",
    async ({ selected, action, answer, asks, reports }) => {
      const { dataProvider } = fakeApi({
        "GET /v1/super-admin/school/attendance-summary": { data: [] },
        "GET /v1/super-admin/school/list": { data: rows(1, 25), total: 25 },
        "PUT /v1/super-admin/school/bulk-change-status": { data: answer },
      });
      render(<SchoolsHarness path="/school" dataProvider={dataProvider} />);
      const table = await screen.findByRole("table", { name: "Schools" });
      const boxes = within(table)
        .getAllByRole("row")
        .slice(1)
        .map((row) => within(row).getByRole("checkbox"));
      for (const box of boxes.slice(0, selected)) await userEvent.click(box);
      await userEvent.click(screen.getByRole("button", { name: action }));
      const dialog = await screen.findByRole("dialog");
      expect(dialog).toHaveTextContent(asks);
      await userEvent.click(within(dialog).getByRole("button", { name: "Confirm" }));
      expect(await screen.findByText(reports)).toBeInTheDocument();
    },
  );
});
