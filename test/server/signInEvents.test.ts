import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { paths } from "../../contract/api";
import type { AuditEvent } from "../../contract/audit";
import { hashPassword } from "../../server/auth/passwords";
import { currentCode, resetTwoFactor } from "../../server/auth/totp";
import {
  ADMIN,
  basic,
  createTestApp,
  describeEachDb,
  turnOnTwoFactor,
  type TestApp,
} from "./harness";

describeEachDb("sign-in events in the audit trail", (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind);
  });
  afterEach(() => t.close());

  const login = (username: string, password: string, remoteAddress = "127.0.0.1") =>
    t.app.inject({
      method: "POST",
      url: paths.login,
      headers: { authorization: basic(username, password) },
      remoteAddress,
    });
  /** The events of one action, read with `token` (else a new session, itself a sign-in event). */
  const events = async (action: string, token?: string) => {
    token ??= await t.login();
    const res = await t.app.inject({
      url: `${paths.auditEvents}?action=${action}&limit=100`,
      headers: t.auth(token),
    });
    expect(res.statusCode).toBe(200);
    return res.json().resources.data as AuditEvent[];
  };
  const adminId = async () =>
    (await t.db.query<{ id: number }>("SELECT account_id AS id FROM accounts"))[0].id;

  it("records a sign-in with the account, the client address and the request id", async () => {
    const res = await login(ADMIN.username, ADMIN.password, "203.0.113.7");
    expect(res.statusCode).toBe(200);
    const [event] = (await events("auth.signed_in")).filter((e) => e.client_ip === "203.0.113.7");
    expect(event).toMatchObject({
      actor_id: await adminId(),
      actor_username: "admin",
      action: "auth.signed_in",
      target_type: null,
      details: {},
      request_id: res.headers["x-request-id"],
    });
  });

  it("records a failed sign-in with the username tried, never the password", async () => {
    expect((await login("admin", "Wrong-Secret-77")).statusCode).toBe(401);
    expect((await login("nobody", "Other-Secret-88", "198.51.100.4")).statusCode).toBe(401);
    const failed = await events("auth.sign_in_failed");
    expect(failed.map((e) => [e.actor_username, e.actor_id, e.client_ip, e.details])).toEqual([
      ["nobody", null, "198.51.100.4", { reason: "password" }],
      ["admin", await adminId(), "127.0.0.1", { reason: "password" }],
    ]);
    const stored = JSON.stringify(await t.db.query("SELECT * FROM audit_events"));
    expect(stored).not.toContain("Wrong-Secret-77");
    expect(stored).not.toContain("Other-Secret-88");
  });

  it("records failed sign-ins at most once a minute per username and address", async () => {
    for (let i = 0; i < 5; i++) await login("Admin", `wrong-${i}`);
    await login("ADMIN", "wrong-again"); // the same username in another case: the same pair
    t.clock.advance(59_000);
    await login("admin", "still-wrong");
    await login("admin", "wrong", "203.0.113.9"); // another address: its own event
    await login("root", "wrong"); // another username: its own event
    expect(await t.db.query("SELECT count(*)::int AS n FROM audit_events")).toEqual([{ n: 3 }]);
    t.clock.advance(1_000); // a minute after the first event of the pair
    await login("admin", "wrong");
    const failed = await events("auth.sign_in_failed");
    expect(failed.map((e) => [e.actor_username, e.client_ip])).toEqual([
      ["admin", "127.0.0.1"],
      ["root", "127.0.0.1"],
      ["admin", "203.0.113.9"],
      ["Admin", "127.0.0.1"],
    ]);
  });

  it("keeps a username that holds a NUL without failing the sign-in's answer", async () => {
    expect((await login("ad\u0000min", "wrong")).statusCode).toBe(401);
    const [event] = await events("auth.sign_in_failed");
    expect(event.actor_username).toBe("ad\uFFFDmin");
  });

  it("records a sign-out once, with its request id", async () => {
    const token = await t.login();
    const logout = () =>
      t.app.inject({ method: "POST", url: paths.logout, headers: t.auth(token) });
    const res = await logout();
    expect(res.statusCode).toBe(200);
    expect((await logout()).statusCode).toBe(401);
    const out = await events("auth.signed_out");
    expect(out).toHaveLength(1);
    expect(out[0]).toMatchObject({
      actor_id: await adminId(),
      actor_username: "admin",
      client_ip: "127.0.0.1",
      request_id: res.headers["x-request-id"],
    });
  });

  it("records two-factor sign-in: turned on, a wrong code, the sign-in after the code, turned off", async () => {
    const token = await t.login();
    const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
      t.app.inject({ method: "POST", url, payload, headers });
    const setup = await post(paths.twoFactorSetup, undefined, t.auth(token));
    const { secret } = setup.json().resources.data;
    const enable = await post(
      paths.twoFactorEnable,
      { code: currentCode(secret, t.clock.now()) },
      t.auth(token),
    );
    expect(enable.statusCode).toBe(200);
    t.clock.advance(30_000);
    const before = (await events("auth.signed_in", token)).length;

    // The password alone is not a sign-in.
    const first = await login(ADMIN.username, ADMIN.password);
    const { challenge } = first.json().resources.data;
    expect(
      await t.db.query(
        "SELECT count(*)::int AS n FROM audit_events WHERE action = 'auth.signed_in'",
      ),
    ).toEqual([{ n: before }]);
    const wrong = await post(paths.loginTwoFactor, { challenge, code: "000000" });
    expect(wrong.statusCode).toBe(401);
    const done = await post(paths.loginTwoFactor, {
      challenge,
      code: currentCode(secret, t.clock.now()),
    });
    expect(done.statusCode).toBe(200);
    const [signedIn] = await events("auth.signed_in", token);
    expect(signedIn).toMatchObject({
      actor_username: "admin",
      details: { two_factor: true },
      request_id: done.headers["x-request-id"],
    });
    const [failed] = await events("auth.sign_in_failed", token);
    expect(failed).toMatchObject({ actor_username: "admin", details: { reason: "code" } });

    t.clock.advance(30_000);
    const disable = await post(
      paths.twoFactorDisable,
      { password: ADMIN.password, code: currentCode(secret, t.clock.now()) },
      t.auth(done.json().resources.data.token),
    );
    expect(disable.statusCode).toBe(200);
    const id = await adminId();
    for (const [action, res] of [
      ["account.two_factor_enabled", enable],
      ["account.two_factor_disabled", disable],
    ] as const) {
      const list = await events(action, token);
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({
        actor_id: id,
        actor_username: "admin",
        target_type: "account",
        target_id: id,
        target_name: "admin",
        request_id: res.headers["x-request-id"],
      });
    }
  });

  describe("failures past the password", () => {
    /** Adds an account that knows its password; answers its id. */
    const account = async (username: string, role: string, status = true) => {
      const [{ id }] = await t.db.query<{ id: number }>(
        `INSERT INTO accounts (role, username, password_hash, first_name, last_name, email,
           phone_number, status)
         VALUES ($1, $2, $3, 'Some', 'One', $2 || '@x.example', '9000000001', $4)
         RETURNING account_id AS id`,
        [role, username, await hashPassword("Right-Pass-42", 10), status],
      );
      return id;
    };
    const failed = async (token: string) =>
      (await events("auth.sign_in_failed", token)).map((e) => [
        e.actor_username,
        e.actor_id,
        e.client_ip,
        e.details,
      ]);
    const enable = (token: string) => turnOnTwoFactor(t, token);
    const challenge = async (remoteAddress = "127.0.0.1") => {
      const res = await login(ADMIN.username, ADMIN.password, remoteAddress);
      expect(res.statusCode).toBe(200);
      return res.json().resources.data.challenge as string;
    };
    const answer = (challengeText: string, code: string, remoteAddress = "127.0.0.1") =>
      t.app.inject({
        method: "POST",
        url: paths.loginTwoFactor,
        payload: { challenge: challengeText, code },
        remoteAddress,
      });

    it("records a correct password of an account that may not use the console, or is deactivated", async () => {
      const board = await account("board1", "board_admin");
      const off = await account("former", "super_admin", false);
      expect((await login("board1", "Right-Pass-42")).statusCode).toBe(403);
      expect((await login("Former", "Right-Pass-42", "198.51.100.4")).statusCode).toBe(403);
      const token = await t.login();
      expect(await failed(token)).toEqual([
        ["former", off, "198.51.100.4", { reason: "deactivated" }],
        ["board1", board, "127.0.0.1", { reason: "not_allowed" }],
      ]);
      const stored = JSON.stringify(await t.db.query("SELECT * FROM audit_events"));
      expect(stored).not.toContain("Right-Pass-42");
    });

    it("records a two-factor code used before, apart from a wrong one, never the code", async () => {
      const token = await t.login();
      const { secret, recovery } = await enable(token);
      const used = currentCode(secret, t.clock.now());
      expect((await answer(await challenge(), used)).statusCode).toBe(200);
      const replay = await answer(await challenge("203.0.113.1"), used, "203.0.113.1");
      expect(replay.statusCode).toBe(401);
      expect((await answer(await challenge(), recovery[0])).statusCode).toBe(200);
      const again = await answer(await challenge("203.0.113.2"), recovery[0], "203.0.113.2");
      expect(again.statusCode).toBe(401);
      expect(
        (await answer(await challenge("203.0.113.3"), "123456", "203.0.113.3")).statusCode,
      ).toBe(401);
      expect(await failed(token)).toEqual([
        ["admin", await adminId(), "203.0.113.3", { reason: "code" }],
        ["admin", await adminId(), "203.0.113.2", { reason: "code_reused" }],
        ["admin", await adminId(), "203.0.113.1", { reason: "code_reused" }],
      ]);
      const stored = JSON.stringify(await t.db.query("SELECT * FROM audit_events"));
      expect(stored).not.toContain(used);
      expect(stored).not.toContain(recovery[0]);
    });

    it("records a challenge answered late, a second time or from another address", async () => {
      const token = await t.login();
      const { secret } = await enable(token);
      const spent = await challenge();
      expect((await answer(spent, currentCode(secret, t.clock.now()))).statusCode).toBe(200);
      t.clock.advance(30_000);
      const replay = await answer(spent, currentCode(secret, t.clock.now()));
      expect(replay.statusCode).toBe(401);
      expect(replay.json().message).toBe("This sign-in has expired. Please sign in again.");

      const elsewhere = await answer(
        await challenge("198.51.100.7"),
        currentCode(secret, t.clock.now()),
        "203.0.113.8",
      );
      expect(elsewhere.statusCode).toBe(401);

      const late = await challenge("198.51.100.9");
      t.clock.advance(301_000);
      expect(
        (await answer(late, currentCode(secret, t.clock.now()), "198.51.100.9")).statusCode,
      ).toBe(401);
      // A challenge that was never issued names nobody: nothing to record.
      expect((await answer("made-up", "123456")).statusCode).toBe(401);

      const id = await adminId();
      expect(await failed(token)).toEqual([
        ["admin", id, "198.51.100.9", { reason: "challenge" }],
        ["admin", id, "203.0.113.8", { reason: "challenge" }],
        ["admin", id, "127.0.0.1", { reason: "challenge" }],
      ]);
    });

    it("records these failures too at most once a minute per username and address", async () => {
      await account("board1", "board_admin");
      for (let i = 0; i < 3; i++) await login("board1", "Right-Pass-42");
      await login("BOARD1", "wrong"); // the same pair, another reason: still within the minute
      const token = await t.login();
      const { secret } = await enable(token);
      const spent = await challenge();
      expect((await answer(spent, currentCode(secret, t.clock.now()))).statusCode).toBe(200);
      for (let i = 0; i < 3; i++) expect((await answer(spent, "000000")).statusCode).toBe(401);
      const open = await challenge();
      for (let i = 0; i < 2; i++) expect((await answer(open, "000000")).statusCode).toBe(401);
      const failures = () =>
        t.db.query<{ actor_username: string; reason: string }>(
          `SELECT actor_username, details->>'reason' AS reason FROM audit_events
            WHERE action = 'auth.sign_in_failed' ORDER BY event_id`,
        );
      expect(await failures()).toEqual([
        { actor_username: "board1", reason: "not_allowed" },
        { actor_username: "admin", reason: "challenge" },
      ]);
      t.clock.advance(60_000);
      await login("board1", "Right-Pass-42");
      expect((await answer(open, "000000")).statusCode).toBe(401);
      expect((await failures()).slice(2)).toEqual([
        { actor_username: "board1", reason: "not_allowed" },
        { actor_username: "admin", reason: "code" },
      ]);
    });
  });

  it("records a reset of two-factor sign-in from the command line as 'system', with the reset", async () => {
    const id = await adminId();
    await t.db.query(
      "INSERT INTO account_totp (account_id, secret, enabled_at) VALUES ($1, 'JBSWY3DPEHPK3PXP', now())",
      [id],
    );
    await t.db.transaction((tx) => resetTwoFactor(tx, id, "admin"));
    expect(await t.db.query("SELECT * FROM account_totp")).toEqual([]);
    const [event] = await events("account.two_factor_reset");
    expect(event).toMatchObject({
      actor_id: null,
      actor_username: "system",
      target_type: "account",
      target_id: id,
      target_name: "admin",
      client_ip: null,
    });
  });
});
