import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paths } from "../../contract/api";
import { ADMIN, basic, describeEachDb, seededApp, type TestApp } from "./harness";
import { resolverOf, type OpenApiDocument } from "./openapiWalk";

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

  describe("every refusal the server writes", () => {
    /** Bodies and parameters a careless or hostile client sends. */
    const JUNK: unknown[] = [null, [], {}, "", "x", -1, 0, 1.5, true, "x".repeat(5_000)];

    it("carries its key, and each field's, whatever is sent to any operation", async () => {
      const doc = (
        await t.app.inject({ method: "GET", url: "/v1/openapi.json" })
      ).json<OpenApiDocument>();
      const sent: {
        method: string;
        url: string;
        headers?: Record<string, string>;
        payload?: string;
      }[] = [];
      for (const [path, operations] of Object.entries(doc.paths)) {
        // A method no path takes.
        sent.push({ method: "patch", url: path.replace(/\{\w+\}/g, "1") });
        for (const [method, op] of Object.entries(operations)) {
          const url = path.replace(/\{\w+\}/g, "1");
          // The path: a parameter that is no id, one that breaks its percent-encoding, one too long.
          for (const value of ["x", "0", "%zz", "1".repeat(4_097)]) {
            if (path.includes("{")) sent.push({ method, url: path.replace(/\{\w+\}/g, value) });
          }
          // The query: a parameter it does not take, each one it takes given junk, or twice.
          sent.push({ method, url: `${url}?unknown=1` });
          for (const { name, in: where } of op.parameters ?? []) {
            if (where !== "query") continue;
            for (const value of ["", "x", "-1", "[1", "x".repeat(5_000)]) {
              sent.push({ method, url: `${url}?${name}=${encodeURIComponent(value)}` });
            }
            sent.push({ method, url: `${url}?${name}=1&${name}=2` });
          }
          // The body: none, empty, not JSON, of another type, junk, each field junk.
          const json = op.requestBody?.content["application/json"];
          const form = op.requestBody?.content["multipart/form-data"];
          const typed = (type: string, payload?: string) =>
            sent.push({ method, url, headers: { "content-type": type }, payload });
          if (json || form) {
            sent.push({ method, url });
            typed("application/json", "");
            typed("application/json", "{not json");
            typed("application/json", '{"__proto__": {"a": 1}}');
            typed("text/plain", "x");
            for (const value of JUNK) typed("application/json", JSON.stringify(value));
          }
          const properties = Object.keys(resolverOf(doc)(json?.schema ?? {}).properties ?? {});
          for (const name of properties) {
            for (const value of JUNK) typed("application/json", JSON.stringify({ [name]: value }));
          }
          if (form) {
            const boundary = "----rollcall";
            typed(
              `multipart/form-data; boundary=${boundary}`,
              `--${boundary}\r\nContent-Disposition: form-data; name="constructor"\r\n\r\nx\r\n--${boundary}--\r\n`,
            );
          }
        }
      }
      expect(sent.length).toBeGreaterThan(1_000);
      const unkeyed = new Set<string>();
      const statuses = new Set<number>();
      for (const request of sent) {
        const inject = () =>
          t.app.inject({
            method: request.method.toUpperCase() as "GET",
            url: request.url,
            headers: { ...t.auth(token), ...request.headers },
            ...(request.payload !== undefined && { payload: request.payload }),
          });
        let res = await inject();
        // Signing out (or ending the sessions) is among the calls: sign in again, send again.
        if (res.statusCode === 401 && !request.url.startsWith(paths.login)) {
          token = await t.login();
          res = await inject();
        }
        statuses.add(res.statusCode);
        expect(res.statusCode, `${request.method} ${request.url}`).toBeLessThan(500);
        if (res.statusCode < 400 || !String(res.headers["content-type"]).includes("json")) continue;
        const body = res.json<{
          message: string;
          message_key?: string;
          errors?: Record<string, string>;
          error_keys?: Record<string, unknown>;
        }>();
        const fields = Object.keys(body.errors ?? {});
        if (!body.message_key || fields.some((field) => !body.error_keys?.[field])) {
          unkeyed.add(
            `${res.statusCode} ${body.message.slice(0, 80)} (${request.method} ${request.url.slice(0, 80)})`,
          );
        }
      }
      // The requests reached the routes' rules, not only the sign-in's.
      expect([...statuses]).toEqual(expect.arrayContaining([400, 404, 405, 415]));
      expect([...unkeyed]).toEqual([]);
    }, 120_000);
  });

  describe("a bulk action's refusal", () => {
    it("keys no ids and too many ids, on the failure and at the field", async () => {
      const bulks = [
        ["PUT", paths.schoolBulkStatus, { status: true }],
        ["POST", paths.schoolBulkVerify, {}],
        ["PUT", paths.boardAdminBulkStatus, { status: true }],
      ] as const;
      for (const [method, url, rest] of bulks) {
        for (const [ids, key, message, params] of [
          [undefined, "validation.bulk_ids_required", "Choose at least one record.", undefined],
          [[], "validation.bulk_ids_required", "Choose at least one record.", undefined],
          [
            Array.from({ length: 1001 }, (_, i) => i + 1),
            "validation.bulk_ids_too_many",
            "At most 1000 records at once.",
            { max: "1000" },
          ],
        ] as const) {
          const res = await send(method, url, { ...rest, ...(ids && { ids }) });
          expect(res.statusCode, `${url} ${key}`).toBe(400);
          expect(res.json(), `${url} ${key}`).toEqual({
            status: false,
            code: 400,
            message,
            message_key: key,
            ...(params && { message_params: params }),
            errors: { ids: message },
            error_keys: { ids: { key, ...(params && { params }) } },
          });
        }
      }
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
