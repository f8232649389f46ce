import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { act, render, screen, waitFor } from "@testing-library/react";
import type { StringMap } from "react-admin";
import { hi } from "../../../src/i18n/hi";
import { imports } from "../../../src/i18n/hi/imports";
import { schools } from "../../../src/i18n/hi/schools";
import { i18nProvider } from "../../../src/providers/i18nProvider";
import { importRoutes } from "../../../src/imports";
import { schoolRoutes } from "../../../src/schools";
import { fakeApi, ScreenHarness } from "../harness";
import { detail, lookups } from "../schools/fixtures";
import { flatten } from "./catalogueChecks";
import { untranslated } from "./untranslated";

/*
 * Hindi from end to end: on the screens below, no text and no accessible name (aria-label,
 * title, alt, placeholder) is left in English. A key missing from the catalogue fails any test
 * that shows it (src/i18n/missingKey.ts); these find the words that never went through the
 * catalogue, such as a library's own 'file upload' on a file input.
 */

const DEVANAGARI = "[\\u0900-\\u097F]";

/** What the Hindi catalogue itself writes in Latin letters only (CSV, UDISE+, ...). */
const latinInHindi = [...flatten(hi as StringMap).values()].filter(
  (text) => !new RegExp(DEVANAGARI).test(text),
);

/** Every string of the fixtures: the screens' data, shown as it is in every language. */
const dataOf = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : value && typeof value === "object"
      ? Object.values(value).flatMap(dataOf)
      : [];

/** The faults of the screen on show, its data allowed (and the harness's own location). */
const inHindi = (data: unknown = {}) =>
  untranslated(document.body, {
    script: DEVANAGARI,
    allowed: [...latinInHindi, ...dataOf(data), screen.getByTestId("location").textContent!],
  });

const renderAt = (path: string, answers: Parameters<typeof fakeApi>[0] = {}) => {
  const { dataProvider } = fakeApi({
    "GET /v1/super-admin/school/import?": { data: [], total: 0 },
    ...lookups,
    ...answers,
  });
  render(
    <ScreenHarness
      routes={[...importRoutes, ...schoolRoutes]}
      path={path}
      dataProvider={dataProvider}
    />,
  );
};

describe("the screens in Hindi", () => {
  beforeEach(async () => {
    localStorage.setItem("token", "session");
    await act(() => i18nProvider.changeLocale("hi"));
  });
  afterEach(async () => {
    // The catalogue in use is the module's, shared by the tests: back to English.
    await act(() => i18nProvider.changeLocale("en"));
  });

  it("the import page has no English left, in its texts or its accessible names", async () => {
    renderAt("/school/import");
    await screen.findByRole("heading", { level: 1, name: imports.title });
    await screen.findByRole("button", { name: imports.upload.label });
    expect(inHindi()).toEqual([]);
    // The file input is named by its box, in Hindi (react-dropzone names it 'file upload').
    expect(document.querySelector('input[type="file"]')).toHaveAccessibleName(imports.upload.label);
  });

  it("the empty school form has no English left, its file inputs named in Hindi", async () => {
    renderAt("/school/add/new");
    await screen.findByRole("heading", { level: 1, name: schools.screens.form.add_title });
    expect(inHindi()).toEqual([]);
    for (const input of document.querySelectorAll('input[type="file"]')) {
      expect(input).toHaveAccessibleName(/[\u0900-\u097F]/);
    }
  });

  it("the school form holding a school has no English left but the school's own", async () => {
    renderAt(`/school/edit/${detail.school_id}`, {
      [`GET /v1/super-admin/school/${detail.school_id}`]: { data: detail },
    });
    await waitFor(() =>
      expect(document.querySelector('[name="school_name"]')).toHaveValue(detail.school_name),
    );
    expect(inHindi([detail, lookups])).toEqual([]);
  });
});

describe("the check for English left on a screen", () => {
  it("finds a text, and an accessible name that no text shows", () => {
    document.body.innerHTML = `
      <p>विद्यालय जोड़ें</p><p>Add school</p>
      <input aria-label="file upload"><img alt="चित्र"><span title="Remove">x</span>
      <input placeholder="खोजें">`;
    expect(
      untranslated(document.body, { script: DEVANAGARI, allowed: ["x"], texts: true }),
    ).toEqual([
      'aria-label="file upload" on <input>',
      'title="Remove" on <span>',
      '"Add school" in <p>',
    ]);
    expect(untranslated(document.body, { script: DEVANAGARI, texts: false })).toEqual([
      'aria-label="file upload" on <input>',
      'title="Remove" on <span>',
    ]);
    document.body.innerHTML = "";
  });
});
