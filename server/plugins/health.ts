import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { routes } from "../../contract/api";
import { json, responses } from "../http";
import type { Db } from "../db/index";

const healthSchema = (status: string) =>
  z.object({ status: z.literal(status) }).meta({ examples: [{ status }] });

/**
 * GET /health: 200 while the database answers, 503 otherwise or while draining on shutdown
 * (for load balancers, no session).
 */
export const health: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    routes.health,
    {
      config: { public: true },
      schema: {
        operationId: "health",
        tags: ["Operations"],
        summary: "Whether the server and its database answer",
        description:
          "For load balancers and uptime checks; needs no session. 200 while a query reaches the database, 503 when it does not or once the server has begun to shut down (draining), so that no new request is sent to it.",
        security: [],
        response: responses(
          {
            200: json("The database answers.", healthSchema("ok")),
            503: json(
              "The database does not answer, or the server is shutting down (draining).",
              z.union([healthSchema("unavailable"), healthSchema("draining")]),
            ),
          },
          [400],
        ),
      },
    },
    async (_request, reply) => {
      if (app.lifecycle.draining) return reply.code(503).send({ status: "draining" as const });
      try {
        await db.query("SELECT 1");
        return { status: "ok" as const };
      } catch {
        return reply.code(503).send({ status: "unavailable" as const });
      }
    },
  );
};
