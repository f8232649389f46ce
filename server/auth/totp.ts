import { createHash, randomBytes } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import type { Queryable } from "../db/index";
import { recordEvent, SYSTEM_ACTOR } from "../audit/service";

/** RFC 6238's defaults, which every authenticator app reads: SHA-1, six digits, 30 seconds. */
const PERIOD = 30;
/** A code from the step before or after is accepted too: clocks drift and people type slowly. */
const WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
/** How long the step between a correct password and a code may take. */
export const CHALLENGE_TTL_SECONDS = 5 * 60;

const ISSUER = "Rollcall";

/** otpauth's default secret: 160 bits, as RFC 4226 recommends. */
export function newSecret(): string {
  return new Secret().base32;
}

export function otpauthUri(secret: string, username: string): string {
  return new TOTP({
    issuer: ISSUER,
    label: username,
    secret: Secret.fromBase32(secret),
    period: PERIOD,
  }).toString();
}

/** The time step a code matches at `now`, or null when it matches none in the window. */
export function matchingStep(secret: string, code: string, now: Date): number | null {
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secret),
    period: PERIOD,
    timestamp: now.getTime(),
    window: WINDOW,
  });
  if (delta === null) return null;
  return TOTP.counter({ period: PERIOD, timestamp: now.getTime() }) + delta;
}

/** The current code of a secret (tests and the operator's checks). */
export function currentCode(secret: string, now: Date): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    period: PERIOD,
    timestamp: now.getTime(),
  });
}

/**
 * Recovery codes carry 80 random bits (16 base32 characters, shown in groups of four), so a
 * fast hash is enough: unlike a password, none can be guessed from a dictionary.
 */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const plain = new Secret({ size: 10 }).base32.toLowerCase();
    return plain.match(/.{4}/g)!.join("-");
  });
}

export function hashRecoveryCode(code: string): string {
  const normal = code.toLowerCase().replace(/[^a-z2-7]/g, "");
  return createHash("sha256").update(`recovery:${normal}`).digest("hex");
}

export interface TotpRow {
  secret: string;
  enabled_at: Date | null;
  last_step: string | number;
}

export async function totpOf(db: Queryable, accountId: number): Promise<TotpRow | undefined> {
  const [row] = await db.query<TotpRow>(
    "SELECT secret, enabled_at, last_step FROM account_totp WHERE account_id = $1",
    [accountId],
  );
  return row;
}

/** A code as typed for an account (with its secret), at a moment. */
export interface CodeTry {
  accountId: number;
  secret: string;
  code: string;
  now: Date;
}

/**
 * Accepts a current code once: the step it matches is recorded, in the same statement that
 * checks it is newer than the last one used, so a replay (or a race of two) fails.
 */
export async function useTotpCode(
  db: Queryable,
  { accountId, secret, code, now }: CodeTry,
): Promise<boolean> {
  // Only six digits can match (otpauth compares the length first).
  const step = matchingStep(secret, code, now);
  // Stryker disable next-line ConditionalExpression: without it the UPDATE below matches no row (last_step < NULL is never true); it saves the round trip
  if (step === null) return false;
  const used = await db.query(
    "UPDATE account_totp SET last_step = $2 WHERE account_id = $1 AND last_step < $2 RETURNING account_id",
    [accountId, step],
  );
  return used.length === 1;
}

/**
 * Whether a code that was not accepted had been good once: a current code whose time step was
 * already used, or a recovery code already spent (a replay, as opposed to a wrong code).
 */
export async function codeWasUsed(
  db: Queryable,
  { accountId, secret, code, now }: CodeTry,
): Promise<boolean> {
  if (/^\d{6}$/.test(code.trim())) return matchingStep(secret, code.trim(), now) !== null;
  const used = await db.query(
    "SELECT 1 FROM recovery_codes WHERE account_id = $1 AND code_hash = $2 AND used_at IS NOT NULL",
    [accountId, hashRecoveryCode(code)],
  );
  return used.length === 1;
}

/** How many of the account's recovery codes are still unused. */
export async function recoveryCodesLeft(db: Queryable, accountId: number): Promise<number> {
  const [left] = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM recovery_codes WHERE account_id = $1 AND used_at IS NULL",
    [accountId],
  );
  return left.n;
}

/** Spends a recovery code: true once per code. */
export async function useRecoveryCode(
  db: Queryable,
  accountId: number,
  code: string,
  now: Date,
): Promise<boolean> {
  const used = await db.query(
    `UPDATE recovery_codes SET used_at = $3
      WHERE account_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING account_id`,
    [accountId, hashRecoveryCode(code), now],
  );
  return used.length === 1;
}

export function newChallenge(): { challenge: string; hash: string } {
  const challenge = randomBytes(32).toString("base64url");
  return { challenge, hash: createHash("sha256").update(challenge).digest("hex") };
}

export const hashChallenge = (challenge: string) =>
  createHash("sha256").update(challenge).digest("hex");

/** Keeps a new secret for the account, not yet on: it waits for its first code. */
export async function storePendingSecret(db: Queryable, accountId: number, secret: string) {
  await db.query(
    `INSERT INTO account_totp (account_id, secret) VALUES ($1, $2)
     ON CONFLICT (account_id) DO UPDATE SET secret = EXCLUDED.secret, last_step = 0`,
    [accountId, secret],
  );
}

/** Turns the pending secret on and replaces the recovery codes with these (stored hashed). */
export async function enableTwoFactor(
  tx: Queryable,
  accountId: number,
  recoveryCodes: string[],
  now: Date,
) {
  await tx.query("UPDATE account_totp SET enabled_at = $2 WHERE account_id = $1", [accountId, now]);
  await tx.query("DELETE FROM recovery_codes WHERE account_id = $1", [accountId]);
  for (const code of recoveryCodes) {
    await tx.query("INSERT INTO recovery_codes (account_id, code_hash) VALUES ($1, $2)", [
      accountId,
      hashRecoveryCode(code),
    ]);
  }
}

/** Turns two-factor sign-in off for an account (disable, or the operator's reset). */
export async function removeTwoFactor(db: Queryable, accountId: number): Promise<void> {
  await db.query("DELETE FROM account_totp WHERE account_id = $1", [accountId]);
  await db.query("DELETE FROM recovery_codes WHERE account_id = $1", [accountId]);
  await db.query("DELETE FROM mfa_challenges WHERE account_id = $1", [accountId]);
}

/**
 * The command line's `reset-2fa`: removes the account's two-factor sign-in and records
 * 'account.two_factor_reset' as 'system', inside the transaction the caller holds.
 */
export async function resetTwoFactor(
  tx: Queryable,
  accountId: number,
  accountName: string,
): Promise<void> {
  await removeTwoFactor(tx, accountId);
  await recordEvent(tx, SYSTEM_ACTOR, {
    action: "account.two_factor_reset",
    target_type: "account",
    target_id: accountId,
    target_name: accountName,
  });
}
