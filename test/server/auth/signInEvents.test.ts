import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  FAILURE_EVENT_INTERVAL_MS,
  FailedSignInRecorder,
  triedUsername,
} from "../../../server/auth/signInEvents";
import type { Db } from "../../../server/db/index";
import { describeEachDb, freshDb, testClock } from "../harness";
import { newAuditEvents } from "./fixtures";

describe("the username a failed sign-in's event names", () => {
  it("is the username as typed, a NUL shown as U+FFFD, cut to 100 characters", () => {
    expect(triedUsername("Admin")).toBe("Admin");
    expect(triedUsername("a\u0000b\u0000")).toBe("a\uFFFDb\uFFFD");
    expect(triedUsername("x".repeat(100))).toBe("x".repeat(100));
    expect(triedUsername("y".repeat(150))).toBe("y".repeat(100));
  });
});

describe("which failed sign-ins are recorded", () => {
  it("records a (username, address) pair at most once a minute, the username in any case", () => {
    const clock = testClock();
    const recorder = new FailedSignInRecorder(clock.now);
    expect(recorder.claim("admin", "192.0.2.1")).toBe(true);
    expect(recorder.claim("ADMIN", "192.0.2.1")).toBe(false);
    expect(recorder.claim("admin", "192.0.2.2")).toBe(true);
    expect(recorder.claim("other", "192.0.2.1")).toBe(true);
    clock.advance(FAILURE_EVENT_INTERVAL_MS - 1);
    expect(recorder.claim("admin", "192.0.2.1")).toBe(false);
    clock.advance(1);
    expect(recorder.claim("Admin", "192.0.2.1")).toBe(true);
    // The minute counts from the last failure recorded, not from the last one refused.
    clock.advance(30_000);
    expect(recorder.claim("admin", "192.0.2.1")).toBe(false);
    clock.advance(30_000);
    expect(recorder.claim("admin", "192.0.2.1")).toBe(true);
  });

  it("keeps the pairs of the last minute only, once more than 10,000 are kept", () => {
    const clock = testClock();
    const recorder = new FailedSignInRecorder(clock.now);
    const kept = () => (recorder as unknown as { lastRecorded: Map<string, number> }).lastRecorded;
    for (let i = 0; i < 9_998; i++) recorder.claim(`user${i}`, "192.0.2.1");
    clock.advance(30_000);
    recorder.claim("recent", "192.0.2.1");
    clock.advance(30_000);
    // 10,000 pairs: not yet more than the bound.
    recorder.claim("now", "192.0.2.1");
    expect(kept().size).toBe(10_000);
    recorder.claim("now", "192.0.2.2");
    // Past the bound: the pairs recorded a minute ago or more are dropped, the others stay.
    expect([...kept().keys()].sort()).toEqual(
      ["now\n192.0.2.1", "now\n192.0.2.2", "recent\n192.0.2.1"].sort(),
    );
    expect(recorder.claim("recent", "192.0.2.1")).toBe(false);
    expect(recorder.claim("user1", "192.0.2.1")).toBe(true);
  });
});

describeEachDb("failed sign-ins in the audit trail", (kind) => {
  let db: Db;
  beforeAll(async () => (db = await freshDb(kind)));
  afterAll(() => db.close());

  it("record the reason and the username as typed, at most once a minute per pair", async () => {
    const clock = testClock();
    const recorder = new FailedSignInRecorder(clock.now);
    const auditEvents = newAuditEvents(db);
    const actor = (username: string, client_ip: string | null) => ({
      account_id: 7,
      username,
      client_ip,
      request_id: "req-1",
    });
    await recorder.record(db, actor(`Adm\u0000${"n".repeat(200)}`, "192.0.2.1"), "password");
    await recorder.record(db, actor(`ADM\u0000${"N".repeat(300)}`, "192.0.2.1"), "code");
    await recorder.record(db, actor("admin", null), "challenge");
    await recorder.record(db, actor("admin", null), "challenge");
    await recorder.record(db, actor("admin", "192.0.2.1"), "password");
    await recorder.record(db, actor("admin", "192.0.2.2"), "password");
    expect(await auditEvents()).toEqual([
      {
        actor_id: 7,
        actor_username: `Adm\uFFFD${"n".repeat(96)}`,
        action: "auth.sign_in_failed",
        target_type: null,
        target_id: null,
        target_name: null,
        details: { reason: "password" },
        client_ip: "192.0.2.1",
        request_id: "req-1",
      },
      expect.objectContaining({
        actor_username: "admin",
        details: { reason: "challenge" },
        client_ip: null,
      }),
      expect.objectContaining({ actor_username: "admin", client_ip: "192.0.2.1" }),
      expect.objectContaining({ actor_username: "admin", client_ip: "192.0.2.2" }),
    ]);
  });
});
