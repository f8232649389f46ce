import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { routes } from "../../contract/api";
import {
  ATTENDANCE_BULK_ROWS_MAX,
  attendanceBulkPayloadSchema,
  attendanceBulkResultSchema,
} from "../../contract/attendance";
import { successEnvelope } from "../../contract/envelope";
import { keyed } from "../../contract/apiMessages";
import { json, ok, operations } from "../http";
import type { AppContext } from "../context";
import { recordAttendanceDay } from "../schools/attendance";

const operation = operations("Schools");

/**
 * A full call of 20,000 rows is about 1.7 MB of JSON (the largest ids and counts, no spaces):
 * more than the server's 1 MiB default, so this route takes up to 4 MiB.
 */
const BULK_BODY_LIMIT = 4 * 1024 * 1024;

/** Attendance as the platform's apps send it: a day's rows for many schools. */
export const attendanceRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config }) => {
  app.post(
    routes.attendanceBulk,
    {
      bodyLimit: BULK_BODY_LIMIT,
      schema: operation(
        "recordAttendance",
        "Record a day's attendance for many schools",
        {
          body: attendanceBulkPayloadSchema,
          description: `A day's present students and teachers for up to ${ATTENDANCE_BULK_ROWS_MAX.toLocaleString("en")} schools, each school once, in one transaction: a refused call records nothing. Sending a school's day again replaces it (the call is idempotent), and the dashboard's aggregates follow in the same transaction. Each day is measured against the school's enrolment at the time of the call. Refused with 400: a day that is not a date or is after today in India, a count that is not a whole number of at least 0, a school id repeated, unknown, registered after the day, or with more present than enrolled (the message names up to five ids; \`errors\` names their rows, as \`rows.<index>.<field>\`).`,
        },
        {
          200: json(
            "Recorded: how many schools' days, and how many of them replaced an earlier send.",
            successEnvelope(attendanceBulkResultSchema),
          ),
        },
        [400, 401, 403, 413, 415],
      ),
    },
    async (request, reply) => {
      const result = await recordAttendanceDay(db, request.body, config.now());
      return ok(
        reply,
        keyed("api.attendance_recorded", { smart_count: result.recorded, day: result.day }),
        result,
      );
    },
  );
};
