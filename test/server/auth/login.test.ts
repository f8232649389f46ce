import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { loginService } from "../../../server/auth/login";
import { LoginLimiter } from "../../../server/auth/limiter";
import { hashPassword } from "../../../server/auth/passwords";
import { hashToken } from "../../../server/auth/sessions";
import {
  currentCode,
  enableTwoFactor,
  hashChallenge,
  storePendingSecret,
} from "../../../server/auth/totp";
import { validationMessages } from "../../../contract/messages";
import { configFromEnv, type Config } from "../../../server/config";
import type { AppContext } from "../../../server/context";
import type { Db } from "../../../server/db/index";
import { ApiError } from "../../../server/http";
import { failure } from "../../../server/plugins/errors";
import { describeEachDb, freshDb, testClock } from "../harness";
import { addAccount, newAuditEvents } from "./fixtures";

const PASSWORD = "admin-password-1";
const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const RECOVERY = "aaaa-bbbb-cccc-dddd";
const HOME = { address: "192.0.2.1", userAgent: "agent/1.0", requestId: "req-1" };
const AWAY = { address: "198.51.100.1" };

/** What a promise was rejected with, as the API would answer it. */
async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  const { statusCode, said, errors, headers } = error as ApiError;
  const { message, errors: texts } = failure(statusCode, said, errors);
  return { statusCode, message, errors: texts, headers };
}

const INVALID = { statusCode: 401, message: "Invalid username or password." };
const USED = validationMessages.code_used;
const EXPIRED = { statusCode: 401, message: "This sign-in has expired. Please sign in again." };

