import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  PERIOD_MAX_DAYS,
  addDays,
  addMonths,
  indiaDay,
  periodDays,
  periodErrors,
  periodQuerySchema,
  presetPeriod,
  previousPeriod,
  registrationMonths,
  trendBuckets,
  trendGrain,
  type Day,
} from "../../contract/analytics";
import { validationMessages as m } from "../../contract/messages";

/** Any day from 1990 to 2060, as YYYY-MM-DD. */
const anyDay = fc
  .integer({ min: Date.UTC(1990, 0, 1) / 86_400_000, max: Date.UTC(2060, 11, 31) / 86_400_000 })
  .map((n) => new Date(n * 86_400_000).toISOString().slice(0, 10));
/** Any period of 1 to 1,096 days. */
const anyPeriod = fc
  .tuple(anyDay, fc.integer({ min: 0, max: PERIOD_MAX_DAYS - 1 }))
  .map(([from, extra]) => ({ from, to: addDays(from, extra) }));

const weekday = (day: Day) => new Date(`${day}T00:00:00Z`).getUTCDay();

describe("India's day", () => {
  it("is UTC plus five and a half hours: 23:30 UTC is already the next day in India", () => {
    expect(indiaDay(new Date("2026-03-31T18:29:59Z"))).toBe("2026-03-31");
    expect(indiaDay(new Date("2026-03-31T18:30:00Z"))).toBe("2026-04-01");
    expect(indiaDay(new Date("2026-12-31T23:30:00Z"))).toBe("2027-01-01");
  });
});

describe("The presets", () => {
  it("this week runs from Monday to today", () => {
    // Thursday 26 November 2026.
    expect(presetPeriod("week", "2026-11-26")).toEqual({ from: "2026-11-23", to: "2026-11-26" });
    // A Monday is its own week's first day; a Sunday its week's last.
    expect(presetPeriod("week", "2026-11-23")).toEqual({ from: "2026-11-23", to: "2026-11-23" });
    expect(presetPeriod("week", "2026-11-29")).toEqual({ from: "2026-11-23", to: "2026-11-29" });
    // Across a month's and a year's end.
    expect(presetPeriod("week", "2027-01-01")).toEqual({ from: "2026-12-28", to: "2027-01-01" });
  });

  it("this month runs from the 1st to today", () => {
    expect(presetPeriod("month", "2026-11-26")).toEqual({ from: "2026-11-01", to: "2026-11-26" });
    expect(presetPeriod("month", "2026-02-01")).toEqual({ from: "2026-02-01", to: "2026-02-01" });
  });

  it("this academic year runs from 1 April, last year's before April", () => {
    expect(presetPeriod("academic_year", "2026-11-26")).toEqual({
      from: "2026-04-01",
      to: "2026-11-26",
    });
    expect(presetPeriod("academic_year", "2026-04-01")).toEqual({
      from: "2026-04-01",
      to: "2026-04-01",
    });
    expect(presetPeriod("academic_year", "2026-03-31")).toEqual({
      from: "2025-04-01",
      to: "2026-03-31",
    });
    expect(presetPeriod("academic_year", "2027-01-15").from).toBe("2026-04-01");
  });

  it("every preset ends today and starts at most a year before", () => {
    fc.assert(
      fc.property(anyDay, fc.constantFrom("week", "month", "academic_year" as const), (d, p) => {
        const period = presetPeriod(p, d);
        expect(period.to).toBe(d);
        expect(period.from <= d).toBe(true);
        expect(periodErrors(period, d)).toEqual({});
        if (p === "week") {
          expect(weekday(period.from)).toBe(1);
          expect(periodDays(period)).toBeLessThanOrEqual(7);
        }
        if (p === "month") expect(period.from).toBe(`${d.slice(0, 7)}-01`);
        if (p === "academic_year") {
          expect(period.from.slice(5)).toBe("04-01");
          expect(periodDays(period)).toBeLessThanOrEqual(366);
        }
      }),
    );
  });
});

