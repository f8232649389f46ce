import type { LoginData, MfaChallenge } from "../../contract/auth";
import { keyed } from "../../contract/apiMessages";
import type { AppContext } from "../context";
import { ApiError, badField } from "../http";
import { ACCOUNT_COLUMNS, accountByUsername, type AccountRow } from "./accounts";
import type { Attempt } from "./limiter";
import { dummyPasswordHash, verifyPassword } from "./passwords";
import {
  createSession,
  isUsualAddress,
  rememberAddress,
  type ClientInfo,
  type SessionPolicy,
} from "./sessions";
import { recordEvent, type Actor } from "../audit/service";
import { FailedSignInRecorder } from "./signInEvents";
import {
  CHALLENGE_TTL_SECONDS,
  codeWasUsed,
  hashChallenge,
  newChallenge,
  totpOf,
  useRecoveryCode,
  useTotpCode,
} from "./totp";

const INVALID = keyed("api.sign_in_invalid");
const EXPIRED = keyed("api.sign_in_expired");
/** How long a spent or expired challenge is kept, so that a late or replayed answer is put on record. */
const CHALLENGE_KEPT_MS = 24 * 3_600_000;

function tooMany(seconds: number): ApiError {
  return new ApiError(
    429,
    keyed("api.sign_in_too_many", { smart_count: Math.ceil(seconds / 60) }),
    undefined,
    { "retry-after": String(seconds) },
  );
}

/**
 * Signing in: the password step, and the code step when two-factor sign-in is on. Each step is
 * throttled by the limiter the same way; the (account, address) pair is cleared only when a
 * sign-in completes, so a known password cannot be used to reset the count of wrong codes.
 *
 * The audit trail gets 'auth.signed_in' when a sign-in completes (after the password, or after
 * the code when two-factor sign-in is on), in the transaction that opens the session, and
 * 'auth.sign_in_failed' for every other end of a step, with the reason (SIGN_IN_FAILURE_REASONS):
 * a wrong password or unknown username, a correct password of an account that may not use the
 * console or is deactivated, a wrong or already used code, a challenge expired, spent or
 * answered from another address (the username tried, never the password or the code; at most
 * one a minute per username and address). A try refused by the limiter (429) was never checked
 * and is not recorded; nor is a challenge that was never issued (nobody to name).
 */
