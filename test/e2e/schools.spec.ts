import { expect, test, type Locator, type Page } from "@playwright/test";
import {
  printedTitles,
  recordPrints,
  dataCells,
  E2E_ADMIN,
  expectNoSeriousA11yViolations,
  filterSchoolsByStatus,
  seedSchools,
  settledTable,
  signIn,
} from "./helpers";
import { choose, fillSchoolDetails } from "./schoolForm";

/** A real 1x1 PNG, a minimal PDF and a CSV: the server checks the content, not only the name. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
  "latin1",
);
const CSV = Buffer.from("class,boys,girls\n1,20,22\n2,18,25\n");

const rows = (page: Page) => page.locator("tbody tr");
const cell = (row: Locator, index: number) => dataCells(row).nth(index);
const showing = (page: Page) =>
  page.getByText(/^Showing \d[\d,]* to \d[\d,]* of \d[\d,]* entries$/);

/** N of 'Showing a to b of N entries'. */
async function totalEntries(page: Page): Promise<number> {
  const text = (await showing(page).textContent()) ?? "";
  return Number(text.replace(/.* of ([\d,]+) entries/, "$1").replace(/,/g, ""));
}

/** The name of the first school of the list's first page with an image and a document. */
async function schoolWithFiles(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem("token"));
  const get = async (url: string) => {
    const response = await page.request.get(url, { headers: { Authorization: `Bearer ${token}` } });
    expect(response.ok(), url).toBe(true);
    return (await response.json()).resources.data;
  };
  const list: { school_id: number; school_name: string }[] = await get(
    "/v1/super-admin/school/list?page=1&limit=50",
  );
  for (const school of list) {
    const detail = await get(`/v1/super-admin/school/${school.school_id}`);
    if (detail.assets.school_image.length > 0 && detail.assets.document.length > 0)
      return school.school_name;
  }
  throw new Error("No school of the list's first page has an image and a document");
}

async function openList(page: Page) {
  await page.goto("/school");
  await expect(page.getByRole("heading", { name: "School Management" })).toBeVisible();
  await settledTable(page, "Schools");
  await expect(rows(page)).toHaveCount(10);
}

