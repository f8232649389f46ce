import { expect, test } from "@playwright/test";
import { E2E_ADMIN, expectNoSeriousA11yViolations, signIn } from "./helpers";

test.describe("Login", () => {
  test("shows the Super Admin Portal without the shell", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Super Admin Portal" })).toBeVisible();
    await expect(page.locator('input[name="username"]')).toHaveAttribute("placeholder", "admin");
    await expect(page.getByRole("button", { name: "Toggle the sidebar" })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test("refuses a wrong password with the server's message and stays on the page", async ({
    page,
  }) => {
    await page.goto("/");
    await page.locator('input[name="username"]').fill("admin");
    await page.locator('input[name="password"]').fill("not-the-password");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByText("Invalid username or password.")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    // Focus is back on the password, ready for a second try.
    await expect(page.locator('input[name="password"]')).toBeFocused();
  });

  test("asks for both fields", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByText("Username is required")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();
  });

  test("toggles the password's visibility", async ({ page }) => {
    await page.goto("/");
    const password = page.locator('input[name="password"]');
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
  });

  test("signs in, stores the session and lands on the dashboard with a toast", async ({ page }) => {
    // Not signIn(): the toast lasts 2 s, so it is looked for as soon as the form is sent.
    await page.goto("/");
    await page.locator('input[name="username"]').fill(E2E_ADMIN.username);
    await page.locator('input[name="password"]').fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByText("Login successful")).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Analytics Dashboard" })).toBeVisible();
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem("token"),
      user: localStorage.getItem("user"),
    }));
    expect(stored.token).toBeTruthy();
    expect(JSON.parse(stored.user!)).toMatchObject({
      token: stored.token,
      username: E2E_ADMIN.username,
    });
  });

  test("sends a signed-in user opening / to the dashboard", async ({ page }) => {
    await signIn(page);
    await page.goto("/");
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe("Route protection", () => {
  test("sends a visitor without a session to the login page", async ({ page }) => {
    await page.goto("/profile-dashboard");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "Super Admin Portal" })).toBeVisible();
  });

  test("a 401 from the API clears the session and returns to /", async ({ page }) => {
    await signIn(page);
    await page.evaluate(() => localStorage.setItem("token", "revoked-or-expired"));
    await page.goto("/profile-dashboard");
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    await expect.poll(() => page.evaluate(() => localStorage.getItem("user"))).toBeNull();
  });
});

test.describe("A screen whose code cannot be fetched", () => {
  test("shows the failure with Retry in the shell, and Retry loads it once it can", async ({
    page,
  }) => {
    // The areas' screens chunks (board administrators, schools, settings) do not arrive.
    const blocked = /\/assets\/screens-[\w-]+\.js$/;
    await page.route(blocked, (route) => route.abort("internetdisconnected"));
    await signIn(page);
    await page.getByRole("link", { name: "Board", exact: true }).click();
    await expect(page.getByText("This screen could not be loaded.")).toBeVisible();
    await expect(
      page.getByText("Cannot reach the server. Check your connection and try again."),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "School", exact: true })).toBeVisible();

    await page.unroute(blocked);
    await page.getByRole("button", { name: "Retry" }).click();
    await expect(page.getByRole("heading", { name: "Board Management" })).toBeVisible();
    await expect(page.getByRole("table", { name: "Board administrators" })).toBeVisible();
  });
});

test.describe("Shell", () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test("has a 60 px header, a 16 rem sidebar that toggles, and the footer", async ({ page }) => {
    const header = page.locator("header").first();
    expect((await header.boundingBox())?.height).toBe(60);
    const nav = page.locator("#sidebar .MuiDrawer-paper");
    expect((await nav.boundingBox())?.width).toBe(256);
    await page.getByRole("button", { name: "Toggle the sidebar" }).click();
    await expect(page.getByRole("link", { name: "Dashboard" })).toBeHidden();
    await page.getByRole("button", { name: "Toggle the sidebar" }).click();
    await expect(page.getByRole("link", { name: "Dashboard" })).toBeVisible();
    await expect(
      page.getByText(`© ${new Date().getFullYear()} Rollcall. All rights reserved.`),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("a skip link is the first stop of the keyboard and leads to the screen", async ({
    page,
  }) => {
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("#main-content")).toBeFocused();
  });

  test("highlights the entry of the current path by whole segments", async ({ page }) => {
    await expect(page.getByRole("link", { name: "Dashboard" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await page.goto("/profile-dashboard");
    await expect(page.getByRole("heading", { name: "Profile Management" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Dashboard" })).not.toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("the user menu opens View Profile and closes on a click outside", async ({ page }) => {
    await page.getByRole("button", { name: "Open the user menu" }).click();
    await expect(page.getByRole("menuitem", { name: "View Profile" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menuitem", { name: "View Profile" })).toBeHidden();
    await page.getByRole("button", { name: "Open the user menu" }).click();
    await page.getByRole("menuitem", { name: "View Profile" }).click();
    await expect(page).toHaveURL(/\/profile-dashboard$/);
    await expect(page.getByRole("menuitem", { name: "View Profile" })).toBeHidden();
  });

  test("shows a not-found page in the shell for an unknown route", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Toggle the sidebar" })).toBeVisible();
  });

  test("logout clears the session after the delay and returns to /", async ({ page }) => {
    await page.getByRole("button", { name: "Open the user menu" }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "Super Admin Portal" })).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() => [localStorage.getItem("token"), localStorage.getItem("user")]),
      )
      .toEqual([null, null]);
  });
});

test.describe("Sidebar on a tablet-sized window", () => {
  test("stays closed on a fresh start at 600 to 899 px until the menu button opens it", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    await signIn(page);
    for (const width of [600, 768, 899]) {
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      await expect(page.getByRole("heading", { name: "Analytics Dashboard" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Dashboard" }), `at ${width} px`).toBeHidden();
    }
    await page.getByRole("button", { name: "Toggle the sidebar" }).click();
    await expect(page.getByRole("link", { name: "Dashboard" })).toBeVisible();
    await page.getByRole("link", { name: "School" }).click();
    await expect(page).toHaveURL(/\/school$/);
    await expect(page.getByRole("link", { name: "Dashboard" })).toBeHidden();
  });
});
