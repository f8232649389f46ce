import { createHash, randomBytes } from "node:crypto";
import Bowser from "bowser";
import { prepared, type Queryable } from "../db/index";
import type { Role, SessionInfo } from "../../contract/auth";

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

/** Where a sign-in came from, shown in the profile's list of sessions. */
export interface ClientInfo {
  address: string;
  userAgent?: string;
  /** The request's id, which the sign-in's audit event carries. */
  requestId?: string;
}

/** Starts a session: 256 random bits, of which only the hash is stored. */
export async function createSession(
  db: Queryable,
  accountId: number,
  policy: SessionPolicy,
  client?: ClientInfo,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const now = policy.now();
  const expires = new Date(now.getTime() + policy.maxHours * 3_600_000);
  await db.query(
    `INSERT INTO sessions (token_hash, account_id, created_at, last_seen_at, expires_at, client_address, user_agent)
     VALUES ($1, $2, $3, $3, $4, $5, $6)`,
    [
      hashToken(token),
      accountId,
      now,
      expires,
      client?.address ?? null,
      client?.userAgent?.slice(0, 512) ?? null,
    ],
  );
  return token;
}

/** How stale last_seen_at may get before a request writes it again: one write a minute, not one a request. */
const TOUCH_INTERVAL_MS = 60_000;

/**
 * The session check, the one statement every API request runs: a named prepared statement, so
 * that a PostgreSQL connection parses and plans it once (on the embedded database it runs as
 * its text).
 */
const SESSION_CHECK = prepared(
  `SELECT a.account_id, a.role, a.username, s.token_hash, s.last_seen_at
     FROM sessions s JOIN accounts a ON a.account_id = s.account_id
    WHERE s.token_hash = $1 AND a.status AND s.expires_at > $2 AND s.last_seen_at > $3`,
);

/**
 * The account behind a bearer token, or null when the token is unknown, idle too long, past
 * its lifetime, or its account was deactivated. A valid use moves the idle clock on (at most
 * once a minute, so the idle timeout is exact to within that minute). The session is checked
 * in the database on every request, so a revoked session ends at once on any number of
 * instances.
 */
export async function resolveSession(
  db: Queryable,
  token: string,
  policy: SessionPolicy,
): Promise<(SessionAccount & { token_hash: string }) | null> {
  const now = policy.now();
  const idleSince = new Date(now.getTime() - policy.idleMinutes * 60_000);
  const [row] = await db.query<SessionAccount & { token_hash: string; last_seen_at: Date }>(
    SESSION_CHECK,
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

/** Ends the session of a token; answers whether it was still open. */
export async function revokeSession(db: Queryable, token: string): Promise<boolean> {
  const ended = await db.query("DELETE FROM sessions WHERE token_hash = $1 RETURNING account_id", [
    hashToken(token),
  ]);
  return ended.length > 0;
}

/** Ends every session of an account, but the one named (if any). */
export async function revokeAccountSessions(
  db: Queryable,
  accountId: number,
  keepTokenHash?: string,
): Promise<void> {
  await db.query("DELETE FROM sessions WHERE account_id = $1 AND token_hash IS DISTINCT FROM $2", [
    accountId,
    keepTokenHash ?? null,
  ]);
}

/** "Chrome 131" and "Windows 10" from a user agent; "Unknown" for what it does not say. */
export function describeUserAgent(userAgent: string | null): { browser: string; os: string } {
  if (!userAgent) return { browser: "Unknown browser", os: "Unknown system" };
  const parsed = Bowser.parse(userAgent);
  const major = parsed.browser.version?.split(".")[0];
  const browser = parsed.browser.name
    ? [parsed.browser.name, major].filter(Boolean).join(" ")
    : "Unknown browser";
  const os = parsed.os.name
    ? [parsed.os.name, parsed.os.versionName ?? parsed.os.version].filter(Boolean).join(" ")
    : "Unknown system";
  return { browser, os };
}

/** The account's live sessions, most recently used first, the current one marked. */
export async function listSessions(
  db: Queryable,
  accountId: number,
  currentTokenHash: string,
  policy: SessionPolicy,
): Promise<SessionInfo[]> {
  const now = policy.now();
  const idleSince = new Date(now.getTime() - policy.idleMinutes * 60_000);
  const rows = await db.query<{
    session_id: string;
    token_hash: string;
    client_address: string | null;
    user_agent: string | null;
    created_at: Date;
    last_seen_at: Date;
  }>(
    `SELECT session_id, token_hash, client_address, user_agent, created_at, last_seen_at
       FROM sessions WHERE account_id = $1 AND expires_at > $2 AND last_seen_at > $3
      ORDER BY last_seen_at DESC, created_at DESC`,
    [accountId, now, idleSince],
  );
  return rows.map((row) => ({
    id: row.session_id,
    ...describeUserAgent(row.user_agent),
    client_address: row.client_address,
    signed_in_at: new Date(row.created_at).toISOString(),
    last_seen_at: new Date(row.last_seen_at).toISOString(),
    current: row.token_hash === currentTokenHash,
  }));
}

/** The form of a session's public id: the database's gen_random_uuid() as text. */
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Ends one of the account's sessions by its public id; false when it has none such. */
export async function endSession(
  db: Queryable,
  accountId: number,
  sessionId: string,
): Promise<boolean> {
  // Any other text is no session (and one with a NUL cannot even be compared by the database).
  if (!SESSION_ID.test(sessionId)) return false;
  const rows = await db.query(
    "DELETE FROM sessions WHERE account_id = $1 AND session_id = $2 RETURNING session_id",
    [accountId, sessionId],
  );
  return rows.length === 1;
}

/** How long an address stays "usual" for an account after a successful sign-in from it. */
const USUAL_ADDRESS_DAYS = 30;

/** Remembers a successful sign-in's address: attacks on the account do not slow it down. */
export async function rememberAddress(
  db: Queryable,
  accountId: number,
  address: string,
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO login_addresses (account_id, address, last_success_at) VALUES ($1, $2, $3)
     ON CONFLICT (account_id, address) DO UPDATE SET last_success_at = EXCLUDED.last_success_at`,
    [accountId, address, now],
  );
}

export async function isUsualAddress(
  db: Queryable,
  accountId: number,
  address: string,
  now: Date,
): Promise<boolean> {
  const since = new Date(now.getTime() - USUAL_ADDRESS_DAYS * 86_400_000);
  const rows = await db.query(
    "SELECT 1 FROM login_addresses WHERE account_id = $1 AND address = $2 AND last_success_at > $3",
    [accountId, address, since],
  );
  return rows.length > 0;
}
