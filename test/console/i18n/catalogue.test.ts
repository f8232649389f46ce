import polyglotI18nProvider from "ra-i18n-polyglot";
import englishMessages from "ra-language-english";
import { describe, expect, it } from "vitest";
import { validationMessages } from "../../../contract/messages";
import { en } from "../../../src/i18n/en";
import { hi } from "../../../src/i18n/hi";
import {
  catalogueFaults,
  flatten,
  keyFaults,
  placeholderFaults,
  pluralFaults,
  untranslatedFaults,
  type SameAsEnglish,
} from "./catalogueChecks";

/** What Hindi writes as English does, and why: names and codes, nothing else. */
const HINDI_SAME_AS_ENGLISH: SameAsEnglish = {
  "app.brand": "the product's name",
  "app.login.username_placeholder": "the default account's name, typed in Latin letters",
  "ra.boolean.null": "react-admin's blank label of an empty value",
  "ra.page.list": "only the resource's name, translated under resources.*",
  "ra.page.edit": "only the resource's name and the record's, translated elsewhere",
  "ra.page.show": "only the resource's name and the record's, translated elsewhere",
  "dashboard.period.day": "only placeholders: a day, a month's name translated elsewhere, a year",
  "dashboard.charts.month_year": "only placeholders: a month's name translated elsewhere, a year",
};

describe("The Hindi catalogue", () => {
  it("has every key of the English one and no other, each with its placeholders and plural forms, each in Hindi", () => {
    expect(catalogueFaults(en, hi, HINDI_SAME_AS_ENGLISH)).toEqual([]);
  });

  it("holds every react-admin text of the installed ra-language-english and every contract validation message", () => {
    const texts = flatten(hi);
    const needed = [
      ...flatten(englishMessages).keys(),
      ...Object.keys(validationMessages).map((key) => `validation.${key}`),
    ];
    expect(needed.filter((key) => !texts.has(key))).toEqual([]);
  });

  it("serves its texts through react-admin's polyglot, one form for one school and the other for more", () => {
    const { translate } = polyglotI18nProvider(() => hi, "hi");
    expect(translate("app.notifications.pending", { smart_count: 1 })).toBe(
      "1 विद्यालय सत्यापन की प्रतीक्षा में है",
    );
    expect(translate("app.notifications.pending", { smart_count: 3 })).toBe(
      "3 विद्यालय सत्यापन की प्रतीक्षा में हैं",
    );
    expect(translate("ra.action.save")).toBe("सहेजें");
    expect(translate("validation.year_max", { year: 2026 })).toBe("वर्ष 2026 के बाद का नहीं हो सकता");
  });
});

describe("The catalogue checks", () => {
  const english = {
    app: { title: "Schools", count: "%{smart_count} school |||| %{smart_count} schools" },
    brand: "Rollcall",
  };
  const hindi = {
    app: { title: "विद्यालय", count: "%{smart_count} विद्यालय |||| %{smart_count} विद्यालय" },
    brand: "Rollcall",
  };
  const allowed = { brand: "the product's name" };

  it("pass a sound pair", () => {
    expect(catalogueFaults(english, hindi, allowed)).toEqual([]);
  });

  it("report a key of English that the translation lacks", () => {
    const broken = { ...hindi, app: { count: hindi.app.count } };
    expect(keyFaults(english, broken)).toEqual(["missing: app.title"]);
  });

  it("report a key that English lacks, a text where English has a group included", () => {
    expect(keyFaults(english, { ...hindi, extra: "अतिरिक्त" })).toEqual(["not in English: extra"]);
    expect(keyFaults(english, { ...hindi, app: { ...hindi.app, title: { a: "क" } } })).toEqual([
      "missing: app.title",
      "not in English: app.title.a",
    ]);
  });

  it("report a text whose placeholders differ from English's", () => {
    const broken = {
      ...hindi,
      app: { ...hindi.app, count: "%{count} विद्यालय |||| %{smart_count} विद्यालय" },
    };
    expect(placeholderFaults(english, broken)).toEqual([
      "placeholders of app.count: [count, smart_count], English has [smart_count]",
    ]);
  });

  it("report a text with another number of plural forms than English's", () => {
    const broken = { ...hindi, app: { ...hindi.app, count: "%{smart_count} विद्यालय" } };
    expect(pluralFaults(english, broken)).toEqual(["plural forms of app.count: 1, English has 2"]);
  });

  it("report a text left in English unless it is allowed, and an allowance no longer needed", () => {
    const broken = { ...hindi, app: { ...hindi.app, title: "Schools" } };
    expect(untranslatedFaults(english, broken, allowed)).toEqual(["same as English: app.title"]);
    expect(untranslatedFaults(english, hindi, { ...allowed, "app.title": "no reason" })).toEqual([
      "allowed to be English but is not (or no longer exists): app.title",
    ]);
  });

  it("report every fault of a broken pair at once", () => {
    const broken = { app: { title: "Schools", count: "%{n} school" }, extra: "x" };
    expect(catalogueFaults(english, broken, allowed)).toEqual([
      "missing: brand",
      "not in English: extra",
      "placeholders of app.count: [n], English has [smart_count]",
      "plural forms of app.count: 1, English has 2",
      "same as English: app.title",
      "allowed to be English but is not (or no longer exists): brand",
    ]);
  });
});
