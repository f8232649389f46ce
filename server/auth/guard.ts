import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { ApiError } from "../http";
import { keyed } from "../../contract/apiMessages";
import { resolveSession, type SessionAccount, type SessionPolicy } from "./sessions";
import type { Db } from "../db/index";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in super administrator; set on every route but login. */
    account: SessionAccount & { token_hash: string };
  }
  interface FastifyContextConfig {
    /** Routes that need no bearer token (login, health). */
    public?: boolean;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/**
 * Every /v1 route but the public ones needs a valid bearer token of a super administrator:
 * 401 without one (the console then signs out), 403 for anyone else's.
 */
export const authGuard = fp<{ db: Db; policy: SessionPolicy }>(
  async (app: FastifyInstance, { db, policy }) => {
    app.decorateRequest("account", null as unknown as FastifyRequest["account"]);
    app.addHook("onRequest", async (request) => {
      // Only the API's own routes: an unknown /v1 path falls through to the JSON 404.
      if (!request.routeOptions.url?.startsWith("/v1/") || request.routeOptions.config.public)
        return;
      const token = bearerToken(request);
      if (!token) throw new ApiError(401, keyed("api.sign_in_required"));
      const account = await resolveSession(db, token, policy);
      if (!account) throw new ApiError(401, keyed("api.session_expired"));
      if (account.role !== "super_admin") {
        throw new ApiError(403, keyed("api.super_admin_only"));
      }
      request.account = account;
    });
    // API answers carry accounts' data and tokens: no cache, shared or private, may keep them.
    // A route that knows better (a signed download's private max-age) sets its own.
    app.addHook("onSend", async (request, reply) => {
      if (request.url.startsWith("/v1/") && !reply.hasHeader("cache-control")) {
        reply.header("cache-control", "no-store");
      }
    });
  },
);
