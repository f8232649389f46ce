import { z } from "zod";
import { TREND_GRAINS, isDay, periodErrors, periodQuerySchema } from "./analytics";
import { ID_MAX, pageQuery } from "./common";
import { formatMessage, validationMessages as m } from "./messages";

/*
 * The dashboard's attendance analytics (issue 32): the shapes of the server's read calls and
 * the query they take, a period (contract/analytics.ts) and an optional place. Every figure is
 * summed over the period's working days (Monday to Saturday, less the holidays) up to today:
 * days to come have no data yet and would only lower the completeness.
 */

const placeId = (description: string) =>
  z.coerce
    .number({ error: m.list_filter_id_invalid })
    .int(m.list_filter_id_invalid)
    .min(1, m.list_filter_id_invalid)
    .max(ID_MAX, m.list_filter_id_invalid)
    .optional()
    .meta({ description });

/**
 * The rules across fields of every call's query: the period's own (periodQuerySchema's, at
 * `to`), and a city only with its state.
 */
function periodAndPlaceRules(
  query: { from: string; to: string; state_id?: number; city_id?: number },
  ctx: z.RefinementCtx,
) {
  if (isDay(query.from) && isDay(query.to)) {
    const { to } = periodErrors(query);
    if (to) ctx.addIssue({ code: "custom", path: ["to"], message: m[to] });
  }
  if (query.city_id !== undefined && query.state_id === undefined)
    ctx.addIssue({ code: "custom", path: ["city_id"], message: m.place_city_without_state });
}

/** The period and the place a call narrows to: the whole country, a state, or a state's city. */
export const attendanceQuerySchema = z
  .object(
    {
      ...periodQuerySchema.shape,
      state_id: placeId("Narrows to this state."),
      city_id: placeId("Narrows to this city of the state given (`state_id` is then required)."),
    },
    { error: m.request_invalid },
  )
  .superRefine(periodAndPlaceRules);
export type AttendanceQuery = z.output<typeof attendanceQuerySchema>;

/** The trend's query: a period and a place, and the grain when not the period's own. */
export const attendanceTrendQuerySchema = attendanceQuerySchema.safeExtend({
  grain: z.enum(TREND_GRAINS, { error: m.request_invalid }).optional().meta({
    description:
      "The buckets' step; by default the period's own (daily up to 31 days, weekly up to 26 weeks, else monthly). `month`: one bucket per calendar month, as the Detailed Reports list them.",
  }),
});

/** A place the analytics narrow to. */
export interface Place {
  state_id?: number;
  city_id?: number;
}

/** A share in percent, or null (N/A) when nothing was measured. */
const share = (description: string) =>
  z
    .number()
    .nullable()
    .meta({ description: `${description} In percent; null (N/A) without data.` });

/** Present of enrolled, summed over the working days of the schools that reported. */
export const presenceSchema = z
  .object({
    present: z.number().int().min(0),
    enrolled: z.number().int().min(0),
    share: share("present ÷ enrolled."),
  })
  .meta({ id: "AttendancePresence" });

/**
 * Reports received of those expected, over the working days that are over (today, not yet
 * over, is not counted: a school that has not reported yet today is not missing it). A school
 * is expected from the working day after its registration.
 */
export const completenessSchema = z
  .object({
    reported: z.number().int().min(0).meta({
      description:
        "Reports received on the working days before today (one per school and day), counted up to `expected` (a school may report on its registration day, before it is expected).",
    }),
    expected: z.number().int().min(0).meta({
      description:
        "Schools registered before each working day before today, summed over those days: a school is expected from the working day after its registration.",
    }),
    share: share("reported ÷ expected."),
  })
  .meta({ id: "AttendanceCompleteness" });

/** The figures of a period or a bucket, over its working days up to today. */
export const attendanceFiguresSchema = z
  .object({
    working_days: z.number().int().min(0).meta({
      description: "The working days counted (Monday to Saturday less holidays, up to today).",
    }),
    students: presenceSchema,
    teachers: presenceSchema,
    completeness: completenessSchema,
  })
  .meta({ id: "AttendanceFigures" });
export type AttendanceFigures = z.infer<typeof attendanceFiguresSchema>;

