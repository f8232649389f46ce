import { expect, test, type Locator, type Page } from "@playwright/test";
import {
  dataCells,
  dataHeaders,
  expectNoSeriousA11yViolations,
  settledTable,
  signIn,
} from "./helpers";

const COLUMNS = [
  "Sl No.",
  "User Name",
  "Type",
  "Main Board Name",
  "Board Name",
  "Name",
  "Email",
  "Mobile No.",
  "Status",
];

/** The body rows of the table (the header row excluded). */
const bodyRows = (page: Page) => page.locator("tbody tr");

/** The status toggle of a row, whatever the current status. */
const toggleOf = (row: Locator) => row.getByRole("button", { name: /^Change the status of / });

async function choose(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test.describe("Board Management", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
    await page.getByRole("link", { name: "Board", exact: true }).click();
    await expect(page).toHaveURL(/\/boards$/);
    // The dashboard stays on screen until the list's code has loaded: wait for the list itself.
    await expect(page.getByRole("heading", { name: "Board Management" })).toBeVisible();
    await settledTable(page, "Board administrators");
    await expect(bodyRows(page)).toHaveCount(10);
  });

  test("shows the columns, ten rows a page and the pagination text", async ({ page }) => {
    await expect(page.getByRole("heading", { name: "Board Management" })).toBeVisible();
    await expect(page.getByRole("link", { name: "+ Add Board Admin" })).toHaveAttribute(
      "href",
      "/create-board",
    );
    await expect(dataHeaders(page)).toHaveText(COLUMNS);
    await expect(bodyRows(page)).toHaveCount(10);
    const showing = page.getByText(/^Showing 1 to 10 of \d+ entries$/);
    await expect(showing).toBeVisible();
    const total = Number((await showing.textContent())!.match(/of (\d+)/)![1]);
    expect(total).toBeGreaterThanOrEqual(30);
    await expect(dataCells(bodyRows(page).first()).first()).toHaveText("1");
    await expectNoSeriousA11yViolations(page);

    // Sl No. continues on the next page.
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText(`Showing 11 to 20 of ${total} entries`)).toBeVisible();
    await expect(dataCells(bodyRows(page).first()).first()).toHaveText("11");
    await expect(dataCells(bodyRows(page).last()).first()).toHaveText("20");
    await expect(page.getByRole("button", { name: "Previous" })).toBeEnabled();
  });

  test("the status toggle changes nothing on Cancel", async ({ page }) => {
    const row = bodyRows(page).first();
    const toggle = toggleOf(row);
    const label = await toggle.getAttribute("aria-label");
    await toggle.click();
    const dialog = page.getByRole("dialog", { name: "Confirmation" });
    await expect(dialog).toContainText("Are you sure you want to change the board admin status?");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(toggleOf(row)).toHaveAttribute("aria-label", label!);
    await page.reload();
    await expect(toggleOf(bodyRows(page).first())).toHaveAttribute("aria-label", label!);
  });

  test("the status toggle, confirmed, sends the inverse and reloads the list", async ({ page }) => {
    const row = bodyRows(page).first();
    const username = (await dataCells(row).nth(1).textContent())!;
    const active = `Change the status of ${username} (now Active)`;
    const inactive = `Change the status of ${username} (now Inactive)`;
    await expect(toggleOf(row)).toHaveAttribute("aria-label", active);

    await toggleOf(row).click();
    const dialog = page.getByRole("dialog", { name: "Confirmation" });
    const sent = page.waitForRequest(
      (r) => r.method() === "PUT" && r.url().endsWith("/board-admin/change-status"),
    );
    await dialog.getByRole("button", { name: "Confirm" }).click();
    expect((await sent).postDataJSON()).toMatchObject({ status: false });
    await expect(page.getByText("Board admin status updated successfully")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(toggleOf(row)).toHaveAttribute("aria-label", inactive);
    await page.reload();
    await expect(toggleOf(bodyRows(page).first())).toHaveAttribute("aria-label", inactive);

    // And back: the inverse again.
    await toggleOf(bodyRows(page).first()).click();
    await page
      .getByRole("dialog", { name: "Confirmation" })
      .getByRole("button", { name: "Confirm" })
      .click();
    await expect(toggleOf(bodyRows(page).first())).toHaveAttribute("aria-label", active);
  });
});