test.describe("School Management list", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
    await openList(page);
  });

  test("shows the cards, the columns, Sl No. from 1 and the entries of the demo data", async ({
    page,
  }) => {
    await expect(page.getByRole("link", { name: "+ Add New School" })).toHaveAttribute(
      "href",
      "/school/add/new",
    );
    await expect(page.getByPlaceholder("Search school...")).toBeVisible();
    for (const card of [
      "Total Students",
      "Present Students",
      "Total Teachers",
      "Present Teachers",
    ]) {
      await expect(page.getByText(card, { exact: true })).toBeVisible();
    }
    for (const header of [
      "Sl No.",
      "School Name",
      "Admin",
      "Location",
      "Students",
      "Registered",
      "Verify",
      "Action",
    ]) {
      // A sortable column's header is named by its sort button's words too.
      await expect(page.getByRole("columnheader", { name: header }).first()).toBeVisible();
    }
    await expect(cell(rows(page).first(), 0)).toHaveText("1");
    await expect(cell(rows(page).last(), 0)).toHaveText("10");
    expect(await totalEntries(page)).toBeGreaterThanOrEqual(250);
    await expect(showing(page)).toHaveText(/^Showing 1 to 10 of /);
    const first = rows(page).first();
    const id = (await cell(first, 1).getByRole("link").getAttribute("href"))?.split("/").pop();
    await expect(cell(first, 2).getByRole("link")).toHaveAttribute("href", `/school/profile/${id}`);
    await expect(cell(first, 3)).toHaveText(/^[^,]+, [^,]+$/);
    await expect(cell(first, 4)).toHaveText(/^\d{1,3}(,\d\d)*(,\d{3})?$|^\d+$/);
    await expectNoSeriousA11yViolations(page);
  });

  test("continues Sl No. on the next page", async ({ page }) => {
    const firstName = await cell(rows(page).first(), 1).textContent();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(cell(rows(page).first(), 0)).toHaveText("11");
    await expect(showing(page)).toHaveText(/^Showing 11 to 20 of /);
    await expect(cell(rows(page).first(), 1)).not.toHaveText(firstName ?? "");
    await page.getByRole("button", { name: "Previous" }).click();
    await expect(cell(rows(page).first(), 0)).toHaveText("1");
  });

  test("offline, a search shows its error and Retry, not endless loading; online again, it loads by itself", async ({
    page,
    context,
  }) => {
    await context.setOffline(true);
    await page.getByPlaceholder("Search school...").fill("school");
    const main = page.locator("#main-content");
    const failed = main.getByText("Cannot reach the server. Check your connection and try again.");
    await expect(failed).toBeVisible();
    await expect(page.getByLabel("Loading the list")).toHaveCount(0);
    const retry = main.getByRole("button", { name: "Retry" });
    // Retry while still offline asks again and shows the error again.
    const asked = page.waitForEvent("requestfailed", (r) => r.url().includes("/school/list"));
    await retry.click();
    await asked;
    await expect(failed).toBeVisible();

    // Back online, the list asks again without Retry (react-query's reconnect refetch).
    await context.setOffline(false);
    await expect(rows(page).first()).toContainText(/school/i);
    await expect(failed).toHaveCount(0);
  });

  test("the status filter and the search narrow the list, each back to page 1", async ({
    page,
  }) => {
    const all = await totalEntries(page);
    await page.getByRole("button", { name: "Next" }).click();
    await expect(cell(rows(page).first(), 0)).toHaveText("11");

    await filterSchoolsByStatus(page, "Pending");
    await expect(cell(rows(page).first(), 0)).toHaveText("1");
    // The demo data has more than a page of pending schools: a failed read fails the test.
    await expect(showing(page)).toBeVisible();
    const pending = await totalEntries(page);
    expect(pending).toBeGreaterThan(0);
    expect(pending).toBeLessThan(all);
    // Every pending (unverified) school offers its Verify button.
    for (const row of await rows(page).all()) {
      await expect(cell(row, 6).getByRole("button", { name: /^Verify / })).toBeVisible();
    }

    await filterSchoolsByStatus(page, "All Status");
    await expect(showing(page)).toHaveText(new RegExp(`of ${all.toLocaleString("en-IN")} entries`));
    const name = (await cell(rows(page).nth(3), 1).textContent())!;
    await page.getByPlaceholder("Search school...").fill(name);
    await expect(cell(rows(page).first(), 1)).toHaveText(name);
    expect(await rows(page).count()).toBeLessThan(10);

    await page.getByPlaceholder("Search school...").fill("no school is called this zzqx");
    await expect(page.getByText("No Data Found!")).toBeVisible();
    await expect(page.getByRole("button", { name: "Next" })).toHaveCount(0);
  });

  test("verifies a school once, behind the confirmation and the overlay", async ({ page }) => {
    await filterSchoolsByStatus(page, "Pending");
    await expect(cell(rows(page).first(), 0)).toHaveText("1");
    // The first school on the page still to verify (other specs verify some on the way).
    const row = rows(page)
      .filter({ has: page.getByRole("button", { name: /^Verify / }) })
      .first();
    const name = (await cell(row, 1).textContent())!;
    const verify = page.getByRole("button", { name: `Verify ${name}` });

    await verify.click();
    const dialog = page.getByRole("dialog", { name: "Confirmation" });
    await expect(dialog).toContainText(
      "This is one time verification. Are you sure you want to proceed with this?",
    );
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(verify).toBeVisible();

    // Hold the call to see the blocking overlay while it runs.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/v1/super-admin/school/approve", async (route) => {
      await held;
      await route.continue();
    });
    await verify.click();
    await dialog.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByText("Verifying status..")).toBeVisible();
    release();
    await expect(page.getByText("School verified successfully")).toBeVisible();
    await expect(page.getByText("Verifying status..")).toBeHidden();
    // Reloaded: the school left the pending list; searched for, it shows the green tick.
    await expect(page.getByRole("button", { name: `Verify ${name}` })).toHaveCount(0);
    await filterSchoolsByStatus(page, "All Status");
    await page.getByPlaceholder("Search school...").fill(name);
    const found = rows(page).filter({ hasText: name }).first();
    await expect(cell(found, 6)).toHaveText("Verified");
    await expect(cell(found, 6).getByRole("button")).toHaveCount(0);
  });

  test("toggles the status after the confirmation, with the server's message", async ({ page }) => {
    const button = cell(rows(page).first(), 7).getByRole("button");
    const before = (await button.getAttribute("aria-label"))!;
    const wasActive = / is Active:/.test(before);
    await button.click();
    const dialog = page.getByRole("dialog", { name: "Confirm Action" });
    await expect(dialog).toContainText("Are you sure you want to update the status?");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(button).toHaveAttribute("aria-label", before);

    await button.click();
    await dialog.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByText("School status updated successfully")).toBeVisible();
    await expect(button).toHaveAttribute("aria-label", wasActive ? / is Pending:/ : / is Active:/);
  });
});

