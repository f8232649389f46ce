import { afterEach, beforeEach, expect, it } from "vitest";
import { paths } from "../../contract/api";
import type { AuditEvent } from "../../contract/audit";
import { currentCode, resetTwoFactor } from "../../server/auth/totp";
import { ADMIN, basic, createTestApp, describeEachDb, type TestApp } from "./harness";

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
