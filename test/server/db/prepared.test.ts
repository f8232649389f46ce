import { afterAll, beforeAll, expect, it } from "vitest";
import { openDb, prepared, textOf, type Db } from "../../../server/db/index";
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

  // PostgreSQL only: the embedded database has no JIT compiler.
  if (kind === "postgres")
    it("run in sessions that compile no query with JIT (it cost the custom ranges' lists more than it gave)", async () => {
      const server = await openDb({ dataDir: "", databaseUrl: process.env.TEST_DATABASE_URL });
      try {
        // Every session of the pool, not only the first.
        const answers = await Promise.all(
          Array.from({ length: 3 }, () => server.query<{ jit: string }>("SHOW jit")),
        );
        expect(answers.flat()).toEqual([{ jit: "off" }, { jit: "off" }, { jit: "off" }]);
      } finally {
        await server.close();
      }
    });

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

  it("take parameters of any type, a lone untyped one and bytes alike", async () => {
    expect(await db.query(prepared("SELECT $1 AS echo"), ["hello"])).toEqual([{ echo: "hello" }]);
    const bytes = prepared("SELECT length($1::bytea) AS n");
    expect(await db.query(bytes, [Buffer.from("four")])).toEqual([{ n: 4 }]);
  });

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
