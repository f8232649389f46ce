import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { seededApp, basic, createTestApp, describeEachDb, type TestApp } from "./harness";
import { createSession } from "../../server/auth/sessions";
import { verifyPassword } from "../../server/auth/passwords";
import { seedDemoBoardAdmins, DEMO_BOARD_ADMINS } from "../../server/db/demo/boardAdmins";
import type { BoardAdminListItem } from "../../contract/boardAdmins";

const LIST = "/v1/super-admin/school/board-admin/list";
const STATUS = "/v1/super-admin/school/board-admin/change-status";
const CREATE = "/v1/super-admin/school/board-admin/create";

interface Boards {
  main_board_id: number;
  board_id: number;
  /** A sub-board of another main board. */
  other_board_id: number;
  main_board_name: string;
  board_name: string;
}

async function boards(t: TestApp): Promise<Boards> {
  const rows = await t.db.query<{
    main_board_id: number;
    board_id: number;
    main_name: string;
    name: string;
  }>(
    `SELECT b.main_board_id, b.board_id, mb.name AS main_name, b.name
       FROM boards b JOIN main_boards mb USING (main_board_id) ORDER BY b.board_id`,
  );
  const first = rows[0];
  const other = rows.find((r) => r.main_board_id !== first.main_board_id)!;
  return {
    main_board_id: first.main_board_id,
    board_id: first.board_id,
    other_board_id: other.board_id,
    main_board_name: first.main_name,
    board_name: first.name,
  };
}

