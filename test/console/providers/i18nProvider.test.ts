import { describe, expect, it, vi } from "vitest";
import { i18nProvider } from "../../../src/providers/i18nProvider";

describe("i18nProvider", () => {
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
});