const periodSchema = z.object({
  from: z.string().meta({ description: "YYYY-MM-DD." }),
  to: z.string().meta({ description: "YYYY-MM-DD, included." }),
});

/** The count of students and teachers: enrolled, or present on a day. */
const count = (description: string) => z.number().int().min(0).meta({ description });

/**
 * The cards of a place and period: the place's enrolment now and its latest day of the period
 * with a report (the four cards' figures), the period and the previous one of the same length
 * (their context), and the change.
 */
export const attendanceOverviewSchema = z
  .object({
    period: periodSchema,
    previous_period: periodSchema,
    enrolment: z
      .object({
        students: count("The place's schools' students now."),
        teachers: count("The place's schools' teachers now."),
      })
      .meta({
        description:
          "The place's enrolment now, kept on every write of a school (for the whole country: the yearly summary's totals).",
      }),
    latest_day: z
      .object({
        day: z.string().meta({ description: "YYYY-MM-DD: today's reports are those so far." }),
        present_students: count("Students present that day."),
        present_teachers: count("Teachers present that day."),
      })
      .nullable()
      .meta({
        description:
          "The latest day of the period, up to today, on which the place's schools reported, with those present; null: none. For the whole country and a period that holds the year's latest report (this month), the yearly summary's present figures.",
      }),
    current: attendanceFiguresSchema,
    previous: attendanceFiguresSchema,
    change: z.object({
      students: share("The students' present share now less before, in points."),
      teachers: share("The teachers' present share now less before, in points."),
    }),
  })
  .meta({ id: "AttendanceOverview" });
export type AttendanceOverview = z.infer<typeof attendanceOverviewSchema>;

/** One bucket of the trend: a day, a week (Monday to Sunday) or a month, cut to the period. */
export const attendanceTrendBucketSchema = z
  .object({ from: z.string(), to: z.string(), figures: attendanceFiguresSchema })
  .meta({ id: "AttendanceTrendBucket" });

export const attendanceTrendSchema = z
  .object({
    grain: z.enum(["day", "week", "month"]).meta({
      description: "Daily up to 31 days, weekly up to 26 weeks, else monthly.",
    }),
    buckets: z.array(attendanceTrendBucketSchema),
  })
  .meta({ id: "AttendanceTrend" });
export type AttendanceTrend = z.infer<typeof attendanceTrendSchema>;

/* ---------- Breakdowns ---------- */

/** What a breakdown goes by: the state (a narrowed state's cities), the main board, the type. */
export const BREAKDOWNS = ["place", "main_board", "type"] as const;
export type Breakdown = (typeof BREAKDOWNS)[number];

/** The columns a breakdown sorts by. */
export const BREAKDOWN_SORTS = [
  "name",
  "schools",
  "students_share",
  "teachers_share",
  "completeness",
] as const;
export type BreakdownSort = (typeof BREAKDOWN_SORTS)[number];

export const breakdownParamsSchema = z.object(
  {
    by: z.enum(BREAKDOWNS, { error: m.request_invalid }).meta({
      description:
        "`place`: by state (narrowed to a state: by city); `main_board`; `type` (public, private).",
    }),
  },
  { error: m.request_invalid },
);

export const breakdownQuerySchema = z
  .object(
    {
      ...periodQuerySchema.shape,
      state_id: placeId("Narrows to this state."),
      sort: z.enum(BREAKDOWN_SORTS, { error: m.request_invalid }).default("name").meta({
        description: "The column to sort by; rows without a share come last either way.",
      }),
      order: z.enum(["ASC", "DESC"], { error: m.request_invalid }).default("ASC"),
    },
    { error: m.request_invalid },
  )
  .superRefine(periodAndPlaceRules);
export type BreakdownQuery = z.output<typeof breakdownQuerySchema>;

export const breakdownRowSchema = z
  .object({
    id: z.string().meta({ description: "The state's, city's or main board's id, or the type." }),
    name: z.string(),
    schools: z.number().int().min(0).meta({ description: "Schools registered up to `to`." }),
    students: share("The students' present share."),
    teachers: share("The teachers' present share."),
    completeness: share("Reports received ÷ expected."),
  })
  .meta({ id: "AttendanceBreakdownRow" });
export type BreakdownRow = z.infer<typeof breakdownRowSchema>;
export const breakdownSchema = z.array(breakdownRowSchema);

