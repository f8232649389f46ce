import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { recordStatements, seededApp, describeEachDb, type TestApp } from "./harness";

describeEachDb("statements one school list request costs", (kind) => {
  let t: TestApp;
  let token: string;
  let statements: string[] = [];
  beforeAll(async () => {
    ({ t, token } = await seededApp(kind, { schools: 12, seed: 3 }));
    statements = recordStatements(t.db);
  });
  beforeEach(() => {
    statements.length = 0;
  });
  afterAll(() => t.close());

  const list = (query: string, auth = token) =>
    t.app.inject({ url: `/v1/super-admin/school/list?${query}`, headers: t.auth(auth) });

  it("checks the session, reads the counters and a page not read before: three statements", async () => {
    const res = await list("page=1&limit=10");
    expect(res.statusCode).toBe(200);
    expect(res.json().resources).toMatchObject({ total: 12, total_pages: 2 });
    expect(statements).toHaveLength(3);

    statements.length = 0;
    const unverified = await list("page=1&limit=5&admin_approval=false");
    expect(unverified.statusCode).toBe(200);
    expect(statements).toHaveLength(3);
  });

  it("counts a search once, and then pages through it in three statements", async () => {
    expect((await list("page=1&limit=5&search=a")).statusCode).toBe(200);
    expect(statements).toHaveLength(4);
    statements.length = 0;
    expect((await list("page=2&limit=5&search=a")).statusCode).toBe(200);
    expect(statements).toHaveLength(3);
  });

  it("writes the session's last use at most once a minute, as a fourth statement", async () => {
    // Pages not read before, so that each request reads its page.
    t.clock.advance(61_000);
    await list("page=1&limit=4");
    expect(statements).toHaveLength(4);
    statements.length = 0;
    await list("page=2&limit=4");
    expect(statements).toHaveLength(3);
  });

  it("still ends a signed-out session on its very next request", async () => {
    const other = await t.login();
    expect((await list("page=1&limit=10", other)).statusCode).toBe(200);
    await t.app.inject({ method: "POST", url: "/v1/super-admin/logout", headers: t.auth(other) });
    const after = await list("page=1&limit=10", other);
    expect(after.statusCode).toBe(401);
    expect((await list("page=1&limit=10")).statusCode).toBe(200);
  });
});
