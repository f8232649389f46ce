import { z } from "zod";
import { indiaDay, isDay } from "./analytics";
import { ID_MAX } from "./common";
import { formatMessage, validationMessages as m } from "./messages";

/** A summary as the API answers it: the OpenAPI document's example, and the console's stand-in. */
export const attendanceSummaryExample = {
  total_students: 182_400,
  present_students: 171_020,
  total_teachers: 9_310,
  present_teachers: 8_977,
};

/**
 * The yearly attendance summary (GET /v1/super-admin/school/attendance-summary?year=).
 * resources.data is an array: one element, or none for a year without any attendance.
 *
 * - total_students / total_teachers: the current enrolment of all the platform's schools.
 * - present_students / present_teachers: those present on the latest school day of that year
 *   on which any school recorded attendance (for the current year, normally today or the last
 *   school day before it).
 */
export const attendanceSummarySchema = z
  .object({
    total_students: z.number().int().min(0),
    present_students: z.number().int().min(0),
    total_teachers: z.number().int().min(0),
    present_teachers: z.number().int().min(0),
  })
  .meta({
    id: "AttendanceSummary",
    examples: [attendanceSummaryExample],
  });
export type AttendanceSummary = z.infer<typeof attendanceSummarySchema>;

/** The year defaults to the server's current year. */
const yearRange = formatMessage(m.year_range, { min: 1800, max: 9999 });

export const attendanceSummaryQuerySchema = z.object(
  {
    year: z.coerce
      .number({ error: yearRange })
      .int(yearRange)
      .min(1800, yearRange)
      .max(9999, yearRange)
      .optional(),
  },
  { error: m.request_invalid },
);

/** The most rows one call of the bulk attendance endpoint takes. */
export const ATTENDANCE_BULK_ROWS_MAX = 20_000;
/** How many ids a refusal's message names; its field errors name the rows of the first ones. */
export const ATTENDANCE_IDS_SHOWN = 5;

/** A few ids of a list, for a message in any language: "12, 15, 99" or "12, 15, 99, 104, 120, …". */
export const someIds = (ids: number[]) =>
  [...ids.slice(0, ATTENDANCE_IDS_SHOWN), ...(ids.length > ATTENDANCE_IDS_SHOWN ? ["…"] : [])].join(
    ", ",
  );

const presentCount = z
  .number({ error: m.attendance_count_invalid })
  .int(m.attendance_count_invalid)
  .min(0, m.attendance_count_invalid)
  .max(ID_MAX, m.attendance_count_invalid);

/** One school's day as the platform's apps send it. */
export const attendanceBulkRowSchema = z.object({
  school_id: z
    .number({ error: m.school_id_invalid })
    .int(m.school_id_invalid)
    .min(1, m.school_id_invalid)
    .max(ID_MAX, m.school_id_invalid),
  present_students: presentCount,
  present_teachers: presentCount,
});

const rowsCount = formatMessage(m.attendance_rows_count, { max: ATTENDANCE_BULK_ROWS_MAX });

/**
 * A day's attendance for many schools (POST /v1/super-admin/school/attendance/bulk). What the
 * schema cannot know is the server's to check: a day not after today in India
 * (`isAfterTodayInIndia`), known schools, a day not before each school's registration, and
 * present counts not above its enrolment.
 */
export const attendanceBulkPayloadSchema = z
  .object(
    {
      day: z
        .string({ error: m.attendance_day_invalid })
        .refine(isDay, m.attendance_day_invalid)
        .meta({ description: "The school day, YYYY-MM-DD, in India's calendar.", format: "date" }),
      rows: z
        .array(attendanceBulkRowSchema, { error: rowsCount })
        .min(1, rowsCount)
        .max(ATTENDANCE_BULK_ROWS_MAX, rowsCount)
        .meta({
          description: `Each school once, at most ${ATTENDANCE_BULK_ROWS_MAX.toLocaleString("en")} rows. A school's day sent again replaces the earlier one.`,
        }),
    },
    { error: m.request_invalid },
  )
  .superRefine(({ rows }, context) => {
    const seen = new Set<number>();
    const repeated = new Set<number>();
    for (const { school_id } of rows) (seen.has(school_id) ? repeated : seen).add(school_id);
    if (repeated.size)
      context.addIssue({
        code: "custom",
        path: ["rows"],
        message: formatMessage(m.attendance_school_repeated, { ids: someIds([...repeated]) }),
      });
  })
  .meta({
    id: "AttendanceBulkPayload",
    // Taken by the demo data: its first two schools, registered ten years back, and counts
    // within its smallest enrolment (120 students, 5 teachers).
    examples: [
      {
        day: "2026-03-14",
        rows: [
          { school_id: 1, present_students: 112, present_teachers: 5 },
          { school_id: 2, present_students: 96, present_teachers: 4 },
        ],
      },
    ],
  });
export type AttendanceBulkPayload = z.infer<typeof attendanceBulkPayloadSchema>;

/** Whether a day (YYYY-MM-DD) is after today in India: refused with `attendance_day_future`. */
export const isAfterTodayInIndia = (day: string, now: Date) => day > indiaDay(now);

/** What a bulk call recorded. */
export const attendanceBulkResultSchema = z
  .object({
    day: z.string().meta({ description: "The day recorded, YYYY-MM-DD." }),
    recorded: z
      .number()
      .int()
      .min(0)
      .meta({ description: "Schools whose day was recorded (every row of the call)." }),
    replaced: z.number().int().min(0).meta({
      description: "Of those, the schools whose day had been recorded before and was replaced.",
    }),
  })
  .meta({
    id: "AttendanceBulkResult",
    examples: [{ day: "2026-03-14", recorded: 2, replaced: 0 }],
  });
export type AttendanceBulkResult = z.infer<typeof attendanceBulkResultSchema>;