describeEachDb("board administrators", (kind) => {
  let t: TestApp;
  let token: string;
  let b: Boards;
  beforeEach(async () => {
    ({ t, token } = await seededApp(kind));
    b = await boards(t);
  });
  afterEach(() => t.close());

  const valid = (overrides: Record<string, unknown> = {}) => ({
    username: "meera.board",
    email: "meera@board.example",
    phone: "9876543210",
    type: "board",
    main_board_id: b.main_board_id,
    board_id: b.board_id,
    first_name: "Meera",
    middle_name: "Devi",
    last_name: "Nair",
    ...overrides,
  });
  const create = (payload: unknown) =>
    t.app.inject({
      method: "POST",
      url: CREATE,
      headers: t.auth(token),
      payload: payload as object,
    });
  const list = (query = "page=1&limit=10", bearer = token) =>
    t.app.inject({ method: "GET", url: `${LIST}?${query}`, headers: t.auth(bearer) });
  const setStatus = (payload: object) =>
    t.app.inject({ method: "PUT", url: STATUS, headers: t.auth(token), payload });
  const profile = (bearer: string) =>
    t.app.inject({ method: "GET", url: "/v1/super-admin/profile", headers: t.auth(bearer) });

  describe("POST create", () => {
    it("creates an active board administrator and answers a one-time password kept only as a hash", async () => {
      const res = await create(valid());
      expect(res.statusCode).toBe(201);
      expect(res.headers["cache-control"]).toBe("no-store");
      const body = res.json();
      expect(body).toMatchObject({
        status: true,
        code: 201,
        message: "Board admin created successfully",
      });
      const { board_admin_id, username, initial_password } = body.resources.data;
      expect(username).toBe("meera.board");
      expect(initial_password).toMatch(/^[A-Za-z0-9]{16}$/);

      const [account] = await t.db.query<{ role: string; status: boolean; password_hash: string }>(
        "SELECT role, status, password_hash FROM accounts WHERE account_id = $1",
        [board_admin_id],
      );
      expect(account.role).toBe("board_admin");
      expect(account.status).toBe(true);
      expect(account.password_hash).not.toContain(initial_password);
      expect(await verifyPassword(initial_password, account.password_hash)).toBe(true);

      const rows = (await list()).json().resources.data as BoardAdminListItem[];
      expect(rows[0]).toEqual({
        board_admin_id,
        username: "meera.board",
        type: "board",
        main_board_name: b.main_board_name,
        board_name: b.board_name,
        first_name: "Meera",
        middle_name: "Devi",
        last_name: "Nair",
        email: "meera@board.example",
        phone_number: "9876543210",
        status: true,
      });
    });

    it("drops empty text fields: a blank middle name is stored as none", async () => {
      const res = await create(
        valid({ middle_name: "  ", username: "  ravi.other  ", type: "other" }),
      );
      expect(res.statusCode).toBe(201);
      const [row] = (await list()).json().resources.data as BoardAdminListItem[];
      expect(row).toMatchObject({ username: "ravi.other", middle_name: null, type: "other" });
    });

    it("answers every missing required field at once, and nothing is created", async () => {
      const res = await create({});
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({
        username: "Username is required",
        email: "Email is required",
        phone: "Phone number is required",
        type: "Type is required",
        main_board_id: "Main board is required",
        board_id: "Affiliation board is required",
        first_name: "First name is required",
        last_name: "Last name is required",
      });
      expect(await t.db.query("SELECT 1 FROM board_admins")).toHaveLength(0);
    });

    it("refuses a divisional board that is not a sub-board of the main board", async () => {
      const res = await create(valid({ board_id: b.other_board_id }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: "Choose a divisional board of the chosen main board",
        errors: { board_id: "Choose a divisional board of the chosen main board" },
      });
      const unknown = await create(valid({ board_id: 999_999 }));
      expect(unknown.json().errors).toEqual({
        board_id: "Choose a divisional board of the chosen main board",
      });
      const noMain = await create(valid({ main_board_id: 999_999 }));
      expect(noMain.statusCode).toBe(400);
      expect(noMain.json().errors).toEqual({ main_board_id: "Choose a main board from the list" });
      expect(await t.db.query("SELECT 1 FROM board_admins")).toHaveLength(0);
    });

    it("answers 409 when the username is taken, in any case, by any account", async () => {
      expect((await create(valid())).statusCode).toBe(201);
      const again = await create(valid({ username: "MEERA.Board", email: "other@board.example" }));
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        status: false,
        code: 409,
        message: "This username is already taken",
        errors: { username: "This username is already taken" },
      });
      const admin = await create(valid({ username: "admin", email: "third@board.example" }));
      expect(admin.statusCode).toBe(409);
    });

    it("answers 409 when the email is taken", async () => {
      expect((await create(valid())).statusCode).toBe(201);
      const again = await create(valid({ username: "someone.else", email: "Meera@Board.example" }));
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        message: "This email is already in use",
        errors: { email: "This email is already in use" },
      });
      expect(await t.db.query("SELECT 1 FROM board_admins")).toHaveLength(1);
    });

    it("lets the new board administrator's credentials get 403 at the super-admin login", async () => {
      const { initial_password } = (await create(valid())).json().resources.data;
      const res = await t.app.inject({
        method: "POST",
        url: "/v1/super-admin/login",
        headers: { authorization: basic("meera.board", initial_password) },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/super administrators only/);
    });

    it("needs a super administrator's token", async () => {
      const res = await t.app.inject({ method: "POST", url: CREATE, payload: valid() });
      expect(res.statusCode).toBe(401);
    });
  });

  describe("GET list", () => {
    beforeEach(() => seedDemoBoardAdmins(t.db, t.config));

    it("answers pages of 10, newest first, with total, total_pages and current_page", async () => {
      const first = (await list()).json();
      expect(first).toMatchObject({ status: true, code: 200 });
      expect(first.resources).toMatchObject({
        total: DEMO_BOARD_ADMINS,
        total_pages: Math.ceil(DEMO_BOARD_ADMINS / 10),
        current_page: 1,
      });
      expect(first.resources.data).toHaveLength(10);
      const ids = (first.resources.data as BoardAdminListItem[]).map((r) => r.board_admin_id);
      expect(ids).toEqual([...ids].sort((a, z) => z - a));

      const last = (await list(`page=4&limit=10`)).json();
      expect(last.resources.current_page).toBe(4);
      expect(last.resources.data).toHaveLength(DEMO_BOARD_ADMINS - 30);
      const lastIds = (last.resources.data as BoardAdminListItem[]).map((r) => r.board_admin_id);
      expect(Math.max(...lastIds)).toBeLessThan(Math.min(...ids));
    });

    it("answers every row with the spec's fields", async () => {
      const rows = (await list("page=1&limit=100")).json().resources.data as BoardAdminListItem[];
      expect(rows).toHaveLength(DEMO_BOARD_ADMINS);
      for (const row of rows) {
        expect(Object.keys(row).sort()).toEqual(
          [
            "board_admin_id",
            "username",
            "type",
            "main_board_name",
            "board_name",
            "first_name",
            "middle_name",
            "last_name",
            "email",
            "phone_number",
            "status",
          ].sort(),
        );
        expect(["board", "other"]).toContain(row.type);
        expect(row.phone_number).toMatch(/^\d{10}$/);
        expect(row.first_name.length).toBeGreaterThanOrEqual(3);
      }
      // The demo spreads over the main boards and has some inactive administrators.
      expect(new Set(rows.map((r) => r.main_board_name)).size).toBeGreaterThan(2);
      expect(rows.some((r) => !r.status)).toBe(true);
      expect(rows.some((r) => r.status)).toBe(true);
    });

    it("uses page size 10 by default and refuses a limit above the maximum", async () => {
      const res = await t.app.inject({ method: "GET", url: LIST, headers: t.auth(token) });
      expect(res.json().resources).toMatchObject({ current_page: 1 });
      expect(res.json().resources.data).toHaveLength(10);
      expect((await list("page=1&limit=1000")).statusCode).toBe(400);
      expect((await list("page=0&limit=10")).statusCode).toBe(400);
    });

    it("generates the same demo data on every run", async () => {
      const rows = (await list("page=1&limit=100")).json().resources.data as BoardAdminListItem[];
      const again = await createTestApp(kind);
      try {
        await seedDemoBoardAdmins(again.db, again.config);
        const other = (
          await again.app.inject({
            method: "GET",
            url: `${LIST}?page=1&limit=100`,
            headers: again.auth(await again.login()),
          })
        ).json().resources.data as BoardAdminListItem[];
        expect(other).toEqual(rows);
      } finally {
        await again.close();
      }
    });
  });

  describe("GET list with search", () => {
    const texts = (r: BoardAdminListItem) =>
      [
        r.username,
        r.type,
        r.main_board_name,
        r.board_name,
        r.first_name,
        r.middle_name,
        r.last_name,
        r.email,
        r.phone_number,
      ]
        .join(" ")
        .toLowerCase();
    const search = async (text: string, page = "page=1&limit=100") => {
      const res = await list(`${page}&search=${encodeURIComponent(text)}`);
      expect(res.statusCode).toBe(200);
      return res.json().resources as {
        data: BoardAdminListItem[];
        total: number;
        total_pages: number;
      };
    };
    let id: number;
    beforeEach(async () => {
      await seedDemoBoardAdmins(t.db, t.config);
      id = (
        await create(
          valid({
            username: "quokka.user",
            email: "wombat@mail.example",
            phone: "9012345678",
            first_name: "Ibisfirst",
            middle_name: "Lorismiddle",
            last_name: "Tapirlast",
          }),
        )
      ).json().resources.data.board_admin_id;
    });

    it("finds an administrator by each text the list shows, in any case", async () => {
      const ownTexts = [
        "QUOKKA",
        "Wombat@Mail",
        "9012345678",
        "ibisFIRST",
        "lorismiddle",
        "tapirlast",
      ];
      for (const text of ownTexts) {
        const found = await search(text);
        expect(
          found.data.map((r) => r.board_admin_id),
          text,
        ).toEqual([id]);
        expect(found.total, text).toBe(1);
      }
      const all = (await list("page=1&limit=100")).json().resources.data as BoardAdminListItem[];
      const other = all.find((r) => r.board_admin_id !== id && r.type === "other")!;
      for (const text of [other.board_name, other.main_board_name, "other"]) {
        const words = text.toLowerCase().split(/\s+/);
        const expected = all.filter((r) => words.every((w) => texts(r).includes(w)));
        const found = await search(text.toUpperCase());
        expect(
          found.data.map((r) => r.board_admin_id),
          text,
        ).toEqual(expected.map((r) => r.board_admin_id));
        expect(found.data.map((r) => r.board_admin_id)).toContain(other.board_admin_id);
        expect(found.total).toBe(expected.length);
      }
    });

    it("matches every word, newest first, with the total and pages of the matches", async () => {
      expect((await search("quokka tapirlast")).total).toBe(1);
      expect((await search("quokka nowhere")).total).toBe(0);
      const all = (await list("page=1&limit=100")).json().resources.data as BoardAdminListItem[];
      const expected = all.filter((r) => texts(r).includes("a") && texts(r).includes("board"));
      expect(expected.length).toBeGreaterThan(10);
      const first = await search("a board", "page=1&limit=10");
      expect(first.total).toBe(expected.length);
      expect(first.total_pages).toBe(Math.ceil(expected.length / 10));
      const second = await search("a board", "page=2&limit=10");
      expect([...first.data, ...second.data].map((r) => r.board_admin_id)).toEqual(
        expected.slice(0, 20).map((r) => r.board_admin_id),
      );
      // A blank search is no search: the counter's total.
      expect((await search("   ")).total).toBe(DEMO_BOARD_ADMINS + 1);
    });

    it("takes LIKE's wildcards, a backslash and a NUL as text, never a server error", async () => {
      for (const text of ["%", "_", "\\", "quokka%", "a_b"]) {
        expect((await search(text)).total, text).toBe(0);
      }
      expect((await search("quokka\u0000tapirlast")).data.map((r) => r.board_admin_id)).toEqual([
        id,
      ]);
      for (const text of ["'", '"', ";--", "\u{1F600}", "ä"]) {
        expect((await search(text)).total, text).toBe(0);
      }
    });

    it("refuses more than 10 words or 100 characters, with a message at the field", async () => {
      const words = await list(`page=1&search=${Array(11).fill("ab").join("%20")}`);
      expect(words.statusCode).toBe(400);
      expect(words.json().errors).toEqual({ search: "Search for at most 10 words" });
      const long = await list(`page=1&search=${"a".repeat(101)}`);
      expect(long.statusCode).toBe(400);
      expect(long.json().errors).toEqual({ search: "Search for at most 100 characters" });
      expect((await search(Array(10).fill("ab").join(" "))).total).toBe(0);
    });
  });

  describe("GET one", () => {
    const one = (id: number | string, bearer = token) =>
      t.app.inject({
        method: "GET",
        url: `/v1/super-admin/school/board-admin/${id}`,
        headers: t.auth(bearer),
      });

    it("answers the board administrator by id, with the fields of a row of the list", async () => {
      const { board_admin_id } = (await create(valid())).json().resources.data;
      const res = await one(board_admin_id);
      expect(res.statusCode).toBe(200);
      const row = ((await list()).json().resources.data as BoardAdminListItem[]).find(
        (r) => r.board_admin_id === board_admin_id,
      );
      expect(res.json()).toEqual({
        status: true,
        code: 200,
        message: "Board admin fetched successfully",
        message_key: "api.board_admin_fetched",
        resources: { data: row },
      });
      expect(res.json().resources.data).toMatchObject({ username: "meera.board", status: true });
    });

    it("answers 404 for an unknown id and for an account that is not a board administrator", async () => {
      expect((await one(999_999)).statusCode).toBe(404);
      const [{ account_id }] = await t.db.query<{ account_id: number }>(
        "SELECT account_id FROM accounts WHERE role = 'super_admin'",
      );
      const res = await one(account_id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: false, message: "Board admin not found" });
    });

    it("answers 404 for an id that is not one, and needs a super administrator's token", async () => {
      expect((await one("abc")).statusCode).toBe(404);
      expect((await one(1, "not-a-token")).statusCode).toBe(401);
    });
  });

  describe("PUT change-status", () => {
    let id: number;
    let password: string;
    beforeEach(async () => {
      const data = (await create(valid())).json().resources.data;
      id = data.board_admin_id;
      password = data.initial_password;
    });
    const statusOf = async () =>
      ((await list()).json().resources.data as BoardAdminListItem[]).find(
        (r) => r.board_admin_id === id,
      )!.status;

    it("sets the given value, also when it is set twice", async () => {
      for (const status of [false, false, true, true]) {
        const res = await setStatus({ board_admin_id: id, status });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({
          status: true,
          message: "Board admin status updated successfully",
        });
        expect(await statusOf()).toBe(status);
      }
    });

    it("ends a deactivated administrator's sessions at once: their token answers 401", async () => {
      const session = await createSession(t.db, id, {
        idleMinutes: 30,
        maxHours: 12,
        now: t.clock.now,
      });
      // Before: a board administrator's token is refused on super-admin calls.
      expect((await profile(session)).statusCode).toBe(403);
      expect((await list("page=1&limit=10", session)).statusCode).toBe(403);
      expect((await setStatus({ board_admin_id: id, status: false })).statusCode).toBe(200);
      expect((await profile(session)).statusCode).toBe(401);
      expect(await t.db.query("SELECT 1 FROM sessions WHERE account_id = $1", [id])).toHaveLength(
        0,
      );
      // The super administrator's own session is untouched.
      expect((await profile(token)).statusCode).toBe(200);
      // Credentials of a deactivated board administrator are still refused at this login.
      const login = await t.app.inject({
        method: "POST",
        url: "/v1/super-admin/login",
        headers: { authorization: basic("meera.board", password) },
      });
      expect(login.statusCode).toBe(403);
    });

    it("answers 404 for an unknown id and for an account that is not a board administrator", async () => {
      expect((await setStatus({ board_admin_id: 999_999, status: false })).statusCode).toBe(404);
      const [{ account_id }] = await t.db.query<{ account_id: number }>(
        "SELECT account_id FROM accounts WHERE role = 'super_admin'",
      );
      const res = await setStatus({ board_admin_id: account_id, status: false });
      expect(res.statusCode).toBe(404);
      expect((await profile(token)).statusCode).toBe(200);
    });

    it("refuses a payload without a boolean status", async () => {
      const res = await setStatus({ board_admin_id: id, status: "maybe" });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toHaveProperty("status");
      expect(await statusOf()).toBe(true);
    });
  });
});

