import { afterEach, beforeEach, expect, it } from "vitest";
import { paths } from "../../contract/api";
import type { Notifications } from "../../contract/notifications";
import { hashPassword } from "../../server/auth/passwords";
import { seededApp, describeEachDb, type TestApp } from "./harness";
import { multipart, validFields } from "./schoolsFixtures";

describeEachDb("the bell's notifications", (kind) => {
  let t: TestApp;
  let token: string;
  beforeEach(async () => {
    ({ t, token } = await seededApp(kind));
  });
  afterEach(() => t.close());

  const bell = async (as = token) => {
    const res = await t.app.inject({ url: paths.notifications, headers: t.auth(as) });
    expect(res.statusCode).toBe(200);
    return res.json().resources.data as Notifications;
  };
  const seen = async (as = token) => {
    const res = await t.app.inject({
      method: "POST",
      url: paths.notificationsSeen,
      headers: t.auth(as),
    });
    expect(res.statusCode).toBe(200);
    return res.json().resources.data as Notifications;
  };
  let registered = 0;
  const register = async () => {
    registered++;
    const body = multipart(
      await validFields(t.db, {
        school_name: `Bell School ${registered}`,
        school_email: `office${registered}@bell.example`,
        school_phone_number: `98765000${String(registered).padStart(2, "0")}`,
      }),
    );
    const res = await t.app.inject({
      method: "POST",
      url: paths.schoolRegister,
      payload: body.payload,
      headers: { ...body.headers, ...t.auth(token) },
    });
    expect(res.statusCode).toBe(201);
    return res.json().resources.data.school_id as number;
  };
  const createBoardAdmin = async () => {
    const [b] = await t.db.query<{ main_board_id: number; board_id: number }>(
      "SELECT main_board_id, board_id FROM boards ORDER BY board_id LIMIT 1",
    );
    const res = await t.app.inject({
      method: "POST",
      url: paths.boardAdminCreate,
      headers: t.auth(token),
      payload: {
        username: "meera.board",
        email: "meera@board.example",
        phone: "9876543210",
        type: "board",
        main_board_id: b.main_board_id,
        board_id: b.board_id,
        first_name: "Meera",
        last_name: "Nair",
      },
    });
    expect(res.statusCode).toBe(201);
  };

  it("counts the schools awaiting verification and what is new since the bell was never opened", async () => {
    expect(await bell()).toEqual({
      pending_verification: 0,
      schools_registered: { count: 0, latest_at: null },
      board_admins_created: { count: 0, latest_at: null },
      unread: 0,
      seen_at: null,
    });
    await register();
    await register();
    await createBoardAdmin();
    const now = await bell();
    expect(now).toMatchObject({
      pending_verification: 2,
      schools_registered: { count: 2 },
      board_admins_created: { count: 1 },
      unread: 3,
      seen_at: null,
    });
    const [newest] = await t.db.query<{ at: Date }>(
      "SELECT max(occurred_at) AS at FROM audit_events WHERE action = 'school.registered'",
    );
    expect(now.schools_registered.latest_at).toBe(new Date(newest.at).toISOString());
    expect(Date.parse(now.board_admins_created.latest_at!)).not.toBeNaN();
  });

  it("keeps when the account last opened the bell, and counts only what came after", async () => {
    await register();
    await createBoardAdmin();
    const marked = await seen();
    expect(marked).toEqual({
      pending_verification: 1,
      schools_registered: { count: 0, latest_at: null },
      board_admins_created: { count: 0, latest_at: null },
      unread: 0,
      seen_at: t.clock.now().toISOString(),
    });
    // Read again (a reload): still nothing unread, the pending school still counted.
    expect(await bell()).toEqual(marked);
    await register();
    expect(await bell()).toMatchObject({
      pending_verification: 2,
      schools_registered: { count: 1 },
      board_admins_created: { count: 0 },
      unread: 1,
    });
  });

  it("keeps the read state per account, on the server", async () => {
    await t.db.query(
      `INSERT INTO accounts (role, username, password_hash, first_name, last_name, email, phone_number)
       VALUES ('super_admin', 'priya', $1, 'Priya', 'Rao', 'priya@rollcall.example', '9000000001')`,
      [await hashPassword("priya-password-1", 10)],
    );
    const priya = await t.login("priya", "priya-password-1");
    await register();
    await register();
    await seen();
    expect((await bell()).unread).toBe(0);
    expect((await bell(priya)).unread).toBe(2);
    // Another session of the same account (another browser) sees it read.
    const other = await t.login();
    expect((await bell(other)).unread).toBe(0);
    expect((await seen(priya)).unread).toBe(0);
  });

  it("counts fewer schools awaiting verification after a bulk verify", async () => {
    const ids = [await register(), await register(), await register()];
    await seen();
    expect((await bell()).pending_verification).toBe(3);
    const res = await t.app.inject({
      method: "POST",
      url: paths.schoolBulkVerify,
      headers: t.auth(token),
      payload: { ids: ids.slice(0, 2) },
    });
    expect(res.statusCode).toBe(200);
    expect(await bell()).toMatchObject({ pending_verification: 1, unread: 0 });
  });

  it("answers 401 without a session, and the seen mark needs one too", async () => {
    expect((await t.app.inject({ url: paths.notifications })).statusCode).toBe(401);
    const res = await t.app.inject({ method: "POST", url: paths.notificationsSeen });
    expect(res.statusCode).toBe(401);
    expect(await t.db.query("SELECT * FROM notification_reads")).toEqual([]);
  });
});
