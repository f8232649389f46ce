import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NotificationsPage } from "../../../src/settings/NotificationsPage";
import { renderInAdmin } from "../harness";

describe("Notifications (mock)", () => {
  it("Mark as Read marks that item read, locally", async () => {
    renderInAdmin(<NotificationsPage />);
    expect(screen.getByRole("status")).toHaveTextContent("2 unread");
    const item = screen.getByRole("listitem", { name: "New school registration" });
    await userEvent.click(within(item).getByRole("button", { name: "Mark as Read" }));
    expect(within(item).queryByRole("button", { name: "Mark as Read" })).toBeNull();
    expect(within(item).getByText("Read")).toBeVisible();
    expect(screen.getByRole("status")).toHaveTextContent("1 unread");
  });
});
