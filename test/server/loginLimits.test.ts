import { afterEach, beforeEach, expect, it } from "vitest";
import { ADMIN, basic, createTestApp, describeEachDb, type TestApp } from "./harness";
import { hashPassword } from "../../server/auth/passwords";
import type { Config } from "../../server/config";

/** What the throttle held sign-ins back by, in milliseconds, instead of waiting. */
let held: number[];

async function setUp(kind: Parameters<typeof createTestApp>[0], overrides: Partial<Config> = {}) {
  held = [];
  const t = await createTestApp(kind, {
    loginMaxFailures: 5,
    loginMaxFailuresPerAddress: 50,
    loginWindowSeconds: 900,
    sleep: async (ms) => {
      held.push(ms);
    },
    ...overrides,
  });
  await t.db.query(
    `INSERT INTO accounts (role, username, password_hash, first_name, last_name, email, phone_number)
     VALUES ('super_admin', 'second', $1, 'Second', 'Admin', 'second@rollcall.example', '9000000002')`,
    [await hashPassword("second-password", 10)],
  );
  return t;
}

const signIn = (
  t: TestApp,
  username: string,
  password: string,
  address: string,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: "POST",
    url: "/v1/super-admin/login",
    remoteAddress: address,
    headers: { authorization: basic(username, password), ...headers },
  });

describeEachDb("sign-in limits", (kind) => {
  let t: TestApp;
  beforeEach(async () => (t = await setUp(kind)));
  afterEach(() => t.close());

  it("lets admin sign in at the first try from its usual address after 1,000 failures from 50 other addresses", async () => {
    expect((await signIn(t, "admin", ADMIN.password, "10.0.0.1")).statusCode).toBe(200);
    for (let i = 0; i < 1000; i++) {
      const res = await signIn(t, "admin", `guess-${i}`, `203.0.113.${i % 50}`);
      expect([401, 429]).toContain(res.statusCode);
    }
    held = [];
    const usual = await signIn(t, "admin", ADMIN.password, "10.0.0.1");
    expect(usual.statusCode).toBe(200);
    expect(held).toEqual([]);
    // Elsewhere the account under attack is slowed down, not refused.
    const elsewhere = await signIn(t, "admin", ADMIN.password, "198.51.100.7");
    expect(elsewhere.statusCode).toBe(200);
    expect(held.length).toBe(1);
    expect(held[0]).toBeGreaterThan(0);
  });

  it("refuses one address trying 100 different usernames after at most 50, with Retry-After", async () => {
    let refusedAt = -1;
    for (let i = 0; i < 100; i++) {
      const res = await signIn(t, `user${i}`, "wrong", "192.0.2.9");
      if (res.statusCode === 429) {
        refusedAt = i;
        expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
        break;
      }
      expect(res.statusCode).toBe(401);
    }
    expect(refusedAt).toBeGreaterThan(0);
    expect(refusedAt).toBeLessThanOrEqual(50);
  });

  it("locks one username at one address after five failures, while another username signs in from there", async () => {
    for (let i = 0; i < 5; i++) {
      expect((await signIn(t, "admin", "wrong", "192.0.2.10")).statusCode).toBe(401);
    }
    const locked = await signIn(t, "admin", "wrong", "192.0.2.10");
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
    expect((await signIn(t, "second", "second-password", "192.0.2.10")).statusCode).toBe(200);
  });

  it("answers a locked pair 429 even to the correct password", async () => {
    for (let i = 0; i < 5; i++) await signIn(t, "ADMIN", "wrong", "192.0.2.11");
    const res = await signIn(t, "admin", ADMIN.password, "192.0.2.11");
    expect(res.statusCode).toBe(429);
    expect(res.json().resources).toBeUndefined();
    t.clock.advance(901_000);
    expect((await signIn(t, "admin", ADMIN.password, "192.0.2.11")).statusCode).toBe(200);
  });

  it("still reaches the per-address limit when failures are interleaved with another account's sign-ins", async () => {
    let refused = false;
    for (let i = 0; i < 60 && !refused; i++) {
      const res = await signIn(t, `someone${i}`, "wrong", "192.0.2.12");
      refused = res.statusCode === 429;
      if (!refused) {
        const other = await signIn(t, "second", "second-password", "192.0.2.12");
        refused = other.statusCode === 429;
      }
    }
    expect(refused).toBe(true);
  });
});

describeEachDb("client addresses behind a proxy", (kind) => {
  let t: TestApp;
  afterEach(() => t.close());

  it("ignores X-Forwarded-For when TRUST_PROXY is off", async () => {
    t = await setUp(kind, { trustProxy: false });
    for (let i = 0; i < 5; i++) {
      const res = await signIn(t, "admin", "wrong", "10.0.0.2", {
        "x-forwarded-for": `198.51.100.${i}`,
      });
      expect(res.statusCode).toBe(401);
    }
    const res = await signIn(t, "admin", ADMIN.password, "10.0.0.2", {
      "x-forwarded-for": "198.51.100.99",
    });
    expect(res.statusCode).toBe(429);
  });

  it("counts each forwarded client apart when TRUST_PROXY is on", async () => {
    t = await setUp(kind, { trustProxy: ["10.0.0.2"] });
    for (let i = 0; i < 5; i++) {
      await signIn(t, "admin", "wrong", "10.0.0.2", { "x-forwarded-for": "198.51.100.1" });
    }
    const locked = await signIn(t, "admin", ADMIN.password, "10.0.0.2", {
      "x-forwarded-for": "198.51.100.1",
    });
    expect(locked.statusCode).toBe(429);
    const other = await signIn(t, "admin", ADMIN.password, "10.0.0.2", {
      "x-forwarded-for": "198.51.100.2",
    });
    expect(other.statusCode).toBe(200);
    // A peer that is not the named proxy cannot choose its address.
    for (let i = 0; i < 5; i++) {
      await signIn(t, "admin", "wrong", "10.0.0.3", { "x-forwarded-for": `198.51.100.${10 + i}` });
    }
    const spoofed = await signIn(t, "admin", ADMIN.password, "10.0.0.3", {
      "x-forwarded-for": "198.51.100.50",
    });
    expect(spoofed.statusCode).toBe(429);
  });
});
