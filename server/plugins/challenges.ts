import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { routes } from "../../contract/api";

const REALM = 'realm="Rollcall"';

/**
 * The challenges a 401 carries (HTTP requires one on every 401). A browser that meets a Basic
 * challenge on a fetch opens its own credentials dialog over the page, so sign-in asks for Basic
 * only of a caller that sent no credentials at all (a person or a tool at the bare endpoint);
 * credentials that were refused are asked again under `xBasic`, the same credentials by a name
 * no browser acts on, and the console's sign-in form says why.
 */
export const CHALLENGES = {
  /** Sign-in, no Authorization header: send Basic credentials. */
  signInBasic: `Basic ${REALM}, charset="UTF-8"`,
  /** Sign-in whose credentials (or code) were refused: no browser dialog. */
  signInAgain: `xBasic ${REALM}, charset="UTF-8"`,
  /** The API without a bearer token. */
  bearer: `Bearer ${REALM}`,
  /** The API with a bearer token that names no live session. */
  bearerInvalid: `Bearer ${REALM}, error="invalid_token"`,
} as const;

const SIGN_IN = new Set<string>([routes.login, routes.loginTwoFactor]);

function challengeOf(request: FastifyRequest): string {
  const sent = request.headers.authorization !== undefined;
  if (SIGN_IN.has(request.routeOptions.url ?? "")) {
    return request.routeOptions.url === routes.login && !sent
      ? CHALLENGES.signInBasic
      : CHALLENGES.signInAgain;
  }
  return sent ? CHALLENGES.bearerInvalid : CHALLENGES.bearer;
}

/** Every 401 says which credentials the operation takes (WWW-Authenticate). */
export const challenges = fp(
  async (app: FastifyInstance) => {
    app.addHook("onSend", async (request, reply) => {
      if (reply.statusCode === 401 && !reply.hasHeader("www-authenticate")) {
        reply.header("www-authenticate", challengeOf(request));
      }
    });
  },
  { name: "challenges" },
);
