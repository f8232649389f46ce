import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seededApp, basic, describeEachDb, type TestApp } from "./harness";

describeEachDb("answers in the envelope, never 500", (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    ({ t, token } = await seededApp(kind));
  });
  afterAll(() => t.close());

  const send = (method: string, url: string, payload?: unknown) =>
    t.app.inject({
      method: method as "GET",
      url,
      ...(payload !== undefined && { payload: payload as object }),
      headers: t.auth(token),
    });

  describe("an id outside 1..2147483647", () => {
    it("answers 404 in a path", async () => {
      for (const url of [
        "/v1/static/state/2147483648",
        "/v1/static/cities/2147483648",
        "/v1/super-admin/school/2147483648",
        "/v1/super-admin/school/-5",
      ]) {
        const res = await send("GET", url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toMatchObject({ status: false, code: 404 });
      }
    });

    it("answers 400 at the field in a body", async () => {
      const cases: [string, string, Record<string, unknown>, string][] = [
        ["POST", "/v1/super-admin/school/approve", { school_id: 2147483648 }, "school_id"],
        [
          "PUT",
          "/v1/super-admin/school/change-status",
          { school_id: "2147483648", status: true },
          "school_id",
        ],
        [
          "PUT",
          "/v1/super-admin/school/board-admin/change-status",
          { board_admin_id: 2 ** 53, status: false },
          "board_admin_id",
        ],
      ];
      for (const [method, url, payload, field] of cases) {
        const res = await send(method, url, payload);
        expect(res.statusCode, url).toBe(400);
        expect(res.json().errors).toHaveProperty(field, "Must be a number");
      }
    });
  });

  describe("a method a known path does not take", () => {
    it("answers 405 with the methods it takes in Allow", async () => {
      for (const method of ["TRACE", "DELETE", "PATCH", "PUT"]) {
        const res = await send(method, "/v1/static/country");
        expect(res.statusCode, method).toBe(405);
        expect(res.headers.allow).toBe("GET, HEAD");
        expect(res.json()).toMatchObject({ status: false, code: 405 });
      }
      const register = await send("GET", "/v1/super-admin/school/register");
      expect(register.statusCode).toBe(405);
      expect(register.headers.allow).toBe("POST");
      const school = await send("DELETE", "/v1/super-admin/school/12");
      expect(school.statusCode).toBe(405);
      expect(school.headers.allow).toBe("GET, HEAD");
    });

    it("answers 405 to QUERY, which carries a body, as well", async () => {
      const res = await t.app.inject({
        method: "QUERY" as "GET",
        url: "/v1/super-admin/school/list",
        headers: t.auth(token),
      });
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toBe("GET, HEAD");
    });
  });

  it("answers a malformed address with 400 in the envelope", async () => {
    const res = await send("GET", "/v1/super-admin/school/%E0%A4%A");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, code: 400 });
  });

  it("takes a NUL character, which the database cannot hold, as bad input, not a failure", async () => {
    const search = await send("GET", "/v1/super-admin/school/list?search=a%00b");
    expect(search.statusCode).toBe(200);
    const create = await send("POST", "/v1/super-admin/school/board-admin/create", {
      username: "nul\u0000name",
    });
    expect(create.statusCode).toBe(400);
    expect(create.json().errors.username).toBe("Contains a character that is not allowed");
    const login = await t.app.inject({
      method: "POST",
      url: "/v1/super-admin/login",
      headers: { authorization: basic("ad\u0000min", "x") },
    });
    expect(login.statusCode).toBe(401);
  });

  it("refuses prototype-pollution keys in a JSON body", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/v1/super-admin/school/approve",
      payload: '{"school_id": 1, "__proto__": {"admin": true}}',
      headers: { ...t.auth(token), "content-type": "application/json" },
    });
    expect(res.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });
});
