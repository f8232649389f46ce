import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paths } from "../../contract/api";
import { ADMIN, basic, describeEachDb, seededApp, type TestApp } from "./harness";

/*
 * Every answer carries its message's catalogue key (and the values of its placeholders), and a
 * failure each field's, so that the console shows them in the user's language; `message` and
 * `errors` stay English, `code` the HTTP status.
 */
describeEachDb("the answers' message keys", (kind) => {
  let t: TestApp;
  let token: string;
  let ids: number[];
  beforeAll(async () => {
    ({ t, token, ids } = await seededApp(kind, { schools: 1 }));
  });
  afterAll(() => t.close());

  const send = (method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: t.auth(token) });

  describe("a failure", () => {
    it("keys a rule's message with its value, on the failure and at its field", async () => {
      const res = await send("GET", `${paths.schoolList}?limit=1000`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        status: false,
        code: 400,
        message: "Page size must be a whole number from 1 to 100",
        message_key: "validation.limit_invalid",
        message_params: { max: "100" },
        errors: { limit: "Page size must be a whole number from 1 to 100" },
        error_keys: { limit: { key: "validation.limit_invalid", params: { max: "100" } } },
      });
    });

    it("keys a record that is not there", async () => {
      const res = await send("GET", paths.school(2_000_000));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        status: false,
        code: 404,
        message: "School not found",
        message_key: "api.school_not_found",
      });
    });

    it("keys a 409: a school verified again", async () => {
      await send("POST", paths.schoolApprove, { school_id: ids[0] });
      const res = await send("POST", paths.schoolApprove, { school_id: ids[0] });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 409,
        message: "School is already verified",
        message_key: "api.school_already_verified",
      });
    });

    it("keys a refused sign-in, and each missing credential at its field", async () => {
      const wrong = await t.app.inject({
        method: "POST",
        url: paths.login,
        headers: { authorization: basic(ADMIN.username, "not-the-password") },
      });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({
        status: false,
        code: 401,
        message: "Invalid username or password.",
        message_key: "api.sign_in_invalid",
      });
      const missing = await t.app.inject({
        method: "POST",
        url: paths.login,
        headers: { authorization: basic(ADMIN.username, "") },
      });
      expect(missing.json()).toMatchObject({
        code: 401,
        message_key: "api.credentials_required",
        errors: { password: "Password is required" },
        error_keys: { password: { key: "validation.password_required" } },
      });
    });

    it("keys a path that names no API route, with its method and path", async () => {
      const res = await send("GET", "/v1/nowhere");
      expect(res.json()).toMatchObject({
        code: 404,
        message: "No such API route: GET /v1/nowhere",
        message_key: "api.route_not_found",
        message_params: { method: "GET", path: "/v1/nowhere" },
      });
    });
  });

  describe("a success", () => {
    it("keys its message", async () => {
      const res = await send("GET", paths.school(ids[0]));
      expect(res.json()).toMatchObject({
        status: true,
        code: 200,
        message: "School fetched successfully",
        message_key: "api.school_fetched",
      });
      expect(res.json()).not.toHaveProperty("message_params");
    });

    it("keys a count with its value, in the form of its number", async () => {
      const res = await send("PUT", paths.schoolBulkStatus, { ids, status: false });
      expect(res.json()).toMatchObject({
        code: 200,
        message: "1 school deactivated",
        message_key: "api.schools_deactivated",
        message_params: { smart_count: 1 },
      });
    });
  });
});
