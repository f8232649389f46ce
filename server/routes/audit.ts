import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { routes } from "../../contract/api";
import { auditListEnvelope, auditListQuerySchema } from "../../contract/audit";
import { keyed } from "../../contract/apiMessages";
import { json, messageFields, operations, pageFields } from "../http";
import type { AppContext } from "../context";
import { listAuditEvents, pruneSignInEvents } from "../audit/service";

const operation = operations("Audit trail");

/** How often the retention of sign-in events runs while the server is up. */
const PRUNE_EVERY_MS = 6 * 3_600_000;

/** The audit trail: read-only through the API (no route edits or deletes an event). */
export const auditRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config }) => {
  app.get(
    routes.auditEvents,
    {
      schema: operation(
        "listAuditEvents",
        "Audit events, newest first; exact totals for at most one filter, otherwise counted up to 10,000 (`total_capped`)",
        {
          querystring: auditListQuerySchema,
          description:
            "Who did what and when: every change through the API and every sign-in, read-only. Filters by actor, action, target and a time range (`from` inclusive, `to` exclusive).",
        },
        { 200: json("A page of events.", auditListEnvelope) },
        [400, 401, 403],
      ),
    },
    async (request, reply) => {
      const query = request.query;
      const { rows, total, capped } = await listAuditEvents(db, query);
      // The envelope of a list, plus total_capped (ok() knows only the common list fields).
      reply.code(200);
      return {
        status: true as const,
        code: 200,
        ...messageFields(keyed("api.audit_events_fetched")),
        resources: {
          data: rows,
          ...pageFields(total, query.page, query.limit),
          total_capped: capped,
        },
      };
    },
  );

  // Retention of sign-in events: at start-up, then every few hours.
  const prune = () =>
    pruneSignInEvents(db, config.auditSignInRetentionDays, config.now()).catch((error) =>
      app.log.error(error, "pruning sign-in events failed"),
    );
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    await prune();
    timer = setInterval(() => void prune(), PRUNE_EVERY_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));
};
