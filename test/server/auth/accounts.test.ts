import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import {
  accountByUsername,
  passwordHashOf,
  profileOf,
  setPasswordHash,
} from "../../../server/auth/accounts";
import { createSession, hashToken, resolveSession } from "../../../server/auth/sessions";
import { SYSTEM_ACTOR, type Actor } from "../../../server/audit/service";
import type { Db } from "../../../server/db/index";
import { describeEachDb, freshDb, testClock } from "../harness";
import { addAccount, newAuditEvents } from "./fixtures";

describeEachDb("accounts", (kind) => {
  let db: Db;
  let admin: number;
  let board: number;
  let auditEvents: () => ReturnType<ReturnType<typeof newAuditEvents>>;
  beforeAll(async () => {
    db = await freshDb(kind);
    admin = await addAccount(db, "Admin", { passwordHash: "hash-0" });
    board = await addAccount(db, "board1", { role: "board_admin", status: false });
    auditEvents = newAuditEvents(db);
  });
  afterAll(() => db.close());
  beforeEach(async () => {
    await db.query("DELETE FROM sessions");
    await auditEvents();
  });

  it("are found by username in any case, with what sign-in needs", async () => {
    expect(await accountByUsername(db, "aDMIN")).toEqual({
      account_id: admin,
      role: "super_admin",
      username: "Admin",
      password_hash: "hash-0",
      first_name: "First",
      middle_name: null,
      last_name: "Last",
      email: "Admin@rollcall.example",
      phone_number: "9000000000",
      status: true,
    });
    expect(await accountByUsername(db, "board1")).toMatchObject({
      account_id: board,
      role: "board_admin",
      status: false,
    });
    expect(await accountByUsername(db, "nobody")).toBeUndefined();
    expect(await accountByUsername(db, "admin%")).toBeUndefined();
    expect(await accountByUsername(db, "Admin\u0000")).toBeUndefined();
  });

  it("answer their profile and password hash", async () => {
    expect(await profileOf(db, admin)).toEqual({
      first_name: "First",
      middle_name: null,
      last_name: "Last",
      email: "Admin@rollcall.example",
      phone_number: "9000000000",
    });
    expect(await passwordHashOf(db, board)).toBe("x");
  });

  it("change their password: every other session ends, recorded as the account's change", async () => {
    const clock = testClock();
    const policy = { idleMinutes: 30, maxHours: 12, now: clock.now };
    const kept = await createSession(db, admin, policy);
    const other = await createSession(db, admin, policy);
    const boards = await createSession(db, board, policy);
    const actor: Actor = {
      account_id: admin,
      username: "Admin",
      client_ip: "192.0.2.1",
      request_id: "req-1",
    };
    await setPasswordHash(db, admin, "hash-1", hashToken(kept), actor);
    expect(await passwordHashOf(db, admin)).toBe("hash-1");
    expect(await resolveSession(db, kept, policy)).not.toBeNull();
    expect(await resolveSession(db, other, policy)).toBeNull();
    expect(
      await db.query("SELECT 1 FROM sessions WHERE token_hash = $1", [hashToken(boards)]),
    ).toHaveLength(1);
    expect(await auditEvents()).toEqual([
      {
        actor_id: admin,
        actor_username: "Admin",
        action: "account.password_changed",
        target_type: "account",
        target_id: admin,
        target_name: "Admin",
        details: {},
        client_ip: "192.0.2.1",
        request_id: "req-1",
      },
    ]);
  });

  it("have their password reset from the command line: all sessions end, recorded as a reset", async () => {
    const policy = { idleMinutes: 30, maxHours: 12, now: testClock().now };
    const token = await createSession(db, admin, policy);
    await setPasswordHash(db, admin, "hash-2", undefined, SYSTEM_ACTOR);
    expect(await passwordHashOf(db, admin)).toBe("hash-2");
    expect(await resolveSession(db, token, policy)).toBeNull();
    const [event] = await auditEvents();
    expect(event).toMatchObject({
      actor_id: null,
      action: "account.password_reset",
      target_id: admin,
      target_name: "Admin",
    });
    // An account that is gone is recorded without a name rather than failing.
    await setPasswordHash(db, 999_999, "hash-3", undefined, SYSTEM_ACTOR);
    expect((await auditEvents())[0]).toMatchObject({ target_id: 999_999, target_name: null });
  });
});
