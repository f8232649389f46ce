import { createHash } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  createSession,
  describeUserAgent,
  endSession,
  hashToken,
  isUsualAddress,
  listSessions,
  rememberAddress,
  resolveSession,
  revokeAccountSessions,
  revokeSession,
  type SessionPolicy,
} from "../../../server/auth/sessions";
import type { Db } from "../../../server/db/index";
import { describeEachDb, freshDb, testClock } from "../harness";
import { addAccount } from "./fixtures";

describe("sessions", () => {
  it("are found by the SHA-256 of their token", () => {
    expect(hashToken("token")).toBe(createHash("sha256").update("token").digest("hex"));
  });

  it("show the browser with its major version and the system with its version's name", () => {
    expect(
      describeUserAgent(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.86 Safari/537.36",
      ),
    ).toEqual({ browser: "Chrome 131", os: "Windows 10" });
    expect(
      describeUserAgent(
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15",
      ),
    ).toEqual({ browser: "Safari 17", os: "macOS Catalina" });
  });

  it("show what a user agent says and 'Unknown' for the rest", () => {
    expect(describeUserAgent(null)).toEqual({ browser: "Unknown browser", os: "Unknown system" });
    expect(describeUserAgent("")).toEqual({ browser: "Unknown browser", os: "Unknown system" });
    expect(describeUserAgent("curl/8.5.0")).toEqual({
      browser: "Unknown browser",
      os: "Unknown system",
    });
    expect(
      describeUserAgent("Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox"),
    ).toEqual({ browser: "Firefox", os: "Linux" });
    expect(
      describeUserAgent(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1",
      ),
    ).toEqual({ browser: "Safari 17", os: "iOS 17.1" });
  });
});