test.describe("School Profile", () => {
  test.beforeEach(async ({ page }) => {
    await recordPrints(page);
    await signIn(page);
    await openList(page);
  });

  test("shows the school's fields, downloads a document under its name and prints", async ({
    page,
  }) => {
    // A school with an image and documents, as the demo data's are: the list's newest may be one
    // another test registered without them.
    const name = await schoolWithFiles(page);
    await page.getByPlaceholder("Search school...").fill(name);
    const row = rows(page).filter({ hasText: name }).first();
    await expect(cell(row, 1)).toHaveText(name);
    await cell(row, 1).getByRole("link").click();
    await expect(page).toHaveURL(/\/school\/profile\/\d+$/);
    const id = page.url().split("/").pop();
    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
    await expect(page.getByText(/^(Public|Private)$/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to schools" })).toHaveAttribute(
      "href",
      "/school",
    );
    await expect(page.getByRole("link", { name: "Edit School" })).toHaveAttribute(
      "href",
      `/school/edit/${id}`,
    );
    for (const label of [
      "Established Year",
      "Affiliation Board",
      "Address",
      "School Email",
      "School Phone Number",
      "Alternate Mobile",
      "Website",
      "Name",
      "Employee Id",
      "Email",
      "Mobile Number",
      "Latitude",
      "Longitude",
      "Area Radius (meters)",
    ]) {
      await expect(
        page.locator("dt", { hasText: new RegExp(`^${label.replace(/[()]/g, "\\$&")}$`) }),
      ).toBeVisible();
    }
    await expect(page.locator("dd", { hasText: /^-?\d+\.\d{6,}$/ }).first()).toBeVisible();
    await expect(page.getByRole("img", { name: `Image of ${name}` })).toBeVisible();

    const link = page.getByRole("link", { name: /^Download Document_1 / });
    const fileName = (await link.getAttribute("download"))!;
    expect(fileName).toMatch(/\.(pdf|csv)$/);
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe(fileName);

    const title = await page.title();
    await page.getByRole("button", { name: "Print Profile" }).click();
    await expect.poll(() => printedTitles(page)).toEqual(["school_profile"]);
    await expect(page).toHaveTitle(title);
    await expectNoSeriousA11yViolations(page);

    // On paper: the profile without the shell and without the buttons.
    await page.emulateMedia({ media: "print" });
    await expect(page.locator("header").first()).toBeHidden();
    await expect(page.locator("#sidebar")).toBeHidden();
    await expect(page.getByRole("button", { name: "Print Profile" })).toBeHidden();
    await expect(page.getByRole("link", { name: "Edit School" })).toBeHidden();
    await expect(page.getByRole("link", { name: "Back to schools" })).toBeHidden();
    await expect(page.locator("footer")).toBeHidden();
    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
    await expect(page.locator("dt", { hasText: /^Established Year$/ })).toBeVisible();
    await page.emulateMedia({ media: "screen" });
    await expect(page.getByRole("button", { name: "Print Profile" })).toBeVisible();
  });

  test("an unknown school shows a readable empty state", async ({ page }) => {
    await page.goto("/school/profile/999999999");
    await expect(page.getByText("This school could not be loaded.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to schools" })).toBeVisible();
  });
});

