import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  recoveryCodesSchema,
  sessionInfoSchema,
  sessionParamsSchema,
  twoFactorDisablePayloadSchema,
  twoFactorEnablePayloadSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from "../../contract/auth";
import { paths, routes } from "../../contract/api";
import { messageEnvelope, successEnvelope } from "../../contract/envelope";
import { badField, conflict, json, notFound, ok, operations } from "../http";
import { verifyPassword } from "../auth/passwords";
import { passwordHashOf } from "../auth/accounts";
import { endSession, listSessions, revokeAccountSessions } from "../auth/sessions";
import {
  codeWasUsed,
  enableTwoFactor,
  newRecoveryCodes,
  newSecret,
  otpauthUri,
  recoveryCodesLeft,
  removeTwoFactor,
  storePendingSecret,
  totpOf,
  useTotpCode,
  type CodeTry,
} from "../auth/totp";
import type { AppContext } from "../context";
import { actorOf, recordEvent } from "../audit/service";
import { keyed } from "../../contract/apiMessages";
import type { Queryable } from "../db/index";

/** A code that was not accepted: a 400 on `code` that says whether it had been used already. */
async function refuseCode(db: Queryable, attempt: CodeTry): Promise<never> {
  const used = await codeWasUsed(db, attempt);
  throw badField("code", keyed(used ? "validation.code_used" : "api.code_wrong"));
}

const sessionOperation = operations("Sessions");
const twoFactorOperation = operations("Two-factor sign-in");

