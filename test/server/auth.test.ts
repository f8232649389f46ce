import { afterEach, beforeEach, expect, it } from "vitest";
import { ADMIN, basic, createTestApp, describeEachDb, type TestApp } from "./harness";
import { hashPassword } from "../../server/auth/passwords";

describeEachDb("POST /v1/super-admin/login", (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind, { loginMaxFailures: 3, loginWindowSeconds: 60 });
  });
  afterEach(() => t.close());

  const login = (authorization?: string) =>
    t.app.inject({
      method: "POST",
      url: "/v1/super-admin/login",
      headers: authorization ? { authorization } : {},
    });

  it("signs in with Basic credentials and answers the token with the user's details", async () => {
    const res = await login(basic(ADMIN.username, ADMIN.password));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: true, code: 200, message: "Login successful" });
    expect(body.resources.data).toMatchObject({
      username: "admin",
      role: "super_admin",
      first_name: "Super",
    });
    expect(body.resources.data.token).toMatch(/^[\w-]{43}$/);
    expect(JSON.stringify(body)).not.toContain("password");
    expect(res.headers["www-authenticate"]).toBeUndefined();
  });

  it("accepts a password that is not Latin-1", async () => {
    await t.db.query("UPDATE accounts SET password_hash = $1", [
      await hashPassword("पासवर्ड-ok", 10),
    ]);
    expect((await login(basic("admin", "पासवर्ड-ok"))).statusCode).toBe(200);
  });

  it("gives the same answer for an unknown user and a wrong password", async () => {
    const unknown = await login(basic("nobody", "whatever"));
    const wrong = await login(basic("admin", "wrong-password"));
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    // Asked again, but not as Basic: a browser would open its own dialog over the form.
    expect(wrong.headers["www-authenticate"]).toBe('xBasic realm="Rollcall", charset="UTF-8"');
  });

  it("asks for both fields when the credentials are missing", async () => {
    const res = await login();
    expect(res.statusCode).toBe(401);
    expect(res.json().errors).toEqual({
      username: "Username is required",
      password: "Password is required",
    });
  });

  it("refuses a board administrator with 403 and a clear message", async () => {
    await t.db.query(
      `INSERT INTO accounts (role, username, password_hash, first_name, last_name, email, phone_number)
       VALUES ('board_admin', 'board1', $1, 'Board', 'Admin', 'b@x.example', '9000000001')`,
      [await hashPassword("board-pass", 10)],
    );
    const res = await login(basic("board1", "board-pass"));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/super administrators only/);
  });

  it("limits failed sign-ins per username with 429 and Retry-After", async () => {
    for (let i = 0; i < 3; i++) expect((await login(basic("admin", "bad"))).statusCode).toBe(401);
    const limited = await login(basic("admin", ADMIN.password));
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    t.clock.advance(61_000);
    expect((await login(basic("admin", ADMIN.password))).statusCode).toBe(200);
  });
});

