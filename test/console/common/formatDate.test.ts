import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, parseDate } from "../../../src/common/formatDate";

// A moment given in local time, so that the test holds in any time zone.
const local = new Date(2026, 10, 6, 9, 5, 7);

describe("formatDate", () => {
  it("writes a moment as dd/mm/yyyy in local time, with leading zeros", () => {
    expect(formatDate(local)).toBe("06/11/2026");
    expect(formatDate(local.toISOString())).toBe("06/11/2026");
  });

  it("writes a day without a time as the day it names, in any time zone", () => {
    expect(formatDate("2025-01-05")).toBe("05/01/2025");
    expect(formatDate("2024-12-28")).toBe("28/12/2024");
  });
});

describe("formatDateTime", () => {
  it("adds the 24-hour time, with seconds when asked", () => {
    expect(formatDateTime(local)).toBe("06/11/2026, 09:05");
    expect(formatDateTime(local.toISOString(), { seconds: true })).toBe("06/11/2026, 09:05:07");
    expect(formatDateTime(new Date(2026, 0, 31, 23, 59))).toBe("31/01/2026, 23:59");
  });
});

describe("parseDate", () => {
  it("reads dd/mm/yyyy, with or without leading zeros, as yyyy-mm-dd", () => {
    expect(parseDate("10/03/2026")).toBe("2026-03-10");
    expect(parseDate(" 1/3/2026 ")).toBe("2026-03-01");
    expect(parseDate("29/02/2024")).toBe("2024-02-29");
  });

  it("refuses other orders and forms, and days the calendar does not have", () => {
    for (const text of ["2026-03-10", "03/10/26", "10.03.2026", "31/02/2026", "29/02/2025"]) {
      expect(parseDate(text)).toBeNull();
    }
    expect(parseDate("00/01/2026")).toBeNull();
    expect(parseDate("12/13/2026")).toBeNull();
    expect(parseDate("")).toBeNull();
  });

  it("reads back what formatDate writes", () => {
    expect(parseDate(formatDate("2025-01-15"))).toBe("2025-01-15");
  });
});
