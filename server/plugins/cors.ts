import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import cors from "@fastify/cors";
import { routes } from "../../contract/api";

/**
 * CORS, for a console (or any react-admin application) served from another origin: off unless
 * CORS_ORIGINS names origins. It lets those origins send the bearer token and read
 * `Content-Range` (the simple-REST dialect's totals); no cookies are involved, so no credentials.
 */
export const corsPolicy = fp<{ origins: string[] }>(
  async (app: FastifyInstance, { origins }) => {
    if (!origins.length) return;
    await app.register(cors, {
      origin: origins,
      methods: ["GET", "HEAD", "POST", "PUT", "DELETE"],
      allowedHeaders: ["authorization", "content-type", "range", "x-request-id"],
      exposedHeaders: ["content-range", "content-disposition", "x-request-id"],
      maxAge: 600,
    });
    // A signed file link shown in an <img> of that other origin: same-origin would block it.
    app.addHook("onSend", async (request, reply) => {
      if (request.routeOptions.url === routes.schoolAsset) {
        reply.header("cross-origin-resource-policy", "cross-origin");
      }
    });
  },
  { name: "cors" },
);
