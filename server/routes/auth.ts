import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminProfileSchema,
  changePasswordPayloadSchema,
  loginDataSchema,
  mfaChallengeSchema,
  twoFactorLoginPayloadSchema,
} from "../../contract/auth";
import { routes } from "../../contract/api";
import { messageEnvelope, successEnvelope } from "../../contract/envelope";
import { keyed } from "../../contract/apiMessages";
import { ApiError, badField, json, ok, operations, ownData, responses } from "../http";
import { hashPassword, verifyPassword } from "../auth/passwords";
import { revokeSession } from "../auth/sessions";
import { bearerToken } from "../auth/guard";
import { passwordHashOf, profileOf, setPasswordHash } from "../auth/accounts";
import { loginService } from "../auth/login";
import type { AppContext } from "../context";
import { accountSecurityRoutes } from "./accountSecurity";
import { actorOf, recordEvent } from "../audit/service";

const operation = operations("Session");

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

export const authRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { db, config } = context;
  const tags = ["Session"];
  const signIn = loginService(context);
  const client = (request: { ip: string; id: string; headers: Record<string, unknown> }) => ({
    address: request.ip,
    requestId: request.id,
    userAgent:
      typeof request.headers["user-agent"] === "string" ? request.headers["user-agent"] : undefined,
  });

  app.post(
    routes.login,
    {
      config: { public: true },
      schema: {
        operationId: "login",
        tags,
        summary: "Sign in with HTTP Basic credentials and an empty body",
        description:
          "Answers a session token, or, when the account has two-factor sign-in on, `mfa_required: true` with a short-lived challenge and no token: complete it with POST /v1/super-admin/login/two-factor. Failed tries are limited per (username, address) pair and per address (429 with Retry-After). Missing or refused credentials are a 401 whose `WWW-Authenticate` asks for Basic credentials only when none were sent; refused ones are asked again as `xBasic` (the same credentials), on which no browser opens its own dialog.",
        security: [{ basic: [] }],
        response: responses(
          {
            200: json(
              "Signed in: a new session's token; or a challenge when a code is wanted.",
              successEnvelope(z.union([loginDataSchema, mfaChallengeSchema])),
            ),
          },
          [400, 401, 403, 413, 415, 429],
        ),
      },
    },
    async (request, reply) => {
      const credentials = basicCredentials(request.headers.authorization);
      if (!credentials || !credentials.username || !credentials.password) {
        // 401: no credentials is a failed authentication, not a malformed request.
        throw new ApiError(401, keyed("api.credentials_required"), {
          ...(!credentials?.username && { username: keyed("validation.username_required") }),
          ...(!credentials?.password && { password: keyed("validation.password_required") }),
        });
      }
      const data = await signIn.password(
        credentials.username,
        credentials.password,
        client(request),
      );
      return ok(reply, keyed("mfa_required" in data ? "api.code_wanted" : "api.signed_in"), data);
    },
  );

  app.post(
    routes.loginTwoFactor,
    {
      config: { public: true },
      schema: {
        operationId: "loginTwoFactor",
        tags,
        summary: "Complete a sign-in with a code from the authenticator app or a recovery code",
        description:
          "The second step of a sign-in whose login answered `mfa_required: true`. A code is accepted once; a recovery code works once. Wrong codes count as failed sign-ins.",
        security: [],
        body: twoFactorLoginPayloadSchema,
        response: responses(
          { 200: json("Signed in: a new session's token.", successEnvelope(loginDataSchema)) },
          [400, 401, 413, 415, 429],
        ),
      },
    },
    async (request, reply) => {
      const data = await signIn.secondFactor(
        request.body.challenge,
        request.body.code,
        client(request),
      );
      return ok(reply, keyed("api.signed_in"), data);
    },
  );

  await app.register(accountSecurityRoutes, context);

  app.post(
    routes.logout,
    {
      schema: operation(
        "logout",
        "End the current session",
        {
          description:
            "Ends the session whose bearer token is sent and records the sign-out in the audit trail; the token is refused from then on.",
        },
        { 200: json("Signed out.", messageEnvelope) },
        [401, 403],
      ),
    },
    async (request, reply) => {
      const token = bearerToken(request);
      // The session's end and its event in one transaction (a session already ended records nothing).
      if (token)
        await db.transaction(async (tx) => {
          if (await revokeSession(tx, token))
            await recordEvent(tx, actorOf(request), { action: "auth.signed_out" });
        });
      return ok(reply, keyed("api.signed_out"), null);
    },
  );

  app.get(
    routes.profile,
    ...ownData(
      operation,
      {
        operationId: "getProfile",
        summary: "The signed-in administrator's profile",
        description:
          "The names, email and phone number of the account the bearer token belongs to, as the header and the profile page show them.",
        answer: "The profile.",
        data: adminProfileSchema,
        message: keyed("api.profile_fetched"),
      },
      (accountId) => profileOf(db, accountId),
    ),
  );

  app.post(
    routes.changePassword,
    {
      schema: operation(
        "changePassword",
        "Change the own password (needs the current one); ends the other sessions",
        {
          body: changePasswordPayloadSchema,
          description:
            "Needs the current password: a wrong one is a 400 on `current_password` (never a 401, which would sign the console out). Every other session of the account ends; this one stays signed in.",
        },
        { 200: json("The password is changed.", messageEnvelope) },
        [400, 401, 403, 413, 415],
      ),
    },
    async (request, reply) => {
      const { current_password, password } = request.body;
      const currentHash = await passwordHashOf(db, request.account.account_id);
      // 400, not 401: a mistyped current password must not sign the user out.
      if (!(await verifyPassword(current_password, currentHash))) {
        throw badField("current_password", keyed("api.current_password_wrong"));
      }
      const hash = await hashPassword(password, config.passwordHashLogN);
      await setPasswordHash(
        db,
        request.account.account_id,
        hash,
        request.account.token_hash,
        actorOf(request),
      );
      return ok(reply, keyed("api.password_changed"), null);
    },
  );
};