describeEachDb("signing in", (kind) => {
  let db: Db;
  const ids: Record<string, number> = {};
  let auditEvents: ReturnType<typeof newAuditEvents>;
  let clock: ReturnType<typeof testClock>;
  let held: number[];
  let signIn: ReturnType<typeof loginService>;

  beforeAll(async () => {
    db = await freshDb(kind);
    const passwordHash = await hashPassword(PASSWORD, 10);
    ids.admin = await addAccount(db, "Admin", { passwordHash });
    ids.board = await addAccount(db, "board1", { passwordHash, role: "board_admin" });
    ids.off = await addAccount(db, "off", { passwordHash, status: false });
    ids.mfa = await addAccount(db, "mfa", { passwordHash });
    ids.plain = await addAccount(db, "plain", { passwordHash });
    await storePendingSecret(db, ids.mfa, SECRET);
    await enableTwoFactor(db, ids.mfa, [RECOVERY], new Date(0));
    // Two-factor sign-in set up but never turned on.
    await storePendingSecret(db, ids.admin, SECRET);
    auditEvents = newAuditEvents(db);
  });
  afterAll(() => db.close());
  beforeEach(async () => {
    for (const table of ["sessions", "login_addresses", "mfa_challenges"]) {
      await db.query(`DELETE FROM ${table}`);
    }
    await db.query("UPDATE account_totp SET last_step = 0");
    await db.query("UPDATE recovery_codes SET used_at = NULL");
    await db.query("UPDATE accounts SET status = (username <> 'off')");
    await auditEvents();
    clock = testClock();
    held = [];
    const config: Config = {
      ...configFromEnv({}),
      passwordHashLogN: 10,
      sessionIdleMinutes: 30,
      sessionMaxHours: 12,
      now: clock.now,
      sleep: async (ms) => {
        held.push(ms);
      },
    };
    const limiter = new LoginLimiter({
      pairMax: 3,
      addressMax: 50,
      windowMs: 600_000,
      now: clock.now,
    });
    signIn = loginService({ db, config, limiter } as unknown as AppContext);
  });

  const failed = (
    username: string,
    account: number | null,
    reason: string,
    client_ip = HOME.address,
  ) => ({
    actor_id: account,
    actor_username: username,
    action: "auth.sign_in_failed",
    target_type: null,
    target_id: null,
    target_name: null,
    details: { reason },
    client_ip,
    request_id: client_ip === HOME.address ? "req-1" : null,
  });

  it("answers the token and the account's details, opens the session and records the sign-in", async () => {
    const data = await signIn.password("aDMIN", PASSWORD, HOME);
    expect(data).toEqual({
      token: expect.stringMatching(/^[\w-]{43}$/),
      id: ids.admin,
      role: "super_admin",
      username: "Admin",
      first_name: "First",
      middle_name: null,
      last_name: "Last",
      email: "Admin@rollcall.example",
      phone_number: "9000000000",
    });
    const token = (data as { token: string }).token;
    const sessions = await db.query<{
      account_id: number;
      client_address: string;
      user_agent: string;
    }>("SELECT account_id, client_address, user_agent FROM sessions WHERE token_hash = $1", [
      hashToken(token),
    ]);
    expect(sessions).toEqual([
      { account_id: ids.admin, client_address: "192.0.2.1", user_agent: "agent/1.0" },
    ]);
    expect(await auditEvents()).toEqual([
      {
        ...failed("Admin", ids.admin, ""),
        action: "auth.signed_in",
        details: {},
      },
    ]);
    const addresses = await db.query<{ address: string; last_success_at: Date }>(
      "SELECT address, last_success_at FROM login_addresses WHERE account_id = $1",
      [ids.admin],
    );
    expect(addresses.map((a) => [a.address, new Date(a.last_success_at).toISOString()])).toEqual([
      ["192.0.2.1", "2026-03-15T09:00:00.000Z"],
    ]);
    // An account that never set up two-factor sign-in.
    expect(await signIn.password("plain", PASSWORD, HOME)).toMatchObject({ id: ids.plain });
  });

  it("answers an unknown username and a wrong password alike, recording each as typed", async () => {
    expect(await refusal(signIn.password("nobody", PASSWORD, HOME))).toMatchObject(INVALID);
    expect(await refusal(signIn.password("ADMIN", "wrong", AWAY))).toMatchObject(INVALID);
    expect(await auditEvents()).toEqual([
      failed("nobody", null, "password"),
      failed("ADMIN", ids.admin, "password", AWAY.address),
    ]);
  });

  it("refuses a board administrator and a deactivated account with 403, even with the right password", async () => {
    expect(await refusal(signIn.password("BOARD1", PASSWORD, HOME))).toEqual({
      statusCode: 403,
      message:
        "This console is for super administrators only. Board administrators sign in to the board portal.",
      errors: undefined,
      headers: undefined,
    });
    expect(await refusal(signIn.password("off", PASSWORD, HOME))).toMatchObject({
      statusCode: 403,
      message: "This account is deactivated.",
    });
    expect(await auditEvents()).toEqual([
      failed("board1", ids.board, "not_allowed"),
      failed("off", ids.off, "deactivated"),
    ]);
    expect(await db.query("SELECT 1 FROM sessions")).toEqual([]);
  });

  it("locks a pair after its failures with 429 and Retry-After, whatever the password, unrecorded", async () => {
    for (let i = 0; i < 3; i++) await refusal(signIn.password("admin", "wrong", HOME));
    await auditEvents();
    clock.advance(30_000);
    expect(await refusal(signIn.password("Admin", PASSWORD, HOME))).toEqual({
      statusCode: 429,
      message: "Too many failed sign-ins. Try again in 10 minutes.",
      errors: undefined,
      headers: { "retry-after": "570" },
    });
    clock.advance(510_000);
    expect(await refusal(signIn.password("Admin", PASSWORD, HOME))).toMatchObject({
      message: "Too many failed sign-ins. Try again in 1 minute.",
      headers: { "retry-after": "60" },
    });
    expect(await auditEvents()).toEqual([]);
    expect(await signIn.password("admin", PASSWORD, AWAY)).toHaveProperty("token");
  });

  it("clears the pair's failures once the sign-in completes", async () => {
    for (let i = 0; i < 2; i++) await refusal(signIn.password("admin", "wrong", HOME));
    await signIn.password("admin", PASSWORD, HOME);
    for (let i = 0; i < 2; i++) await refusal(signIn.password("admin", "wrong", HOME));
    expect(await signIn.password("admin", PASSWORD, HOME)).toHaveProperty("token");
  });

  it("holds a try back while its account is under attack, unless from an address it signed in from", async () => {
    await signIn.password("admin", PASSWORD, HOME);
    for (let i = 0; i < 3; i++)
      await refusal(signIn.password("admin", "wrong", { address: `203.0.113.${i}` }));
    await signIn.password("admin", PASSWORD, HOME);
    expect(held).toEqual([]);
    await signIn.password("admin", PASSWORD, AWAY);
    expect(held).toEqual([1000]);
    // An unknown username has no usual address.
    for (let i = 0; i < 3; i++)
      await refusal(signIn.password("ghost", "wrong", { address: `203.0.113.${i}` }));
    await refusal(signIn.password("ghost", "wrong", HOME));
    expect(held).toEqual([1000, 1000]);
  });

  it("asks for a code when two-factor sign-in is on, with a five-minute challenge for this address", async () => {
    const answer = await signIn.password("mfa", PASSWORD, HOME);
    expect(answer).toEqual({
      mfa_required: true,
      challenge: expect.stringMatching(/^[\w-]{43}$/),
      expires_in: 300,
    });
    const { challenge } = answer as { challenge: string };
    const rows = await db.query<{ account_id: number; client_address: string; expires_at: Date }>(
      "SELECT account_id, client_address, expires_at FROM mfa_challenges WHERE challenge_hash = $1",
      [hashChallenge(challenge)],
    );
    expect(
      rows.map((r) => [r.account_id, r.client_address, new Date(r.expires_at).toISOString()]),
    ).toEqual([[ids.mfa, "192.0.2.1", "2026-03-15T09:05:00.000Z"]]);
    expect(await db.query("SELECT 1 FROM sessions")).toEqual([]);
    expect(await auditEvents()).toEqual([]);
  });

  async function challenge() {
    return ((await signIn.password("mfa", PASSWORD, HOME)) as { challenge: string }).challenge;
  }

  it("signs in with a current code, recorded as a two-factor sign-in; the challenge is then spent", async () => {
    const c = await challenge();
    const data = await signIn.secondFactor(c, ` ${currentCode(SECRET, clock.now())} `, HOME);
    expect(data).toMatchObject({ id: ids.mfa, username: "mfa", role: "super_admin" });
    expect(Object.keys(data)).not.toContain("client_address");
    expect(Object.keys(data)).not.toContain("expired");
    expect(Object.keys(data)).not.toContain("password_hash");
    expect(await auditEvents()).toEqual([
      { ...failed("mfa", ids.mfa, ""), action: "auth.signed_in", details: { two_factor: true } },
    ]);
    clock.advance(30_000);
    expect(
      await refusal(signIn.secondFactor(c, currentCode(SECRET, clock.now()), HOME)),
    ).toMatchObject(EXPIRED);
    expect(await auditEvents()).toEqual([failed("mfa", ids.mfa, "challenge")]);
  });

  it("signs in with a recovery code once", async () => {
    const data = await signIn.secondFactor(await challenge(), RECOVERY.toUpperCase(), HOME);
    expect(data).toHaveProperty("token");
    const again = await refusal(signIn.secondFactor(await challenge(), RECOVERY, HOME));
    expect(again).toEqual({
      statusCode: 401,
      message: USED,
      errors: { code: USED },
      headers: undefined,
    });
    expect((await auditEvents()).map((e) => e.details)).toEqual([
      { two_factor: true },
      { reason: "code_reused" },
    ]);
  });

  it("refuses a wrong code and a code used before, telling them apart in the trail", async () => {
    const c = await challenge();
    const code = currentCode(SECRET, clock.now());
    expect(await signIn.secondFactor(c, code, HOME)).toHaveProperty("token");
    const next = await challenge();
    expect(await refusal(signIn.secondFactor(next, code, HOME))).toMatchObject({
      statusCode: 401,
      message: USED,
      errors: { code: USED },
    });
    clock.advance(60_000);
    expect(await refusal(signIn.secondFactor(next, "000000", HOME))).toMatchObject({
      statusCode: 401,
      message: "The code is not correct.",
      errors: { code: "The code is not correct." },
    });
    expect((await auditEvents()).map((e) => e.details)).toEqual([
      { two_factor: true },
      { reason: "code_reused" },
      { reason: "code" },
    ]);
  });

  it("counts wrong codes against the pair, which a correct password does not clear", async () => {
    const c = await challenge();
    for (let i = 0; i < 3; i++) await refusal(signIn.secondFactor(c, "000000", HOME));
    expect(
      await refusal(signIn.secondFactor(c, currentCode(SECRET, clock.now()), HOME)),
    ).toMatchObject({
      statusCode: 429,
    });
    expect(await refusal(signIn.password("mfa", PASSWORD, HOME))).toMatchObject({
      statusCode: 429,
    });
  });

  it("refuses a challenge that is unknown, expired, answered from elsewhere or of a deactivated account", async () => {
    const code = () => currentCode(SECRET, clock.now());
    expect(await refusal(signIn.secondFactor("unknown", code(), HOME))).toMatchObject(EXPIRED);
    expect(await auditEvents()).toEqual([]);
    const [c1, c2, c3] = [await challenge(), await challenge(), await challenge()];
    expect(await refusal(signIn.secondFactor(c1, code(), AWAY))).toMatchObject(EXPIRED);
    clock.advance(299_999);
    expect(await signIn.secondFactor(c1, code(), HOME)).toHaveProperty("token");
    clock.advance(1);
    expect(await refusal(signIn.secondFactor(c2, code(), HOME))).toMatchObject(EXPIRED);
    clock.advance(60_000);
    const late = await challenge();
    await db.query("UPDATE accounts SET status = false WHERE username = 'mfa'");
    expect(await refusal(signIn.secondFactor(late, code(), HOME))).toMatchObject(EXPIRED);
    expect(await auditEvents()).toEqual([
      failed("mfa", ids.mfa, "challenge", AWAY.address),
      expect.objectContaining({ action: "auth.signed_in" }),
      failed("mfa", ids.mfa, "challenge"),
      failed("mfa", ids.mfa, "deactivated"),
    ]);
    // None of these counted against the pair: three wrong codes would have locked it.
    await db.query("UPDATE accounts SET status = true WHERE username = 'mfa'");
    clock.advance(300_000);
    expect(await refusal(signIn.secondFactor(c3, code(), HOME))).toMatchObject(EXPIRED);
    expect(await signIn.secondFactor(await challenge(), code(), HOME)).toHaveProperty("token");
  });

  it("refuses any code once two-factor sign-in was turned off after the password", async () => {
    const c = await challenge();
    await db.query("UPDATE account_totp SET enabled_at = NULL WHERE account_id = $1", [ids.mfa]);
    try {
      expect(
        await refusal(signIn.secondFactor(c, currentCode(SECRET, clock.now()), HOME)),
      ).toMatchObject({
        message: "The code is not correct.",
      });
      expect(await refusal(signIn.secondFactor(c, RECOVERY, HOME))).toMatchObject({
        message: "The code is not correct.",
      });
      expect((await auditEvents()).map((e) => e.details)).toEqual([{ reason: "code" }]);
      // Turned off between reading the challenge and reading the secret: no secret at all.
      await db.query("DELETE FROM account_totp WHERE account_id = $1", [ids.mfa]);
      clock.advance(60_000);
      expect(
        await refusal(signIn.secondFactor(c, currentCode(SECRET, clock.now()), HOME)),
      ).toMatchObject({ message: "The code is not correct." });
      expect((await auditEvents()).map((e) => e.details)).toEqual([{ reason: "code" }]);
    } finally {
      await storePendingSecret(db, ids.mfa, SECRET);
      await enableTwoFactor(db, ids.mfa, [RECOVERY], new Date(0));
    }
  });

  it("keeps spent and expired challenges a day, then deletes them", async () => {
    const kept = async (c: string) =>
      (await db.query("SELECT 1 FROM mfa_challenges WHERE challenge_hash = $1", [hashChallenge(c)]))
        .length === 1;
    const complete = async () =>
      signIn.secondFactor(await challenge(), currentCode(SECRET, clock.now()), HOME);
    // Expires at 09:05, unanswered; the other is spent at 09:00.
    const old = await challenge();
    const spent = await challenge();
    await signIn.secondFactor(spent, currentCode(SECRET, clock.now()), HOME);
    expect([await kept(old), await kept(spent)]).toEqual([true, true]);
    clock.set("2026-03-16T09:00:00Z");
    await complete();
    expect([await kept(old), await kept(spent)]).toEqual([true, false]);
    clock.set("2026-03-16T09:04:59.999Z");
    await complete();
    expect(await kept(old)).toBe(true);
    clock.set("2026-03-16T09:05:00Z");
    await complete();
    expect(await kept(old)).toBe(false);
  });
});