describeEachDb("sessions in the database", (kind) => {
  let db: Db;
  let admin: number;
  let board: number;
  let clock: ReturnType<typeof testClock>;
  let policy: SessionPolicy;
  beforeAll(async () => {
    db = await freshDb(kind);
    admin = await addAccount(db, "admin");
    board = await addAccount(db, "board1", { role: "board_admin" });
  });
  afterAll(() => db.close());
  beforeEach(async () => {
    await db.query("DELETE FROM sessions");
    await db.query("UPDATE accounts SET status = true");
    clock = testClock();
    policy = { idleMinutes: 30, maxHours: 12, now: clock.now };
  });

  const stored = () =>
    db.query<{
      token_hash: string;
      account_id: number;
      created_at: Date;
      last_seen_at: Date;
      expires_at: Date;
      client_address: string | null;
      user_agent: string | null;
    }>(
      `SELECT token_hash, account_id, created_at, last_seen_at, expires_at, client_address, user_agent
         FROM sessions ORDER BY created_at`,
    );
  const iso = (d: Date) => new Date(d).toISOString();

  it("start with 256 random bits, storing their hash, the times, the address and the user agent", async () => {
    const token = await createSession(db, admin, policy, {
      address: "192.0.2.1",
      userAgent: "u".repeat(600),
    });
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    const [row] = await stored();
    expect(row.token_hash).toBe(hashToken(token));
    expect(row.account_id).toBe(admin);
    expect(iso(row.created_at)).toBe("2026-03-15T09:00:00.000Z");
    expect(iso(row.last_seen_at)).toBe("2026-03-15T09:00:00.000Z");
    expect(iso(row.expires_at)).toBe("2026-03-15T21:00:00.000Z");
    expect(row.client_address).toBe("192.0.2.1");
    expect(row.user_agent).toBe("u".repeat(512));
    await createSession(db, admin, policy);
    const [, bare] = await stored();
    expect([bare.client_address, bare.user_agent]).toEqual([null, null]);
  });

  it("name their account while used, moving the idle clock on at most once a minute", async () => {
    const token = await createSession(db, admin, policy);
    expect(await resolveSession(db, token, policy)).toEqual({
      account_id: admin,
      role: "super_admin",
      username: "admin",
      token_hash: hashToken(token),
    });
    clock.advance(59_999);
    await resolveSession(db, token, policy);
    expect(iso((await stored())[0].last_seen_at)).toBe("2026-03-15T09:00:00.000Z");
    clock.advance(1);
    await resolveSession(db, token, policy);
    expect(iso((await stored())[0].last_seen_at)).toBe("2026-03-15T09:01:00.000Z");
    expect(await resolveSession(db, "other", policy)).toBeNull();
  });

  it("end after the idle timeout, after their lifetime, or when the account is deactivated", async () => {
    const token = await createSession(db, admin, policy);
    clock.advance(30 * 60_000 - 1);
    expect(await resolveSession(db, token, policy)).not.toBeNull();
    clock.advance(30 * 60_000);
    expect(await resolveSession(db, token, policy)).toBeNull();

    const busy = await createSession(db, admin, policy);
    for (let i = 0; i < 24; i++) {
      clock.advance(29 * 60_000);
      expect(await resolveSession(db, busy, policy)).not.toBeNull();
    }
    // 11 h 36 min in; the lifetime ends at 12 h.
    clock.advance(24 * 60_000 - 1);
    expect(await resolveSession(db, busy, policy)).not.toBeNull();
    clock.advance(1);
    expect(await resolveSession(db, busy, policy)).toBeNull();

    const live = await createSession(db, admin, policy);
    await db.query("UPDATE accounts SET status = false WHERE account_id = $1", [admin]);
    expect(await resolveSession(db, live, policy)).toBeNull();
  });

  it("end one by one, or all of an account's but the one kept", async () => {
    const one = await createSession(db, admin, policy);
    const two = await createSession(db, admin, policy);
    const three = await createSession(db, admin, policy);
    const boards = await createSession(db, board, policy);
    expect(await revokeSession(db, one)).toBe(true);
    expect(await revokeSession(db, one)).toBe(false);
    await revokeAccountSessions(db, admin, hashToken(two));
    expect(await resolveSession(db, two, policy)).not.toBeNull();
    expect(await resolveSession(db, three, policy)).toBeNull();
    expect(await resolveSession(db, boards, policy)).not.toBeNull();
    await revokeAccountSessions(db, admin);
    expect(await resolveSession(db, two, policy)).toBeNull();
    expect(await resolveSession(db, boards, policy)).not.toBeNull();
  });

  it("are listed live only, most recently used first, the current one marked", async () => {
    const chrome =
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
    const idle = await createSession(db, admin, policy, { address: "192.0.2.9" });
    clock.advance(10 * 60_000);
    const older = await createSession(db, admin, policy, { address: "192.0.2.1" });
    const current = await createSession(db, admin, policy, {
      address: "192.0.2.2",
      userAgent: chrome,
    });
    await createSession(db, board, policy);
    clock.advance(21 * 60_000);
    await resolveSession(db, older, policy);
    const list = await listSessions(db, admin, hashToken(current), policy);
    expect(list.map((s) => [s.client_address, s.current])).toEqual([
      ["192.0.2.1", false],
      ["192.0.2.2", true],
    ]);
    expect(list[1]).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      browser: "Chrome 131",
      os: "Windows 10",
      client_address: "192.0.2.2",
      signed_in_at: "2026-03-15T09:10:00.000Z",
      last_seen_at: "2026-03-15T09:10:00.000Z",
      current: true,
    });
    expect(list[0].last_seen_at).toBe("2026-03-15T09:31:00.000Z");
    expect(idle).toBeTruthy();
    // Two sessions seen at the same moment: the one signed in later first.
    clock.advance(60_000);
    await resolveSession(db, older, policy);
    await resolveSession(db, current, policy);
    const same = await listSessions(db, admin, hashToken(current), policy);
    expect(same.map((s) => s.client_address)).toEqual(["192.0.2.1", "192.0.2.2"]);
    clock.advance(12 * 3_600_000);
    expect(await listSessions(db, admin, hashToken(current), policy)).toEqual([]);
  });

  it("end by their public id, only the account's own", async () => {
    const token = await createSession(db, admin, policy);
    await createSession(db, board, policy);
    const [{ session_id }] = await db.query<{ session_id: string }>(
      "SELECT session_id FROM sessions WHERE token_hash = $1",
      [hashToken(token)],
    );
    expect(await endSession(db, board, session_id)).toBe(false);
    // Text that cannot be an id is no session, even text the database cannot compare.
    expect(await endSession(db, admin, `${session_id}\u0000`)).toBe(false);
    expect(await endSession(db, admin, `\u0000${session_id}`)).toBe(false);
    expect(await endSession(db, admin, "\u0000")).toBe(false);
    expect(await endSession(db, admin, session_id)).toBe(true);
    expect(await resolveSession(db, token, policy)).toBeNull();
    expect(await endSession(db, admin, session_id)).toBe(false);
    expect(await db.query("SELECT 1 FROM sessions")).toHaveLength(1);
  });

  it("remember an address of a successful sign-in as usual for 30 days", async () => {
    const now = clock.now();
    const day = 86_400_000;
    expect(await isUsualAddress(db, admin, "192.0.2.1", now)).toBe(false);
    await rememberAddress(db, admin, "192.0.2.1", new Date(now.getTime() - 40 * day));
    expect(await isUsualAddress(db, admin, "192.0.2.1", now)).toBe(false);
    await rememberAddress(db, admin, "192.0.2.1", new Date(now.getTime() - 30 * day + 1));
    expect(await isUsualAddress(db, admin, "192.0.2.1", now)).toBe(true);
    expect(await isUsualAddress(db, admin, "192.0.2.1", new Date(now.getTime() + 1))).toBe(false);
    expect(await isUsualAddress(db, admin, "192.0.2.2", now)).toBe(false);
    expect(await isUsualAddress(db, board, "192.0.2.1", now)).toBe(false);
  });
});