/* ---------- Not reporting ---------- */

/** A school is not reporting when it sent nothing on this many working days of the range. */
export const NOT_REPORTING_MIN_DAYS = 3;

export const notReportingQuerySchema = z
  .object(
    {
      ...periodQuerySchema.shape,
      state_id: placeId("Narrows to this state."),
      city_id: placeId("Narrows to this city of the state given (`state_id` is then required)."),
      ...pageQuery,
    },
    { error: m.request_invalid },
  )
  .superRefine(periodAndPlaceRules);
export type NotReportingQuery = z.output<typeof notReportingQuerySchema>;

export const notReportingSchoolSchema = z
  .object({
    school_id: z.number().int(),
    school_name: z.string(),
    state: z.string(),
    city: z.string(),
    principal_phone: z.string().nullable(),
    days_missing: z.number().int().min(NOT_REPORTING_MIN_DAYS).meta({
      description:
        "Working days of the range that are over (before today; from the working day after its registration for a school registered later) less the days it reported in the range (a report of any day, today's too).",
    }),
    last_report: z.string().nullable().meta({
      description: "Its last day reported up to the period's end; null: none by then.",
    }),
  })
  .meta({ id: "NotReportingSchool" });
export type NotReportingSchool = z.infer<typeof notReportingSchoolSchema>;

export const notReportingSchema = z
  .object({
    total: z.number().int().min(0),
    by_state: z.array(
      z.object({ state_id: z.number().int(), name: z.string(), schools: z.number().int() }),
    ),
    schools: z.array(notReportingSchoolSchema),
  })
  .meta({ id: "NotReporting" });
export type NotReporting = z.infer<typeof notReportingSchema>;

/* ---------- Low attendance ---------- */

/** The low-attendance threshold, in percent: 5 to 95 in steps of 5 (the bands of 020). */
export const LOW_THRESHOLD = { min: 5, max: 95, step: 5, default: 75 } as const;
const thresholdInvalid = formatMessage(m.low_attendance_threshold_invalid, {
  min: LOW_THRESHOLD.min,
  max: LOW_THRESHOLD.max,
  step: LOW_THRESHOLD.step,
});

export const lowAttendanceQuerySchema = z
  .object(
    {
      ...periodQuerySchema.shape,
      state_id: placeId("Narrows to this state."),
      city_id: placeId("Narrows to this city of the state given (`state_id` is then required)."),
      who: z
        .enum(["students", "teachers"], { error: m.request_invalid })
        .default("students")
        .meta({ description: "Whose present share: the students' (default) or the teachers'." }),
      threshold: z.coerce
        .number({ error: thresholdInvalid })
        .int(thresholdInvalid)
        .min(LOW_THRESHOLD.min, thresholdInvalid)
        .max(LOW_THRESHOLD.max, thresholdInvalid)
        .multipleOf(LOW_THRESHOLD.step, thresholdInvalid)
        .default(LOW_THRESHOLD.default)
        .meta({ description: "In percent: 5 to 95 in steps of 5; 75 by default." }),
      ...pageQuery,
    },
    { error: m.request_invalid },
  )
  .superRefine(periodAndPlaceRules);
export type LowAttendanceQuery = z.output<typeof lowAttendanceQuerySchema>;

export const lowAttendanceSchoolSchema = z
  .object({
    school_id: z.number().int().meta({ description: "Links to the school's profile." }),
    school_name: z.string(),
    state: z.string(),
    city: z.string(),
    days_under: z.number().int().min(1).meta({
      description:
        "Days reported in the range with a present share under the threshold (any day's, today's so far too).",
    }),
    working_days: z.number().int().min(1).meta({
      description:
        "The range's working days that are over (before today; from the working day after its registration for a school registered in it).",
    }),
    share: share("The school's present share over its days reported in the range."),
  })
  .meta({ id: "LowAttendanceSchool" });
export type LowAttendanceSchool = z.infer<typeof lowAttendanceSchoolSchema>;

export const lowAttendanceSchema = z
  .object({ total: z.number().int().min(0), schools: z.array(lowAttendanceSchoolSchema) })
  .meta({ id: "LowAttendance" });
export type LowAttendance = z.infer<typeof lowAttendanceSchema>;