describeEachDb("POST create: the rules of section 5", (kind) => {
  // One app for the whole table: each case is refused, so none changes the database.
  let t: TestApp;
  let token: string;
  let b: Boards;
  beforeAll(async () => {
    ({ t, token } = await seededApp(kind));
    b = await boards(t);
  });
  afterAll(() => t.close());

  const valid = (overrides: Record<string, unknown> = {}) => ({
    username: "meera.board",
    email: "meera@board.example",
    phone: "9876543210",
    type: "board",
    main_board_id: b.main_board_id,
    board_id: b.board_id,
    first_name: "Meera",
    last_name: "Nair",
    ...overrides,
  });
  const create = (payload: object) =>
    t.app.inject({ method: "POST", url: CREATE, headers: t.auth(token), payload });

  it.each([
    ["username", "ab", "Must be at least 3 characters"],
    ["username", "", "Username is required"],
    ["email", "not-an-email", "Invalid email address"],
    ["email", "", "Email is required"],
    ["phone", "98765", "Phone number must be valid 10 digits number"],
    ["phone", "98765432101", "Phone number must be valid 10 digits number"],
    ["phone", "98765abcde", "Phone number must be valid 10 digits number"],
    ["type", "school", "Type must be either 'board' or 'other'"],
    ["type", "", "Type is required"],
    ["main_board_id", "", "Main board is required"],
    ["main_board_id", "abc", "Must be a number"],
    ["board_id", "", "Affiliation board is required"],
    ["board_id", "x1", "Must be a number"],
    ["first_name", "Al", "Must be at least 3 characters"],
    ["first_name", "", "First name is required"],
    ["last_name", "Li", "Must be at least 3 characters"],
    ["last_name", "", "Last name is required"],
  ])("refuses %s = %j with '%s' at the field", async (field, value, message) => {
    const res = await create(valid({ [field]: value }));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ status: false, code: 400, message });
    expect(body.errors).toEqual({ [field]: message });
  });

  it("accepts ids sent as the digits of a number", async () => {
    // Checked last: it is the one case that creates an administrator.
    const res = await create(
      valid({ main_board_id: String(b.main_board_id), board_id: String(b.board_id) }),
    );
    expect(res.statusCode).toBe(201);
  });
});
