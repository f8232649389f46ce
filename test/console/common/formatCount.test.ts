import { describe, expect, it } from "vitest";
import { formatCount } from "../../../src/common/formatCount";

describe("formatCount", () => {
  it("groups whole numbers as en-IN does (thousands, then lakhs and crores)", () => {
    const values = [0, 7, 42, 999, 1000, 12345, 99999, 100000, 1234567, 98765432, 248000000];
    const more = [1_470_000, 2 ** 31, Number.MAX_SAFE_INTEGER, -1, -1234, -1234567];
    for (const value of [...values, ...more]) {
      expect(formatCount(value)).toBe(value.toLocaleString("en-IN"));
    }
    expect(formatCount(1234567)).toBe("12,34,567");
    expect(formatCount(248000000)).toBe("24,80,00,000");
  });

  it("leaves fractions and numbers beyond the safe range to Intl", () => {
    for (const value of [1.5, 12345.678, 2 ** 60]) {
      expect(formatCount(value)).toBe(value.toLocaleString("en-IN"));
    }
  });
});
