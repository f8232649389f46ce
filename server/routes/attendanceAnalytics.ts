import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { indiaDay } from "../../contract/analytics";
import { routes } from "../../contract/api";
import {
  attendanceOverviewSchema,
  attendanceQuerySchema,
  attendanceTrendQuerySchema,
  attendanceTrendSchema,
  breakdownParamsSchema,
  breakdownQuerySchema,
  breakdownSchema,
  lowAttendanceQuerySchema,
  lowAttendanceSchema,
  notReportingQuerySchema,
  notReportingSchema,
} from "../../contract/attendanceAnalytics";
import { keyed } from "../../contract/apiMessages";
import { successEnvelope } from "../../contract/envelope";
import { json, ok, operations } from "../http";
import type { AppContext } from "../context";
import { attendanceOverview, attendanceTrend } from "../analytics/attendance/overview";
import { attendanceBreakdown, sortBreakdown } from "../analytics/attendance/breakdown";
import { notReporting } from "../analytics/attendance/notReporting";
import { lowAttendance } from "../analytics/attendance/lowAttendance";
import { checkPlace } from "../analytics/attendance/place";

const operation = operations("Analytics");

const PLACE =
  "Narrowed by `state_id`, or `city_id` with it. Summed over the working days (Monday to Saturday less the holidays) up to today, from the aggregates kept on write, never from the attendance rows.";

/** The dashboard's attendance analytics (contract/attendanceAnalytics.ts). */
export const attendanceAnalyticsRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { db, config },
) => {
  const today = () => indiaDay(config.now());

  app.get(
    routes.analyticsAttendanceOverview,
    {
      schema: operation(
        "getAttendanceOverview",
        "A place's enrolment and latest day, and the present shares and completeness of a period and of the one before",
        {
          querystring: attendanceQuerySchema,
          description: `The dashboard's four cards: the place's enrolment now (the kept counters) and its latest day of the period with a report, with the students and teachers present then; under them, for students and for teachers the present share (present ÷ enrolled over the schools that reported), the same for the previous period of the same length and the change in points, and the reporting completeness (reports ÷ schools registered before each working day, over the working days before today: today is not over, and a school is expected from the working day after its registration). ${PLACE}`,
        },
        {
          200: json(
            "The place's figures and the two periods'.",
            successEnvelope(attendanceOverviewSchema),
          ),
        },
        [400, 401, 403],
      ),
    },
    async (request, reply) => {
      const { from, to, ...place } = request.query;
      await checkPlace(db, place);
      return ok(
        reply,
        keyed("api.attendance_overview_fetched"),
        await attendanceOverview(db, place, { from, to }, today()),
      );
    },
  );

  app.get(
    routes.analyticsAttendanceTrend,
    {
      schema: operation(
        "getAttendanceTrend",
        "The present shares and the completeness per day, week or month of a period",
        {
          querystring: attendanceTrendQuerySchema,
          description: `The 'Attendance Trend': daily up to 31 days, weekly (Monday to Sunday) up to 26 weeks, else monthly, unless \`grain\` asks for another step; the first and last buckets are cut to the period. ${PLACE}`,
        },
        { 200: json("Every bucket, oldest first.", successEnvelope(attendanceTrendSchema)) },
        [400, 401, 403],
      ),
    },
    async (request, reply) => {
      const { from, to, grain, ...place } = request.query;
      await checkPlace(db, place);
      return ok(
        reply,
        keyed("api.attendance_trend_fetched"),
        await attendanceTrend(db, place, { from, to }, today(), grain),
      );
    },
  );

  app.get(
    routes.analyticsAttendanceBreakdown,
    {
      schema: operation(
        "getAttendanceBreakdown",
        "A period's schools, present shares and completeness by state (or city), main board or type",
        {
          params: breakdownParamsSchema,
          querystring: breakdownQuerySchema,
          description:
            "One row per state (narrowed by `state_id`: per city of it), main board or school type that has schools registered by `to` or reports in the period: its name, the schools registered up to `to`, the students' and teachers' present shares over the working days up to today and the reporting completeness over those before today (a school expected from the working day after its registration; null: N/A). Sorted by `sort` and `order`, rows without a share last either way, then by name. Read from the per-day place totals and registration counts kept on write.",
        },
        { 200: json("The rows, sorted.", successEnvelope(breakdownSchema)) },
        [400, 401, 403, 404],
      ),
    },
    async (request, reply) => {
      const { from, to, state_id, sort, order } = request.query;
      const rows = await attendanceBreakdown(
        db,
        request.params.by,
        state_id,
        { from, to },
        today(),
      );
      return ok(reply, keyed("api.attendance_breakdown_fetched"), sortBreakdown(rows, sort, order));
    },
  );

  app.get(
    routes.analyticsNotReporting,
    {
      schema: operation(
        "getNotReportingSchools",
        "The schools that sent no attendance on 3 or more working days of a period, a page of them",
        {
          querystring: notReportingQuerySchema,
          description: `The schools that sent no attendance on 3 or more working days of the period that are over (today counts once it has ended; a school registered during the period: its working days from the working day after its registration), ranked by those days, then the older last report first (never reported first): name, state, city, principal's phone, days missing, last report; their total and their count per state. A report on a Sunday, a holiday, today or the school's registration day counts toward its days. Read from the per-school period rows (a preset period: one row per school) and, for a custom range's days that fill no whole week or month (a few at each end), from the schools' day rows. Narrowed by \`state_id\`, or \`city_id\` with it.`,
        },
        { 200: json("A page of the schools, ranked.", successEnvelope(notReportingSchema)) },
        [400, 401, 403],
      ),
    },
    async (request, reply) => {
      const { from, to, state_id, city_id, page, limit } = request.query;
      const place = { state_id, city_id };
      await checkPlace(db, place);
      return ok(
        reply,
        keyed("api.not_reporting_fetched"),
        await notReporting(db, place, { from, to }, today(), { page, limit }),
      );
    },
  );

  app.get(
    routes.analyticsLowAttendance,
    {
      schema: operation(
        "getLowAttendanceSchools",
        "The schools whose present share stayed under a threshold on most working days of a period",
        {
          querystring: lowAttendanceQuerySchema,
          description:
            "The schools whose students' (`who=teachers`: teachers') present share was under `threshold` percent (75 by default; 5 to 95 in steps of 5) on more than half of the period's working days that are over (today counts once it has ended; a school registered during the period: its working days from the working day after its registration), most days under first: their name, place, days under, working days and present share over the period, with the school's id for its profile; their total. A report on a Sunday, a holiday, today (so far) or the school's registration day counts among the days under. Read from the per-school period rows' 5% bands (and a custom range's edge days' rows); the share of the page's schools from their day rows. Narrowed by `state_id`, or `city_id` with it.",
        },
        { 200: json("A page of the schools.", successEnvelope(lowAttendanceSchema)) },
        [400, 401, 403],
      ),
    },
    async (request, reply) => {
      const { from, to, state_id, city_id, ...options } = request.query;
      const place = { state_id, city_id };
      await checkPlace(db, place);
      return ok(
        reply,
        keyed("api.low_attendance_fetched"),
        await lowAttendance(db, place, { from, to }, today(), options),
      );
    },
  );
};
