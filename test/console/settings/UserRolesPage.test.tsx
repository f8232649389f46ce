import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { UserRolesPage } from "../../../src/settings/UserRolesPage";
import { renderInAdmin } from "../harness";

function renderRoles() {
  renderInAdmin(<UserRolesPage />);
}

const role = (name: string) => screen.getByRole("region", { name });

describe("User roles (mock)", () => {
  it("shows the two mock roles with the spec's permissions on", () => {
    renderRoles();
    expect(
      screen.getByRole("heading", { level: 1, name: "User Roles & Permissions" }),
    ).toBeVisible();
    const admin = role("Super Admin");
    expect(within(admin).getByRole("switch", { name: "View reports" })).toBeChecked();
    expect(within(admin).getByRole("switch", { name: "Manage transactions" })).toBeChecked();
    expect(within(admin).getByRole("switch", { name: "Edit users" })).not.toBeChecked();
    const teacher = role("Teacher");
    expect(within(teacher).getByRole("switch", { name: "Edit users" })).toBeChecked();
    expect(
      within(teacher)
        .getAllByRole("switch")
        .filter((s) => (s as HTMLInputElement).checked),
    ).toHaveLength(1);
  });

  it("a toggle changes that role's permission only", async () => {
    renderRoles();
    await userEvent.click(within(role("Teacher")).getByRole("switch", { name: "Manage backups" }));
    expect(within(role("Teacher")).getByRole("switch", { name: "Manage backups" })).toBeChecked();
    expect(
      within(role("Super Admin")).getByRole("switch", { name: "Manage backups" }),
    ).not.toBeChecked();
  });

  it("the department filter shows the roles of that department", async () => {
    renderRoles();
    await userEvent.click(screen.getByRole("combobox", { name: "Department" }));
    await userEvent.click(screen.getByRole("option", { name: "Academics" }));
    expect(screen.getByRole("region", { name: "Teacher" })).toBeVisible();
    expect(screen.queryByRole("region", { name: "Super Admin" })).toBeNull();
  });
});
