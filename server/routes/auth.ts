import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminProfileSchema,
  changePasswordPayloadSchema,
  loginDataSchema,
  type LoginData,
} from "../../contract/auth";
import { routes } from "../../contract/api";
import { messageEnvelope, successEnvelope } from "../../contract/envelope";
import { validationMessages as m } from "../../contract/messages";
import { ApiError, badRequest, json, ok, responses } from "../http";
import { dummyPasswordHash, hashPassword, verifyPassword } from "../auth/passwords";
import { createSession, revokeSession } from "../auth/sessions";
import { bearerToken } from "../auth/guard";
import { accountByUsername, passwordHashOf, profileOf, setPasswordHash } from "../auth/accounts";
import type { AppContext } from "../context";
import { actorOf } from "../audit/service";

/** Reads HTTP Basic credentials, decoded as UTF-8 (the console encodes them so). */
function basicCredentials(
  header: string | undefined,
): { username: string; password: string } | null {
  const match = header?.match(/^Basic\s+([A-Za-z0-9+/=]+)$/i);
  if (!match) return null;
  const decoded = Buffer.from(match[1], "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 0) return null;
  return { username: decoded.slice(0, colon).trim(), password: decoded.slice(colon + 1) };
}

export const authRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { db, config, limiter, policy },
) => {
  const tags = ["Session"];

  app.post(
    routes.login,
    {
      config: { public: true },
      schema: {
        operationId: "login",
        tags,
        summary: "Sign in with HTTP Basic credentials and an empty body",
        security: [{ basic: [] }],
        response: responses(
          { 200: json("Signed in: a new session's token.", successEnvelope(loginDataSchema)) },
          [400, 401, 403, 413, 415, 429],
        ),
      },
    },
    async (request, reply) => {
      const credentials = basicCredentials(request.headers.authorization);
      if (!credentials || !credentials.username || !credentials.password) {
        throw badRequest("Username and password are required.", {
          ...(!credentials?.username && { username: m.username_required }),
          ...(!credentials?.password && { password: m.password_required }),
        });
      }
      const keys = [`user:${credentials.username.toLowerCase()}`, `ip:${request.ip}`];
      const wait = limiter.retryAfter(keys);
      if (wait > 0) {
        throw new ApiError(
          429,
          `Too many failed sign-ins. Try again in ${Math.ceil(wait / 60)} minute(s).`,
          undefined,
          {
            "retry-after": String(wait),
          },
        );
      }
      const account = await accountByUsername(db, credentials.username);
      // An unknown user costs the same hash as a wrong password and gets the same answer.
      const valid = await verifyPassword(
        credentials.password,
        account?.password_hash ?? (await dummyPasswordHash(config.passwordHashLogN)),
      );
      if (!account || !valid) {
        limiter.fail(keys);
        throw new ApiError(401, "Invalid username or password.");
      }
      limiter.succeed(keys);
      if (account.role !== "super_admin") {
        throw new ApiError(
          403,
          "This console is for super administrators only. Board administrators sign in to the board portal.",
        );
      }
      if (!account.status) throw new ApiError(403, "This account is deactivated.");
      const token = await createSession(db, account.account_id, policy);
      const { password_hash: _hash, status: _status, account_id, ...details } = account;
      const data: LoginData = { token, id: account_id, ...details };
      return ok(reply, "Login successful", data);
    },
  );

  app.post(
    routes.logout,
    {
      schema: {
        operationId: "logout",
        tags,
        summary: "End the current session",
        response: responses({ 200: json("Signed out.", messageEnvelope) }, [401, 403]),
      },
    },
    async (request, reply) => {
      const token = bearerToken(request);
      if (token) await revokeSession(db, token);
      return ok(reply, "Logged out", null);
    },
  );

  app.get(
    routes.profile,
    {
      schema: {
        operationId: "getProfile",
        tags,
        summary: "The signed-in administrator's profile",
        response: responses(
          { 200: json("The profile.", successEnvelope(adminProfileSchema)) },
          [401, 403],
        ),
      },
    },
    async (request, reply) =>
      ok(reply, "Profile fetched successfully", await profileOf(db, request.account.account_id)),
  );

  app.post(
    routes.changePassword,
    {
      schema: {
        operationId: "changePassword",
        tags,
        summary: "Change the own password (needs the current one); ends the other sessions",
        body: changePasswordPayloadSchema,
        response: responses(
          { 200: json("The password is changed.", messageEnvelope) },
          [400, 401, 403, 413, 415],
        ),
      },
    },
    async (request, reply) => {
      const { current_password, password } = request.body;
      const currentHash = await passwordHashOf(db, request.account.account_id);
      // 400, not 401: a mistyped current password must not sign the user out.
      if (!(await verifyPassword(current_password, currentHash))) {
        throw badRequest("The current password is not correct.", {
          current_password: "The current password is not correct.",
        });
      }
      const hash = await hashPassword(password, config.passwordHashLogN);
      await setPasswordHash(
        db,
        request.account.account_id,
        hash,
        request.account.token_hash,
        actorOf(request),
      );
      return ok(reply, "Password Changed Successfully!", null);
    },
  );
};
