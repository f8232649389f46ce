import { afterAll, beforeAll, expect, it, vi } from "vitest";
import path from "node:path";
import { Writable } from "node:stream";
import { buildApp } from "../../../server/app";
import { localStorage } from "../../../server/storage/index";
import { paths } from "../../../contract/api";
import { currentCode } from "../../../server/auth/totp";
import { hashPassword } from "../../../server/auth/passwords";
import { contentDisposition } from "../../../server/routes/schools";
import { seededApp, ADMIN, basic, describeEachDb, type TestApp } from "../harness";
import { multipart, sample, validFields } from "../schoolsFixtures";

/**
 * What each operation says: the envelope's message (the console shows it in its toasts) and the
 * OpenAPI document's grouping and descriptions (what an integrator's generated client reads).
 * One app for the whole block; each test makes the records it needs.
 */
describeEachDb("what each operation answers", (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    ({ t, token } = await seededApp(kind));
  });
  afterAll(() => t.close());

  const call = async (method: string, url: string, payload?: object, as = token) => {
    const res = await t.app.inject({
      method: method as "GET",
      url,
      payload,
      headers: as ? t.auth(as) : {},
    });
    return { status: res.statusCode, body: res.json(), headers: res.headers };
  };
  const message = async (method: string, url: string, payload?: object) =>
    (await call(method, url, payload)).body.message as string;

  let registered = 0;
  const register = async (files: Parameters<typeof multipart>[1] = []) => {
    registered++;
    const body = multipart(
      await validFields(t.db, {
        school_name: `Answer School ${registered}`,
        school_email: `office${registered}@answers.example`,
        school_phone_number: `98760000${String(registered).padStart(2, "0")}`,
      }),
      files,
    );
    const res = await t.app.inject({
      method: "POST",
      url: paths.schoolRegister,
      payload: body.payload,
      headers: { ...body.headers, ...t.auth(token) },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().resources.data.school_id as number;
  };

  it("names each lookup list in its message", async () => {
    expect(await message("GET", paths.countries)).toBe("Countries fetched successfully");
    const [state] = await t.db.query<{ state_id: number; country_id: number }>(
      "SELECT state_id, country_id FROM states ORDER BY state_id LIMIT 1",
    );
    expect(await message("GET", paths.states(state.country_id))).toBe(
      "States fetched successfully",
    );
    expect(await message("GET", paths.cities(state.state_id))).toBe("Cities fetched successfully");
    expect(await message("GET", paths.mainBoards)).toBe("Main boards fetched successfully");
  });

  it("says what the bell and its seen mark did", async () => {
    expect(await message("GET", paths.notifications)).toBe("Notifications fetched");
    expect(await message("POST", paths.notificationsSeen)).toBe("Notifications marked as seen");
  });

  it("says what each school operation did, counting the schools of a bulk action", async () => {
    const ids = [await register(), await register()];
    expect(await message("GET", `${paths.schoolList}?page=1&limit=10`)).toBe(
      "Schools fetched successfully",
    );
    expect(await message("GET", paths.attendanceSummary)).toBe(
      "Attendance summary fetched successfully",
    );
    expect(await message("GET", paths.school(ids[0]))).toBe("School fetched successfully");
    expect(await call("GET", paths.school(2_000_000))).toMatchObject({
      status: 404,
      body: { message: "School not found" },
    });
    expect((await call("GET", paths.school("abc"))).status).toBe(404);
    expect((await call("GET", `${paths.attendanceSummary}?year=abc`)).status).toBe(400);
    const single = await register();
    expect(
      await message("PUT", paths.schoolChangeStatus, { school_id: single, status: true }),
    ).toBe("School status updated successfully");
    expect(await message("POST", paths.schoolApprove, { school_id: single })).toBe(
      "School verified successfully",
    );
    const [first] = await t.db.query<{ status: boolean; admin_approval: boolean }>(
      "SELECT status, admin_approval FROM schools WHERE school_id = $1",
      [single],
    );
    expect(first).toEqual({ status: true, admin_approval: true });
    expect(await message("POST", paths.schoolBulkVerify, { ids: [...ids, 2_000_000] })).toBe(
      "2 schools verified",
    );
    const status = await call("PUT", paths.schoolBulkStatus, { ids, status: true });
    expect(status.body.message).toBe("2 schools activated");
    expect(await message("PUT", paths.schoolBulkStatus, { ids: [single], status: false })).toBe(
      "1 school deactivated",
    );
  });

  it("says what each board administrator operation did, and lets no cache keep a new password", async () => {
    const [b] = await t.db.query<{ main_board_id: number; board_id: number }>(
      "SELECT main_board_id, board_id FROM boards ORDER BY board_id LIMIT 1",
    );
    const created = await call("POST", paths.boardAdminCreate, {
      username: "answers.board",
      email: "answers@board.example",
      phone: "9876543299",
      type: "board",
      main_board_id: b.main_board_id,
      board_id: b.board_id,
      first_name: "Meera",
      last_name: "Nair",
    });
    expect(created).toMatchObject({
      status: 201,
      body: { code: 201, message: "Board admin created successfully" },
      headers: { "cache-control": "no-store" },
    });
    const id = created.body.resources.data.board_admin_id as number;
    expect(
      await message("PUT", paths.boardAdminChangeStatus, { board_admin_id: id, status: false }),
    ).toBe("Board admin status updated successfully");
    const [{ status }] = await t.db.query<{ status: boolean }>(
      "SELECT a.status FROM board_admins JOIN accounts a USING (account_id) WHERE account_id = $1",
      [id],
    );
    expect(status).toBe(false);
    expect((await call("POST", paths.boardAdminCreate, { username: "x" })).status).toBe(400);
    expect(await message("GET", `${paths.boardAdminList}?page=1&limit=10`)).toBe(
      "Board admins fetched successfully",
    );
    expect(
      await message("PUT", paths.boardAdminBulkStatus, { ids: [2_000_000], status: true }),
    ).toBe("0 board admins activated");
  });

  it("says what the audit trail answered", async () => {
    expect((await call("GET", `${paths.auditEvents}?page=1&limit=10`)).body).toMatchObject({
      status: true,
      code: 200,
      message: "Audit events fetched successfully",
    });
  });

  it("serves a file under its name, cacheable privately until its link expires", async () => {
    const id = await register([
      { field: "school_documents", name: "Report (Q1) 100%.pdf", data: sample.pdf },
    ]);
    const { url } = (await call("GET", paths.school(id))).body.resources.data.assets.document[0];
    const expires = Number(new URL(url, "http://rollcall.test").searchParams.get("expires"));
    // Sent as stored, even to a client that takes gzip: the files are compressed already.
    const res = await t.app.inject({ url, headers: { "accept-encoding": "gzip" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers["content-length"]).toBe(String(sample.pdf.length));
    expect(res.headers["content-type"]).toBe("application/pdf");
    const notANumber = url.replace(/expires=\d+/, "expires=soon");
    expect((await call("GET", notANumber, undefined, "")).status).toBe(400);
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="Report (Q1) 100_.pdf"; filename*=UTF-8''Report%20%28Q1%29%20100%25.pdf`,
    );
    const left = expires - Math.floor(t.clock.now().getTime() / 1000);
    expect(left).toBeGreaterThan(0);
    expect(res.headers["cache-control"]).toBe(`private, max-age=${left}`);

    const tampered = url.replace(/sig=([\w-])/, (_m: string, c: string) =>
      c === "A" ? "sig=B" : "sig=A",
    );
    expect((await call("GET", tampered, undefined, "")).body.message).toBe(
      "This download link is not valid.",
    );
    t.clock.advance((left + 1) * 1000);
    try {
      expect(await call("GET", url, undefined, "")).toMatchObject({
        status: 403,
        body: { message: "This download link has expired. Reload the page." },
      });
    } finally {
      t.clock.advance(-(left + 1) * 1000);
    }
  });

  it("says what each session operation did", async () => {
    const other = await t.login();
    expect(await message("GET", paths.profile)).toBe("Profile fetched successfully");
    expect(await message("GET", paths.sessions)).toBe("Sessions fetched");
    const sessions = (await call("GET", paths.sessions)).body.resources.data as {
      id: string;
      current: boolean;
    }[];
    const ended = sessions.find((s) => !s.current)!;
    expect(await message("DELETE", paths.session(ended.id))).toBe("The session is ended");
    expect(await call("DELETE", paths.session(ended.id))).toMatchObject({
      status: 404,
      body: { message: "This session has already ended." },
    });
    expect(await message("DELETE", paths.sessions)).toBe("Your other sessions are ended");
    expect((await call("GET", paths.profile, undefined, other)).status).toBe(401);
    const out = await t.login();
    expect((await call("POST", paths.logout, undefined, out)).body.message).toBe("Logged out");
  });

  it("reads Basic credentials in any case of the scheme, trimming the username only", async () => {
    const login = (authorization: string) =>
      t.app.inject({ method: "POST", url: paths.login, headers: { authorization } });
    const lower = await login(basic(ADMIN.username, ADMIN.password).replace("Basic", "basic"));
    expect(lower.statusCode).toBe(200);
    expect(lower.json().message).toBe("Login successful");
    const none = await t.app.inject({ method: "POST", url: paths.login });
    expect(none.statusCode).toBe(401);
    expect((await login(basic(` ${ADMIN.username} `, ADMIN.password))).statusCode).toBe(200);
    expect((await login(basic(ADMIN.username, ` ${ADMIN.password}`))).statusCode).toBe(401);
    const noColon = await login(`Basic ${Buffer.from("admin").toString("base64")}`);
    expect(noColon.statusCode).toBe(401);
    expect(noColon.json()).toMatchObject({ message: "Username and password are required." });
    const noPassword = await login(basic(ADMIN.username, ""));
    expect(noPassword.json().errors).toEqual({ password: "Password is required" });
    const noUsername = await login(basic("", ADMIN.password));
    expect(noUsername.json().errors).toEqual({ username: "Username is required" });
    const encoded = basic(ADMIN.username, ADMIN.password).slice("Basic ".length);
    expect((await login(`Basic   ${encoded}`)).statusCode).toBe(200);
    for (const header of [`Basic${encoded}`, `XBasic ${encoded}`, `Basic ${encoded}!`]) {
      expect((await login(header)).statusCode, header).toBe(401);
    }
  });

  /** A second super administrator, so that changing its sign-in leaves the others' alone. */
  const otherAdmin = async (username: string, password: string) => {
    const [{ id }] = await t.db.query<{ id: number }>(
      `INSERT INTO accounts (role, username, password_hash, first_name, last_name, email, phone_number)
       VALUES ('super_admin', $1, $2, 'Other', 'Admin', $1 || '@rollcall.example', '9000000001')
       RETURNING account_id AS id`,
      [username, await hashPassword(password, 10)],
    );
    return { id, token: await t.login(username, password) };
  };
  const eventOf = async (action: string, targetId: number) =>
    t.db.query<Record<string, unknown>>(
      `SELECT actor_username, target_type, target_id, target_name FROM audit_events
        WHERE action = $1 AND target_id = $2`,
      [action, targetId],
    );

  it("says each step of turning two-factor sign-in on and off, and records both", async () => {
    const password = "priya-password-1";
    const { id, token: mine } = await otherAdmin("priya", password);
    const as = (method: string, url: string, payload?: object) => call(method, url, payload, mine);
    expect(await as("POST", paths.twoFactorEnable, { code: "000000" })).toMatchObject({
      status: 400,
      body: { message: "Start the set-up again.", errors: { code: "Start the set-up again." } },
    });
    expect((await as("GET", paths.twoFactor)).body).toMatchObject({
      message: "Two-factor sign-in status",
      resources: { data: { enabled: false, recovery_codes_left: 0 } },
    });
    const setup = await as("POST", paths.twoFactorSetup);
    expect(setup.body.message).toBe("Scan the code with your authenticator app");
    const { secret, otpauth_uri } = setup.body.resources.data;
    expect(otpauth_uri).toMatch(/^otpauth:\/\/totp\/Rollcall:priya\?.*secret=/);
    const wrongCode = {
      status: 400,
      body: { message: "The code is not correct.", errors: { code: "The code is not correct." } },
    };
    for (const url of [paths.twoFactorEnable, paths.twoFactorDisable]) {
      expect((await as("POST", url, {})).status, url).toBe(400);
    }
    expect(await as("POST", paths.twoFactorEnable, { code: "000000" })).toMatchObject(wrongCode);
    const enabled = await as("POST", paths.twoFactorEnable, {
      code: currentCode(secret, t.clock.now()),
    });
    expect(enabled.body.message).toBe("Two-factor sign-in is on");
    expect(enabled.body.resources.data.recovery_codes).toHaveLength(10);
    t.clock.advance(30_000);
    expect((await as("GET", paths.twoFactor)).body.resources.data).toEqual({
      enabled: true,
      recovery_codes_left: 10,
    });
    for (const url of [paths.twoFactorSetup, paths.twoFactorEnable]) {
      expect(await as("POST", url, { code: "000000" })).toMatchObject({
        status: 409,
        body: { message: "Two-factor sign-in is already on." },
      });
    }
    const signIn = await t.app.inject({
      method: "POST",
      url: paths.login,
      headers: { authorization: basic("priya", password) },
    });
    expect(signIn.json().message).toBe("Enter the code from your authenticator app");
    const second = (payload: object) =>
      t.app.inject({ method: "POST", url: paths.loginTwoFactor, payload });
    expect((await second({})).statusCode).toBe(400);
    const signedIn = await second({
      challenge: signIn.json().resources.data.challenge,
      code: currentCode(secret, t.clock.now()),
    });
    expect(signedIn.json()).toMatchObject({ message: "Login successful" });
    t.clock.advance(30_000);

    const code = () => currentCode(secret, t.clock.now());
    expect(
      await as("POST", paths.twoFactorDisable, { password: "wrong", code: code() }),
    ).toMatchObject({
      status: 400,
      body: {
        message: "The password is not correct.",
        errors: { password: "The password is not correct." },
      },
    });
    expect(await as("POST", paths.twoFactorDisable, { password, code: "000000" })).toMatchObject(
      wrongCode,
    );
    const off = await as("POST", paths.twoFactorDisable, { password, code: code() });
    expect(off.body.message).toBe("Two-factor sign-in is off");
    expect((await as("GET", paths.twoFactor)).body.resources.data.enabled).toBe(false);
    expect(await as("POST", paths.twoFactorDisable, { password, code: "000000" })).toMatchObject({
      status: 409,
      body: { message: "Two-factor sign-in is not on." },
    });
    for (const action of ["account.two_factor_enabled", "account.two_factor_disabled"]) {
      expect(await eventOf(action, id), action).toEqual([
        { actor_username: "priya", target_type: "account", target_id: id, target_name: "priya" },
      ]);
    }
  });

  it("changes the own password only with the current one", async () => {
    const { token: mine } = await otherAdmin("ravi", "ravi-password-1");
    const change = (current_password: string) =>
      call(
        "POST",
        paths.changePassword,
        { current_password, password: "Ravi-New-Pass-2", confirm_pass: "Ravi-New-Pass-2" },
        mine,
      );
    expect(await change("wrong-password")).toMatchObject({
      status: 400,
      body: {
        message: "The current password is not correct.",
        errors: { current_password: "The current password is not correct." },
      },
    });
    expect((await call("POST", paths.changePassword, {}, mine)).status).toBe(400);
    expect((await change("ravi-password-1")).body.message).toBe("Password Changed Successfully!");
    await expect(t.login("ravi", "ravi-password-1")).rejects.toThrow(/401/);
    expect(await t.login("ravi", "Ravi-New-Pass-2")).toBeTruthy();
  });

  it("records one sign-out when the same session signs out twice at once", async () => {
    const { id, token: mine } = await otherAdmin("sign.out", "sign-out-password-1");
    const logout = () => call("POST", paths.logout, undefined, mine);
    await Promise.all([logout(), logout()]);
    const [{ n }] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_events WHERE action = 'auth.signed_out' AND actor_id = $1",
      [id],
    );
    expect(n).toBe(1);
  });

  it("keeps the browser a session signed in from", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: paths.login,
      headers: {
        authorization: basic(ADMIN.username, ADMIN.password),
        "user-agent":
          "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
      },
    });
    const sessions = (await call("GET", paths.sessions, undefined, res.json().resources.data.token))
      .body.resources.data as { current: boolean; browser: string }[];
    expect(sessions.find((s) => s.current)?.browser).toBe("Chrome 131");
  });

  it("serves the simple-REST dialect: lists, getOne, updates and their refusals", async () => {
    const rest = async (method: string, url: string, payload?: object) => {
      const res = await t.app.inject({
        method: method as "GET",
        url: `/v1/rest/${url}`,
        payload,
        headers: t.auth(token),
      });
      return { status: res.statusCode, body: res.json(), range: res.headers["content-range"] };
    };
    const q = (filter: object) => `filter=${encodeURIComponent(JSON.stringify(filter))}`;
    const id = await register();
    const schools = await rest(
      "GET",
      `schools?${q({ q: "Answer School", admin_approval: false })}`,
    );
    expect(schools.body.map((s: { id: number }) => s.id)).toContain(id);
    expect(schools.body[0].id).toBe(schools.body[0].school_id);
    expect((await rest("GET", `schools?${q({ admin_approval: "maybe" })}`)).body.errors).toEqual({
      "filter.admin_approval": expect.any(String),
    });
    expect((await rest("GET", "schools/2000000")).body.message).toBe("School not found");
    const school = (await rest("GET", `schools/${id}`)).body;
    expect(school).toMatchObject({ id, school_id: id, admin_approval: false });
    const update = (changes: object) => rest("PUT", `schools/${id}`, { ...school, ...changes });
    expect((await update({ status: "yes" })).body).toMatchObject({
      message: "status must be true or false",
      errors: { status: "status must be true or false" },
    });
    expect((await update({ status: true, admin_approval: true })).body).toMatchObject({
      id,
      status: true,
      admin_approval: true,
    });
    expect((await update({ admin_approval: false })).body).toMatchObject({
      message: "A verified school cannot be un-verified",
      errors: { admin_approval: "A verified school cannot be un-verified" },
    });
    expect((await rest("PUT", "schools/2000000", school)).status).toBe(404);

    // The board administrator the board-admin test above created.
    const [admin] = (await rest("GET", `board-admins?${q({ q: "answers.board" })}`)).body;
    expect(admin).toMatchObject({ id: admin.board_admin_id, username: "answers.board" });
    expect((await rest("GET", `board-admins/${admin.id}`)).body.id).toBe(admin.id);
    expect((await rest("GET", "board-admins/2000000")).body.message).toBe("Board admin not found");
    const active = await rest("PUT", `board-admins/${admin.id}`, { ...admin, status: true });
    expect(active.body).toMatchObject({ id: admin.id, status: true });

    const events = await rest("GET", `audit-events?${q({ action: "school.registered" })}`);
    expect(events.body.length).toBeGreaterThan(0);
    expect(events.body.every((e: { action: string }) => e.action === "school.registered")).toBe(
      true,
    );
    const event = (await rest("GET", `audit-events/${events.body[0].id}`)).body;
    expect(event).toEqual(events.body[0]);
    expect((await rest("GET", "audit-events/2000000")).body.message).toBe("Audit event not found");

    const [india] = (await rest("GET", `countries?${q({ q: "indi" })}`)).body;
    expect(india).toMatchObject({ id: india.country_id, name: "India" });
    const states = await rest(
      "GET",
      `states?${q({ country_id: india.id, q: "pradesh" })}&sort=${encodeURIComponent('["name","DESC"]')}&range=${encodeURIComponent("[0,1]")}`,
    );
    expect(states.body).toHaveLength(2);
    expect(states.body[0].name > states.body[1].name).toBe(true);
    expect(states.range).toMatch(/^states 0-1\/\d+$/);
    const total = Number(states.range!.split("/")[1]);
    const [{ n }] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM states WHERE country_id = $1 AND name ILIKE '%pradesh%'",
      [india.id],
    );
    expect(total).toBe(n);
    expect((await rest("GET", `states/${states.body[0].id}`)).body.name).toBe(states.body[0].name);
    expect((await rest("GET", "countries/2000000")).body.message).toBe("Country not found");
    expect((await rest("GET", `countries?${q({ country: 1 })}`)).status).toBe(400);
  });

  it("prunes old sign-in events at start-up, then every six hours until it closes", async () => {
    const old = () =>
      t.db.query(
        `INSERT INTO audit_events (occurred_at, actor_username, action)
         VALUES ('2024-01-01T00:00:00Z', 'admin', 'auth.signed_in')`,
      );
    const oldCount = async () =>
      (
        await t.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM audit_events
            WHERE action = 'auth.signed_in' AND occurred_at < '2025-01-01T00:00:00Z'`,
        )
      )[0].n;
    await old();
    const every = vi.spyOn(globalThis, "setInterval");
    const clear = vi.spyOn(globalThis, "clearInterval");
    const app = await buildApp({
      config: t.config,
      db: t.db,
      storage: localStorage(path.join(t.dataDir, "files")),
    });
    try {
      await app.ready();
      expect(await oldCount()).toBe(0);
      const [run, ms] = every.mock.calls.find(([, ms]) => ms === 6 * 3_600_000)!;
      const timer = every.mock.results[every.mock.calls.findIndex(([f]) => f === run)]
        .value as NodeJS.Timeout;
      expect(timer.hasRef()).toBe(false);
      await old();
      (run as () => void)();
      await vi.waitFor(async () => expect(await oldCount()).toBe(0));
      expect(ms).toBe(21_600_000);
      await app.close();
      expect(clear).toHaveBeenCalledWith(timer);
    } finally {
      every.mockRestore();
      clear.mockRestore();
      await app.close();
    }
  });

  it("keeps starting when pruning fails, and logs why", async () => {
    let logged = "";
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logged += String(chunk);
        done();
      },
    });
    const db = Object.create(t.db) as typeof t.db;
    db.query = (async (sql: string, params?: Parameters<typeof t.db.query>[1]) =>
      sql.includes("audit_prune_sign_ins")
        ? Promise.reject(new Error("disk full"))
        : t.db.query(sql, params)) as typeof t.db.query;
    const app = await buildApp({
      config: t.config,
      db,
      storage: localStorage(path.join(t.dataDir, "files")),
      log: { level: "error", stream },
    });
    try {
      await app.ready();
      expect(logged).toContain("pruning sign-in events failed");
      expect(logged).toContain("disk full");
    } finally {
      await app.close();
    }
  });

  it("groups the document's operations by area and describes every answer", async () => {
    const doc = (await call("GET", paths.openapi, undefined, "")).body as {
      paths: Record<
        string,
        Record<string, { operationId: string; tags: string[]; responses: object }>
      >;
    };
    const ops = Object.values(doc.paths).flatMap((methods) => Object.values(methods));
    const tagOf = Object.fromEntries(ops.map((op) => [op.operationId, op.tags]));
    expect(tagOf).toMatchObject({
      login: ["Session"],
      logout: ["Session"],
      listSessions: ["Sessions"],
      twoFactorStatus: ["Two-factor sign-in"],
      listCountries: ["Lookups"],
      listSchools: ["Schools"],
      listBoardAdmins: ["Board administrators"],
      listAuditEvents: ["Audit trail"],
      getNotifications: ["Notifications"],
      restListSchools: ["Simple REST"],
    });
    const ids = ops.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ops.length);
    for (const op of ops) {
      expect(op.operationId).toMatch(/^[a-zA-Z]+$/);
      expect((op as unknown as { summary: string }).summary, op.operationId).toBeTruthy();
      expect(Object.keys(op.responses).some((s) => s.startsWith("4"))).toBe(true);
      expect(
        Object.keys(op.responses).some((s) => s.startsWith("2")),
        op.operationId,
      ).toBe(true);
      for (const [status, response] of Object.entries(op.responses)) {
        // Not the generator's placeholder for a missing description.
        expect(
          (response as { description: string }).description,
          `${op.operationId} ${status}`,
        ).not.toMatch(/^(Default Response)?$/);
      }
    }
    const login = ops.find((op) => op.operationId === "login") as unknown as {
      description: string;
      security: unknown;
    };
    expect(login.security).toEqual([{ basic: [] }]);
    // The second step of a sign-in has no credentials yet: its challenge is in the body.
    const second = ops.find((op) => op.operationId === "loginTwoFactor") as unknown as {
      security: unknown;
      requestBody?: object;
    };
    expect(second.security).toEqual([]);
    expect((second as unknown as { description: string }).description).toContain(
      "`mfa_required: true`",
    );
    expect(second.requestBody).toBeDefined();
    expect(login.description).toContain("POST /v1/super-admin/login/two-factor");
    // A lookup by a parent's id answers 404 for an unknown parent; the plain lists have no id.
    const statuses = (id: string) =>
      Object.keys(ops.find((op) => op.operationId === id)!.responses);
    expect(statuses("listStates")).toContain("404");
    expect(statuses("listCities")).toContain("404");
    expect(statuses("listCountries")).not.toContain("404");
    expect(statuses("updateSchool")).toContain("404");
    // A JSON body is documented with its fields (the service checks them again).
    const body = (id: string) =>
      (ops.find((op) => op.operationId === id) as unknown as { requestBody?: object }).requestBody;
    expect(body("createBoardAdmin")).toMatchObject({
      content: { "application/json": { schema: expect.any(Object) } },
    });
    const described = (id: string) =>
      (
        ops.find((op) => op.operationId === id)!.responses as Record<
          number,
          { description: string }
        >
      )[200].description;
    expect(described("getNotifications")).toBe("The bell's notifications.");
    expect(described("markNotificationsSeen")).toBe("Marked as seen.");
    // The simple-REST dialect's operations say what react-admin's provider gets from each.
    const rest = (id: string) => {
      const op = ops.find((o) => o.operationId === id) as unknown as {
        summary: string;
        description?: string;
        responses: Record<number, { description: string; headers?: object }>;
      };
      const { description: answer, headers } = op.responses[200];
      return { summary: op.summary, about: op.description, answer, headers };
    };
    expect(rest("restListSchools")).toMatchObject({
      summary: 'School records: getList, getMany ({"id": [...]}) and getManyReference',
      about:
        "The schools, a range at a time, as a bare JSON array; `Content-Range: schools 0-9/<total>` gives the total. Sorts on id, school_name, students, created_at (indexed fields only); filters on id, q, admin_approval, state_id, city_id, main_board_id, board_id, type, status, registered_from, registered_to. `q` matches words (any case), each found in the school's name, its principal's name or its city; an exact 11-digit UDISE+ code also finds the school holding it, first.",
      headers: {
        "Content-Range": {
          description:
            "The range answered and the total: `schools 0-9/42` (`schools */42` past the end).",
          schema: { type: "string" },
        },
      },
    });
    expect(rest("restListSchools").answer).toBe(
      "A range of schools; the total is in Content-Range.",
    );
    expect(rest("restGetOneSchools")).toMatchObject({
      summary: "One school record (getOne)",
      answer: "The school.",
    });
    expect(rest("restUpdateSchools")).toMatchObject({
      summary:
        "Change a school's status and admin_approval (update: PUT with the whole record); any other changed field is a 400",
      answer: "The school, as it is now.",
    });
    expect(rest("restListStates").about).toMatch(
      /filters on id, q, country_id\. `q` matches text found in the name, in any case\.$/,
    );
    const listCountries = ops.find((op) => op.operationId === "listCountries")!;
    expect((listCountries.responses as Record<number, { description: string }>)[200]).toMatchObject(
      { description: "The countries, by name." },
    );
  });
});

it("names a download in ASCII and in UTF-8 (RFC 6266)", () => {
  expect(contentDisposition("inline", "naïve (v2)*'.pdf")).toBe(
    `inline; filename="na_ve (v2)*'.pdf"; filename*=UTF-8''na%C3%AFve%20%28v2%29%2A%27.pdf`,
  );
  expect(contentDisposition("attachment", "50%\\off.txt")).toBe(
    `attachment; filename="50__off.txt"; filename*=UTF-8''50%25%5Coff.txt`,
  );
});
