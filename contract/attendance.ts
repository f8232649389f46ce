import { z } from "zod";
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
