import { expect, test, type Page } from "@playwright/test";
import { E2E_ADMIN } from "./helpers";

/**
 * Chromium opens its own credentials dialog over the page when an answer challenges with a
 * scheme it knows (Basic above all). Through the DevTools protocol, the browser reports each such
 * challenge before it would show the dialog (Fetch.authRequired): none may come from the form.
 */
async function watchCredentialDialogs(page: Page) {
  const session = await page.context().newCDPSession(page);
  const challenged: string[] = [];
  session.on("Fetch.requestPaused", ({ requestId }) => {
    void session.send("Fetch.continueRequest", { requestId }).catch(() => {});
  });
  session.on("Fetch.authRequired", ({ requestId, request, authChallenge }) => {
    challenged.push(`${authChallenge.scheme} for ${request.url}`);
    void session
      .send("Fetch.continueWithAuth", {
        requestId,
        authChallengeResponse: { response: "CancelAuth" },
      })
      .catch(() => {});
  });
  await session.send("Fetch.enable", { handleAuthRequests: true, patterns: [{ urlPattern: "*" }] });
  return challenged;
}

test.describe("Login's 401", () => {
  test("a wrong password shows the form's message and opens no browser credentials dialog", async ({
    page,
  }) => {
    const challenged = await watchCredentialDialogs(page);
    await page.goto("/");
    await page.locator('input[name="username"]').fill(E2E_ADMIN.username);
    await page.locator('input[name="password"]').fill("not-the-password");
    const answer = page.waitForResponse((r) => r.url().endsWith("/v1/super-admin/login"));
    await page.getByRole("button", { name: "Login" }).click();
    const refused = await answer;
    expect(refused.status()).toBe(401);
    // HTTP's challenge is there, under a name the browser does not act on.
    expect(await refused.headerValue("www-authenticate")).toMatch(/^xBasic /);
    await expect(page.getByText("Invalid username or password.")).toBeVisible();
    expect(challenged).toEqual([]);

    // The page is still the form's: a second try signs in.
    await page.locator('input[name="password"]').fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(challenged).toEqual([]);

    // The watch itself sees a Basic challenge: the bare endpoint, called with no credentials.
    const status = await page.evaluate(
      async () => (await fetch("/v1/super-admin/login", { method: "POST" })).status,
    );
    expect(status).toBe(401);
    await expect.poll(() => challenged).toEqual([expect.stringMatching(/^basic for .*\/login$/i)]);
  });
});
