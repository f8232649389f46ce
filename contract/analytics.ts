import { z } from "zod";
import { validationMessages as m } from "./messages";

/*
 * The dashboard's period, written once for the console's picker and the server's summary calls:
 * the presets, the rules of a custom range, the previous period of the same length, the trend's
 * grain and buckets, and the query every summary call takes. Days are calendar days written
 * YYYY-MM-DD (whose text order is the days' order), in India's time zone.
 */

/** A calendar day, YYYY-MM-DD. */
export type Day = string;

/** A range of whole days, both ends included. */
export interface Period {
  from: Day;
  to: Day;
}

/**
 * India's time zone (Asia/Kolkata) is UTC+05:30 all year: it keeps no daylight saving time. The
 * same fixed offset as the school list's registration dates (server/schools/repository.ts) and
 * the kept registration counts' days (migration 015).
 */
export const INDIA_UTC_OFFSET_MINUTES = 330;

/** The day it is in India at `now` (the server's or the console's clock). */
export function indiaDay(now: Date): Day {
  return new Date(now.getTime() + INDIA_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

const DAY_MS = 86_400_000;
/** Days since 1970-01-01 of a day. */
const dayNumber = (day: Day) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOfNumber = (n: number): Day => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** The day `n` days after `day` (before it, for a negative `n`). */
export function addDays(day: Day, n: number): Day {
  return dayOfNumber(dayNumber(day) + n);
}

/** How many days a period holds, both ends counted. */
export function periodDays({ from, to }: Period): number {
  return dayNumber(to) - dayNumber(from) + 1;
}

/** The month of a day, YYYY-MM. */
export const monthOf = (day: Day) => day.slice(0, 7);

/** The month `n` months after `month` (YYYY-MM). */
export function addMonths(month: string, n: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + n;
  return `${String(Math.floor(index / 12)).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** The months from `first` to `last` (YYYY-MM), both included. */
function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  for (let month = first; month <= last; month = addMonths(month, 1)) months.push(month);
  return months;
}

/** The picker's presets, in the order it offers them; `month` is the default. */
export const PERIOD_PRESETS = ["week", "month", "academic_year"] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];
/** What the picker offers: a preset, or a custom range. */
export type PeriodKind = PeriodPreset | "custom";
export const DEFAULT_PERIOD_PRESET: PeriodPreset = "month";

/** Indian schools' academic year starts on 1 April (and ends on 31 March). */
export const ACADEMIC_YEAR_FIRST_MONTH = 4;

/**
 * A preset's days, up to and including `today`: this week from its Monday, this month from its
 * 1st, this academic year from the 1 April before (or on) today.
 */
export function presetPeriod(preset: PeriodPreset, today: Day): Period {
  switch (preset) {
    case "week": {
      // getUTCDay: Sunday 0 ... Saturday 6; a week starts on Monday (ISO 8601).
      const sinceMonday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
      return { from: addDays(today, -sinceMonday), to: today };
    }
    case "month":
      return { from: `${monthOf(today)}-01`, to: today };
    case "academic_year": {
      const year = Number(today.slice(0, 4));
      const month = Number(today.slice(5, 7));
      const start = month >= ACADEMIC_YEAR_FIRST_MONTH ? year : year - 1;
      return { from: `${String(start).padStart(4, "0")}-04-01`, to: today };
    }
  }
}

/**
 * The longest period: 3 years. Any 3 years of the calendar hold at most one 29 February, so at
 * most 3 × 365 + 1 days.
 */
export const PERIOD_MAX_DAYS = 3 * 365 + 1;

/** The validation messages (contract/messages.ts keys) a range's rules give. */
export type PeriodMessage = "period_order_invalid" | "period_too_long" | "period_in_future";

/**
 * What is wrong with a range of two real days, at its `to` (empty when nothing is): it ends
 * before it starts, it is longer than 3 years, or (given `today`) it ends after today. The
 * server's query takes the first two; the console's custom range all three.
 */
export function periodErrors(period: Period, today?: Day): { to?: PeriodMessage } {
  if (period.to < period.from) return { to: "period_order_invalid" };
  if (periodDays(period) > PERIOD_MAX_DAYS) return { to: "period_too_long" };
  if (today !== undefined && period.to > today) return { to: "period_in_future" };
  return {};
}

/** The period of the same length just before `period`, ending the day before it starts. */
export function previousPeriod(period: Period): Period {
  const days = periodDays(period);
  return { from: addDays(period.from, -days), to: addDays(period.from, -1) };
}

/** A trend's steps: a day, a week (Monday to Sunday) or a month. */
export const TREND_GRAINS = ["day", "week", "month"] as const;
export type TrendGrain = (typeof TREND_GRAINS)[number];
/** Daily up to this many days, */
export const DAILY_MAX_DAYS = 31;
/** weekly up to 26 weeks, else monthly. */
export const WEEKLY_MAX_DAYS = 26 * 7;

/** The grain of a period's trend: daily up to 31 days, weekly up to 26 weeks, else monthly. */
export function trendGrain(period: Period): TrendGrain {
  const days = periodDays(period);
  return days <= DAILY_MAX_DAYS ? "day" : days <= WEEKLY_MAX_DAYS ? "week" : "month";
}

/**
 * The buckets of a period's trend at its grain, in order: each day; each week (Monday to
 * Sunday); or each calendar month. The first and last are cut to the period's days, so the
 * buckets cover the period exactly, each day once.
 */
export function trendBuckets(period: Period, grain = trendGrain(period)): Period[] {
  const buckets: Period[] = [];
  let from = period.from;
  while (from <= period.to) {
    let end: Day;
    if (grain === "day") end = from;
    else if (grain === "week") {
      const untilSunday = (7 - new Date(`${from}T00:00:00Z`).getUTCDay()) % 7;
      end = addDays(from, untilSunday);
    } else end = addDays(`${addMonths(monthOf(from), 1)}-01`, -1);
    const to = end < period.to ? end : period.to;
    buckets.push({ from, to });
    from = addDays(to, 1);
  }
  return buckets;
}

const ISO_DATE = z.iso.date();
/** A real day written YYYY-MM-DD (not 2026-02-30). */
export const isDay = (text: string) => ISO_DATE.safeParse(text).success;

/** A day of the period's query: a real day written YYYY-MM-DD. */
const periodDay = (description: string) =>
  z
    .string({ error: m.period_date_invalid })
    .refine(isDay, m.period_date_invalid)
    .meta({ description, examples: ["2026-11-01"], format: "date" });

/**
 * The query every summary call of the dashboard takes: the period's first and last day (India's
 * days, both included), `from` not after `to`, at most 3 years. A `to` after today is taken: the
 * days to come have no data yet.
 */
export const periodQuerySchema = z
  .object(
    {
      from: periodDay("The period's first day (YYYY-MM-DD, India's time zone)."),
      to: periodDay(
        "The period's last day (YYYY-MM-DD, India's time zone), included; not before `from`, at most 3 years after it.",
      ),
    },
    { error: m.request_invalid },
  )
  .superRefine((period, ctx) => {
    // A day not written so is said at its field alone.
    if (!isDay(period.from) || !isDay(period.to)) return;
    const { to } = periodErrors(period);
    if (to) ctx.addIssue({ code: "custom", path: ["to"], message: m[to] });
  });
export type PeriodQuery = z.output<typeof periodQuerySchema>;

/**
 * The months the registration trend shows for a period: those of the period, and at least the
 * 12 ending with its last month.
 */
export function registrationMonths(period: Period): string[] {
  const last = monthOf(period.to);
  const twelveBack = addMonths(last, -11);
  const first = monthOf(period.from) < twelveBack ? monthOf(period.from) : twelveBack;
  return monthsBetween(first, last);
}

/** One month of the registration trend. */
export const registrationMonthSchema = z
  .object({
    month: z.string().meta({ description: "The month, YYYY-MM (India's time zone)." }),
    schools: z
      .number()
      .int()
      .min(0)
      .meta({ description: "Schools registered in that month (up to the period's last day)." }),
  })
  .meta({ id: "RegistrationMonth", examples: [{ month: "2026-11", schools: 42 }] });
export type RegistrationMonth = z.infer<typeof registrationMonthSchema>;

/** The registration trend: every month of `registrationMonths(period)`, in order, 0 when none. */
export const registrationTrendSchema = z.array(registrationMonthSchema);