describe("A custom range's rules", () => {
  it("refuses a range that ends before it starts, after today, or longer than 3 years", () => {
    const today = "2026-11-26";
    expect(periodErrors({ from: "2026-11-02", to: "2026-11-01" }, today)).toEqual({
      to: "period_order_invalid",
    });
    expect(periodErrors({ from: "2026-11-01", to: "2026-11-27" }, today)).toEqual({
      to: "period_in_future",
    });
    expect(periodErrors({ from: "2026-11-01", to: "2026-11-26" }, today)).toEqual({});
    expect(periodErrors({ from: "2026-11-26", to: "2026-11-26" }, today)).toEqual({});
    // Three academic years, 1 April 2023 to 31 March 2026 (with 29 February 2024), are taken;
    // a day more is not.
    expect(periodErrors({ from: "2023-04-01", to: "2026-03-31" }, today)).toEqual({});
    expect(periodErrors({ from: "2023-03-31", to: "2026-03-31" }, today)).toEqual({
      to: "period_too_long",
    });
    // Without today (the server's query), a later end is taken.
    expect(periodErrors({ from: "2026-11-01", to: "2027-01-31" })).toEqual({});
  });

  it("takes every range of 3 calendar years less a day, and none longer", () => {
    fc.assert(
      fc.property(anyDay, (from) => {
        const to = addDays(`${Number(from.slice(0, 4)) + 3}${from.slice(4)}`, -1);
        // 29 February's third year after has no 29 February: the day after 28 February.
        if (!Number.isNaN(Date.parse(to))) expect(periodErrors({ from, to })).toEqual({});
        expect(periodErrors({ from, to: addDays(from, PERIOD_MAX_DAYS) })).toEqual({
          to: "period_too_long",
        });
      }),
    );
  });
});

describe("The previous period", () => {
  it("has the same length and ends the day before", () => {
    expect(previousPeriod({ from: "2026-11-01", to: "2026-11-26" })).toEqual({
      from: "2026-10-06",
      to: "2026-10-31",
    });
    expect(previousPeriod({ from: "2026-03-01", to: "2026-03-01" })).toEqual({
      from: "2026-02-28",
      to: "2026-02-28",
    });
    fc.assert(
      fc.property(anyPeriod, (period) => {
        const previous = previousPeriod(period);
        expect(periodDays(previous)).toBe(periodDays(period));
        expect(addDays(previous.to, 1)).toBe(period.from);
      }),
    );
  });
});

