/**
 * Operator commands. `npm run admin -- reset-password USERNAME` sets a new password for an
 * account (from NEW_PASSWORD, or asked for on the terminal) and ends its sessions;
 * `npm run admin -- reset-2fa USERNAME` turns its two-factor sign-in off (a lost phone).
 */
import readline from "node:readline/promises";
import { configFromEnv, type Config } from "../config";
import { openDb, type Queryable } from "../db/index";
import { migrate } from "../db/migrate";
import { hashPassword } from "../auth/passwords";
import { writePasswordHash } from "../auth/accounts";
import { resetTwoFactor as resetTwoFactorOf } from "../auth/totp";
import { SYSTEM_ACTOR } from "../audit/service";
import { changePasswordPayloadSchema } from "../../contract/auth";
import { startupMessage } from "../startupErrors";

const USAGE = [
  "Usage: npm run admin -- reset-password USERNAME   (reads NEW_PASSWORD, or asks for it)",
  "       npm run admin -- reset-2fa USERNAME        (turns two-factor sign-in off)",
].join("\n");

async function askPassword(): Promise<string> {
  const rl = readline.createInterface({
    input: process.stdin,
    output: process.stderr,
    terminal: true,
  });
  const password = await rl.question("New password: ");
  rl.close();
  return password;
}

async function main() {
  const [command, username] = process.argv.slice(2);
  if (!["reset-password", "reset-2fa"].includes(command) || !username) {
    console.error(USAGE);
    process.exit(2);
  }
  if (command === "reset-2fa") return resetTwoFactor(username);
  const password = process.env.NEW_PASSWORD ?? (await askPassword());
  const check = changePasswordPayloadSchema.shape.password.safeParse(password);
  if (!check.success) {
    console.error(check.error.issues[0].message);
    process.exit(2);
  }
  const config = configFromEnv();
  const hash = await hashPassword(password, config.passwordHashLogN);
  // No session is kept; the audit trail records it as 'system'.
  await withAccount(config, username, (tx, accountId) =>
    writePasswordHash(tx, accountId, hash, undefined, SYSTEM_ACTOR),
  );
  if (!process.exitCode)
    console.log(`The password of "${username}" is changed; its sessions are ended.`);
}

/**
 * Opens the database (with the embedded one, a running server holds the data directory: that is
 * said in one line), finds the named account and runs `change` on it in one transaction.
 */
async function withAccount(
  config: Config,
  username: string,
  change: (tx: Queryable, accountId: number, accountName: string) => Promise<void>,
): Promise<void> {
  const db = await openDb(config);
  try {
    await migrate(db);
    const [account] = await db.query<{ account_id: number; username: string }>(
      "SELECT account_id, username FROM accounts WHERE lower(username) = lower($1)",
      [username],
    );
    if (!account) {
      console.error(`No account is named "${username}".`);
      process.exitCode = 1;
      return;
    }
    await db.transaction((tx) => change(tx, account.account_id, account.username));
  } finally {
    await db.close();
  }
}

async function resetTwoFactor(username: string) {
  // Recorded as 'system', in the reset's transaction.
  await withAccount(configFromEnv(), username, resetTwoFactorOf);
  if (!process.exitCode)
    console.log(`Two-factor sign-in of "${username}" is off; it signs in with its password alone.`);
}

main().catch((error) => {
  console.error(startupMessage(error));
  process.exit(1);
});
