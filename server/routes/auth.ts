import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  changePasswordPayloadSchema,
  type AdminProfile,
  type LoginData,
} from "../../contract/auth";
import { paths } from "../../contract/api";
import { validationMessages as m } from "../../contract/messages";
import { ApiError, badRequest, ok } from "../http";
import { dummyPasswordHash, hashPassword, verifyPassword } from "../auth/passwords";
import { createSession, revokeAccountSessions, revokeSession } from "../auth/sessions";
import { bearerToken } from "../auth/guard";
import type { AppContext } from "../context";

interface AccountRow extends Omit<LoginData, "token" | "id"> {
  account_id: number;
  password_hash: string;
  status: boolean;
}

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
  { db, config, limiter },
) => {
  const policy = {
    idleMinutes: config.sessionIdleMinutes,
    maxHours: config.sessionMaxHours,
    now: config.now,
  };

  app.post(
    paths.login,
    {
      config: { public: true },
      schema: { summary: "Sign in with HTTP Basic credentials and an empty body" },
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
      const [account] = await db.query<AccountRow>(
        `SELECT account_id, role, username, password_hash, first_name, middle_name, last_name, email, phone_number, status
           FROM accounts WHERE lower(username) = lower($1)`,
        [credentials.username],
      );
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
    paths.logout,
    { schema: { summary: "End the current session" } },
    async (request, reply) => {
      const token = bearerToken(request);
      if (token) await revokeSession(db, token);
      return ok(reply, "Logged out", null);
    },
  );

  app.get(
    paths.profile,
    { schema: { summary: "The signed-in administrator's profile" } },
    async (request, reply) => {
      const [profile] = await db.query<AdminProfile>(
        "SELECT first_name, middle_name, last_name, email, phone_number FROM accounts WHERE account_id = $1",
        [request.account.account_id],
      );
      return ok(reply, "Profile fetched successfully", profile);
    },
  );

  app.post(
    paths.changePassword,
    {
      schema: {
        summary: "Change the own password (needs the current one)",
        body: changePasswordPayloadSchema,
      },
    },
    async (request, reply) => {
      const { current_password, password } = request.body;
      const [account] = await db.query<{ password_hash: string }>(
        "SELECT password_hash FROM accounts WHERE account_id = $1",
        [request.account.account_id],
      );
      // 400, not 401: a mistyped current password must not sign the user out.
      if (!(await verifyPassword(current_password, account.password_hash))) {
        throw badRequest("The current password is not correct.", {
          current_password: "The current password is not correct.",
        });
      }
      const hash = await hashPassword(password, config.passwordHashLogN);
      await db.transaction(async (tx) => {
        await tx.query("UPDATE accounts SET password_hash = $1 WHERE account_id = $2", [
          hash,
          request.account.account_id,
        ]);
        await revokeAccountSessions(tx, request.account.account_id, request.account.token_hash);
      });
      return ok(reply, "Password Changed Successfully!", null);
    },
  );
};
