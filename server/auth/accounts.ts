import type { AdminProfile, LoginData } from "../../contract/auth";
import type { Db, Queryable } from "../db/index";
import { revokeAccountSessions } from "./sessions";
import { recordEvent, type Actor } from "../audit/service";

export interface AccountRow extends Omit<LoginData, "token" | "id"> {
  account_id: number;
  password_hash: string;
  status: boolean;
}

/** The columns of an AccountRow. */
export const ACCOUNT_COLUMNS =
  "account_id, role, username, password_hash, first_name, middle_name, last_name, email, phone_number, status";

/** The account a username names, in any case. */
export async function accountByUsername(
  db: Queryable,
  username: string,
): Promise<AccountRow | undefined> {
  // No account's name holds a NUL, and the database's text cannot be compared with one.
  if (username.includes("\u0000")) return undefined;
  const [account] = await db.query<AccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE lower(username) = lower($1)`,
    [username],
  );
  return account;
}

export async function profileOf(db: Queryable, accountId: number): Promise<AdminProfile> {
  const [profile] = await db.query<AdminProfile>(
    "SELECT first_name, middle_name, last_name, email, phone_number FROM accounts WHERE account_id = $1",
    [accountId],
  );
  return profile;
}

export async function passwordHashOf(db: Queryable, accountId: number): Promise<string> {
  const [account] = await db.query<{ password_hash: string }>(
    "SELECT password_hash FROM accounts WHERE account_id = $1",
    [accountId],
  );
  return account.password_hash;
}

/**
 * Sets a new password hash and ends the account's sessions (but the one kept), with its audit
 * event, in one transaction: 'account.password_changed' by the account itself, or
 * 'account.password_reset' from the command line.
 */
export async function setPasswordHash(
  db: Db,
  accountId: number,
  hash: string,
  keepTokenHash: string | undefined,
  actor: Actor,
): Promise<void> {
  await db.transaction((tx) => writePasswordHash(tx, accountId, hash, keepTokenHash, actor));
}

/** setPasswordHash's writes, inside a transaction the caller holds. */
export async function writePasswordHash(
  tx: Queryable,
  accountId: number,
  hash: string,
  keepTokenHash: string | undefined,
  actor: Actor,
): Promise<void> {
  const [account] = await tx.query<{ username: string }>(
    "UPDATE accounts SET password_hash = $1 WHERE account_id = $2 RETURNING username",
    [hash, accountId],
  );
  await revokeAccountSessions(tx, accountId, keepTokenHash);
  await recordEvent(tx, actor, {
    action: keepTokenHash === undefined ? "account.password_reset" : "account.password_changed",
    target_type: "account",
    target_id: accountId,
    target_name: account?.username ?? null,
  });
}
