import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DataProvider } from "ra-core";
import { createTestApp, describeEachDb, listenWithSimpleRest, type TestApp } from "./harness";
import { seedDemoSchools, DEMO_SCHOOLS } from "../../server/db/demo/schools";
import { localStorage } from "../../server/storage/index";
import { paths } from "../../contract/api";
import { basic } from "./harness";
import {
  REST_FILTERS,
  REST_MAX_RANGE,
  REST_QUERY_MAX_LENGTHS,
  REST_RESOURCES,
  REST_SORT_FIELDS,
  REST_UPDATABLE,
} from "../../contract/rest";
import { ID_MAX } from "../../contract/common";
import { MAX_HEADER_BYTES } from "../../server/plugins/clientErrors";

/**
 * What an outside API checker (generated requests against the OpenAPI document) and a stock
 * react-admin client found, each over real HTTP where the finding lives in Node's own server.
 */
describeEachDb("what an outside API checker finds", (kind) => {
  let t: TestApp;
  let token: string;
  let base: string;
  let provider: DataProvider;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.db.transaction(async (tx) => {
      await seedDemoSchools(tx, t.config, localStorage(path.join(t.dataDir, "files")));
    });
    token = await t.login();
    ({ base, provider } = await listenWithSimpleRest(t, token));
  });
  afterAll(() => t.close());

  describe("a request near Node's limit on headers", () => {
    /** Sends `head` on a socket of its own and answers what came back, once the server closes it. */
    const exchange = (head: string) =>
      new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
        const socket = net.connect(
          new URL(base).port ? Number(new URL(base).port) : 80,
          "127.0.0.1",
        );
        let text = "";
        socket.setEncoding("utf8");
        socket.on("data", (chunk: string) => (text += chunk));
        socket.on("error", () => {}); // a reset after the answer: what came is what counts
        socket.on("close", () => {
          const [headers, body = ""] = text.split("\r\n\r\n");
          const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(headers)?.[1]);
          if (!status) reject(new Error(`no answer: ${text.slice(0, 200)}`));
          const type = /^content-type: (.+)$/im.exec(headers)?.[1] ?? "";
          resolve({ status, type, body });
        });
        // Written, not ended: a client that half-closes may lose the answer of a route that
        // waits on the database (Node ends such a socket); Connection: close ends it after.
        socket.write(head);
      });
    const request = (target: string, extra = "") =>
      `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n${extra}Connection: close\r\n\r\n`;

    it("answers the longest filter the document allows, non-ASCII and percent-encoded, in the envelope", async () => {
      // 3,000 characters of Devanagari (Node's 16 KiB refused this with Fastify's own 431)...
      const devanagari = `{"q":"${"स".repeat(2_990)}"}`;
      // ...and a filter at its documented maxLength, each character three bytes in UTF-8.
      const longest = `{"q":"${"स".repeat(REST_QUERY_MAX_LENGTHS.filter - 8)}"}`;
      expect(longest).toHaveLength(REST_QUERY_MAX_LENGTHS.filter);
      for (const filter of [devanagari, longest]) {
        const res = await exchange(
          request(`/v1/rest/schools?filter=${encodeURIComponent(filter)}`),
        );
        expect(res.status).toBe(400); // the search is longer than a search may be: a rule's 400
        expect(res.type).toMatch(/^application\/json/);
        expect(JSON.parse(res.body)).toMatchObject({
          status: false,
          code: 400,
          errors: { "filter.q": expect.any(String) },
        });
      }
      // A getMany of the most ids, each the largest an id can be, is answered.
      const ids = Array.from({ length: REST_MAX_RANGE }, (_, i) => ID_MAX - i);
      const many = await provider.getMany("schools", { ids });
      expect(many.data).toEqual([]);
    });

    it("answers a request whose headers pass the limit with 431 in the envelope, and documents it", async () => {
      const res = await exchange(
        request("/v1/rest/schools", `X-Padding: ${"a".repeat(MAX_HEADER_BYTES)}\r\n`),
      );
      expect(res.status).toBe(431);
      expect(res.type).toBe("application/json; charset=utf-8");
      expect(JSON.parse(res.body)).toEqual({
        status: false,
        code: 431,
        message: `The request's address and headers are too large: at most ${MAX_HEADER_BYTES} bytes.`,
        message_key: "api.request_too_large",
        message_params: { max: MAX_HEADER_BYTES },
      });
      const doc = (await (await fetch(`${base}/v1/openapi.json`)).json()) as {
        paths: Record<
          string,
          Record<string, { operationId: string; responses: Record<string, unknown> }>
        >;
      };
      for (const op of Object.values(doc.paths).flatMap((methods) => Object.values(methods))) {
        expect(op.responses["431"], op.operationId).toBeDefined();
      }
    });

    it("answers a request Node cannot parse in the envelope", async () => {
      const res = await exchange("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nBad Header\r\n\r\n");
      expect(res.status).toBe(400);
      expect(JSON.parse(res.body)).toEqual({
        status: false,
        code: 400,
        message: "The request is not valid HTTP.",
        message_key: "api.request_not_http",
      });
    });
  });

  describe("the simple-REST dialect's document", () => {
    type Schema = {
      type?: string;
      properties?: Record<string, Schema>;
      additionalProperties?: boolean;
      prefixItems?: Schema[];
    };
    type Parameter = {
      name: string;
      schema?: Schema;
      content?: Record<string, { schema: Schema }>;
    };
    let doc: {
      paths: Record<
        string,
        Record<
          string,
          {
            parameters?: Parameter[];
            requestBody?: { content: Record<string, { schema: Schema }> };
          }
        >
      >;
    };
    beforeAll(async () => {
      doc = await (await fetch(`${base}/v1/openapi.json`)).json();
    });

    it("gives sort, range and filter as the JSON they hold, the filter's fields and no other", () => {
      for (const resource of REST_RESOURCES) {
        const parameters = doc.paths[`/v1/rest/${resource}`].get.parameters!;
        const json = (name: string) =>
          parameters.find((p) => p.name === name)!.content?.["application/json"]?.schema;
        for (const name of ["sort", "range", "filter"]) {
          expect(parameters.find((p) => p.name === name)!.schema, name).toBeUndefined();
        }
        expect(json("sort")?.prefixItems?.[0]).toMatchObject({
          enum: [...REST_SORT_FIELDS[resource]],
        });
        expect(json("range")?.type).toBe("array");
        const filter = json("filter")!;
        expect(filter).toMatchObject({ type: "object", additionalProperties: false });
        expect(Object.keys(filter.properties!).sort(), resource).toEqual(
          [...REST_FILTERS[resource]].sort(),
        );
      }
    });

    it("gives an update's body as the record's fields and no other", async () => {
      const school = await provider.getOne("schools", {
        id: (
          await provider.getList("schools", {
            pagination: { page: 1, perPage: 1 },
            sort: { field: "id", order: "ASC" },
            filter: {},
          })
        ).data[0].id,
      });
      for (const resource of Object.keys(REST_UPDATABLE)) {
        const body =
          doc.paths[`/v1/rest/${resource}/{id}`].put.requestBody!.content["application/json"]
            .schema;
        expect(body, resource).toMatchObject({ type: "object", additionalProperties: false });
        expect(body.properties!.status, resource).toMatchObject({ type: "boolean" });
      }
      const schoolBody =
        doc.paths["/v1/rest/schools/{id}"].put.requestBody!.content["application/json"].schema;
      expect(Object.keys(schoolBody.properties!).sort()).toEqual(Object.keys(school.data).sort());
    });
  });

  describe("a query parameter the operation does not take", () => {
    const get = (url: string) =>
      fetch(`${base}${url}`, { headers: t.auth(token) }).then(async (res) => ({
        status: res.status,
        body: (await res.json()) as { message: string; errors?: Record<string, string> },
      }));

    it("is a 400 naming it and the parameters there are, on every list", async () => {
      const res = await get(`${paths.schoolList}?page=1&x-unknown=42`);
      expect(res.status).toBe(400);
      const message =
        "x-unknown is not a parameter here; the parameters are page, limit, search, admin_approval, state_id, city_id, main_board_id, board_id, type, status, registered_from, registered_to, sort, order";
      expect(res.body).toMatchObject({ message, errors: { "x-unknown": message } });
      for (const url of [
        `${paths.boardAdminList}?serach=a`,
        `${paths.auditEvents}?page=1&actor=admin&sort=id`,
        `/v1/rest/schools?range=[0,9]&_=1`,
        `/v1/rest/countries?filter={}&page=2`,
        `${paths.sessions}?all=1`,
        `${paths.countries}?q=ind`,
        `${paths.attendanceSummary}?year=2026&month=1`,
      ]) {
        const refused = await get(url);
        expect(refused.status, url).toBe(400);
        const name = [...new URL(url, base).searchParams.keys()].at(-1)!;
        expect(Object.keys(refused.body.errors ?? {}), url).toEqual([name]);
      }
      const none = await get(`${paths.countries}?q=ind`);
      expect(none.body.message).toBe("q is not a parameter here; this call takes none");
    });

    it("leaves the parameters a list takes as they were", async () => {
      for (const url of [
        `${paths.schoolList}?page=2&limit=5&search=a&admin_approval=true`,
        `${paths.auditEvents}?page=1&limit=5&actor=admin`,
        `/v1/rest/schools?range=[0,9]&sort=["id","DESC"]&filter={"q":"a"}`,
        paths.countries,
      ]) {
        expect((await get(url)).status, url).toBe(200);
      }
    });
  });

  describe("a 401", () => {
    const post = (url: string, headers: Record<string, string> = {}, body?: unknown) =>
      fetch(`${base}${url}`, {
        method: "POST",
        headers: { ...headers, ...(body !== undefined && { "content-type": "application/json" }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });

    it("answers a sign-in without credentials with 401 and a Basic challenge", async () => {
      const res = await post(paths.login);
      expect(res.status).toBe(401);
      expect(res.headers.get("www-authenticate")).toBe('Basic realm="Rollcall", charset="UTF-8"');
      expect(await res.json()).toMatchObject({
        status: false,
        code: 401,
        errors: { username: "Username is required", password: "Password is required" },
      });
    });

    it("asks again without Basic when the credentials sent are refused, so no browser dialog opens", async () => {
      for (const authorization of [basic("admin", "wrong-password"), basic("", ""), "Bearer x"]) {
        const res = await post(paths.login, { authorization });
        expect(res.status, authorization).toBe(401);
        expect(res.headers.get("www-authenticate"), authorization).toBe(
          'xBasic realm="Rollcall", charset="UTF-8"',
        );
      }
      const code = await post(
        paths.loginTwoFactor,
        {},
        { challenge: "x".repeat(43), code: "123456" },
      );
      expect(code.status).toBe(401);
      expect(code.headers.get("www-authenticate")).toBe('xBasic realm="Rollcall", charset="UTF-8"');
    });

    it("names the Bearer scheme on the API, and an invalid token as such", async () => {
      const none = await fetch(`${base}${paths.schoolList}`);
      expect(none.status).toBe(401);
      expect(none.headers.get("www-authenticate")).toBe('Bearer realm="Rollcall"');
      const stale = await fetch(`${base}/v1/rest/schools`, {
        headers: { authorization: "Bearer not-a-session" },
      });
      expect(stale.status).toBe(401);
      expect(stale.headers.get("www-authenticate")).toBe(
        'Bearer realm="Rollcall", error="invalid_token"',
      );
    });

    it("documents WWW-Authenticate on every 401 of the OpenAPI document", async () => {
      const doc = (await (await fetch(`${base}/v1/openapi.json`)).json()) as {
        paths: Record<
          string,
          Record<
            string,
            {
              operationId: string;
              responses: Record<
                string,
                { headers?: Record<string, { schema: { enum: string[] } }> }
              >;
            }
          >
        >;
      };
      const unauthorized = Object.values(doc.paths)
        .flatMap((methods) => Object.values(methods))
        .filter((op) => op.responses["401"]);
      expect(unauthorized.length).toBeGreaterThan(30);
      for (const op of unauthorized) {
        expect(op.responses["401"].headers?.["WWW-Authenticate"], op.operationId).toBeDefined();
      }
      const login = unauthorized.find((op) => op.operationId === "login")!;
      expect(login.responses["401"].headers!["WWW-Authenticate"].schema.enum).toEqual([
        'Basic realm="Rollcall", charset="UTF-8"',
        'xBasic realm="Rollcall", charset="UTF-8"',
      ]);
    });
  });

  describe("a path parameter longer than the router takes", () => {
    it("answers 404 in the envelope on every route that has one, never 405", async () => {
      const doc = (await (await fetch(`${base}/v1/openapi.json`)).json()) as {
        paths: Record<string, Record<string, unknown>>;
      };
      const long = "1".repeat(4097);
      const routes = Object.entries(doc.paths)
        .filter(([path]) => path.includes("{"))
        .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ path, method })));
      // The school, its file, an export's ticket, a holiday's day, the simple-REST records...
      expect(routes.length).toBeGreaterThan(20);
      for (const { path, method } of routes) {
        const url = path.replace(/\{\w+\}/g, long);
        const res = await fetch(`${base}${url}`, {
          method: method.toUpperCase(),
          headers: t.auth(token),
        });
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(await res.json(), `${method} ${path}`).toEqual({
          status: false,
          code: 404,
          message: "Not found: no record has this id.",
          message_key: "api.record_not_found",
        });
      }
    });
  });

  describe("the document's example of a day's attendance", () => {
    it("is recorded over the demo data, as a client that copies it would send it", async () => {
      const doc = (await (await fetch(`${base}/v1/openapi.json`)).json()) as {
        paths: Record<
          string,
          Record<string, { requestBody: { content: Record<string, { schema: { $ref: string } }> } }>
        >;
        components: { schemas: Record<string, { examples: unknown[] }> };
      };
      const body = doc.paths[paths.attendanceBulk].post.requestBody.content["application/json"];
      const example = doc.components.schemas[body.schema.$ref.split("/").pop()!].examples[0];
      const res = await fetch(`${base}${paths.attendanceBulk}`, {
        method: "POST",
        headers: { ...t.auth(token), "content-type": "application/json" },
        body: JSON.stringify(example),
      });
      expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
    });
  });

  describe("react-admin's stock ExportButton over ra-data-simple-rest", () => {
    it("gets up to 1,000 records in one call", async () => {
      // What ExportButton asks for: the first page of its maxResults.
      const all = await provider.getList("schools", {
        pagination: { page: 1, perPage: 1000 },
        sort: { field: "id", order: "ASC" },
        filter: {},
      });
      expect(all.total).toBe(DEMO_SCHOOLS);
      expect(all.data).toHaveLength(DEMO_SCHOOLS);
    });
  });
});
