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
    expect(i18nProvider.translate("app.login.code")).toBe("Authentication code");
    expect(i18nProvider.translate("ra.action.delete")).toBe("Delete");
    expect(report).not.toHaveBeenCalled();
    // A key in no catalogue is still a mistake, in Urdu too.
    i18nProvider.translate("app.no_such_key");
    expect(report).toHaveBeenCalledWith('Missing translation for "app.no_such_key"');
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
