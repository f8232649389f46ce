import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDb } from "../../server/db/index";
import { migrate } from "../../server/db/migrate";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "rollcall-admin-cli-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function admin(args: string[], dataDir: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", "server/cli/admin.ts", ...args],
      { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" }, timeout: 60_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? (error.code as number) : 0, output: stdout + stderr }),
    );
  });
}

describe("npm run admin -- reset-2fa USERNAME", () => {
  it("turns an account's two-factor sign-in off", async () => {
    const dataDir = path.join(tmp, "data");
    let db = await openDb({ dataDir });
    await migrate(db);
    await db.query(
      `INSERT INTO accounts (role, username, password_hash, first_name, last_name, email, phone_number)
       VALUES ('super_admin', 'admin', 'x', 'Super', 'Admin', 'a@x.example', '9000000000')`,
    );
    await db.query(
      "INSERT INTO account_totp (account_id, secret, enabled_at) SELECT account_id, 'JBSWY3DPEHPK3PXP', now() FROM accounts",
    );
    await db.query(
      "INSERT INTO recovery_codes (account_id, code_hash) SELECT account_id, 'h' FROM accounts",
    );
    await db.close();

    const unknown = await admin(["reset-2fa", "nobody"], dataDir);
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain('No account is named "nobody".');

    const done = await admin(["reset-2fa", "ADMIN"], dataDir);
    expect(done.code).toBe(0);
    expect(done.output).toContain('Two-factor sign-in of "ADMIN" is off');
    db = await openDb({ dataDir });
    expect(await db.query("SELECT * FROM account_totp")).toEqual([]);
    expect(await db.query("SELECT * FROM recovery_codes")).toEqual([]);
    // On record as 'system', naming the account.
    expect(
      await db.query("SELECT actor_username, action, target_type, target_name FROM audit_events"),
    ).toEqual([
      {
        actor_username: "system",
        action: "account.two_factor_reset",
        target_type: "account",
        target_name: "admin",
      },
    ]);
    await db.close();
    // Three openings of an embedded database and two processes: slow on a busy machine.
  }, 120_000);

  it("says in one line that the data directory is in use while the server runs", async () => {
    const dataDir = path.join(tmp, "held");
    fs.mkdirSync(dataDir);
    fs.writeFileSync(path.join(dataDir, "rollcall.lock"), String(process.pid));
    const { code, output } = await admin(["reset-2fa", "admin"], dataDir);
    expect(code).toBe(1);
    expect(output.trim().split("\n")).toHaveLength(1);
    expect(output).toMatch(/is in use by another Rollcall process/);
  });
});