export function loginService({ db, config, limiter }: AppContext) {
  const policy: SessionPolicy = {
    idleMinutes: config.sessionIdleMinutes,
    maxHours: config.sessionMaxHours,
    now: config.now,
  };

  const failures = new FailedSignInRecorder(config.now);
  const actor = (username: string, accountId: number | null, client: ClientInfo): Actor => ({
    account_id: accountId,
    username,
    client_ip: client.address,
    request_id: client.requestId ?? null,
  });

  async function complete(
    account: AccountRow,
    attempt: Attempt,
    client: ClientInfo,
    twoFactor = false,
  ) {
    const token = await db.transaction(async (tx) => {
      const created = await createSession(tx, account.account_id, policy, client);
      await recordEvent(tx, actor(account.username, account.account_id, client), {
        action: "auth.signed_in",
        ...(twoFactor && { details: { two_factor: true } }),
      });
      return created;
    });
    await rememberAddress(db, account.account_id, client.address, config.now());
    limiter.succeed(attempt);
    const { password_hash: _hash, status: _status, account_id, ...details } = account;
    const data: LoginData = { token, id: account_id, ...details };
    return data;
  }

  /** Refuses a locked pair or address with 429; holds an attempt back while its account is under attack. */
  async function throttle(attempt: Attempt, accountId: number | undefined) {
    const usual =
      // Stryker disable next-line ConditionalExpression: an unknown account (no id) has no login_addresses row either; this only saves the round trip
      accountId !== undefined &&
      (await isUsualAddress(db, accountId, attempt.address, config.now()));
    const verdict = limiter.check(attempt, usual);
    if (verdict.retryAfter > 0) throw tooMany(verdict.retryAfter);
    if (verdict.delayMs > 0) await config.sleep(verdict.delayMs);
  }

  return {
    async password(
      username: string,
      password: string,
      client: ClientInfo,
    ): Promise<LoginData | MfaChallenge> {
      const account = await accountByUsername(db, username);
      const attempt: Attempt = { username, address: client.address };
      await throttle(attempt, account?.account_id);
      // An unknown user costs the same hash as a wrong password and gets the same answer.
      const valid = await verifyPassword(
        password,
        account?.password_hash ?? (await dummyPasswordHash(config.passwordHashLogN)),
      );
      if (!account || !valid) {
        limiter.fail(attempt);
        await failures.record(db, actor(username, account?.account_id ?? null, client), "password");
        throw new ApiError(401, INVALID);
      }
      if (account.role !== "super_admin") {
        await failures.record(
          db,
          actor(account.username, account.account_id, client),
          "not_allowed",
        );
        throw new ApiError(403, keyed("api.board_admin_elsewhere"));
      }
      if (!account.status) {
        await failures.record(
          db,
          actor(account.username, account.account_id, client),
          "deactivated",
        );
        throw new ApiError(403, keyed("api.account_deactivated"));
      }
      const totp = await totpOf(db, account.account_id);
      if (totp?.enabled_at) {
        const { challenge, hash } = newChallenge();
        const expires = new Date(config.now().getTime() + CHALLENGE_TTL_SECONDS * 1000);
        await db.query(
          "INSERT INTO mfa_challenges (challenge_hash, account_id, client_address, expires_at) VALUES ($1, $2, $3, $4)",
          [hash, account.account_id, client.address, expires],
        );
        return { mfa_required: true, challenge, expires_in: CHALLENGE_TTL_SECONDS };
      }
      return complete(account, attempt, client);
    },

    async secondFactor(challenge: string, code: string, client: ClientInfo): Promise<LoginData> {
      const now = config.now();
      const [account] = await db.query<AccountRow & { client_address: string; expired: boolean }>(
        `SELECT ${ACCOUNT_COLUMNS.split(", ")
          .map((c) => `a.${c}`)
          .join(", ")}, c.client_address, c.expires_at <= $2 AS expired
           FROM mfa_challenges c JOIN accounts a ON a.account_id = c.account_id
          WHERE c.challenge_hash = $1`,
        [hashChallenge(challenge), now],
      );
      if (!account) throw new ApiError(401, EXPIRED);
      // A challenge is good for one sign-in from the address that answered the password.
      if (account.expired || account.client_address !== client.address || !account.status) {
        const reason = account.status ? "challenge" : "deactivated";
        await failures.record(db, actor(account.username, account.account_id, client), reason);
        throw new ApiError(401, EXPIRED);
      }
      const attempt: Attempt = { username: account.username, address: client.address };
      await throttle(attempt, account.account_id);
      const totp = await totpOf(db, account.account_id);
      const accepted =
        !!totp?.enabled_at &&
        ((await useTotpCode(db, {
          accountId: account.account_id,
          secret: totp.secret,
          code: code.trim(),
          now,
        })) ||
          (await useRecoveryCode(db, account.account_id, code, now)));
      if (!accepted) {
        limiter.fail(attempt);
        const reused =
          !!totp?.enabled_at &&
          (await codeWasUsed(db, {
            accountId: account.account_id,
            secret: totp.secret,
            code,
            now,
          }));
        await failures.record(
          db,
          actor(account.username, account.account_id, client),
          reused ? "code_reused" : "code",
        );
        throw badField("code", keyed(reused ? "validation.code_used" : "api.code_wrong"), 401);
      }
      // Spent: kept a while as expired, so that answering it again is recorded as a failure.
      await db.query("UPDATE mfa_challenges SET expires_at = $2 WHERE challenge_hash = $1", [
        hashChallenge(challenge),
        now,
      ]);
      await db.query("DELETE FROM mfa_challenges WHERE expires_at <= $1", [
        new Date(now.getTime() - CHALLENGE_KEPT_MS),
      ]);
      const { client_address: _address, expired: _expired, ...row } = account;
      return complete(row, attempt, client, true);
    },
  };
}
