import { afterEach, beforeEach, expect, it } from "vitest";
import { ADMIN, basic, createTestApp, describeEachDb, type TestApp } from "./harness";
import { hashPassword } from "../../server/auth/passwords";

const FIREFOX_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const CHROME_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

describeEachDb("the account's sessions", (kind) => {
  let t: TestApp;
  beforeEach(async () => (t = await createTestApp(kind)));
  afterEach(() => t.close());

  const signIn = async (
    userAgent: string,
    address: string,
    username = ADMIN.username,
    password = ADMIN.password,
  ) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/v1/super-admin/login",
      remoteAddress: address,
      headers: { authorization: basic(username, password), "user-agent": userAgent },
    });
    return res.json().resources.data.token as string;
  };
  const call = (method: "GET" | "DELETE", url: string, token: string) =>
    t.app.inject({ method, url, headers: t.auth(token) });

  it("lists each session with browser, system, address and times, the current one marked", async () => {
    const laptop = await signIn(FIREFOX_LINUX, "192.0.2.1");
    t.clock.advance(120_000);
    const office = await signIn(CHROME_WINDOWS, "192.0.2.2");
    const res = await call("GET", "/v1/super-admin/sessions", office);
    expect(res.statusCode).toBe(200);
    const list = res.json().resources.data;
    expect(list).toEqual([
      {
        id: expect.any(String),
        browser: "Chrome 131",
        os: "Windows 10",
        client_address: "192.0.2.2",
        signed_in_at: "2026-03-15T09:02:00.000Z",
        last_seen_at: "2026-03-15T09:02:00.000Z",
        current: true,
      },
      {
        id: expect.any(String),
        browser: "Firefox 133",
        os: "Linux",
        client_address: "192.0.2.1",
        signed_in_at: "2026-03-15T09:00:00.000Z",
        last_seen_at: "2026-03-15T09:00:00.000Z",
        current: false,
      },
    ]);
    expect(JSON.stringify(list)).not.toContain(laptop);
  });

  it("ends one session, whose next request answers 401 at once", async () => {
    const laptop = await signIn(FIREFOX_LINUX, "192.0.2.1");
    const office = await signIn(CHROME_WINDOWS, "192.0.2.2");
    expect((await call("GET", "/v1/super-admin/profile", laptop)).statusCode).toBe(200);
    const list = (await call("GET", "/v1/super-admin/sessions", office)).json().resources.data;
    const other = list.find((s: { current: boolean }) => !s.current);
    const ended = await call("DELETE", `/v1/super-admin/sessions/${other.id}`, office);
    expect(ended.statusCode).toBe(200);
    expect((await call("GET", "/v1/super-admin/profile", laptop)).statusCode).toBe(401);
    expect((await call("GET", "/v1/super-admin/profile", office)).statusCode).toBe(200);
    const again = await call("DELETE", `/v1/super-admin/sessions/${other.id}`, office);
    expect(again.statusCode).toBe(404);
  });

  it("ends all other sessions and keeps this one", async () => {
    const a = await signIn(FIREFOX_LINUX, "192.0.2.1");
    const b = await signIn(FIREFOX_LINUX, "192.0.2.3");
    const me = await signIn(CHROME_WINDOWS, "192.0.2.2");
    expect((await call("DELETE", "/v1/super-admin/sessions", me)).statusCode).toBe(200);
    expect((await call("GET", "/v1/super-admin/profile", a)).statusCode).toBe(401);
    expect((await call("GET", "/v1/super-admin/profile", b)).statusCode).toBe(401);
    const list = (await call("GET", "/v1/super-admin/sessions", me)).json().resources.data;
    expect(list).toHaveLength(1);
    expect(list[0].current).toBe(true);
  });

  it("cannot see or end another account's sessions", async () => {
    await t.db.query(
      `INSERT INTO accounts (role, username, password_hash, first_name, last_name, email, phone_number)
       VALUES ('super_admin', 'second', $1, 'Second', 'Admin', 'second@rollcall.example', '9000000002')`,
      [await hashPassword("second-password", 10)],
    );
    const mine = await signIn(FIREFOX_LINUX, "192.0.2.1");
    const theirs = await signIn(CHROME_WINDOWS, "192.0.2.2", "second", "second-password");
    const [their] = (await call("GET", "/v1/super-admin/sessions", theirs)).json().resources.data;
    const mineList = (await call("GET", "/v1/super-admin/sessions", mine)).json().resources.data;
    expect(mineList.map((s: { id: string }) => s.id)).not.toContain(their.id);
    expect((await call("DELETE", `/v1/super-admin/sessions/${their.id}`, mine)).statusCode).toBe(
      404,
    );
    expect((await call("GET", "/v1/super-admin/profile", theirs)).statusCode).toBe(200);
  });

  it("answers 404 for an id that is no session's, whatever its form", async () => {
    const mine = await signIn(FIREFOX_LINUX, "192.0.2.1");
    for (const id of ["%00", "a%00b", "not-a-session", "00000000-0000-4000-8000-000000000000"]) {
      const res = await call("DELETE", `/v1/super-admin/sessions/${id}`, mine);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe("This session has already ended.");
    }
    expect((await call("GET", "/v1/super-admin/profile", mine)).statusCode).toBe(200);
  });
});
