import { expect, test, type Page } from "@playwright/test";
import type { TranslationMessages } from "ra-core";
import { settledTable, signIn } from "./helpers";
import { en } from "../../src/i18n/en";
import { hi } from "../../src/i18n/hi";

/*
 * School Management's filters and the list's parameters in the URL: a registration range that
 * ends before it starts is refused at its field, in the user's language, and never asked for;
 * a sort the list does not have, typed or pasted in the URL, falls back to the default list; a
 * load the server refuses shows its message, never a count or pager of rows it did not send.
 */

const SIZES = [
  { name: "desktop", viewport: { width: 1440, height: 900 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
];

const LANGUAGES = [
  { code: "en", catalogue: en },
  { code: "hi", catalogue: hi },
];

/** A catalogue's text by its key. */
const text = (catalogue: TranslationMessages, key: string): string => {
  const value = key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue);
  if (typeof value !== "string") throw new Error(`No text for ${key}`);
  return value;
};

/** The list's calls to the server, as their query parameters, from now on. */
function listCalls(page: Page): URLSearchParams[] {
  const calls: URLSearchParams[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith("/school/list")) calls.push(url.searchParams);
  });
  return calls;
}

/**
 * Shows the registration date filters from react-admin's 'Add filter' menu and answers their
 * inputs. Both are shown before either is typed in: a filter added while the one before is on
 * its way to the URL can take it away again (react-admin applies filters after a pause).
 */
async function showDateFilters(page: Page, catalogue: TranslationMessages) {
  const inputs = [];
  for (const key of ["registered_from", "registered_to"]) {
    const label = text(catalogue, `schools.list.filters.${key}`);
    await page.getByRole("button", { name: text(catalogue, "ra.action.add_filter") }).click();
    await page.getByRole("menu").getByText(label, { exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`displayedFilters=[^&]*${key}`));
    inputs.push(page.getByLabel(label, { exact: true }));
  }
  return inputs;
}

/** The list's filter values in the page's URL. */
const filterOf = (page: Page): Record<string, unknown> =>
  JSON.parse(new URL(page.url()).searchParams.get("filter") ?? "{}");

/** Nothing tells a count or offers pages: neither the capped total's words nor a pager. */
async function expectNoCountOrPager(page: Page) {
  await expect(page.getByText(/More than [\d,]+ schools match/)).toHaveCount(0);
  await expect(page.getByText(/\d+[–-]\d+ of \d+/)).toHaveCount(0);
  await expect(page.getByText(/^Showing \d/)).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Pagination" })).toHaveCount(0);
}

for (const size of SIZES) {
  test.describe(`School Management's filters and URL on a ${size.name}`, () => {
    test.use({ viewport: size.viewport });

    for (const language of LANGUAGES) {
      test(`refuses a registration range that ends before it starts at its field, unsent (${language.code})`, async ({
        page,
      }) => {
        const { catalogue } = language;
        await signIn(page);
        if (language.code !== "en") {
          // The language the user chose, as the store keeps it (the menu is tested elsewhere).
          await page.evaluate(
            (code) => localStorage.setItem("RaStore.locale", JSON.stringify(code)),
            language.code,
          );
        }
        await page.goto("/school");
        await expect(page.locator("html")).toHaveAttribute("lang", language.code);
        await settledTable(page, text(catalogue, "schools.list.table"));
        const [from, to] = await showDateFilters(page, catalogue);
        await from.fill("2026-10-01");
        await expect.poll(() => filterOf(page).registered_from).toBe("2026-10-01");
        await settledTable(page, text(catalogue, "schools.list.table"));

        const calls = listCalls(page);
        await to.fill("2026-09-01");
        await expect(to).toHaveAccessibleDescription(
          text(catalogue, "validation.registration_range_invalid"),
        );
        await expect(to).toHaveAttribute("aria-invalid", "true");
        // Past the filters' pause: the list was not asked for the range, nor did its URL take it.
        await page.waitForTimeout(1_000);
        expect(calls.filter((call) => call.has("registered_to"))).toEqual([]);
        expect(filterOf(page)).not.toHaveProperty("registered_to");
        await expect(page.getByRole("alert")).toHaveCount(0);

        // A day after the start is taken, and the message goes.
        await to.fill("2026-12-31");
        await expect.poll(() => filterOf(page).registered_to).toBe("2026-12-31");
        await expect(to).not.toHaveAttribute("aria-invalid", "true");
        await settledTable(page, text(catalogue, "schools.list.table"));
        expect(calls.some((call) => call.get("registered_to") === "2026-12-31")).toBe(true);
      });
    }

    test("a sort or order the list does not have, in the URL, gives the default list", async ({
      page,
    }) => {
      await signIn(page);
      await page.goto("/school");
      const table = await settledTable(page, "Schools");
      const showing = page.getByText(/^Showing 1 to 10 of [\d,]+ entries$/);
      const total = await showing.textContent();
      const first = await table.locator("tbody tr").first().textContent();

      // Neither known; a sort the list does not have; an order it does not have.
      for (const query of [
        "sort=evil&order=xx",
        "sort=evil&order=ASC",
        "sort=school_name&order=up",
      ]) {
        await page.goto(`/school?${query}`);
        await expect(page).not.toHaveURL(/sort=|order=/);
        await settledTable(page, "Schools");
        await expect(page.getByRole("alert")).toHaveCount(0);
        await expect(page.getByText("The list sorts only by", { exact: false })).toHaveCount(0);
        await expect(showing).toHaveText(total!);
        await expect(table.locator("tbody tr").first()).toHaveText(first!);
      }
    });

    test("a load the server refuses shows its message, and no count or pager", async ({ page }) => {
      await signIn(page);
      const filter = encodeURIComponent(
        JSON.stringify({ registered_from: "2026-10-01", registered_to: "2026-09-01" }),
      );
      await page.goto(`/school?filter=${filter}`);
      const failed = page.getByRole("alert").filter({ hasText: "The list could not be loaded." });
      await expect(failed).toContainText("The registration date range cannot end before it starts");
      await expectNoCountOrPager(page);
      // The field says it too.
      await expect(page.getByLabel("Registered to", { exact: true })).toHaveAccessibleDescription(
        "The registration date range cannot end before it starts",
      );
    });
  });
}
