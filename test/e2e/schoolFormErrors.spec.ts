import { expect, test, type Locator, type Page } from "@playwright/test";
import { seedSchools, signIn } from "./helpers";
import { validationMessages as m } from "../../contract/messages";

/*
 * A Save that the form's rules refuse brings the first refused field into view and focuses it,
 * with its message, wherever the page was: below the window, under the sticky Save bar, or under
 * the fixed header.
 */

const SIZES = [
  { name: "desktop", viewport: { width: 1440, height: 900 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
];

/** Scrolls the page so that the top of `field` is `fromTop` px below the window's top. */
const scrollFieldTo = (field: Locator, fromTop: (windowHeight: number) => number) =>
  field.evaluate((element, offset) => {
    const top = element.getBoundingClientRect().top + window.scrollY;
    window.scrollTo(0, top - offset);
  }, fromTop(field.page().viewportSize()!.height));

/** What the user sees at the middle of an element: itself, not a bar drawn over it. */
const seenAtItsMiddle = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const middle = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    if (middle.y < 0 || middle.y > window.innerHeight) return false;
    const seen = document.elementFromPoint(middle.x, middle.y);
    return !!seen && element.contains(seen);
  });

/** The field has the focus and the user sees it, and its message under it. */
async function expectShownAndFocused(page: Page, name: string, message: string) {
  const field = page.locator(`[name="${name}"]`);
  await expect(field).toBeFocused();
  await expect(field).toHaveAccessibleDescription(message);
  const messageId = await field.getAttribute("aria-describedby");
  await expect.poll(() => seenAtItsMiddle(field), `${name} is seen`).toBe(true);
  await expect
    .poll(() => seenAtItsMiddle(page.locator(`[id="${messageId}"]`)), `${name}'s message is seen`)
    .toBe(true);
}

for (const size of SIZES) {
  test.describe(`School form's refused Save on a ${size.name}`, () => {
    test.use({ viewport: size.viewport });

    test("scrolls to the first refused field and focuses it, clear of the header and the Save bar", async ({
      page,
    }) => {
      await signIn(page);
      const [id] = await seedSchools(page, `Scroll${Date.now()}`, 1);
      await page.goto(`/school/edit/${id}`);
      const latitude = page.locator('[name="latitude"]');
      await expect(latitude).toHaveValue("12.300000");
      const save = page.getByRole("button", { name: "Save" });

      // Latitude with two decimals, far below the window: Save scrolls down to it.
      await latitude.fill("12.34");
      await page.evaluate(() => window.scrollTo(0, 0));
      await save.click();
      await expectShownAndFocused(page, "latitude", m.latitude_decimals);

      // The same field just under the sticky Save bar, where the focus alone left it hidden.
      await scrollFieldTo(latitude, (height) => height - 40);
      expect(await seenAtItsMiddle(latitude), "under the Save bar").toBe(false);
      await save.click();
      await expectShownAndFocused(page, "latitude", m.latitude_decimals);

      // The first refused field just under the fixed header.
      await latitude.fill("12.340000");
      const email = page.locator('[name="school_email"]');
      await email.fill("office@");
      await scrollFieldTo(email, () => 30);
      expect(await seenAtItsMiddle(email), "under the header").toBe(false);
      await save.click();
      await expectShownAndFocused(page, "school_email", m.email_invalid);
      await expect(page).toHaveURL(new RegExp(`/school/edit/${id}$`));
    });
  });
}
