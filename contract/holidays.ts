import { isDay } from "./analytics";
import { z } from "zod";
import { textFields } from "./common";
import { formatMessage, validationMessages as m } from "./messages";

/*
 * The holiday calendar (issue 32): the days a super administrator lists as holidays, and the
 * working days they leave. Working days are Monday to Saturday minus the holidays; the
 * database has the same rule as SQL (working_days() in migration 021) for range queries, and a
 * test holds the two to the same answers. No Node imports here.
 */

/** The years a holiday may fall in: far enough either side of any school year the platform holds. */
export const HOLIDAY_YEAR_MIN = 2000;
export const HOLIDAY_YEAR_MAX = 2100;
export const HOLIDAY_NAME_MAX = 100;

/** The calendar's years (HOLIDAY_YEAR_MIN..HOLIDAY_YEAR_MAX) at the start of a day, for the document. */
const HOLIDAY_YEARS_PATTERN = "^(20[0-9]{2}|2100)-";

/** A day's year, from its YYYY-MM-DD. */
const yearOf = (day: string) => Number(day.slice(0, 4));

const dayInvalid = formatMessage(m.holiday_day_invalid, {
  min: HOLIDAY_YEAR_MIN,
  max: HOLIDAY_YEAR_MAX,
});

/** A holiday's day: YYYY-MM-DD, a real date, in the years the calendar holds. */
const holidayDay = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine(
      (v) => isDay(v) && yearOf(v) >= HOLIDAY_YEAR_MIN && yearOf(v) <= HOLIDAY_YEAR_MAX,
      dayInvalid,
    )
    .meta({
      description: `A day, YYYY-MM-DD, of the years ${HOLIDAY_YEAR_MIN} to ${HOLIDAY_YEAR_MAX}.`,
      example: "2026-01-26",
      format: "date",
      pattern: HOLIDAY_YEARS_PATTERN,
    });

const { text } = textFields(HOLIDAY_NAME_MAX);
const holidayName = text(m.holiday_name_required).meta({
  description: `The holiday's name, at most ${HOLIDAY_NAME_MAX} characters.`,
  example: "Republic Day",
});

/**
 * Add a holiday. Any day of the week is taken, Sunday too: the gazette lists a holiday by its
 * date whatever weekday it falls on (Republic Day 2025 was a Sunday), and a calendar without it
 * would look wrong; a Sunday holiday changes no count of working days.
 */
export const holidayPayloadSchema = z.object(
  { day: holidayDay(m.holiday_day_required), name: holidayName },
  { error: m.request_invalid },
);
export type HolidayPayload = z.output<typeof holidayPayloadSchema>;

/** Rename a holiday: its new name. */
export const holidayRenamePayloadSchema = z.object(
  { name: holidayName },
  { error: m.request_invalid },
);
export type HolidayRenamePayload = z.output<typeof holidayRenamePayloadSchema>;

/** The path of one holiday: `/holidays/{day}`; a day that is no date names none (404). */
export const holidayParamsSchema = z.object(
  {
    day: z.string().meta({
      description: "The holiday's day, YYYY-MM-DD.",
      example: "2026-01-26",
      format: "date",
    }),
  },
  { error: m.request_invalid },
);

const yearRange = formatMessage(m.year_range, { min: HOLIDAY_YEAR_MIN, max: HOLIDAY_YEAR_MAX });

/** Optional, YYYY-MM-DD; its rules are the holiday day's. */
const rangeDay = (description: string) =>
  z
    .string()
    .trim()
    .refine((v) => isDay(v), dayInvalid)
    .optional()
    .meta({ description, format: "date" });

/**
 * The holidays of a year (`year`, the server's current year by default) or of a range of days
 * (`from` and `to`, both included; not with `year`).
 */
export const holidayListQuerySchema = z
  .object(
    {
      year: z.coerce
        .number({ error: yearRange })
        .int(yearRange)
        .min(HOLIDAY_YEAR_MIN, yearRange)
        .max(HOLIDAY_YEAR_MAX, yearRange)
        .optional()
        .meta({
          description: "The year whose holidays to list; the server's current year by default.",
        }),
      from: rangeDay("The first day of a range (YYYY-MM-DD), with `to`; not with `year`."),
      to: rangeDay("The last day of a range (YYYY-MM-DD, included), with `from`."),
    },
    { error: m.request_invalid },
  )
  .superRefine((query, ctx) => {
    const range = query.from !== undefined || query.to !== undefined;
    if (range && query.year !== undefined) {
      ctx.addIssue({ code: "custom", path: ["year"], message: m.holiday_year_or_range });
    } else if (range && (query.from === undefined || query.to === undefined)) {
      const missing = query.from === undefined ? "from" : "to";
      ctx.addIssue({ code: "custom", path: [missing], message: m.holiday_range_incomplete });
    } else if (range && query.from! > query.to!) {
      ctx.addIssue({ code: "custom", path: ["to"], message: m.date_range_invalid });
    }
  });
export type HolidayListQuery = z.output<typeof holidayListQuerySchema>;

/* ---------- Responses ---------- */

export const holidaySchema = z
  .object({
    day: z.string().meta({ description: "YYYY-MM-DD." }),
    name: z.string(),
  })
  .meta({ id: "Holiday", examples: [{ day: "2026-01-26", name: "Republic Day" }] });
export type Holiday = z.infer<typeof holidaySchema>;

/* ---------- Working days ---------- */

const DAY_MS = 86_400_000;
const utcOf = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The working days of from..to (YYYY-MM-DD, both included), in order: Monday to Saturday,
 * less `holidays` (days, YYYY-MM-DD). None when `to` is before `from`. The SQL function
 * working_days_in() answers the same.
 */
export function workingDaysIn(from: string, to: string, holidays: Iterable<string>): string[] {
  const off = new Set(holidays);
  const days: string[] = [];
  for (let ms = utcOf(from); ms <= utcOf(to); ms += DAY_MS) {
    const day = dayOf(ms);
    if (new Date(ms).getUTCDay() !== 0 && !off.has(day)) days.push(day);
  }
  return days;
}

/** How many working days from..to holds (both included): SQL's working_days(). */
export function workingDays(from: string, to: string, holidays: Iterable<string>): number {
  return workingDaysIn(from, to, holidays).length;
}
