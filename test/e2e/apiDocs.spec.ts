import { expect, test } from "@playwright/test";

test.describe("The API reference at /v1/docs", () => {
  test("shows every operation from the product's own files, with no CSP violation", async ({
    page,
    baseURL,
    request,
  }) => {
    const document = await (await request.get("/v1/openapi.json")).json();
    const operations = Object.values(document.paths as Record<string, object>).flatMap((item) =>
      Object.keys(item).filter((key) => ["get", "put", "post", "delete", "patch"].includes(key)),
    ).length;
    expect(operations).toBeGreaterThanOrEqual(30);
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    const outside: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).origin !== new URL(baseURL!).origin) outside.push(request.url());
    });

    await page.goto("/v1/docs");
    await expect(page.getByRole("heading", { name: /Rollcall API/ })).toBeVisible();
    await expect(page.getByText("/v1/super-admin/school/register")).toBeVisible();
    await expect(page.locator(".opblock")).toHaveCount(operations);
    expect(problems).toEqual([]);
    expect(outside).toEqual([]);
  });
});
