import { expect, test, type Locator, type Page } from "@playwright/test";
import { E2E_ADMIN, signIn } from "./helpers";
import { basicCredentials } from "../../src/providers/authProvider";

const SIZES = [
  { name: "desktop", width: 1440, height: 900 },
  { name: "phone", width: 390, height: 844 },
];

/** Counts the API calls the page sends that match `method` and `path`, from now on. */
function countRequests(page: Page, method: string, path: string) {
  let count = 0;
  page.on("request", (request) => {
    if (request.method() === method && new URL(request.url()).pathname === path) count++;
  });
  return () => count;
}

/** Another browser signed in to the same account: a session to end. */
async function signInElsewhere(page: Page) {
  const other = await page.request.post("/v1/super-admin/login", {
    headers: { Authorization: basicCredentials(E2E_ADMIN.username, E2E_ADMIN.password) },
  });
  expect(other.status()).toBe(200);
}

async function overlaps(a: Locator, b: Locator) {
  const [x, y] = [(await a.boundingBox())!, (await b.boundingBox())!];
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

test.describe("Sign-in, session and profile, as a new user walks them", () => {
  for (const size of SIZES) {
    test(`a double click sends one request on the profile (${size.name})`, async ({ page }) => {
      await page.setViewportSize(size);
      await signIn(page);
      await signInElsewhere(page);
      await page.goto("/profile-dashboard");
      const sessions = page.getByRole("region", { name: "Active sessions" });
      const endOthers = sessions.getByRole("button", { name: "End all other sessions" });
      await expect(endOthers).toBeEnabled();

      // The sessions' dates, each on one line.
      const dates = sessions.getByRole("cell").filter({ hasText: /^\d{2}\/\d{2}\/\d{4}, / });
      await expect(dates.first()).toBeVisible();
      for (const cell of await dates.all()) {
        const lines = await cell.evaluate((td) => {
          const range = document.createRange();
          range.selectNodeContents(td);
          return range.getBoundingClientRect().height / parseFloat(getComputedStyle(td).lineHeight);
        });
        expect(lines).toBeLessThan(1.5);
      }

      const ended = countRequests(page, "DELETE", "/v1/super-admin/sessions");
      await endOthers.dblclick();
      await page.getByRole("dialog").getByRole("button", { name: "Confirm" }).dblclick();
      await expect(page.getByText("Your other sessions are ended")).toBeVisible();
      expect(ended()).toBe(1);

      const setups = countRequests(page, "POST", "/v1/super-admin/two-factor/setup");
      const enables = countRequests(page, "POST", "/v1/super-admin/two-factor/enable");
      await page.getByRole("button", { name: "Turn on two-factor sign-in" }).dblclick();
      const setup = page.getByRole("dialog", { name: "Turn on two-factor sign-in" });
      await setup.locator('input[name="code"]').fill("000000");
      await setup.getByRole("button", { name: "Turn on" }).dblclick();
      await expect(setup.getByText("The code is not correct.")).toBeVisible();
      expect(setups()).toBe(1);
      expect(enables()).toBe(1);
      await setup.getByRole("button", { name: "Cancel" }).click();

      const changes = countRequests(page, "POST", "/v1/super-admin/change-password");
      await page.getByRole("button", { name: "Change Password" }).click();
      const change = page.getByRole("dialog", { name: "Change Password" });
      await change.locator('input[name="current_password"]').fill("not-the-password");
      await change.locator('input[name="new_pass"]').fill("a-new-password");
      await change.locator('input[name="confirm_pass"]').fill("a-new-password");
      await change.getByRole("button", { name: "Change Password" }).dblclick();
      await expect(change.getByText("The current password is not correct.")).toBeVisible();
      expect(changes()).toBe(1);
    });
  }

  test("after a wrong password, signing in leaves only the success, clear of the phone's header", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await page.locator('input[name="username"]').fill(E2E_ADMIN.username);
    await page.locator('input[name="password"]').fill("not-the-password");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByText("Invalid username or password.")).toBeVisible();
    await page.locator('input[name="password"]').fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const toast = page.getByRole("status").filter({ hasText: "Login successful" });
    await expect(toast).toBeVisible();
    await expect(page.getByText("Invalid username or password.")).toHaveCount(0);

    const header = page.getByRole("banner");
    for (const item of [
      header.getByRole("button", { name: "Toggle the sidebar" }),
      header.getByText("Rollcall", { exact: true }),
      header.getByRole("button", { name: "Notifications" }),
      header.getByRole("button", { name: "Open the user menu" }),
    ]) {
      await expect(item).toBeVisible();
      expect(await overlaps(toast, item)).toBe(false);
    }
  });

  test("after a chosen logout, Back lands on sign-in without an 'expired' message or an API call", async ({
    page,
  }) => {
    await signIn(page);
    await page.goto("/school");
    await page.getByPlaceholder("Search school...").fill("school");
    await expect(page).toHaveURL(/filter=/);
    await expect(page.getByRole("table")).toBeVisible();

    await page.getByRole("button", { name: "Open the user menu" }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
    const calls: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/v1/")) calls.push(request.url());
    });

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
    await expect(page.getByText("Your session has expired. Please sign in again.")).toHaveCount(0);
    expect(calls).toEqual([]);
  });
});
