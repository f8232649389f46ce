import { afterEach, beforeEach, expect, it } from "vitest";
import { paths } from "../../contract/api";
import { expectAggregatesExact } from "./aggregates";
import { seededApp, describeEachDb, type TestApp } from "./harness";
import { distinctSchool, multipart, validFields } from "./schoolsFixtures";

describeEachDb("writes at the same time", (kind) => {
  let t: TestApp;
  let token: string;
  beforeEach(async () => {
    ({ t, token } = await seededApp(kind));
  });
  afterEach(() => t.close());

  const register = async (n: number) => {
    const body = multipart(
      await validFields(t.db, {
        ...distinctSchool(n),
        school_name: `Parallel School ${n}`,
        email: `principal${n}@parallel.example`,
      }),
    );
    return t.app.inject({
      method: "POST",
      url: paths.schoolRegister,
      payload: body.payload,
      headers: { ...body.headers, ...t.auth(token) },
    });
  };
  const approve = (school_id: number) =>
    t.app.inject({
      method: "POST",
      url: paths.schoolApprove,
      payload: { school_id },
      headers: t.auth(token),
    });

  it("counts every one of parallel registrations, each with its own employee number", async () => {
    const responses = await Promise.all(Array.from({ length: 8 }, (_, i) => register(i)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    const numbers = responses.map((r) => r.json().resources.data.employee_number);
    expect(new Set(numbers).size).toBe(8);
    const counters = await expectAggregatesExact(t.db);
    expect(counters.schools).toBe(8);
    const list = await t.app.inject({
      url: `${paths.schoolList}?limit=100`,
      headers: t.auth(token),
    });
    expect(list.json().resources.total).toBe(8);
    expect(list.json().resources.data).toHaveLength(8);
  });

  it("verifies a school once when two verifications arrive together: one 200, one 409", async () => {
    const id = (await register(1)).json().resources.data.school_id;
    const before = await expectAggregatesExact(t.db);
    const [a, b] = await Promise.all([approve(id), approve(id)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const refused = a.statusCode === 409 ? a : b;
    expect(refused.json().message).toBe("School is already verified");
    const after = await expectAggregatesExact(t.db);
    expect(after.verified_schools).toBe(before.verified_schools + 1);
  });

  it("creates one board administrator when several ask for the same username at once", async () => {
    const [board] = await t.db.query<{ main_board_id: number; board_id: number }>(
      "SELECT main_board_id, board_id FROM boards ORDER BY board_id LIMIT 1",
    );
    const create = (n: number) =>
      t.app.inject({
        method: "POST",
        url: paths.boardAdminCreate,
        headers: t.auth(token),
        payload: {
          username: "same.name",
          email: `admin${n}@board.example`,
          phone: "9876543210",
          type: "board",
          ...board,
          first_name: "Meera",
          last_name: "Nair",
        },
      });
    const responses = await Promise.all([0, 1, 2, 3].map(create));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    for (const res of responses.filter((r) => r.statusCode === 409)) {
      expect(res.json().errors).toEqual({ username: "This username is already taken" });
    }
    expect((await expectAggregatesExact(t.db)).board_admins).toBe(1);
  });

  if (kind === "postgres") {
    it("answers 409 at the username when another transaction takes it between the check and the insert", async () => {
      const [board] = await t.db.query<{ main_board_id: number; board_id: number }>(
        "SELECT main_board_id, board_id FROM boards ORDER BY board_id LIMIT 1",
      );
      // Another writer inserts the username and holds its transaction open: the API's check
      // sees nothing yet, and its insert waits on the unique index until that writer commits.
      let commit!: () => void;
      const held = new Promise<void>((resolve) => (commit = resolve));
      let inserted!: () => void;
      const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
      const writer = t.db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO accounts (role, username, password_hash, first_name, last_name, email, phone_number)
           VALUES ('board_admin', 'Race.Name', 'x', 'Other', 'Writer', 'other@race.example', '9000000001')`,
        );
        inserted();
        await held;
      });
      await insertedYet;
      const response = t.app.inject({
        method: "POST",
        url: paths.boardAdminCreate,
        headers: t.auth(token),
        payload: {
          username: "race.name",
          email: "meera@race.example",
          phone: "9876543210",
          type: "board",
          ...board,
          first_name: "Meera",
          last_name: "Nair",
        },
      });
      // Wait until the API's insert is blocked on the held row, then let the writer commit.
      for (let waiting = 0; waiting === 0;) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        [{ waiting }] = await t.db.query<{ waiting: number }>(
          `SELECT count(*)::int AS waiting FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
      }
      commit();
      await writer;
      const res = await response;
      expect(res.statusCode).toBe(409);
      expect(res.json().errors).toEqual({ username: "This username is already taken" });
      expect(await t.db.query("SELECT 1 FROM board_admins")).toHaveLength(0);
    });
  }
});
