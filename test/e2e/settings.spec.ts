import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./helpers";

/** Opens a screen the way a person does: through the user menu. */
async function openFromUserMenu(page: Page, entry: string) {
  await page.getByRole("button", { name: "Open the user menu" }).click();
  await page.getByRole("menuitem", { name: entry, exact: true }).click();
  await expect(page.getByRole("menuitem", { name: entry, exact: true })).toBeHidden();
  // The screen has replaced the dashboard (whose panels have statuses and tables of their own)
  // once its heading is on screen.
  const heading = SCREENS.find((screen) => screen.entry === entry)!.heading;
  await expect(page.getByRole("heading", { level: 1, name: heading, exact: true })).toBeVisible();
}

const SCREENS: { entry: string; path: string; heading: string }[] = [
  { entry: "Ticket Management", path: "/ticket-management", heading: "Ticket Management" },
  { entry: "User Roles", path: "/user-roles", heading: "User Roles & Permissions" },
  { entry: "Security & Privacy", path: "/security-privacy", heading: "Security & Privacy" },
  { entry: "Notifications", path: "/notifications", heading: "Notifications" },
  { entry: "Data Backup", path: "/data-backup", heading: "Data Backup" },
  { entry: "Advanced Settings", path: "/advanced-settings", heading: "Advanced Settings" },
  { entry: "Data Optimization", path: "/data-optimization", heading: "Data Optimization" },
  { entry: "Beta Features", path: "/beta-features", heading: "Beta Features" },
  { entry: "Holidays", path: "/settings/holidays", heading: "Holidays" },
];

test.describe("Settings and mock screens", () => {
  test.beforeEach(async ({ page }) => signIn(page));

  // One sign-in for the nine entries: the menu is in the header of every screen.
  test("every settings screen is reached from the user menu, from the screen before it", async ({
    page,
  }) => {
    for (const screen of SCREENS) {
      await test.step(screen.entry, async () => {
        await openFromUserMenu(page, screen.entry);
        await expect(page).toHaveURL(new RegExp(`${screen.path}$`));
        await expect(page.getByRole("heading", { level: 1, name: screen.heading })).toBeVisible();
      });
    }
  });

  test("Ticket Management says it is under development", async ({ page }) => {
    await openFromUserMenu(page, "Ticket Management");
    await expect(page.getByText("Ticket Management System is Under Development")).toBeVisible();
  });

  test("User Roles: a permission toggle and the department filter work locally", async ({
    page,
  }) => {
    await openFromUserMenu(page, "User Roles");
    const admin = page.getByRole("region", { name: "Super Admin" });
    const teacher = page.getByRole("region", { name: "Teacher" });
    await expect(admin.getByRole("switch", { name: "View reports" })).toBeChecked();
    await expect(admin.getByRole("switch", { name: "Manage transactions" })).toBeChecked();
    await expect(teacher.getByRole("switch", { name: "Edit users" })).toBeChecked();

    const backups = teacher.getByRole("switch", { name: "Manage backups" });
    await expect(backups).not.toBeChecked();
    await backups.click();
    await expect(backups).toBeChecked();
    await expect(admin.getByRole("switch", { name: "Manage backups" })).not.toBeChecked();

    await page.getByRole("combobox", { name: "Department" }).click();
    await page.getByRole("option", { name: "Administration" }).click();
    await expect(admin).toBeVisible();
    await expect(teacher).toHaveCount(0);
  });

  test("Security & Privacy shows the mock policy and sessions", async ({ page }) => {
    await openFromUserMenu(page, "Security & Privacy");
    await expect(page.getByLabel("Minimum length (characters)")).toHaveValue("12");
    await expect(page.getByLabel("Password expiry (days)")).toHaveValue("90");
    await expect(page.getByRole("switch", { name: "Require special characters" })).toBeChecked();
    await expect(page.getByRole("switch", { name: "Require numbers" })).toBeChecked();
    await expect(page.getByRole("switch", { name: "Require uppercase letters" })).toBeChecked();
    await expect(page.getByLabel("Session timeout (minutes)")).toHaveValue("30");
    await expect(page.getByLabel("Maximum concurrent sessions")).toHaveValue("1");
  });

  test("Notifications: Mark as Read marks the item read", async ({ page }) => {
    await openFromUserMenu(page, "Notifications");
    // Within the page: a toast (also a status) may still be showing.
    const unread = page.getByRole("main").getByRole("status");
    await expect(unread).toHaveText("2 unread");
    const item = page.getByRole("listitem", { name: "New school registration" });
    await item.getByRole("button", { name: "Mark as Read" }).click();
    await expect(item.getByRole("button", { name: "Mark as Read" })).toHaveCount(0);
    await expect(unread).toHaveText("1 unread");
  });

  test("the settings side menu links Advanced Settings, Data Optimization and Beta Features", async ({
    page,
  }) => {
    await openFromUserMenu(page, "Advanced Settings");
    await expect(page.getByRole("region", { name: "API Integration" })).toBeVisible();
    const side = page.getByRole("navigation", { name: "Settings" });
    await expect(side.getByRole("link", { name: "Advanced Settings" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await side.getByRole("link", { name: "Data Optimization" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Data Optimization" })).toBeVisible();
    await expect(page.getByLabel("Cache TTL (seconds)")).toHaveValue("60");
    await page.getByRole("combobox", { name: "Optimization schedule" }).click();
    await expect(page.getByRole("option")).toHaveText(["Daily", "Weekly", "Monthly"]);
    await page.keyboard.press("Escape");
    await side.getByRole("link", { name: "Beta Features" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Beta Features" })).toBeVisible();
  });
});
