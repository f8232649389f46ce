import { afterEach, describe, expect, it, vi } from "vitest";
import { i18nProvider } from "../../../src/providers/i18nProvider";
import { languages } from "../../../src/i18n/locales";
import { formatCount } from "../../../src/common/formatCount";
import { formatDate } from "../../../src/common/formatDate";

describe("i18nProvider", () => {
  afterEach(() => i18nProvider.changeLocale("en"));

  it("reports a key that is not in the catalogue, so that a mistyped key fails a test", () => {
    const report = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(i18nProvider.translate("app.no_such_key")).toBe("app.no_such_key");
    expect(report).toHaveBeenCalledWith('Missing translation for "app.no_such_key"');
  });

  it("translates a server's text given as its own default without reporting it", () => {
    const report = vi.spyOn(console, "error").mockImplementation(() => {});
    const text = "School registered successfully";
    expect(i18nProvider.translate(text, { _: text })).toBe(text);
    expect(report).not.toHaveBeenCalled();
  });

  it("offers English, Hindi and Urdu, each named in its own script, English first", () => {
    expect(i18nProvider.getLocale()).toBe("en");
    expect(i18nProvider.getLocales?.()).toEqual([
      { locale: "en", name: "English" },
      { locale: "hi", name: "हिन्दी" },
      { locale: "ur", name: "اردو" },
    ]);
    expect(languages.map((l) => [l.locale, l.dir])).toEqual([
      ["en", "ltr"],
      ["hi", "ltr"],
      ["ur", "rtl"],
    ]);
  });

  it("reports a key missing in Hindi, as in English", async () => {
    await i18nProvider.changeLocale("hi");
    expect(i18nProvider.translate("app.menu.dashboard")).toBe("डैशबोर्ड");
    const report = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(i18nProvider.translate("app.no_such_key")).toBe("app.no_such_key");
    expect(report).toHaveBeenCalledWith('Missing translation for "app.no_such_key"');
  });

  it("shows what Urdu's partial catalogue lacks in English, without a missing-key error", async () => {
    await i18nProvider.changeLocale("ur");
    const report = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(i18nProvider.translate("app.menu.dashboard")).toBe("ڈیش بورڈ");
    // Each isolated (FIRST STRONG ISOLATE ... POP DIRECTIONAL ISOLATE), as <bdi> would: laid out
    // left to right inside the right-to-left page.
    expect(i18nProvider.translate("app.login.code")).toBe("\u2068Authentication code\u2069");
    expect(i18nProvider.translate("ra.action.delete")).toBe("\u2068Delete\u2069");
    expect(report).not.toHaveBeenCalled();
    // A key in no catalogue is still a mistake, in Urdu too.
    i18nProvider.translate("app.no_such_key");
    expect(report).toHaveBeenCalledWith('Missing translation for "app.no_such_key"');
  });

  it("isolates the values of a text in Urdu (a name, a date, a server's English), not its count", async () => {
    await i18nProvider.changeLocale("ur");
    expect(i18nProvider.translate("app.user_menu.open", { initials: "SA" })).toBe(
      "\u2068SA\u2069، صارف مینو کھولیں",
    );
    // A fallback with its values: the whole text and each value, one form of the plural.
    expect(
      i18nProvider.translate("dashboard.period.resolved", {
        from: "1 Dec 2026",
        to: "8 Dec 2026",
        smart_count: 8,
      }),
    ).toBe("\u2068\u20681 Dec 2026\u2069 to \u20688 Dec 2026\u2069 (8 days)\u2069");
    const message = "School registered successfully";
    expect(i18nProvider.translate(message, { _: message })).toBe(`\u2068${message}\u2069`);
  });

  it("leaves the texts and values of a left-to-right language as they are", async () => {
    await i18nProvider.changeLocale("hi");
    expect(i18nProvider.translate("dashboard.welcome_name", { name: "Asha Rao" })).toBe(
      "स्वागत है, Asha Rao!",
    );
    await i18nProvider.changeLocale("en");
    expect(i18nProvider.translate("dashboard.welcome_name", { name: "Asha Rao" })).toBe(
      "Welcome, Asha Rao!",
    );
  });

  it("falls back to English for a stored language no longer offered", async () => {
    await i18nProvider.changeLocale("fr");
    expect(i18nProvider.translate("app.menu.dashboard")).toBe("Dashboard");
  });

  it("leaves numbers and dates Indian in every language: lakh and crore, dd/mm/yyyy, Latin digits", async () => {
    for (const { locale } of languages) {
      await i18nProvider.changeLocale(locale);
      expect(formatCount(123456789), locale).toBe("12,34,56,789");
      expect(formatDate("2026-11-26"), locale).toBe("26/11/2026");
    }
  });
});
