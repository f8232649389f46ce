import { afterEach, beforeEach, expect, it } from "vitest";
import { seededApp, ADMIN, basic, describeEachDb, turnOnTwoFactor, type TestApp } from "./harness";
import { validationMessages } from "../../contract/messages";
import { currentCode } from "../../server/auth/totp";

describeEachDb("two-factor sign-in", (kind) => {
  let t: TestApp;
  let token: string;
  beforeEach(async () => {
    ({ t, token } = await seededApp(kind, { config: { loginMaxFailures: 5 } }));
  });
  afterEach(() => t.close());

  const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url, payload, headers });
  const password = () =>
    post("/v1/super-admin/login", undefined, {
      authorization: basic(ADMIN.username, ADMIN.password),
    });
  const code = (challenge: string, value: string) =>
    post("/v1/super-admin/login/two-factor", { challenge, code: value });

  /** Turns two-factor sign-in on; answers the secret and the recovery codes. */
  async function enable() {
    const on = await turnOnTwoFactor(t, token);
    expect(on.uri).toMatch(/^otpauth:\/\/totp\/Rollcall:admin\?.*secret=/);
    return on;
  }

  it("is turned on with a first code and gives ten recovery codes, stored only as hashes", async () => {
    const setup = await post("/v1/super-admin/two-factor/setup", undefined, t.auth(token));
    const wrong = await post(
      "/v1/super-admin/two-factor/enable",
      { code: "000000" },
      t.auth(token),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.code).toBe("The code is not correct.");
    const { secret } = setup.json().resources.data;
    const res = await post(
      "/v1/super-admin/two-factor/enable",
      { code: currentCode(secret, t.clock.now()) },
      t.auth(token),
    );
    const codes = res.json().resources.data.recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const stored = JSON.stringify(await t.db.query("SELECT * FROM recovery_codes"));
    for (const c of codes) expect(stored).not.toContain(c);
    const status = await t.app.inject({
      method: "GET",
      url: "/v1/super-admin/two-factor",
      headers: t.auth(token),
    });
    expect(status.json().resources.data).toEqual({ enabled: true, recovery_codes_left: 10 });
  });

  it("asks for a code after the password, with a challenge and no token, then signs in", async () => {
    const { secret } = await enable();
    const first = await password();
    expect(first.statusCode).toBe(200);
    const data = first.json().resources.data;
    expect(data).toEqual({ mfa_required: true, challenge: expect.any(String), expires_in: 300 });
    expect(first.body).not.toContain("token");
    const second = await code(data.challenge, currentCode(secret, t.clock.now()));
    expect(second.statusCode).toBe(200);
    expect(second.json().resources.data).toMatchObject({
      username: "admin",
      token: expect.any(String),
    });
    // The challenge was for one sign-in.
    expect((await code(data.challenge, currentCode(secret, t.clock.now()))).statusCode).toBe(401);
  });

  it("does not accept the same code twice within its window", async () => {
    const { secret } = await enable();
    const now = currentCode(secret, t.clock.now());
    const a = (await password()).json().resources.data.challenge;
    expect((await code(a, now)).statusCode).toBe(200);
    const b = (await password()).json().resources.data.challenge;
    const replay = await code(b, now);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({
      message: validationMessages.code_used,
      errors: { code: validationMessages.code_used },
    });
  });

  it("accepts each recovery code once", async () => {
    const { recovery } = await enable();
    const a = (await password()).json().resources.data.challenge;
    expect((await code(a, recovery[3].toUpperCase())).statusCode).toBe(200);
    const b = (await password()).json().resources.data.challenge;
    const spent = await code(b, recovery[3]);
    expect(spent.statusCode).toBe(401);
    expect(spent.json().message).toBe(validationMessages.code_used);
    expect((await code(b, recovery[4])).statusCode).toBe(200);
  });

  it("limits wrong codes like wrong passwords, and the password does not reset the count", async () => {
    const { secret } = await enable();
    let challenge = (await password()).json().resources.data.challenge;
    for (let i = 0; i < 3; i++) expect((await code(challenge, "000000")).statusCode).toBe(401);
    challenge = (await password()).json().resources.data.challenge;
    for (let i = 0; i < 2; i++) expect((await code(challenge, "000000")).statusCode).toBe(401);
    const locked = await code(challenge, currentCode(secret, t.clock.now()));
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
    expect((await password()).statusCode).toBe(429);
  });

  it("lets a challenge expire and binds it to the address that answered the password", async () => {
    const { secret } = await enable();
    const challenge = (await password()).json().resources.data.challenge;
    const elsewhere = await t.app.inject({
      method: "POST",
      url: "/v1/super-admin/login/two-factor",
      remoteAddress: "203.0.113.5",
      payload: { challenge, code: currentCode(secret, t.clock.now()) },
    });
    expect(elsewhere.statusCode).toBe(401);
    t.clock.advance(301_000);
    const late = await code(challenge, currentCode(secret, t.clock.now()));
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe("This sign-in has expired. Please sign in again.");
  });

  it("is turned off only with the password and a current code", async () => {
    const { secret } = await enable();
    const off = (payload: object) =>
      post("/v1/super-admin/two-factor/disable", payload, t.auth(token));
    const wrongPassword = await off({ password: "nope", code: currentCode(secret, t.clock.now()) });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().errors.password).toBe("The password is not correct.");
    expect((await off({ password: ADMIN.password, code: "123" })).json().errors.code).toBe(
      "Enter the 6-digit code from your authenticator app",
    );
    expect((await off({ password: ADMIN.password, code: "000000" })).statusCode).toBe(400);
    const ok = await off({ password: ADMIN.password, code: currentCode(secret, t.clock.now()) });
    expect(ok.statusCode).toBe(200);
    expect((await password()).json().resources.data.token).toEqual(expect.any(String));
  });

  it("says a code was already used when turning two-factor sign-in off with it again", async () => {
    const { secret } = await enable();
    const now = currentCode(secret, t.clock.now());
    const a = (await password()).json().resources.data.challenge;
    expect((await code(a, now)).statusCode).toBe(200);
    const reused = await post(
      "/v1/super-admin/two-factor/disable",
      { password: ADMIN.password, code: now },
      t.auth(token),
    );
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({
      message: validationMessages.code_used,
      errors: { code: validationMessages.code_used },
    });
  });

  it("is documented in the OpenAPI document", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/v1/openapi.json" })).json();
    expect(doc.paths["/v1/super-admin/login/two-factor"].post.operationId).toBe("loginTwoFactor");
    expect(JSON.stringify(doc.paths["/v1/super-admin/login"].post)).toContain("mfa_required");
    expect(doc.paths["/v1/super-admin/two-factor/enable"].post.tags).toEqual([
      "Two-factor sign-in",
    ]);
  });
});
