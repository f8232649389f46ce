import { createHash, randomBytes } from "node:crypto";
import type { Queryable } from "../db/index";
import type { Role } from "../../contract/auth";

export interface SessionPolicy {
  idleMinutes: number;
  maxHours: number;
  now: () => Date;
}

export interface SessionAccount {
  account_id: number;
  role: Role;
  username: string;
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Starts a session: 256 random bits, of which only the hash is stored. */
export async function createSession(
  db: Queryable,
  accountId: number,
  policy: SessionPolicy,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const now = policy.now();
  const expires = new Date(now.getTime() + policy.maxHours * 3_600_000);
  await db.query(
    "INSERT INTO sessions (token_hash, account_id, created_at, last_seen_at, expires_at) VALUES ($1, $2, $3, $3, $4)",
    [hashToken(token), accountId, now, expires],
  );
  return token;
}

/** How stale last_seen_at may get before a request writes it again: one write a minute, not one a request. */
const TOUCH_INTERVAL_MS = 60_000;

/**
 * The account behind a bearer token, or null when the token is unknown, idle too long, past
 * its lifetime, or its account was deactivated. A valid use moves the idle clock on (at most
 * once a minute, so the idle timeout is exact to within that minute).
 *
 * `companion` is a one-row SELECT without parameters that the route needs next (the list's
 * counters): read in the same statement, so a request makes one round trip fewer. Its row comes
 * back as `companion`. The session is still checked in the database on every request, so a
 * revoked session ends at once on any number of instances.
 */
export async function resolveSession(
  db: Queryable,
  token: string,
  policy: SessionPolicy,
  companion?: string,
): Promise<(SessionAccount & { token_hash: string; companion?: unknown }) | null> {
  const now = policy.now();
  const idleSince = new Date(now.getTime() - policy.idleMinutes * 60_000);
  const [row] = await db.query<
    SessionAccount & { token_hash: string; last_seen_at: Date; companion?: unknown }
  >(
    `SELECT a.account_id, a.role, a.username, s.token_hash, s.last_seen_at
            ${companion ? ", row_to_json(x) AS companion" : ""}
       FROM sessions s JOIN accounts a ON a.account_id = s.account_id
            ${companion ? `CROSS JOIN (${companion}) x` : ""}
      WHERE s.token_hash = $1 AND a.status AND s.expires_at > $2 AND s.last_seen_at > $3`,
    [hashToken(token), now, idleSince],
  );
  if (!row) return null;
  const { last_seen_at, ...account } = row;
  if (now.getTime() - new Date(last_seen_at).getTime() >= TOUCH_INTERVAL_MS) {
    await db.query("UPDATE sessions SET last_seen_at = $2 WHERE token_hash = $1", [
      account.token_hash,
      now,
    ]);
  }
  return account;
}

export async function revokeSession(db: Queryable, token: string): Promise<void> {
  await db.query("DELETE FROM sessions WHERE token_hash = $1", [hashToken(token)]);
}

/** Ends every session of an account, but the one named (if any). */
export async function revokeAccountSessions(
  db: Queryable,
  accountId: number,
  keepTokenHash?: string,
): Promise<void> {
  await db.query("DELETE FROM sessions WHERE account_id = $1 AND token_hash <> $2", [
    accountId,
    keepTokenHash ?? "",
  ]);
}
