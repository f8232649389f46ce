import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { routes } from "../../contract/api";
import {
  holidayListQuerySchema,
  holidayParamsSchema,
  holidayPayloadSchema,
  holidayRenamePayloadSchema,
  holidaySchema,
} from "../../contract/holidays";
import { messageEnvelope, successEnvelope } from "../../contract/envelope";
import { keyed } from "../../contract/apiMessages";
import { json, ok, operations } from "../http";
import type { AppContext } from "../context";
import { actorOf } from "../audit/service";
import { addHoliday, listHolidays, removeHoliday, renameHoliday } from "../holidays/service";

const operation = operations("Holidays");

/** The holiday calendar: the days that are not working days besides Sundays (issue 32). */
export const holidayRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config }) => {
  app.get(
    routes.holidays,
    {
      schema: operation(
        "listHolidays",
        "The holidays of a year, or of a range of days, in day order",
        {
          querystring: holidayListQuerySchema,
          description:
            "The holidays of `year` (the server's current year by default), or of `from` to `to` (both included). Working days are Monday to Saturday less these days.",
        },
        { 200: json("The holidays, in day order.", successEnvelope(z.array(holidaySchema))) },
        [400, 401, 403],
      ),
    },
    async (request, reply) =>
      ok(reply, keyed("api.holidays_fetched"), await listHolidays(db, request.query, config.now())),
  );

  app.post(
    routes.holidays,
    {
      schema: operation(
        "addHoliday",
        "Add a holiday",
        {
          body: holidayPayloadSchema,
          description:
            "A day (YYYY-MM-DD, years 2000 to 2100) and its name (at most 100 characters). Any weekday is taken, Sunday too: the gazette lists holidays by date, and a Sunday changes no count of working days. A day that is a holiday already is a 409 naming it. Recorded in the audit trail.",
        },
        { 201: json("The holiday is added.", successEnvelope(holidaySchema)) },
        [400, 401, 403, 409, 413, 415],
      ),
    },
    async (request, reply) => {
      const holiday = await addHoliday(db, request.body, actorOf(request));
      return ok(reply, keyed("api.holiday_added"), holiday, {}, 201);
    },
  );

  app.put(
    routes.holiday,
    {
      schema: operation(
        "renameHoliday",
        "Rename a holiday",
        {
          params: holidayParamsSchema,
          body: holidayRenamePayloadSchema,
          description:
            "Gives the holiday of the day in the path a new name; 404 when that day is no holiday. Recorded in the audit trail (the same name records nothing).",
        },
        { 200: json("The holiday is renamed.", successEnvelope(holidaySchema)) },
        [400, 401, 403, 404, 413, 415],
      ),
    },
    async (request, reply) => {
      const holiday = await renameHoliday(
        db,
        request.params.day,
        request.body.name,
        actorOf(request),
      );
      return ok(reply, keyed("api.holiday_renamed"), holiday);
    },
  );

  app.delete(
    routes.holiday,
    {
      schema: operation(
        "removeHoliday",
        "Remove a holiday",
        {
          params: holidayParamsSchema,
          description:
            "The day in the path is a working day again (unless a Sunday); 404 when it is no holiday. Recorded in the audit trail.",
        },
        { 200: json("The holiday is removed.", messageEnvelope) },
        [401, 403, 404],
      ),
    },
    async (request, reply) => {
      await removeHoliday(db, request.params.day, actorOf(request));
      return ok(reply, keyed("api.holiday_removed"), null);
    },
  );
};