describe("The trend's grain and buckets", () => {
  it("is daily up to 31 days, weekly up to 26 weeks, else monthly", () => {
    const ending = (days: number) => ({ from: "2026-01-01", to: addDays("2026-01-01", days - 1) });
    expect(trendGrain(ending(1))).toBe("day");
    expect(trendGrain(ending(31))).toBe("day");
    expect(trendGrain(ending(32))).toBe("week");
    expect(trendGrain(ending(182))).toBe("week");
    expect(trendGrain(ending(183))).toBe("month");
  });

  it("buckets a range's days, weeks from Monday and months, cut at the range's ends", () => {
    expect(trendBuckets({ from: "2026-11-24", to: "2026-11-26" })).toEqual([
      { from: "2026-11-24", to: "2026-11-24" },
      { from: "2026-11-25", to: "2026-11-25" },
      { from: "2026-11-26", to: "2026-11-26" },
    ]);
    // Thursday 1 October to Thursday 26 November 2026: 57 days, weekly.
    const weeks = trendBuckets({ from: "2026-10-01", to: "2026-11-26" });
    expect(weeks[0]).toEqual({ from: "2026-10-01", to: "2026-10-04" });
    expect(weeks[1]).toEqual({ from: "2026-10-05", to: "2026-10-11" });
    expect(weeks.at(-1)).toEqual({ from: "2026-11-23", to: "2026-11-26" });
    expect(weeks).toHaveLength(9);
    expect(trendBuckets({ from: "2026-04-15", to: "2026-11-26" })).toEqual([
      { from: "2026-04-15", to: "2026-04-30" },
      { from: "2026-05-01", to: "2026-05-31" },
      { from: "2026-06-01", to: "2026-06-30" },
      { from: "2026-07-01", to: "2026-07-31" },
      { from: "2026-08-01", to: "2026-08-31" },
      { from: "2026-09-01", to: "2026-09-30" },
      { from: "2026-10-01", to: "2026-10-31" },
      { from: "2026-11-01", to: "2026-11-26" },
    ]);
    expect(trendBuckets({ from: "2024-02-10", to: "2024-03-05" }, "month")).toEqual([
      { from: "2024-02-10", to: "2024-02-29" },
      { from: "2024-03-01", to: "2024-03-05" },
    ]);
  });

  it("covers the range exactly, each day once, each bucket one step of its grain", () => {
    fc.assert(
      fc.property(anyPeriod, (period) => {
        const grain = trendGrain(period);
        const buckets = trendBuckets(period);
        expect(buckets[0].from).toBe(period.from);
        expect(buckets.at(-1)!.to).toBe(period.to);
        buckets.forEach((bucket, i) => {
          expect(bucket.from <= bucket.to).toBe(true);
          if (i > 0) expect(addDays(buckets[i - 1].to, 1)).toBe(bucket.from);
          if (grain === "day") expect(bucket.from).toBe(bucket.to);
          if (grain === "week") {
            if (i > 0) expect(weekday(bucket.from)).toBe(1);
            if (i < buckets.length - 1) expect(weekday(bucket.to)).toBe(0);
          }
          if (grain === "month") {
            expect(bucket.to.slice(0, 7)).toBe(bucket.from.slice(0, 7));
            if (i > 0) expect(bucket.from.slice(8)).toBe("01");
            if (i < buckets.length - 1) expect(addDays(bucket.to, 1).slice(8)).toBe("01");
          }
        });
        // At most 31 days, 27 weeks' buckets, or 37 months.
        expect(buckets.length).toBeLessThanOrEqual(grain === "week" ? 27 : 37);
      }),
    );
  });
});

describe("The registration trend's months", () => {
  it("are the period's months, and at least the 12 ending with its last", () => {
    expect(registrationMonths({ from: "2026-11-01", to: "2026-11-26" })).toEqual([
      "2025-12",
      "2026-01",
      "2026-02",
      "2026-03",
      "2026-04",
      "2026-05",
      "2026-06",
      "2026-07",
      "2026-08",
      "2026-09",
      "2026-10",
      "2026-11",
    ]);
    const long = registrationMonths({ from: "2024-01-20", to: "2026-11-26" });
    expect(long[0]).toBe("2024-01");
    expect(long).toHaveLength(35);
    fc.assert(
      fc.property(anyPeriod, (period) => {
        const months = registrationMonths(period);
        expect(months.at(-1)).toBe(period.to.slice(0, 7));
        expect(months.length).toBeGreaterThanOrEqual(12);
        expect(months[0] <= period.from.slice(0, 7)).toBe(true);
        months.slice(1).forEach((month, i) => expect(addMonths(months[i], 1)).toBe(month));
      }),
    );
  });
});

describe("The period's query", () => {
  const issues = (query: object) => {
    const result = periodQuerySchema.safeParse(query);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
  };

  it("takes two real days in order", () => {
    expect(periodQuerySchema.parse({ from: "2026-11-01", to: "2026-11-26" })).toEqual({
      from: "2026-11-01",
      to: "2026-11-26",
    });
    expect(issues({ from: "2024-02-29", to: "2024-02-29" })).toEqual({});
  });

  it("refuses a date not written so or no day of the calendar, at its field", () => {
    expect(issues({ from: "2026-02-30", to: "2026-03-01" })).toEqual({
      from: m.period_date_invalid,
    });
    expect(issues({ from: "2026-02-01", to: "01/03/2026" })).toEqual({
      to: m.period_date_invalid,
    });
    expect(issues({ to: "2026-03-01" })).toEqual({ from: m.period_date_invalid });
  });

  it("refuses a range out of order or longer than 3 years, at to", () => {
    expect(issues({ from: "2026-03-02", to: "2026-03-01" })).toEqual({
      to: m.period_order_invalid,
    });
    expect(issues({ from: "2023-03-31", to: "2026-03-31" })).toEqual({ to: m.period_too_long });
  });
});
