import { expect, test, type Page } from "@playwright/test";
import { settledTable, signIn } from "./helpers";

/** Opens a select of the school form by its label and picks an option (the first if none given). */
async function choose(page: Page, label: string, option?: string) {
  await page.getByRole("combobox", { name: label }).click();
  const options = page.getByRole("listbox").getByRole("option");
  await (option ? options.filter({ hasText: option }).first() : options.first()).click();
  await expect(page.getByRole("listbox")).toHaveCount(0);
}

/** A demo school's id and email, as its profile shows them. */
async function demoSchool(page: Page) {
  await page.goto("/school");
  await settledTable(page, "Schools");
  await page.locator('tbody tr a[href^="/school/profile/"]').first().click();
  const emailField = page.locator('dt:text-is("School Email") + dd');
  await expect(emailField).toHaveText(/@/);
  return { id: page.url().split("/").pop(), email: (await emailField.textContent())!.trim() };
}

/** Fills the whole add form for a school with `email`; everything else its own. */
async function fillTwin(page: Page, name: string, email: string) {
  const field = (n: string) => page.locator(`[name="${n}"]`);
  await field("school_name").fill(name);
  await field("school_email").fill(email);
  await choose(page, "School Type", "Public");
  await field("established_year").fill("2004");
  await choose(page, "Main Board");
  await choose(page, "Affiliation Board");
  await choose(page, "Country", "India");
  await choose(page, "State", "Kerala");
  await choose(page, "City", "Kochi");
  await field("pincode").fill("682001");
  await field("school_phone_number").fill(`93${String(Date.now()).slice(-8)}`);
  await field("address").fill("12 MG Road, Ernakulam");
  await field("first_name").fill("Ravi");
  await field("last_name").fill("Kumar");
  await field("email").fill("ravi.kumar@e2e-twin.in");
  await field("phone_number").fill("9876500002");
  await field("latitude").fill("9.931233");
  await field("longitude").fill("76.267304");
  await field("area_radius").fill("300");
}

const sizes = [
  { name: "a desktop (1440x900)", viewport: { width: 1440, height: 900 } },
  { name: "a phone (390x844)", viewport: { width: 390, height: 844 } },
];

for (const size of sizes) {
  test.describe(`School form on ${size.name}`, () => {
    test.use({ viewport: size.viewport });
    test.beforeEach(async ({ page }) => signIn(page));

    test("a double click on 'Save anyway' sends one register call and makes one school", async ({
      page,
    }) => {
      const existing = await demoSchool(page);
      const name = `E2E Double ${size.viewport.width} ${Date.now()}`;
      await page.goto("/school/add/new");
      await fillTwin(page, name, existing.email);
      const registers: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST" && request.url().endsWith("/school/register")) {
          registers.push(request.url());
        }
      });
      await page.getByRole("button", { name: "Save", exact: true }).click();

      const warning = page
        .getByRole("alert")
        .filter({ hasText: "This school may already be registered" });
      // Brought into view, with every match shown: no scroll of its own.
      await expect(warning).toBeInViewport();
      await expect(warning.locator(`a[href="/school/profile/${existing.id}"]`)).toBeVisible();
      if (size.viewport.width < 600) {
        const inner = await warning.evaluate((element) => ({
          overflow: getComputedStyle(element).overflowY,
          cut: element.scrollHeight > element.clientHeight,
        }));
        expect(inner).toEqual({ overflow: "visible", cut: false });
      }
      expect(registers).toHaveLength(1);

      await warning.getByRole("button", { name: "Save anyway" }).dblclick();
      await expect(page.getByText("School registered successfully")).toBeVisible();
      await expect(page).toHaveURL(/\/school$/);
      expect(registers).toHaveLength(2);
      await page.getByPlaceholder("Search school...").fill(name);
      await settledTable(page, "Schools");
      await expect(page.locator("tbody tr")).toHaveCount(1);
      await expect(page.locator("tbody tr").first()).toContainText(name);
    });
  });
}