test.describe("School form", () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test("adds a school with an image and two documents, finds it, edits it", async ({ page }) => {
    const name = `E2E Academy ${Date.now()}`;
    await page.goto("/school");
    await page.getByRole("link", { name: "+ Add New School" }).click();
    await expect(page).toHaveURL(/\/school\/add\/new$/);
    await expect(page.getByRole("heading", { name: "Add School" })).toBeVisible();
    await expect(page.locator('[name="employee_number"]')).toHaveValue("Auto-generated");
    await expect(
      page.getByText("Employee ID will be automatically generated when the school is created"),
    ).toBeVisible();
    await expect(page.locator('[name="state_id"]')).toBeDisabled();
    await expect(page.locator('[name="first_name"]')).toBeDisabled();

    await fillSchoolDetails(page, name, "office@e2e-academy.in", "9876543210");
    await expect(page.locator('[name="first_name"]')).toBeEnabled();
    await page.locator('[name="first_name"]').fill("Meera");
    await page.locator('[name="last_name"]').fill("Nair");
    await page.locator('[name="email"]').fill("meera.nair@e2e-academy.in");
    await page.locator('[name="phone_number"]').fill("9876500001");
    await page.locator('[name="latitude"]').fill("9.931233");
    await page.locator('[name="longitude"]').fill("76.267304");
    await page.locator('[name="area_radius"]').fill("300");

    await page
      .locator('input[name="school_image"]')
      .setInputFiles({ name: "front.png", mimeType: "image/png", buffer: PNG });
    await expect(page.getByRole("img", { name: "Preview of front.png" })).toBeVisible();
    await page.locator('input[name="school_documents"]').setInputFiles([
      { name: "licence.pdf", mimeType: "application/pdf", buffer: PDF },
      { name: "fees.csv", mimeType: "text/csv", buffer: CSV },
    ]);
    await expect(page.getByRole("button", { name: "Remove licence.pdf" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Remove fees.csv" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("School registered successfully")).toBeVisible();
    await expect(page).toHaveURL(/\/school$/);

    await page.getByPlaceholder("Search school...").fill(name);
    await expect(rows(page)).toHaveCount(1);
    await expect(cell(rows(page).first(), 1)).toHaveText(name);
    await expect(cell(rows(page).first(), 2)).toHaveText("Meera Nair");
    await expect(cell(rows(page).first(), 3)).toHaveText("Kerala, Kochi");
    await cell(rows(page).first(), 1).getByRole("link").click();
    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
    await expect(
      page.getByRole("link", { name: "Download Document_1 (licence.pdf)" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Download Document_2 (fees.csv)" })).toBeVisible();
    await expect(page.getByRole("img", { name: `Image of ${name}` })).toBeVisible();
    await expect(page.locator("dd", { hasText: "9.931233" })).toBeVisible();
    const id = page.url().split("/").pop();

    await page.getByRole("link", { name: "Edit School" }).click();
    await expect(page).toHaveURL(new RegExp(`/school/edit/${id}$`));
    await expect(page.locator('[name="school_name"]')).toHaveValue(name);
    await expect(page.locator('[name="employee_number"]')).toHaveValue(/\S/);
    await expect(page.locator('[name="employee_number"]')).not.toHaveValue("Auto-generated");
    // The city is a search as you type: its box shows the city's name.
    await expect(page.locator('[name="city_id"]')).toHaveValue("Kochi");
    await page.getByRole("button", { name: "Remove fees.csv" }).click();
    await page.locator('[name="website"]').fill("https://e2e-academy.in");
    await page.locator('[name="latitude"]').fill("9.931200");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(new RegExp(`/school/profile/${id}$`));
    await expect(page.locator("dd", { hasText: "https://e2e-academy.in" })).toBeVisible();
    await expect(page.locator("dd", { hasText: "9.931200" })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Download .*fees\.csv/ })).toHaveCount(0);
    // The profile's History says what the edit removed.
    await expect(page.getByRole("table", { name: "Audit events" })).toContainText(
      "removed fees.csv",
    );
    await expect(
      page.getByRole("link", { name: "Download Document_1 (licence.pdf)" }),
    ).toBeVisible();
  });

  test("shows the rules' messages under the fields and stays on the form", async ({ page }) => {
    await page.goto("/school/add/new");
    await page.locator('[name="pincode"]').fill("12345");
    await page.locator('[name="school_phone_number"]').fill("987654321");
    await page.locator('[name="latitude"]').fill("12.123");
    await page.locator('[name="website"]').fill("ftp://example.com");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Pincode must be exactly 6 digits")).toBeVisible();
    await expect(page.getByText("Phone number must be valid 10 digits number")).toBeVisible();
    await expect(page.getByText("Latitude must have at least 6 decimal places")).toBeVisible();
    await expect(page.getByText("Invalid website URL")).toBeVisible();
    await expect(page.getByText("School name is required")).toBeVisible();
    await expect(page).toHaveURL(/\/school\/add\/new$/);
    await expect(page.locator('[name="pincode"]')).toHaveValue("12345");
    await expectNoSeriousA11yViolations(page);
  });

  test("the state and city follow the country and state, and clear when they change", async ({
    page,
  }) => {
    await page.goto("/school/add/new");
    const field = (n: string) => page.locator(`[name="${n}"]`);
    await expect(field("state_id")).toBeDisabled();
    await expect(field("city_id")).toBeDisabled();
    await choose(page, "Country", "India");
    await expect(field("state_id")).toBeEnabled();
    await choose(page, "State", "Kerala");
    await choose(page, "City", "Kochi");
    // Another country clears the state and the city; the city waits for a new state.
    await page.getByRole("combobox", { name: "Country" }).click();
    await page.getByRole("option").filter({ hasNotText: "India" }).first().click();
    await expect(field("state_id")).toHaveValue("");
    await expect(field("city_id")).toHaveValue("");
    await expect(field("city_id")).toBeDisabled();
  });

  test("keeps what was typed when the session ends, and restores it after signing in", async ({
    page,
  }) => {
    await page.goto("/school/add/new");
    await page.locator('[name="school_name"]').fill("Draft Public School");
    await page.locator('[name="pincode"]').fill("560001");
    // The session ends on the server; the next call answers 401.
    await page.evaluate(() => localStorage.setItem("token", "expired-session"));
    await choose(page, "Country", "India");
    await expect(page.getByRole("heading", { name: "Super Admin Portal" })).toBeVisible();
    await expect(page.getByText("Your session has expired. Please sign in again.")).toBeVisible();
    await page.locator('input[name="username"]').fill(E2E_ADMIN.username);
    await page.locator('input[name="password"]').fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/school\/add\/new$/);
    await expect(page.locator('[name="school_name"]')).toHaveValue("Draft Public School");
    await expect(page.locator('[name="pincode"]')).toHaveValue("560001");
    await expect(page.locator('[name="country_id"]')).toHaveValue(/\d+/);
  });

  test("a duplicate registration shows the match and can be saved anyway", async ({ page }) => {
    // A school of the demo data, and its email as its profile shows it.
    await page.goto("/school");
    await settledTable(page, "Schools");
    const existing = rows(page).first().locator('a[href^="/school/profile/"]').first();
    const existingName = (await existing.textContent())!.trim();
    await existing.click();
    await expect(page.getByRole("heading", { name: existingName, level: 1 })).toBeVisible();
    const id = page.url().split("/").pop();
    const emailField = page.locator('dt:text-is("School Email") + dd');
    // The list's row shows first; the email comes with the profile's own answer.
    await expect(emailField).toHaveText(/@/);
    const email = (await emailField.textContent())!.trim();

    const name = `E2E Twin ${Date.now()}`;
    await page.goto("/school/add/new");
    await fillSchoolDetails(page, name, "office@e2e-academy.in", "9876543210");
    // The same email in other letters; everything else its own.
    await page.locator('[name="school_email"]').fill(email.toUpperCase());
    await page.locator('[name="school_phone_number"]').fill(`91234${String(Date.now()).slice(-5)}`);
    await page.locator('[name="first_name"]').fill("Ravi");
    await page.locator('[name="last_name"]').fill("Kumar");
    await page.locator('[name="email"]').fill("ravi.kumar@e2e-twin.in");
    await page.locator('[name="phone_number"]').fill("9876500002");
    await page.locator('[name="latitude"]').fill("9.931233");
    await page.locator('[name="longitude"]').fill("76.267304");
    await page.locator('[name="area_radius"]').fill("300");
    await page.getByRole("button", { name: "Save", exact: true }).click();

    const warning = page
      .getByRole("alert")
      .filter({ hasText: "This school may already be registered" });
    await expect(warning).toBeVisible();
    const match = warning.getByRole("link", { name: `${existingName} (opens in a new tab)` });
    await expect(match).toHaveAttribute("href", `/school/profile/${id}`);
    await expect(match).toHaveAttribute("target", "_blank");
    await expect(warning).toContainText("same school email");
    await expect(page).toHaveURL(/\/school\/add\/new$/);
    await expectNoSeriousA11yViolations(page);

    await warning.getByRole("button", { name: "Save anyway" }).click();
    await expect(page.getByText("School registered successfully")).toBeVisible();
    await expect(page).toHaveURL(/\/school$/);
    await page.getByPlaceholder("Search school...").fill(name);
    await expect(rows(page)).toHaveCount(1);
  });
});

/*
 * Last in this file: the schools these tests register are the newest, first on the list that
 * the tests above open.
 */

/** Select all, across the list's pages, then a bulk verification of every school selected. */
async function selectAllAndVerify(page: Page, word: string) {
  const count = 14;
  await seedSchools(page, word, count);
  await openList(page);
  await page.getByPlaceholder("Search school...").fill(word);
  await expect(showing(page)).toHaveText(`Showing 1 to 10 of ${count} entries`);
  await settledTable(page, "Schools");
  await page.locator("thead").getByRole("checkbox").check();
  await expect(page.getByText("10 items selected")).toBeVisible();
  await page.getByRole("button", { name: "Select all", exact: true }).click();
  await expect(page.getByText(`${count} items selected`)).toBeVisible();

  const requests: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/school/bulk-approve")) requests.push(r.postData() ?? "");
  });
  await page.getByRole("button", { name: "Verify selected" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(`Verify ${count} schools?`);
  const answered = page.waitForResponse((r) => r.url().includes("/school/bulk-approve"));
  await dialog.getByRole("button", { name: "Confirm" }).click();
  expect((await answered).status()).toBe(200);
  await expect(page.getByText(`${count} changed`, { exact: true })).toBeVisible();
  expect(requests).toHaveLength(1);
  expect(new Set(JSON.parse(requests[0]).ids).size).toBe(count);
  // Every one of them, on the second page as on the first, is verified now.
  await page.locator('select[name="admin_approval"]').selectOption({ label: "Pending" });
  await expect(page).toHaveURL(/admin_approval/);
  await expect(page.getByText("No Data Found!")).toBeVisible();
}

test.describe("School Management's Select all, on a desktop", () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  test.beforeEach(async ({ page }) => signIn(page));

  test("selects the schools of every page and verifies them all in one action", async ({
    page,
  }) => {
    await selectAllAndVerify(page, "Zephyrdesk");
  });
});

test.describe("School Management's Select all, on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.beforeEach(async ({ page }) => signIn(page));

  test("selects the schools of every page and verifies them all in one action", async ({
    page,
  }) => {
    await selectAllAndVerify(page, "Zephyrphone");
  });
});
