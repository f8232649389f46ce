import { expect, test, type Page } from "@playwright/test";
import { TOTP } from "otpauth";
import { E2E_ADMIN, signIn } from "./helpers";
import { currentCode } from "../../server/auth/totp";

const STEP_MS = 30_000;
const stepNow = () => TOTP.counter({ period: 30, timestamp: Date.now() });

/**
 * Codes as an authenticator app gives them, each from a later time step than the last one
 * the server accepted (it refuses a code twice): the current or the next step, waiting for the
 * clock only when both are spent. Never the previous step, though the server takes it too: the
 * clock may pass into the next step between the code's making and the server's check, and a
 * code two steps old is refused.
 */
function authenticator(secret: string) {
  let last = -Infinity;
  return {
    async next(): Promise<string> {
      const step = Math.max(last + 1, stepNow());
      await expect.poll(() => stepNow() >= step - 1, { timeout: 2 * STEP_MS }).toBe(true);
      last = step;
      return currentCode(secret, new Date(step * STEP_MS));
    },
  };
}

async function openProfile(page: Page) {
  await page.getByRole("button", { name: "Open the user menu" }).click();
  await page.getByRole("menuitem", { name: "View Profile" }).click();
  await expect(page.getByRole("heading", { name: "Profile Management" })).toBeVisible();
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Open the user menu" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
}

async function enterPassword(page: Page) {
  await page.locator('input[name="username"]').fill(E2E_ADMIN.username);
  await page.locator('input[name="password"]').fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Login" }).click();
}

test.describe("Accounts no one can take", () => {
  // Several sign-ins (each loads the dashboard) and, at worst, a wait for the next time step.
  test.describe.configure({ timeout: 180_000 });

  test("two-factor sign-in: turn on, sign in with a code, then with a recovery code", async ({
    page,
  }) => {
    await signIn(page);
    await openProfile(page);
    await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
    const setup = page.getByRole("dialog", { name: "Turn on two-factor sign-in" });
    await expect(setup.getByRole("img", { name: /QR code/ })).toBeVisible();
    const secret = (await setup.getByTestId("two-factor-secret").textContent())!.split(": ")[1];
    const app = authenticator(secret.trim());
    await setup.locator('input[name="code"]').fill(await app.next());
    await setup.getByRole("button", { name: "Turn on" }).click();
    const codes = page
      .getByRole("list", { name: "Save your recovery codes" })
      .getByRole("listitem");
    await expect(codes).toHaveCount(10);
    const recovery = await codes.allTextContents();
    // Printed, the page is the codes alone.
    await page.emulateMedia({ media: "print" });
    await expect(codes.first()).toBeVisible();
    await expect(page.getByText(/They are shown only now/)).toBeHidden();
    await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
    await page.emulateMedia({ media: "screen" });
    await page.getByRole("button", { name: "I have saved these codes" }).click();
    await expect(page.getByText("Two-factor sign-in is on. 10 recovery codes left.")).toBeVisible();

    try {
      await signOut(page);
      await enterPassword(page);
      await page.getByLabel(/Authentication code/).fill(await app.next());
      await page.getByRole("button", { name: "Verify" }).click();
      await expect(page).toHaveURL(/\/dashboard$/);

      await signOut(page);
      await enterPassword(page);
      await page.getByLabel(/Authentication code/).fill(recovery[0]);
      await page.getByRole("button", { name: "Verify" }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await openProfile(page);
      await expect(
        page.getByText("Two-factor sign-in is on. 9 recovery codes left."),
      ).toBeVisible();
    } finally {
      // Off again, so that the other specs sign in with the password alone.
      await page.goto("/profile-dashboard");
      await page.getByRole("button", { name: "Turn off" }).click();
      const off = page.getByRole("dialog", { name: "Turn off two-factor sign-in" });
      await off.locator('input[name="password"]').fill(E2E_ADMIN.password);
      await off.locator('input[name="code"]').fill(await app.next());
      await off.getByRole("button", { name: "Turn off" }).click();
      await expect(page.getByText(/Two-factor sign-in is off\./)).toBeVisible();
    }
  });

  test("sessions: one browser sees the other and ends it", async ({ browser }) => {
    const mine = await browser.newContext();
    // Another browser, told apart by its user agent in the list.
    const firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
    const other = await browser.newContext({
      userAgent: firefox,
      extraHTTPHeaders: { "user-agent": firefox },
    });
    try {
      const page = await mine.newPage();
      const otherPage = await other.newPage();
      await signIn(otherPage);
      await signIn(page);
      await openProfile(page);
      const sessions = page.getByRole("region", { name: "Active sessions" });
      const current = sessions.getByRole("row").filter({ hasText: "This session" });
      await expect(current).toHaveCount(1);
      await sessions
        .getByRole("button", { name: "End the session on Firefox 133 · Linux" })
        .click();
      await expect(page.getByText("The session is ended")).toBeVisible();
      await expect(sessions.getByText(/Firefox 133/)).toHaveCount(0);

      await otherPage.goto("/school");
      await expect(otherPage.getByRole("button", { name: "Login" })).toBeVisible();
      await expect(otherPage).toHaveURL(/\/$/);
    } finally {
      await mine.close();
      await other.close();
    }
  });

  test("raises no Content-Security-Policy violation on /, /dashboard and /school", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener("securitypolicyviolation", (e) =>
        seen.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    const violations = () =>
      page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
    expect(await violations()).toEqual([]);
    await signIn(page);
    expect(await violations()).toEqual([]);
    await page.goto("/school");
    await expect(page.getByRole("table").first()).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});