/** The signed-in administrator's sessions and two-factor sign-in. */
export const accountSecurityRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { db, config, policy },
) => {
  app.get(
    paths.sessions,
    {
      schema: sessionOperation(
        "listSessions",
        "The signed-in account's active sessions",
        {
          description:
            "Each session of this account that has neither ended nor expired: its browser and system, the address it signed in from, when it signed in and when it was last used; the session making the request is marked `current`.",
        },
        { 200: json("The sessions.", successEnvelope(z.array(sessionInfoSchema))) },
        [401, 403],
      ),
    },
    async (request, reply) => {
      const { account_id, token_hash } = request.account;
      return ok(
        reply,
        keyed("api.sessions_fetched"),
        await listSessions(db, account_id, token_hash, policy),
      );
    },
  );

  app.delete(
    paths.sessions,
    {
      schema: sessionOperation(
        "endOtherSessions",
        "End every session of the account but this one",
        {
          description:
            "Signs out every other browser and device of this account at once (a lost phone, a shared computer); the session making the request stays signed in.",
        },
        { 200: json("The other sessions are ended.", messageEnvelope) },
        [401, 403],
      ),
    },
    async (request, reply) => {
      await revokeAccountSessions(db, request.account.account_id, request.account.token_hash);
      return ok(reply, keyed("api.other_sessions_ended"), null);
    },
  );

  app.delete(
    routes.session,
    {
      schema: sessionOperation(
        "endSession",
        "End one session of the account",
        {
          params: sessionParamsSchema,
          description:
            "Signs out one session, named by the opaque id listSessions gives; 404 when it has ended already or is not this account's.",
        },
        { 200: json("The session is ended.", messageEnvelope) },
        [401, 403, 404],
      ),
    },
    async (request, reply) => {
      if (!(await endSession(db, request.account.account_id, request.params.id))) {
        throw notFound(keyed("api.session_already_ended"));
      }
      return ok(reply, keyed("api.session_ended"), null);
    },
  );

  app.get(
    paths.twoFactor,
    {
      schema: twoFactorOperation(
        "twoFactorStatus",
        "Whether two-factor sign-in is on",
        {
          description:
            "Whether sign-in asks this account for a code from an authenticator app, and how many unused recovery codes it has left (0 when it is off).",
        },
        { 200: json("Whether it is on.", successEnvelope(twoFactorStatusSchema)) },
        [401, 403],
      ),
    },
    async (request, reply) => {
      const accountId = request.account.account_id;
      const totp = await totpOf(db, accountId);
      return ok(reply, keyed("api.two_factor_status"), {
        enabled: !!totp?.enabled_at,
        recovery_codes_left: totp?.enabled_at ? await recoveryCodesLeft(db, accountId) : 0,
      });
    },
  );

  app.post(
    paths.twoFactorSetup,
    {
      schema: twoFactorOperation(
        "twoFactorSetup",
        "Start turning two-factor sign-in on: a new secret and its otpauth:// URI",
        {
          description:
            "Stores a new secret as pending (replacing an earlier pending one); sign-in does not change until twoFactorEnable confirms it with a first code. 409 when two-factor sign-in is on already.",
        },
        { 200: json("The new secret, pending.", successEnvelope(twoFactorSetupSchema)) },
        [401, 403, 409],
      ),
    },
    async (request, reply) => {
      const { account_id, username } = request.account;
      const existing = await totpOf(db, account_id);
      if (existing?.enabled_at) throw conflict(keyed("api.two_factor_already_on"));
      const secret = newSecret();
      await storePendingSecret(db, account_id, secret);
      return ok(reply, keyed("api.two_factor_scan"), {
        secret,
        otpauth_uri: otpauthUri(secret, username),
      });
    },
  );

  app.post(
    paths.twoFactorEnable,
    {
      schema: twoFactorOperation(
        "twoFactorEnable",
        "Confirm the new secret with a first code; answers ten recovery codes, shown once",
        {
          body: twoFactorEnablePayloadSchema,
          description:
            "Turns two-factor sign-in on once a code from the authenticator app matches the pending secret, and records it in the audit trail. The ten recovery codes are answered this once and kept only as hashes; a wrong code is a 400 on `code`, which says so when the code was used already.",
        },
        {
          200: json("On: the recovery codes, shown once.", successEnvelope(recoveryCodesSchema)),
        },
        [400, 401, 403, 409, 413, 415],
      ),
    },
    async (request, reply) => {
      const accountId = request.account.account_id;
      const totp = await totpOf(db, accountId);
      if (!totp) throw badField("code", keyed("api.two_factor_restart"));
      if (totp.enabled_at) throw conflict(keyed("api.two_factor_already_on"));
      const now = config.now();
      const code = { accountId, secret: totp.secret, code: request.body.code, now };
      if (!(await useTotpCode(db, code))) await refuseCode(db, code);
      const codes = newRecoveryCodes();
      await db.transaction(async (tx) => {
        await enableTwoFactor(tx, accountId, codes, now);
        await recordEvent(tx, actorOf(request), {
          action: "account.two_factor_enabled",
          target_type: "account",
          target_id: accountId,
          target_name: request.account.username,
        });
      });
      return ok(reply, keyed("api.two_factor_on"), { recovery_codes: codes });
    },
  );

  app.post(
    paths.twoFactorDisable,
    {
      schema: twoFactorOperation(
        "twoFactorDisable",
        "Turn two-factor sign-in off (needs the password and a current code)",
        {
          body: twoFactorDisablePayloadSchema,
          description:
            "Needs the account's password and a current code; removes the secret and the recovery codes, and records it in the audit trail. A wrong password or code is a 400 on its field (never a 401, which would sign the console out); a code used already (at sign-in, say) is told apart from a wrong one.",
        },
        { 200: json("Off.", messageEnvelope) },
        [400, 401, 403, 409, 413, 415],
      ),
    },
    async (request, reply) => {
      const accountId = request.account.account_id;
      const totp = await totpOf(db, accountId);
      if (!totp?.enabled_at) throw conflict(keyed("api.two_factor_not_on"));
      // 400, not 401: a mistyped password must not sign the user out.
      if (!(await verifyPassword(request.body.password, await passwordHashOf(db, accountId)))) {
        throw badField("password", keyed("api.password_wrong"));
      }
      const code = { accountId, secret: totp.secret, code: request.body.code, now: config.now() };
      if (!(await useTotpCode(db, code))) await refuseCode(db, code);
      await db.transaction(async (tx) => {
        await removeTwoFactor(tx, accountId);
        await recordEvent(tx, actorOf(request), {
          action: "account.two_factor_disabled",
          target_type: "account",
          target_id: accountId,
          target_name: request.account.username,
        });
      });
      return ok(reply, keyed("api.two_factor_off"), null);
    },
  );
};
