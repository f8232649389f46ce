import { describe, expect, it } from "vitest";
import type { Translation } from "../../../src/i18n/translation";
import type { TranslationMessages } from "react-admin";

/**
 * The type the Hindi files are written with: the compiler (`npm run typecheck`) refuses a
 * missing or an extra key, which each `@ts-expect-error` below proves (an error that no longer
 * happens fails the type check).
 */
type English = { title: string; list: { empty: string; count: string } };

describe("Translation<T>, the type of a translated catalogue file", () => {
  it("accepts the same keys with texts of their own", () => {
    const hindi: Translation<English> = {
      title: "विद्यालय",
      list: { empty: "कोई नहीं", count: "%{smart_count} विद्यालय" },
    };
    expect(hindi.list.empty).toBe("कोई नहीं");
  });

  it("refuses a missing key and an extra one, at any depth", () => {
    // @ts-expect-error: list.count is missing
    const missing: Translation<English> = { title: "विद्यालय", list: { empty: "कोई नहीं" } };
    const extra: Translation<English> = {
      title: "विद्यालय",
      // @ts-expect-error: list.other is not an English key
      list: { empty: "कोई नहीं", count: "%{smart_count} विद्यालय", other: "अन्य" },
    };
    expect([missing, extra]).toHaveLength(2);
  });

  it("holds react-admin's catalogue to the keys it names, without its index signature", () => {
    type Action = Translation<TranslationMessages["ra"]>["action"];
    // @ts-expect-error: react-admin names no action "teleport"
    const action: Action["teleport"] = "x";
    const save: Action["save"] = "सहेजें";
    expect([action, save]).toHaveLength(2);
  });
});
