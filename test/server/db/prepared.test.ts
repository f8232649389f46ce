import { afterAll, beforeAll, expect, it } from "vitest";
import { prepared, sqlLiteral, textOf, type Db } from "../../../server/db/index";
import { describeEachDb, freshDb } from "../harness";

const ACCOUNT = prepared("SELECT username FROM accounts WHERE account_id = $1");

it("names a statement after its text: the same text, the same name; another text, another", () => {
  expect(prepared(ACCOUNT.text)).toEqual(ACCOUNT);
  expect(prepared(`${ACCOUNT.text} `).name).not.toBe(ACCOUNT.name);
  expect(ACCOUNT.name).toMatch(/^r_[0-9a-f]{24}$/);
  expect(textOf(ACCOUNT)).toBe(ACCOUNT.text);
  expect(textOf("SELECT 1")).toBe("SELECT 1");
});

it("writes parameters as SQL literals, quotes doubled, and none for bytes or arrays", () => {
  expect(sqlLiteral("it's")).toBe("'it''s'");
  expect(sqlLiteral(null)).toBe("NULL");
  expect(sqlLiteral(42)).toBe("'42'");
  expect(sqlLiteral(Number.NaN)).toBeUndefined();
  expect(sqlLiteral(false)).toBe("'false'");
  expect(sqlLiteral(new Date("2026-11-24T04:00:00.000Z"))).toBe("'2026-11-24T04:00:00.000Z'");
  expect(sqlLiteral(Buffer.from("x"))).toBeUndefined();
  expect(sqlLiteral([1, 2])).toBeUndefined();
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

  it("take a quote in a parameter as part of the value", async () => {
    const BY_NAME = prepared("SELECT count(*)::int AS n FROM accounts WHERE username = $1");
    expect(await db.query(BY_NAME, ["x'; DELETE FROM accounts; --"])).toEqual([{ n: 0 }]);
    expect(await db.query(BY_NAME, ["prep"])).toEqual([{ n: 1 }]);
  });

  it("answer through their text when they cannot be prepared or a parameter has no literal", async () => {
    // PREPARE cannot tell the type of a lone parameter; the text's own query can.
    expect(await db.query(prepared("SELECT $1 AS echo"), ["hello"])).toEqual([{ echo: "hello" }]);
    const bytes = prepared("SELECT length($1::bytea) AS n");
    expect(await db.query(bytes, [Buffer.from("four")])).toEqual([{ n: 4 }]);
  });

  if (kind === "pglite") {
    it("are prepared once in the embedded database's session, and executed after that", async () => {
      const statement = prepared("SELECT username FROM accounts WHERE username = $1");
      await db.query(statement, ["prep"]);
      await db.query(statement, ["nobody"]);
      const names = await db.query<{ name: string }>(
        "SELECT name FROM pg_prepared_statements WHERE name = $1",
        [statement.name],
      );
      expect(names).toEqual([{ name: statement.name }]);
    });
  }

  if (kind === "postgres") {
    it("are prepared once on a connection and executed after that", async () => {
      const statement = prepared("SELECT username FROM accounts WHERE account_id = $1 + 0");
      const names = await db.transaction(async (tx) => {
        await tx.query(statement, [1]);
        await tx.query(statement, [2]);
        return tx.query<{ name: string }>(
          "SELECT name FROM pg_prepared_statements WHERE name = $1",
          [statement.name],
        );
      });
      expect(names).toEqual([{ name: statement.name }]);
    });
  }
});
