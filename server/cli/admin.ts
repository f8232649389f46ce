/**
 * Operator commands. `npm run admin -- reset-password USERNAME` sets a new password for an
 * account (from NEW_PASSWORD, or asked for on the terminal) and ends its sessions.
 */
import readline from "node:readline/promises";
import { configFromEnv } from "../config";
import { DbStartError, openDb } from "../db/index";
import { migrate } from "../db/migrate";
import { hashPassword } from "../auth/passwords";
import { setPasswordHash } from "../auth/accounts";
import { SYSTEM_ACTOR } from "../audit/service";
import { changePasswordPayloadSchema } from "../../contract/auth";

const USAGE =
  "Usage: npm run admin -- reset-password USERNAME   (reads NEW_PASSWORD, or asks for it)";

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
  if (command !== "reset-password" || !username) {
    console.error(USAGE);
    process.exit(2);
  }
  const password = process.env.NEW_PASSWORD ?? (await askPassword());
  const check = changePasswordPayloadSchema.shape.password.safeParse(password);
  if (!check.success) {
    console.error(check.error.issues[0].message);
    process.exit(2);
  }
  const config = configFromEnv();
  const db = await openDb(config).catch((error) => {
    console.error(error instanceof DbStartError ? error.message : error);
    process.exit(1);
  });
  try {
    await migrate(db);
    const [account] = await db.query<{ account_id: number }>(
      "SELECT account_id FROM accounts WHERE lower(username) = lower($1)",
      [username],
    );
    if (!account) {
      console.error(`No account is named "${username}".`);
      process.exitCode = 1;
      return;
    }
    const hash = await hashPassword(password, config.passwordHashLogN);
    // No session is kept; the audit trail records it as 'system'.
    await setPasswordHash(db, account.account_id, hash, undefined, SYSTEM_ACTOR);
    console.log(`The password of "${username}" is changed; its sessions are ended.`);
  } finally {
    await db.close();
  }
}

void main();
