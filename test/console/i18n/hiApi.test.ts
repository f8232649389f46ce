import { describe, expect, it } from "vitest";
import { apiMessages } from "../../../contract/apiMessages";
import { api } from "../../../src/i18n/hi/api";

/** A message's placeholders, each once, sorted. */
const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]))].sort();

describe("the server's messages in Hindi (src/i18n/hi/api.ts)", () => {
  it("has every key of the contract's api messages, and no other", () => {
    expect(Object.keys(api).sort()).toEqual(Object.keys(apiMessages).sort());
  });

  it("takes the same placeholders as the English text, and reads differently", () => {
    for (const [key, english] of Object.entries(apiMessages)) {
      const hindi = api[key as keyof typeof api];
      expect(placeholders(hindi), key).toEqual(placeholders(english));
      expect(hindi, key).not.toBe(english);
      expect(hindi, key).toMatch(/[\u0900-\u097F]/);
    }
  });
});
