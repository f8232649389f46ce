import { expect, type Page } from "@playwright/test";

/** Opens a select of the school form by its label and picks an option (the first if none given). */
export async function choose(page: Page, label: string, option?: string) {
  await page.getByRole("combobox", { name: label }).click();
  const options = page.getByRole("listbox").getByRole("option");
  await (option ? options.filter({ hasText: option }).first() : options.first()).click();
  await expect(page.getByRole("listbox")).toHaveCount(0);
}

/**
 * Fills the school's own fields of the form (not the principal's, not the files): a school named
 * `name`, with `email` and `phone`.
 */
export async function fillSchoolDetails(page: Page, name: string, email: string, phone: string) {
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
  await field("school_phone_number").fill(phone);
  await field("address").fill("12 MG Road, Ernakulam");
}

/**
 * Fills the whole add form: a school named `name`, with `email`; its phone number is new, so it
 * matches another school only where `email` does.
 */
export async function fillSchoolForm(page: Page, name: string, email: string) {
  const field = (n: string) => page.locator(`[name="${n}"]`);
  await fillSchoolDetails(page, name, email, `93${String(Date.now()).slice(-8)}`);
  await field("first_name").fill("Ravi");
  await field("last_name").fill("Kumar");
  await field("email").fill("ravi.kumar@e2e-school.in");
  await field("phone_number").fill("9876500002");
  await field("latitude").fill("9.931233");
  await field("longitude").fill("76.267304");
  await field("area_radius").fill("300");
}
