import { expect, test } from "@playwright/test";
import { E2E_ADMIN, signIn } from "./helpers";

// Runs last (file order): changing the password ends the account's other sessions. It puts the
// password back at the end, so that the suite can run again against the same server.
test.describe("Profile Management", () => {
  test("shows the own profile read-only and changes the password", async ({ page }) => {
    await signIn(page);
    await page.getByRole("button", { name: "Open the user menu" }).click();
    await page.getByRole("menuitem", { name: "View Profile" }).click();
    await expect(page.getByRole("heading", { name: "Profile Management" })).toBeVisible();
    await expect(page.locator('input[name="first_name"]')).toHaveValue("Super");
    await expect(page.locator('input[name="email"]')).toHaveAttribute("readonly", "");

    await page.getByRole("button", { name: "Change Password" }).click();
    const dialog = page.getByRole("dialog", { name: "Change Password" });
    await dialog.getByRole("button", { name: "Change Password" }).click();
    await expect(dialog.getByText("Current password is required")).toBeVisible();
    await expect(dialog.getByText("New password is required")).toBeVisible();
    await expect(dialog.getByText("Confirm password is required")).toBeVisible();

    await dialog.locator('input[name="current_password"]').fill(E2E_ADMIN.password);
    await dialog.locator('input[name="new_pass"]').fill("12345");
    await dialog.locator('input[name="confirm_pass"]').fill("12346");
    await dialog.getByRole("button", { name: "Change Password" }).click();
    await expect(dialog.getByText("Password must be at least 6 characters")).toBeVisible();
    await expect(dialog.getByText("Passwords must be same as new password.")).toBeVisible();

    await dialog.locator('input[name="current_password"]').fill("wrong-current");
    await dialog.locator('input[name="new_pass"]').fill("a-new-password");
    await dialog.locator('input[name="confirm_pass"]').fill("a-new-password");
    await dialog.getByRole("button", { name: "Change Password" }).click();
    await expect(dialog.getByText("The current password is not correct.").first()).toBeVisible();
    await expect(page).toHaveURL(/\/profile-dashboard$/);

    await dialog.locator('input[name="current_password"]').fill(E2E_ADMIN.password);
    await dialog.getByRole("button", { name: "Change Password" }).click();
    await expect(page.getByText("Password Changed Successfully!")).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByRole("button", { name: "Open the user menu" }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    await signIn(page, E2E_ADMIN.username, "a-new-password");

    const token = await page.evaluate(() => localStorage.getItem("token"));
    const restored = await page.request.post("/v1/super-admin/change-password", {
      headers: { Authorization: `Bearer ${token}` },
      data: { current_password: "a-new-password", password: E2E_ADMIN.password },
    });
    expect(restored.status()).toBe(200);
  });
});
