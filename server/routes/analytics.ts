import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { routes } from "../../contract/api";
import { periodQuerySchema, registrationTrendSchema } from "../../contract/analytics";
import { keyed } from "../../contract/apiMessages";
import { successEnvelope } from "../../contract/envelope";
import { json, ok, operations } from "../http";
import type { AppContext } from "../context";
import { registrationsByMonth } from "../analytics/registrations";

const operation = operations("Analytics");

/** The dashboard's summaries of a period (contract/analytics.ts), each from kept counts. */
export const analyticsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    routes.analyticsRegistrations,
    {
      schema: operation(
        "getRegistrationTrend",
        "Schools registered per month: the period's months, at least the 12 ending with its last",
        {
          querystring: periodQuerySchema,
          description:
            "The dashboard's 'Monthly Registration Trend': for each month of the period, and at least the 12 months ending with the period's last month, the schools registered in it (India's time zone), 0 for a month without any; the last month is counted up to `to`. Read from the kept per-day counts, not from the schools.",
        },
        {
          200: json("Every month, oldest first.", successEnvelope(registrationTrendSchema)),
        },
        [400, 401, 403],
      ),
    },
    async (request, reply) =>
      ok(reply, keyed("api.registrations_fetched"), await registrationsByMonth(db, request.query)),
  );
};