test.describe("Create Board Admin", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
    await page.goto("/boards");
    await page.getByRole("link", { name: "+ Add Board Admin" }).click();
    await expect(page).toHaveURL(/\/create-board$/);
    await expect(page.getByRole("heading", { name: "Create Board Admin" })).toBeVisible();
  });

  test("shows each rule's message under its field", async ({ page }) => {
    await expect(page.getByRole("link", { name: "Back to Board Management" })).toHaveAttribute(
      "href",
      "/boards",
    );
    await page.locator('input[name="username"]').fill("ab");
    await page.locator('input[name="email"]').fill("not-an-email");
    await page.locator('input[name="phone"]').fill("12345");
    await page.locator('input[name="first_name"]').fill("Al");
    await page.getByRole("button", { name: "Submit" }).click();
    for (const message of [
      "Invalid email address",
      "Phone number must be valid 10 digits number",
      "Type is required",
      "Main board is required",
      "Affiliation board is required",
      "Last name is required",
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    // username and first name: both too short.
    await expect(page.getByText("Must be at least 3 characters", { exact: true })).toHaveCount(2);
    await expect(page).toHaveURL(/\/create-board$/);
    await expectNoSeriousA11yViolations(page);
  });

  test("keeps the divisional board disabled until a main board is chosen, then lists its sub-boards", async ({
    page,
  }) => {
    const divisional = page.getByRole("combobox", { name: "Affiliation Divisional Board" });
    await expect(divisional).toHaveAttribute("aria-disabled", "true");
    await expect(page.getByText("Choose a main board first")).toBeVisible();

    await choose(
      page,
      "Main Board",
      "Council for the Indian School Certificate Examinations (CISCE)",
    );
    await expect(divisional).not.toHaveAttribute("aria-disabled", "true");
    await divisional.click();
    await expect(page.getByRole("option")).toHaveText(["ICSE (Class 10)", "ISC (Class 12)"]);
    await page.getByRole("option", { name: "ISC (Class 12)" }).click();
    await expect(divisional).toHaveText("ISC (Class 12)");

    // Another main board clears the divisional board.
    await choose(page, "Main Board", "Central Board of Secondary Education (CBSE)");
    await expect(divisional).not.toHaveText("ISC (Class 12)");
    await divisional.click();
    await expect(page.getByRole("option", { name: "CBSE Regional Office Pune" })).toBeVisible();
    await expect(page.getByRole("option", { name: "ISC (Class 12)" })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expectNoSeriousA11yViolations(page);
  });

  test("creates a board admin, shows the initial password once, and lists the new admin first", async ({
    page,
  }) => {
    const username = `e2e.board.${Date.now().toString(36)}`;
    await page.locator('input[name="username"]').fill(username);
    await page.locator('input[name="email"]').fill(`${username}@board.example`);
    await page.locator('input[name="phone"]').fill("9876501234");
    await choose(page, "Type", "Other");
    await choose(
      page,
      "Main Board",
      "Council for the Indian School Certificate Examinations (CISCE)",
    );
    await choose(page, "Affiliation Divisional Board", "ICSE (Class 10)");
    await page.locator('input[name="first_name"]').fill("Kavitha");
    await page.locator('input[name="last_name"]').fill("Menon");
    const sent = page.waitForRequest((r) => r.url().endsWith("/board-admin/create"));
    await page.getByRole("button", { name: "Submit" }).click();
    // The empty middle name is not sent.
    expect(Object.keys((await sent).postDataJSON()).sort()).toEqual([
      "board_id",
      "email",
      "first_name",
      "last_name",
      "main_board_id",
      "phone",
      "type",
      "username",
    ]);

    await expect(page.getByText("Board admin created successfully")).toBeVisible();
    const dialog = page.getByRole("dialog", { name: "Board admin created" });
    await expect(dialog).toContainText(username);
    await expect(dialog.locator('input[name="initial_password"]')).toHaveValue(/^[A-Za-z0-9]{16}$/);
    await expect(dialog.getByRole("button", { name: "Copy password" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: "Done" }).click();

    await expect(page).toHaveURL(/\/boards$/);
    const first = bodyRows(page).first();
    await expect(dataCells(first)).toHaveText([
      "1",
      username,
      "Other",
      "Council for the Indian School Certificate Examinations (CISCE)",
      "ICSE (Class 10)",
      "Kavitha Menon",
      `${username}@board.example`,
      "9876501234",
      // The status in words beside its toggle, not by colour alone.
      "Active",
    ]);
    await expect(toggleOf(first)).toHaveAttribute(
      "aria-label",
      `Change the status of ${username} (now Active)`,
    );

    // The same username again: 409, shown under the field and as a toast.
    await page.getByRole("link", { name: "+ Add Board Admin" }).click();
    await page.locator('input[name="username"]').fill(username.toUpperCase());
    await page.locator('input[name="email"]').fill(`other.${username}@board.example`);
    await page.locator('input[name="phone"]').fill("9876501235");
    await choose(page, "Type", "Board");
    await choose(
      page,
      "Main Board",
      "Council for the Indian School Certificate Examinations (CISCE)",
    );
    await choose(page, "Affiliation Divisional Board", "ISC (Class 12)");
    await page.locator('input[name="first_name"]').fill("Kavitha");
    await page.locator('input[name="last_name"]').fill("Menon");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("This username is already taken")).toHaveCount(2);
    await expect(page.locator('input[name="username"]')).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/create-board$/);
  });
});
