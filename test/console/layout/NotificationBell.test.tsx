import { describe, expect, it } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route } from "react-router-dom";
import type { Notifications } from "../../../contract/notifications";
import { NotificationBell } from "../../../src/layout/NotificationBell";
import { fakeApi, ScreenHarness, type Call } from "../harness";

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

const news: Notifications = {
  pending_verification: 12,
  schools_registered: { count: 3, latest_at: minutesAgo(2) },
  board_admins_created: { count: 1, latest_at: minutesAgo(180) },
  unread: 4,
  seen_at: null,
};
const read: Notifications = {
  ...news,
  schools_registered: { count: 0, latest_at: null },
  board_admins_created: { count: 0, latest_at: null },
  unread: 0,
  seen_at: new Date().toISOString(),
};

/** The bell over a fake API whose counts are `state` until the bell is marked seen. */
function renderBell(state: Notifications) {
  let current = state;
  const api = fakeApi({
    "GET /v1/super-admin/notifications": () => ({ data: current }),
    "POST /v1/super-admin/notifications/seen": () => {
      current = { ...current, ...read, pending_verification: current.pending_verification };
      return { data: current };
    },
  });
  render(
    <ScreenHarness
      path="/dashboard"
      dataProvider={api.dataProvider}
      routes={<Route path="/dashboard" element={<NotificationBell />} />}
    />,
  );
  const seenCalls = () =>
    api.calls.filter((c: Call) => c.request.method === "POST" && c.url.endsWith("/seen"));
  const reads = () => api.calls.filter((c: Call) => (c.request.method ?? "GET") === "GET");
  return { seenCalls, reads };
}

describe("the notification bell", () => {
  it("marks unread news with a red '!', and the dropdown's header says how many", async () => {
    renderBell(news);
    const bell = await screen.findByRole("button", { name: "Unread notifications" });
    expect(within(bell).getByText("!")).toBeVisible();
    await userEvent.click(bell);
    const dropdown = screen.getByRole("dialog", { name: "Notifications" });
    expect(within(dropdown).getByText("4 new")).toBeVisible();
    const items = within(dropdown).getAllByRole("link");
    expect(items.map((a) => a.textContent)).toEqual([
      "12 schools await verification",
      "3 schools registered since you last looked2 min ago",
      "1 board administrator created since you last looked3 hours ago",
    ]);
  });

  it("links the schools awaiting verification to the school list filtered to them", async () => {
    renderBell(news);
    await userEvent.click(await screen.findByRole("button", { name: "Unread notifications" }));
    await userEvent.click(screen.getByRole("link", { name: /12 schools await verification/ }));
    await waitFor(() =>
      expect(screen.getByTestId("location")).toHaveTextContent(
        `/school?filter=${encodeURIComponent('{"admin_approval":"false"}')}`,
      ),
    );
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("marks everything seen on the server when opened, and the '!' goes", async () => {
    const { seenCalls } = renderBell(news);
    await userEvent.click(await screen.findByRole("button", { name: "Unread notifications" }));
    await waitFor(() => expect(seenCalls()).toHaveLength(1));
    // The open dropdown still shows what was new when it opened.
    expect(screen.getByRole("dialog")).toHaveTextContent("4 new");
    await userEvent.keyboard("{Escape}");
    const bell = await screen.findByRole("button", { name: "Notifications" });
    expect(within(bell).queryByText("!")).toBeNull();
    // Opened again: nothing new, nothing to mark.
    await userEvent.click(bell);
    const dropdown = screen.getByRole("dialog", { name: "Notifications" });
    expect(within(dropdown).queryByText(/new$/)).toBeNull();
    expect(
      within(dropdown)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["12 schools await verification"]);
    expect(seenCalls()).toHaveLength(1);
  });

  it("says 'No new notifications' when nothing awaits and nothing is new", async () => {
    const { reads } = renderBell({ ...read, pending_verification: 0 });
    await waitFor(() => expect(reads()).toHaveLength(1));
    const bell = await screen.findByRole("button", { name: "Notifications" });
    expect(within(bell).queryByText("!")).toBeNull();
    await userEvent.click(bell);
    expect(screen.getByRole("dialog")).toHaveTextContent("No new notifications");
  });
});
