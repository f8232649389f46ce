import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { paths } from "../../contract/api";
import type { AuditEvent } from "../../contract/audit";
import { buildApp } from "../../server/app";
import { localStorage, type FileStorage } from "../../server/storage/index";
import { setPasswordHash } from "../../server/auth/accounts";
import { hashPassword } from "../../server/auth/passwords";
import { pruneSignInEvents, SYSTEM_ACTOR } from "../../server/audit/service";
import { seededApp, describeEachDb, type TestApp } from "./harness";
import {
  multipart,
  sample,
  sendSchoolForm,
  validFields,
  type FilePart,
  type SchoolFormRequest,
} from "./schoolsFixtures";

describeEachDb("the audit trail", (kind) => {
  let t: TestApp;
  let token: string;
  beforeEach(async () => {
    ({ t, token } = await seededApp(kind));
  });
  afterEach(() => t.close());

  const events = async (query = "") => {
    const res = await t.app.inject({
      url: `${paths.auditEvents}?${query}`,
      headers: t.auth(token),
    });
    expect(res.statusCode).toBe(200);
    return res.json().resources as {
      data: AuditEvent[];
      total: number;
      total_pages: number;
      total_capped: boolean;
    };
  };
  const send = (...form: SchoolFormRequest) => sendSchoolForm(t, token, ...form);
  const register = async (overrides: Record<string, string> = {}, files: FilePart[] = []) => {
    const res = await send(paths.schoolRegister, "POST", await validFields(t.db, overrides), files);
    expect(res.statusCode).toBe(201);
    return res.json().resources.data.school_id as number;
  };
  /** Every event on record; beforeEach's sign-in is one of them. */
  const rawCount = async () =>
    (await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM audit_events"))[0].n;
  const adminId = async () =>
    (
      await t.db.query<{ id: number }>(
        "SELECT account_id AS id FROM accounts WHERE username = 'admin'",
      )
    )[0].id;

  describe("records every change", () => {
    it("records a registration with who, when, the school's name, the files, the address and the request", async () => {
      const id = await register({}, [
        { field: "school_image", name: "front.png", data: sample.png },
        { field: "school_documents", name: "Affiliation.pdf", data: sample.pdf },
      ]);
      const [event] = (await events()).data;
      expect(event).toMatchObject({
        actor_id: await adminId(),
        actor_username: "admin",
        action: "school.registered",
        target_type: "school",
        target_id: id,
        target_name: "Green Valley Public School",
        details: { files_added: ["front.png", "Affiliation.pdf"] },
        client_ip: "127.0.0.1",
      });
      expect(event.request_id).toEqual(expect.any(String));
      expect(Date.parse(event.occurred_at)).not.toBeNaN();
    });

    it("records an update with each changed field from and to, and the files added and removed", async () => {
      const id = await register({}, [
        { field: "school_documents", name: "old.pdf", data: sample.pdf },
      ]);
      const detail = (await t.app.inject({ url: paths.school(id), headers: t.auth(token) })).json()
        .resources.data;
      const oldDoc = detail.assets.document[0].id as number;
      const res = await send(
        paths.schoolUpdate,
        "PUT",
        {
          ...(await validFields(t.db, { school_name: "Green Valley School", pincode: "570002" })),
          school_id: String(id),
          remove_document_ids: String(oldDoc),
        },
        [{ field: "school_documents", name: "new.csv", data: sample.csv }],
      );
      expect(res.statusCode).toBe(200);
      const [event] = (await events()).data;
      expect(event).toMatchObject({
        action: "school.updated",
        target_id: id,
        target_name: "Green Valley School",
        details: {
          changes: {
            school_name: { from: "Green Valley Public School", to: "Green Valley School" },
            pincode: { from: "570001", to: "570002" },
          },
          files_added: ["new.csv"],
          files_removed: ["old.pdf"],
        },
      });
      // Unchanged fields (and coordinates written differently) are not listed.
      expect(Object.keys(event.details.changes!).sort()).toEqual(["pincode", "school_name"]);
    });

    it("records a verification and a status change, but not a repeated status", async () => {
      const id = await register();
      const post = (url: string, method: "POST" | "PUT", payload: object) =>
        t.app.inject({ method, url, payload, headers: t.auth(token) });
      expect((await post(paths.schoolApprove, "POST", { school_id: id })).statusCode).toBe(200);
      expect(
        (await post(paths.schoolChangeStatus, "PUT", { school_id: id, status: true })).statusCode,
      ).toBe(200);
      expect(
        (await post(paths.schoolChangeStatus, "PUT", { school_id: id, status: true })).statusCode,
      ).toBe(200);
      const { data, total } = await events(`target_type=school&target_id=${id}`);
      expect(data.map((e) => e.action)).toEqual([
        "school.status_changed",
        "school.verified",
        "school.registered",
      ]);
      expect(data[0].details).toEqual({ status: true });
      expect(total).toBe(3);
    });

    it("records a board administrator's creation and status change", async () => {
      const [b] = await t.db.query<{ main_board_id: number; board_id: number }>(
        "SELECT main_board_id, board_id FROM boards ORDER BY board_id LIMIT 1",
      );
      const created = await t.app.inject({
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
      expect(created.statusCode).toBe(201);
      const id = created.json().resources.data.board_admin_id as number;
      await t.app.inject({
        method: "PUT",
        url: paths.boardAdminChangeStatus,
        headers: t.auth(token),
        payload: { board_admin_id: id, status: false },
      });
      const { data } = await events("target_type=board_admin");
      expect(data.map((e) => [e.action, e.target_id, e.target_name, e.details])).toEqual([
        ["board_admin.status_changed", id, "meera.board", { status: false }],
        ["board_admin.created", id, "meera.board", {}],
      ]);
    });

    it("records a password change by the administrator, and a reset from the command line as 'system'", async () => {
      const res = await t.app.inject({
        method: "POST",
        url: paths.changePassword,
        headers: t.auth(token),
        payload: {
          current_password: "admin-password-1",
          password: "New-password-2",
          confirm_pass: "New-password-2",
        },
      });
      expect(res.statusCode).toBe(200);
      const id = await adminId();
      await setPasswordHash(
        t.db,
        id,
        await hashPassword("Other-pass-3", 10),
        undefined,
        SYSTEM_ACTOR,
      );
      // The reset ended every session: sign in again with the new password.
      token = await t.login("admin", "Other-pass-3");
      const { data } = await events(`target_type=account&target_id=${id}`);
      expect(data.map((e) => [e.action, e.actor_username, e.actor_id])).toEqual([
        ["account.password_reset", "system", null],
        ["account.password_changed", "admin", id],
      ]);
    });
  });

  describe("in the same transaction as the change", () => {
    it("keeps neither the school nor its event when the write fails after the event", async () => {
      const real = localStorage(path.join(t.dataDir, "files"));
      const failing: FileStorage = {
        ...real,
        put: async () => {
          throw new Error("disk full");
        },
      };
      const app = await buildApp({ config: t.config, db: t.db, storage: failing });
      await app.ready();
      const body = multipart(await validFields(t.db), [
        { field: "school_image", name: "a.png", data: sample.png },
      ]);
      const res = await app.inject({
        method: "POST",
        url: paths.schoolRegister,
        payload: body.payload,
        headers: { ...body.headers, ...t.auth(token) },
      });
      await app.close();
      expect(res.statusCode).toBe(500);
      // Only the sign-in of beforeEach is on record.
      expect(await rawCount()).toBe(1);
      const [{ n }] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM schools");
      expect(n).toBe(0);
      expect((await events()).total).toBe(1);
      expect((await events("action=school.registered")).total).toBe(0);
    });
  });

  describe("append-only", () => {
    it("refuses UPDATE, DELETE and TRUNCATE on the table", async () => {
      await register();
      await expect(t.db.query("UPDATE audit_events SET actor_username = 'x'")).rejects.toThrow(
        /append-only/,
      );
      await expect(t.db.query("DELETE FROM audit_events")).rejects.toThrow(/append-only/);
      await expect(t.db.query("TRUNCATE audit_events")).rejects.toThrow(/append-only/);
      expect(await rawCount()).toBe(2); // the sign-in and the registration
    });

    it("has no API route that edits or deletes an event", async () => {
      for (const method of ["PUT", "PATCH", "DELETE"] as const) {
        const res = await t.app.inject({ method, url: paths.auditEvents, headers: t.auth(token) });
        expect(res.statusCode).toBe(405);
      }
    });

    it("prunes only sign-in events older than the retention, and keeps change events", async () => {
      await register();
      await t.db.query(
        `INSERT INTO audit_events (occurred_at, actor_username, action)
         VALUES (now() - interval '400 days', 'admin', 'auth.signed_in'),
                (now() - interval '10 days', 'admin', 'auth.signed_in'),
                (now() - interval '400 days', 'admin', 'account.password_changed')`,
      );
      expect(await pruneSignInEvents(t.db, 365, new Date())).toBe(1);
      // Kept: beforeEach's sign-in, the registration, the recent sign-in, the old change.
      expect(await rawCount()).toBe(4);
      expect((await events()).total).toBe(4);
      expect((await events("action=auth.signed_in")).total).toBe(2);
    });
  });

  describe("GET audit-events", () => {
    beforeEach(async () => {
      // 30 sign-ins by 'admin', 20 by 'meera', spread over January (newest last); with the
      // sign-in of the outer beforeEach (today), 51 events, 26 of them 'auth.signed_in'.
      await t.db.query(
        `INSERT INTO audit_events (occurred_at, actor_username, action, target_type, target_id)
         SELECT timestamptz '2026-01-01T00:00:00Z' + i * interval '12 hours',
                CASE WHEN i % 5 < 3 THEN 'admin' ELSE 'meera' END,
                CASE WHEN i % 2 = 0 THEN 'auth.signed_in' ELSE 'auth.signed_out' END,
                'account', i % 4
           FROM generate_series(1, 50) i`,
      );
    });

    it("lists newest first, in pages, with the exact total from the counters", async () => {
      const page1 = await events("page=1&limit=10");
      expect(page1.total).toBe(51);
      expect(page1.total_pages).toBe(6);
      expect(page1.total_capped).toBe(false);
      const ids = page1.data.map((e) => e.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      const page5 = await events("page=5&limit=10");
      expect(Math.max(...page5.data.map((e) => e.id))).toBeLessThan(Math.min(...ids));
    });

    it("filters by who (any case), action, target and date range", async () => {
      expect((await events("actor=MEERA")).total).toBe(20);
      expect((await events("actor=meera")).data.every((e) => e.actor_username === "meera")).toBe(
        true,
      );
      expect((await events("action=auth.signed_in")).total).toBe(26);
      expect((await events("target_type=account&target_id=2")).total).toBe(13);
      const january = await events("from=2026-01-05&to=2026-01-10&limit=100");
      expect(january.total).toBe(10);
      expect(
        january.data.every((e) => e.occurred_at >= "2026-01-05" && e.occurred_at < "2026-01-10"),
      ).toBe(true);
      const both = await events("actor=admin&action=auth.signed_out&limit=100");
      expect(both.data).toHaveLength(15);
      expect(both.total).toBe(15);
    });

    it("takes the start of a username as who, in any case, its wildcards as plain text", async () => {
      expect(await events("actor=MEE")).toMatchObject({ total: 20, total_capped: false });
      // 'admin''s 30, and the sign-in of the outer beforeEach.
      const adm = await events("actor=Adm&limit=100");
      expect(adm.total).toBe(31);
      expect(adm.data.every((e) => e.actor_username === "admin")).toBe(true);
      for (const actor of ["dmin", "a_min", "%", "adm%n", "\\"]) {
        expect((await events(`actor=${encodeURIComponent(actor)}`)).total, actor).toBe(0);
      }
    });

    it("answers 400 at To, saying To must be after From, for a range that ends before it starts or where it starts", async () => {
      // `to` is exclusive: equal moments hold no event, and the message says what is asked.
      for (const to of ["2026-01-05", "2026-01-04"]) {
        const res = await t.app.inject({
          url: `${paths.auditEvents}?from=2026-01-05&to=${to}`,
          headers: t.auth(token),
        });
        expect(res.statusCode, to).toBe(400);
        expect(res.json(), to).toMatchObject({
          message: "To must be after From",
          message_key: "validation.date_range_empty",
          errors: { to: "To must be after From" },
        });
      }
      expect((await events("from=2026-01-05&to=2026-01-06")).total).toBe(2);
    });

    it("caps the total of a filter without a counter at more than 10,000", async () => {
      await t.db.query(
        `INSERT INTO audit_events (actor_username, action)
         SELECT 'bulk', 'auth.sign_in_failed' FROM generate_series(1, 10001)`,
      );
      const capped = await events("actor=bulk&from=2026-01-01");
      expect(capped.total_capped).toBe(true);
      expect(capped.total).toBe(10001);
      expect(capped.data).toHaveLength(10);
      const exact = await events("action=auth.sign_in_failed");
      expect(exact).toMatchObject({ total: 10001, total_capped: false });
    });

    it("gives the exact total of single-value filters together, read from their counter", async () => {
      // 'admin' signed out on the odd days i with i % 5 < 3 (15 events), all 'account' targets.
      const both = await events("actor=ADMIN&action=auth.signed_out&limit=100");
      expect(both).toMatchObject({ total: 15, total_capped: false });
      expect(both.data).toHaveLength(15);
      expect(
        both.data.every((e) => e.actor_username === "admin" && e.action === "auth.signed_out"),
      ).toBe(true);
      expect(await events("actor=meera&action=auth.signed_in&target_type=account")).toMatchObject({
        total: 10,
        total_capped: false,
      });
      expect(await events("action=auth.signed_out&target_type=account&target_id=3")).toMatchObject({
        total: 12,
        total_capped: false,
      });
      expect(await events("actor=meera&target_type=account&target_id=3")).toMatchObject({
        total: 5,
        total_capped: false,
      });
      // The total is the counter's, not a count: a tampered counter row shows through.
      await t.db.query(
        "UPDATE audit_counters SET n = 4242 WHERE key = 'action:auth.signed_out|target:account:3'",
      );
      expect((await events("action=auth.signed_out&target_type=account&target_id=3")).total).toBe(
        4242,
      );
      // Who is the start of a username: counted, the whole username's counter not read.
      const meera = "actor=meera&action=auth.signed_in&target_type=account&target_id=2";
      const counted = (await events(meera)).total;
      await t.db.query(
        "UPDATE audit_counters SET n = 77 WHERE key = 'action:auth.signed_in|target:account:2|actor:meera'",
      );
      expect((await events(meera)).total).toBe(counted);
    });

    it("lists a date range in time order, with the exact total when the other filters match few events", async () => {
      // Written later, but on 3 January: the date range puts it in its time.
      await t.db.query(
        `INSERT INTO audit_events (occurred_at, actor_username, action)
         VALUES ('2026-01-03T01:00:00Z', 'meera', 'auth.signed_in')`,
      );
      const week = await events("actor=meera&from=2026-01-01&to=2026-01-08&limit=100");
      expect(week.total_capped).toBe(false);
      expect(week.total).toBe(6);
      const times = week.data.map((e) => e.occurred_at);
      expect(times).toEqual([...times].sort().reverse());
      expect(times).toContain("2026-01-03T01:00:00.000Z");
      expect(times.every((at) => at >= "2026-01-01" && at < "2026-01-08")).toBe(true);
      expect(await events("actor=meera&action=school.verified&from=2026-01-01")).toMatchObject({
        data: [],
        total: 0,
        total_capped: false,
      });
    });

    it("answers a combination that matches nothing with no events and a total of 0", async () => {
      const none = await events("actor=meera&action=school.verified");
      expect(none).toMatchObject({ data: [], total: 0, total_capped: false });
    });

    it("keeps every combination's counter when sign-in events are pruned", async () => {
      await t.db.query(
        `INSERT INTO audit_events (occurred_at, actor_username, action)
         VALUES (now() - interval '400 days', 'meera', 'auth.signed_in')`,
      );
      expect((await events("actor=meera&action=auth.signed_in")).total).toBe(11);
      await pruneSignInEvents(t.db, 365, new Date());
      expect((await events("actor=meera&action=auth.signed_in")).total).toBe(10);
    });

    it("answers 400 for an unknown action or a malformed date, and 401 without a session", async () => {
      expect(
        (await t.app.inject({ url: `${paths.auditEvents}?action=x`, headers: t.auth(token) }))
          .statusCode,
      ).toBe(400);
      expect(
        (await t.app.inject({ url: `${paths.auditEvents}?from=yesterday`, headers: t.auth(token) }))
          .statusCode,
      ).toBe(400);
      expect((await t.app.inject({ url: paths.auditEvents })).statusCode).toBe(401);
    });
  });
});

describeEachDb("bulk actions", (kind) => {
  let t: TestApp;
  let token: string;
  let ids: number[];
  beforeEach(async () => {
    ({ t, token, ids } = await seededApp(kind, {
      schools: 12,
      seed: 7,
      shape: (school, i) => ({ ...school, admin_approval: i < 3, status: i < 3 }),
    }));
  });
  afterEach(() => t.close());

  const call = (url: string, method: "POST" | "PUT", payload: object) =>
    t.app.inject({ method, url, payload, headers: t.auth(token) });
  const eventsOf = async (action: string) =>
    t.db.query<{ target_id: number; target_name: string; details: object }>(
      "SELECT target_id, target_name, details FROM audit_events WHERE action = $1 ORDER BY target_id",
      [action],
    );

  it("verifies many schools in one call, saying how many changed, were already verified and were not found", async () => {
    const res = await call(paths.schoolBulkVerify, "POST", { ids: [...ids, 999999, ids[4]] });
    expect(res.statusCode).toBe(200);
    expect(res.json().resources.data).toEqual({ changed: 9, unchanged: 3, not_found: [999999] });
    const [{ n }] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM schools WHERE admin_approval",
    );
    expect(n).toBe(12);
    const recorded = await eventsOf("school.verified");
    expect(recorded.map((e) => e.target_id)).toEqual(ids.slice(3));
    expect(recorded[0].target_name).toEqual(expect.any(String));
    expect(recorded[0].details).toEqual({ bulk: true });
  });

  it("changes nothing and records nothing when repeated", async () => {
    await call(paths.schoolBulkVerify, "POST", { ids });
    const again = await call(paths.schoolBulkVerify, "POST", { ids });
    expect(again.json().resources.data).toEqual({ changed: 0, unchanged: 12, not_found: [] });
    expect(await eventsOf("school.verified")).toHaveLength(9);
  });

  it("activates and deactivates many schools, one event per school changed", async () => {
    const on = await call(paths.schoolBulkStatus, "PUT", { ids: ids.slice(0, 6), status: true });
    expect(on.json().resources.data).toEqual({ changed: 3, unchanged: 3, not_found: [] });
    const off = await call(paths.schoolBulkStatus, "PUT", { ids, status: false });
    expect(off.json().resources.data).toEqual({ changed: 6, unchanged: 6, not_found: [] });
    expect(await eventsOf("school.status_changed")).toHaveLength(9);
  });

  it("refuses more than 1,000 ids, none, or a non-number, changing nothing", async () => {
    const many = Array.from({ length: 1001 }, (_, i) => i + 1);
    for (const ids of [many, [], ["x"]]) {
      const res = await call(paths.schoolBulkVerify, "POST", { ids });
      expect(res.statusCode).toBe(400);
    }
    expect(await eventsOf("school.verified")).toHaveLength(0);
  });

  it("deactivates board administrators at once and ends their sessions", async () => {
    const [b] = await t.db.query<{ board_id: number }>("SELECT board_id FROM boards LIMIT 1");
    const accounts: number[] = [];
    for (const name of ["one", "two"]) {
      const [{ account_id }] = await t.db.query<{ account_id: number }>(
        `INSERT INTO accounts (role, username, password_hash, first_name, last_name, email, phone_number)
         VALUES ('board_admin', $1, 'x', 'A', 'B', $1 || '@b.example', '9000000001') RETURNING account_id`,
        [name],
      );
      await t.db.query(
        "INSERT INTO board_admins (account_id, type, board_id) VALUES ($1, 'board', $2)",
        [account_id, b.board_id],
      );
      await t.db.query(
        `INSERT INTO sessions (token_hash, account_id, created_at, last_seen_at, expires_at)
         VALUES ($1, $2, now(), now(), now() + interval '1 hour')`,
        [`hash-${name}`, account_id],
      );
      accounts.push(account_id);
    }
    const adminId = (
      await t.db.query<{ id: number }>(
        "SELECT account_id AS id FROM accounts WHERE username = 'admin'",
      )
    )[0].id;
    const res = await call(paths.boardAdminBulkStatus, "PUT", {
      ids: [...accounts, adminId],
      status: false,
    });
    // The super administrator is no board administrator: not found, and left alone.
    expect(res.json().resources.data).toEqual({ changed: 2, unchanged: 0, not_found: [adminId] });
    const [{ n }] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM sessions WHERE account_id = ANY($1::int[])",
      [accounts],
    );
    expect(n).toBe(0);
    const recorded = await t.db.query<{ target_name: string }>(
      "SELECT target_name FROM audit_events WHERE action = 'board_admin.status_changed' ORDER BY target_id",
    );
    expect(recorded.map((e) => e.target_name)).toEqual(["one", "two"]);
    const again = await call(paths.boardAdminBulkStatus, "PUT", { ids: accounts, status: false });
    expect(again.json().resources.data).toEqual({ changed: 0, unchanged: 2, not_found: [] });
  });
});
