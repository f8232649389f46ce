import { afterAll, beforeAll, expect, it } from "vitest";
import { prepared, textOf, type Db } from "../../../server/db/index";
import { describeEachDb, freshDb } from "../harness";

const ACCOUNT = prepared("SELECT username FROM accounts WHERE account_id = $1");

it("names a statement after its text: the same text, the same name; another text, another", () => {
  expect(prepared(ACCOUNT.text)).toEqual(ACCOUNT);
  expect(prepared(`${ACCOUNT.text} `).name).not.toBe(ACCOUNT.name);
  expect(ACCOUNT.name).toMatch(/^r_[0-9a-f]{24}$/);
  expect(textOf(ACCOUNT)).toBe(ACCOUNT.text);
  expect(textOf("SELECT 1")).toBe("SELECT 1");
});

describeEachDb("prepared statements", (kind) => {
  let db: Db;
  beforeAll(async () => {
    db = await freshDb(kind);
    await db.query(
      `INSERT INTO accounts (role, username, password_hash, first_name, last_name, email, phone_number)
       VALUES ('super_admin', 'prep', 'x', 'P', 'Q', 'prep@rollcall.example', '9000000001')`,
    );
  });
  afterAll(() => db.close());

  it("answer as their text does, with their parameters", async () => {
    const [{ account_id }] = await db.query<{ account_id: number }>(
      "SELECT account_id FROM accounts WHERE username = 'prep'",
    );
    expect(await db.query(ACCOUNT, [account_id])).toEqual([{ username: "prep" }]);
    expect(await db.query(ACCOUNT, [account_id + 1000])).toEqual([]);
  });

  it(
    kind === "postgres"
      ? "are prepared once on a connection and executed after that"
      : "run as text on the embedded database, which has no named statements",
    async () => {
      const names = await db.transaction(async (tx) => {
        await tx.query(ACCOUNT, [1]);
        await tx.query(ACCOUNT, [2]);
        return tx.query<{ name: string }>("SELECT name FROM pg_prepared_statements");
      });
      expect(names).toEqual(kind === "postgres" ? [{ name: ACCOUNT.name }] : []);
    },
  );
});