describeEachDb("sessions", (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind, { sessionIdleMinutes: 30, sessionMaxHours: 12 });
  });
  afterEach(() => t.close());

  const profile = (token?: string) =>
    t.app.inject({
      method: "GET",
      url: "/v1/super-admin/profile",
      headers: token ? t.auth(token) : {},
    });

  it("answers 401 without a token and with an unknown one", async () => {
    expect((await profile()).statusCode).toBe(401);
    const res = await profile("not-a-real-token");
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: false, code: 401 });
  });

  it("stores only a hash of the token", async () => {
    const token = await t.login();
    const rows = await t.db.query<{ token_hash: string }>("SELECT token_hash FROM sessions");
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).not.toContain(token);
  });

  it("ends a session left idle past the timeout", async () => {
    const token = await t.login();
    t.clock.advance(29 * 60_000);
    expect((await profile(token)).statusCode).toBe(200);
    t.clock.advance(29 * 60_000);
    expect((await profile(token)).statusCode).toBe(200);
    t.clock.advance(31 * 60_000);
    expect((await profile(token)).statusCode).toBe(401);
  });

  it("moves the idle clock on at most once a minute, not on every call", async () => {
    const token = await t.login();
    const seen = async () =>
      new Date(
        (await t.db.query<{ last_seen_at: Date }>("SELECT last_seen_at FROM sessions"))[0]
          .last_seen_at,
      ).getTime();
    const first = await seen();
    t.clock.advance(30_000);
    expect((await profile(token)).statusCode).toBe(200);
    expect(await seen()).toBe(first);
    t.clock.advance(31_000);
    expect((await profile(token)).statusCode).toBe(200);
    expect(await seen()).toBe(t.clock.now().getTime());
  });

  it("ends a session after its absolute lifetime however busy", async () => {
    const token = await t.login();
    // 28 uses 25 minutes apart: 11 h 40 min, never idle for long.
    for (let i = 0; i < 28; i++) {
      t.clock.advance(25 * 60_000);
      expect((await profile(token)).statusCode).toBe(200);
    }
    t.clock.advance(25 * 60_000);
    expect((await profile(token)).statusCode).toBe(401);
  });

  it("gives a board administrator's token 403 on super-admin calls", async () => {
    await t.db.query(
      `INSERT INTO accounts (role, username, password_hash, first_name, last_name, email, phone_number)
       VALUES ('board_admin', 'board1', 'x', 'Board', 'Admin', 'b@x.example', '9000000001')`,
    );
    const { createSession } = await import("../../server/auth/sessions");
    const [{ account_id }] = await t.db.query<{ account_id: number }>(
      "SELECT account_id FROM accounts WHERE username = 'board1'",
    );
    const token = await createSession(t.db, account_id, {
      idleMinutes: 30,
      maxHours: 12,
      now: t.clock.now,
    });
    expect((await profile(token)).statusCode).toBe(403);
  });

  it("logout revokes the token", async () => {
    const token = await t.login();
    const res = await t.app.inject({
      method: "POST",
      url: "/v1/super-admin/logout",
      headers: t.auth(token),
    });
    expect(res.statusCode).toBe(200);
    expect((await profile(token)).statusCode).toBe(401);
  });
});

describeEachDb("GET /v1/super-admin/profile", (kind) => {
  let t: TestApp;
  beforeEach(async () => (t = await createTestApp(kind)));
  afterEach(() => t.close());

  it("answers the signed-in administrator's names, email and phone", async () => {
    const token = await t.login();
    const res = await t.app.inject({
      method: "GET",
      url: "/v1/super-admin/profile",
      headers: t.auth(token),
    });
    expect(res.json().resources.data).toEqual({
      first_name: "Super",
      middle_name: null,
      last_name: "Admin",
      email: "admin@rollcall.example",
      phone_number: "9000000000",
    });
  });
});

describeEachDb("POST /v1/super-admin/change-password", (kind) => {
  let t: TestApp;
  beforeEach(async () => (t = await createTestApp(kind)));
  afterEach(() => t.close());

  const change = (token: string, payload: object) =>
    t.app.inject({
      method: "POST",
      url: "/v1/super-admin/change-password",
      headers: t.auth(token),
      payload,
    });

  it("changes the password, keeps this session and ends the others", async () => {
    const other = await t.login();
    const token = await t.login();
    const res = await change(token, { current_password: ADMIN.password, password: "new-secret" });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Password Changed Successfully!");
    const me = { method: "GET" as const, url: "/v1/super-admin/profile" };
    expect((await t.app.inject({ ...me, headers: t.auth(token) })).statusCode).toBe(200);
    expect((await t.app.inject({ ...me, headers: t.auth(other) })).statusCode).toBe(401);
    await expect(t.login("admin", ADMIN.password)).rejects.toThrow(/401/);
    expect(await t.login("admin", "new-secret")).toBeTruthy();
  });

  it("answers 400, not 401, to a wrong current password", async () => {
    const token = await t.login();
    const res = await change(token, { current_password: "wrong", password: "new-secret" });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.current_password).toBe("The current password is not correct.");
  });

  it("refuses the current password as the new one with 400, and keeps the password", async () => {
    const token = await t.login();
    const res = await change(token, { current_password: ADMIN.password, password: ADMIN.password });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.password).toBe(
      "The new password must be different from the current one.",
    );
    expect(await t.login("admin", ADMIN.password)).toBeTruthy();
  });

  it("applies the spec's rules with its messages", async () => {
    const token = await t.login();
    const short = await change(token, { current_password: ADMIN.password, password: "12345" });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.password).toBe("Password must be at least 6 characters");
    const missing = await change(token, { current_password: ADMIN.password });
    expect(missing.json().errors.password).toBe("New password is required");
  });
});
