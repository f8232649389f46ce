import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import simpleRestProvider from "ra-data-simple-rest";
import { HttpError, type DataProvider } from "ra-core";
import { createTestApp, describeEachDb, listenWithSimpleRest, type TestApp } from "./harness";
import { seedDemoSchools } from "../../server/db/demo/schools";
import { seedDemoBoardAdmins } from "../../server/db/demo/boardAdmins";
import { localStorage } from "../../server/storage/index";
import { createSession } from "../../server/auth/sessions";
import { REST_RESOURCES, REST_SORT_FIELDS, REST_UPDATABLE } from "../../contract/rest";

/**
 * The simple-REST dialect, driven by react-admin's own ra-data-simple-rest over HTTP: what an
 * integrator's application would do with `simpleRestProvider(apiUrl, httpClient)`.
 */
describeEachDb("the simple-REST dialect", (kind) => {
  let t: TestApp;
  let token: string;
  let base: string;
  let provider: DataProvider;

  /** Runs a call and answers the HttpError it fails with. */
  const failure = async (call: Promise<unknown>) => {
    const error = await call.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(HttpError);
    return error as HttpError & { body: { message: string; errors?: Record<string, string> } };
  };
  const count = async (sql: string, params: (string | number)[] = []) =>
    (await t.db.query<{ n: number }>(sql, params))[0].n;
  const events = (action: string, id: number) =>
    count("SELECT count(*)::int AS n FROM audit_events WHERE action = $1 AND target_id = $2", [
      action,
      id,
    ]);
  const raw = (method: string, url: string, headers: Record<string, string> = {}) =>
    fetch(`${base}${url}`, { method, headers: { ...t.auth(token), ...headers } });

  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.db.transaction(async (tx) => {
      await seedDemoSchools(tx, t.config, localStorage(path.join(t.dataDir, "files")));
      await seedDemoBoardAdmins(tx, t.config);
    });
    token = await t.login();
    ({ base, provider } = await listenWithSimpleRest(t, token));
  });
  afterAll(() => t.close());

  it("lists schools a range at a time, newest first, with the total from Content-Range", async () => {
    const total = await count("SELECT count(*)::int AS n FROM schools");
    const page = await provider.getList("schools", {
      pagination: { page: 2, perPage: 10 },
      sort: { field: "id", order: "DESC" },
      filter: {},
    });
    const expected = await t.db.query<{ school_id: number }>(
      "SELECT school_id FROM schools ORDER BY school_id DESC LIMIT 10 OFFSET 10",
    );
    expect(page.total).toBe(total);
    expect(page.data.map((s) => s.id)).toEqual(expected.map((s) => s.school_id));
    expect(page.data[0]).toMatchObject({
      id: expected[0].school_id,
      school_id: expected[0].school_id,
    });

    // Oldest first, from the far end of the table.
    const last = await provider.getList("schools", {
      pagination: { page: Math.ceil(total / 25), perPage: 25 },
      sort: { field: "id", order: "ASC" },
      filter: {},
    });
    const tail = await t.db.query<{ school_id: number }>(
      "SELECT school_id FROM schools ORDER BY school_id ASC OFFSET $1",
      [(Math.ceil(total / 25) - 1) * 25],
    );
    expect(last.data.map((s) => s.id)).toEqual(tail.map((s) => s.school_id));

    const res = await raw("GET", "/v1/rest/schools?range=[5,9]");
    expect(res.headers.get("content-range")).toBe(`schools 5-9/${total}`);
    const empty = await raw("GET", `/v1/rest/schools?range=[${total},${total + 9}]`);
    expect(empty.headers.get("content-range")).toBe(`schools */${total}`);
    expect(await empty.json()).toEqual([]);
  });

  it("filters schools by search (q) and verification, with the filtered total", async () => {
    const [{ city }] = await t.db.query<{ city: string }>(
      "SELECT c.name AS city FROM schools s JOIN cities c USING (city_id) ORDER BY s.school_id LIMIT 1",
    );
    const matching = await count(
      "SELECT count(*)::int AS n FROM schools WHERE search_text LIKE $1 AND admin_approval",
      [`%${city.toLowerCase()}%`],
    );
    expect(matching).toBeGreaterThan(0);
    const page = await provider.getList("schools", {
      pagination: { page: 1, perPage: 100 },
      sort: { field: "id", order: "ASC" },
      filter: { q: city, admin_approval: true },
    });
    expect(page.total).toBe(matching);
    expect(page.data).toHaveLength(matching);
    expect(page.data.every((s) => s.admin_approval && s.city_name === city)).toBe(true);
  });

  it("searches board administrators (q) by the texts their list shows, with the native list's rules", async () => {
    const [admin] = await t.db.query<{ last_name: string; board_name: string }>(
      `SELECT a.last_name, b.name AS board_name FROM board_admins ba
         JOIN accounts a USING (account_id) JOIN boards b USING (board_id)
        ORDER BY ba.account_id LIMIT 1`,
    );
    const words = [admin.last_name, ...admin.board_name.split(/\s+/)].map((w) => w.toLowerCase());
    const matching = await t.db.query<{ account_id: number }>(
      `SELECT ba.account_id FROM board_admins ba
         JOIN accounts a USING (account_id) JOIN boards b USING (board_id)
         JOIN main_boards mb ON mb.main_board_id = b.main_board_id
        WHERE ${words.map((_, i) => `position($${i + 1} in lower(concat_ws(' ', a.username, ba.type, mb.name, b.name, a.first_name, a.middle_name, a.last_name, a.email, a.phone_number))) > 0`).join(" AND ")}
        ORDER BY ba.account_id`,
      words,
    );
    expect(matching.length).toBeGreaterThan(0);
    const page = await provider.getList("board-admins", {
      pagination: { page: 1, perPage: 100 },
      sort: { field: "id", order: "ASC" },
      filter: { q: words.join(" ").toUpperCase() },
    });
    expect(page.total).toBe(matching.length);
    expect(page.data.map((a) => a.id)).toEqual(matching.map((r) => r.account_id));
    expect(page.total).toBeLessThan(await count("SELECT count(*)::int AS n FROM board_admins"));

    const wildcard = await provider.getList("board-admins", {
      pagination: { page: 1, perPage: 10 },
      sort: { field: "id", order: "ASC" },
      filter: { q: "_" },
    });
    expect(wildcard.total).toBe(0);
    const refused = await failure(
      provider.getList("board-admins", {
        pagination: { page: 1, perPage: 10 },
        sort: { field: "id", order: "ASC" },
        filter: { q: Array(11).fill("ab").join(" ") },
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ "filter.q": "Search for at most 10 words" });
    const nul = await raw(
      "GET",
      `/v1/rest/board-admins?filter=${encodeURIComponent('{"q":"a\\u0000b"}')}`,
    );
    expect(nul.status).toBe(200);
  });

  it("answers getOne with the profile and getMany with the records of the ids", async () => {
    const one = await provider.getOne("schools", { id: 3 });
    expect(one.data).toMatchObject({ id: 3, school_id: 3 });
    expect(one.data.assets.school_image[0].url).toMatch(/^\/v1\/super-admin\/school\/asset\/\d+\?/);

    const many = await provider.getMany("schools", { ids: [5, 2, 9, 2147483648] });
    expect(many.data.map((s) => s.id).sort((a, b) => a - b)).toEqual([2, 5, 9]);

    const missing = await failure(provider.getOne("schools", { id: 999999 }));
    expect(missing.status).toBe(404);
    expect(missing.message).toBe("School not found");
  });

  it("answers getManyReference: the cities of a state, the boards of a main board", async () => {
    const [{ state_id }] = await t.db.query<{ state_id: number }>(
      "SELECT state_id FROM cities GROUP BY state_id ORDER BY count(*) DESC LIMIT 1",
    );
    const cities = await provider.getManyReference("cities", {
      target: "state_id",
      id: state_id,
      pagination: { page: 1, perPage: 5 },
      sort: { field: "name", order: "ASC" },
      filter: {},
    });
    const expected = await t.db.query<{ city_id: number }>(
      "SELECT city_id FROM cities WHERE state_id = $1 ORDER BY name, city_id LIMIT 5",
      [state_id],
    );
    expect(cities.total).toBe(
      await count("SELECT count(*)::int AS n FROM cities WHERE state_id = $1", [state_id]),
    );
    expect(cities.data.map((c) => c.id)).toEqual(expected.map((c) => c.city_id));
    expect(cities.data.every((c) => c.state_id === state_id)).toBe(true);

    const [{ main_board_id }] = await t.db.query<{ main_board_id: number }>(
      "SELECT main_board_id FROM main_boards ORDER BY main_board_id LIMIT 1",
    );
    const boards = await provider.getManyReference("boards", {
      target: "main_board_id",
      id: main_board_id,
      pagination: { page: 1, perPage: 100 },
      sort: { field: "id", order: "ASC" },
      filter: {},
    });
    expect(boards.total).toBe(
      await count("SELECT count(*)::int AS n FROM boards WHERE main_board_id = $1", [
        main_board_id,
      ]),
    );
    expect(boards.data.every((b) => b.main_board_id === main_board_id)).toBe(true);
  });

  it("serves the other lookups, the board administrators and the audit trail", async () => {
    const countries = await provider.getList("countries", {
      pagination: { page: 1, perPage: 100 },
      sort: { field: "name", order: "DESC" },
      filter: {},
    });
    const names = await t.db.query<{ name: string }>(
      "SELECT name FROM countries ORDER BY name DESC",
    );
    expect(countries.data.map((c) => c.name)).toEqual(names.map((c) => c.name));
    const country = countries.data[0];
    expect((await provider.getOne("countries", { id: country.id })).data).toEqual(country);

    const states = await provider.getList("states", {
      pagination: { page: 1, perPage: 100 },
      sort: { field: "id", order: "ASC" },
      filter: { country_id: country.id, q: "a" },
    });
    expect(states.data.every((s) => s.country_id === country.id && /a/i.test(s.name))).toBe(true);

    const mainBoards = await provider.getList("main-boards", {
      pagination: { page: 1, perPage: 10 },
      sort: { field: "id", order: "ASC" },
      filter: {},
    });
    expect(mainBoards.total).toBe(await count("SELECT count(*)::int AS n FROM main_boards"));

    const admins = await provider.getList("board-admins", {
      pagination: { page: 1, perPage: 10 },
      sort: { field: "id", order: "DESC" },
      filter: {},
    });
    expect(admins.total).toBe(await count("SELECT count(*)::int AS n FROM board_admins"));
    expect(admins.data[0].id).toBe(admins.data[0].board_admin_id);
    const someAdmins = await provider.getMany("board-admins", {
      ids: [admins.data[1].id, admins.data[3].id],
    });
    expect(someAdmins.data.map((a) => a.username).sort()).toEqual(
      [admins.data[1].username, admins.data[3].username].sort(),
    );
  });

  it("sorts only on indexed fields, and says which", async () => {
    const refused = await failure(
      provider.getList("schools", {
        pagination: { page: 1, perPage: 10 },
        sort: { field: "city_name", order: "ASC" },
        filter: {},
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({
      sort: "Sorting by city_name is not supported; sort by id, school_name, students, created_at",
    });
    const badFilter = await failure(
      provider.getList("board-admins", {
        pagination: { page: 1, perPage: 10 },
        sort: { field: "id", order: "ASC" },
        filter: { username: "x" },
      }),
    );
    expect(badFilter.status).toBe(400);
    expect(Object.keys(badFilter.body.errors ?? {})).toEqual(["filter.username"]);
    // A NUL (which the database's text cannot hold) in a filter is no server error.
    for (const url of [
      `/v1/rest/countries?filter=${encodeURIComponent('{"q":"a\\u0000b"}')}`,
      `/v1/rest/audit-events?filter=${encodeURIComponent('{"actor":"a\\u0000b"}')}`,
    ]) {
      expect((await raw("GET", url)).status, url).toBeLessThan(500);
    }
    const tooMany = await raw("GET", "/v1/rest/schools?range=[0,1000]");
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).errors).toHaveProperty("range");
  });

  it("updates a school's status and verification, with their audit events", async () => {
    const [{ school_id: id }] = await t.db.query<{ school_id: number }>(
      "SELECT school_id FROM schools WHERE NOT admin_approval AND NOT status ORDER BY school_id LIMIT 1",
    );
    const before = (await provider.getOne("schools", { id })).data;
    const updated = await provider.update("schools", {
      id,
      data: { ...before, status: true, admin_approval: true },
      previousData: before,
    });
    expect(updated.data).toMatchObject({ id, status: true, admin_approval: true });
    const [row] = await t.db.query<{ status: boolean; admin_approval: boolean }>(
      "SELECT status, admin_approval FROM schools WHERE school_id = $1",
      [id],
    );
    expect(row).toEqual({ status: true, admin_approval: true });
    expect(await events("school.verified", id)).toBe(1);
    expect(await events("school.status_changed", id)).toBe(1);
    const [actor] = await t.db.query<{ actor_username: string; request_id: string | null }>(
      "SELECT actor_username, request_id FROM audit_events WHERE action = 'school.verified' AND target_id = $1",
      [id],
    );
    expect(actor.actor_username).toBe("admin");
    expect(actor.request_id).toBeTruthy();

    // Verifying a verified school again: a 200 that changes nothing and records nothing.
    const again = await provider.update("schools", {
      id,
      data: updated.data,
      previousData: updated.data,
    });
    expect(again.data).toMatchObject({ id, admin_approval: true });
    expect(await events("school.verified", id)).toBe(1);

    // Un-verifying is refused, at the field.
    const unverify = await failure(
      provider.update("schools", {
        id,
        data: { ...updated.data, admin_approval: false },
        previousData: updated.data,
      }),
    );
    expect(unverify.status).toBe(400);
    expect(unverify.body.errors).toEqual({
      admin_approval: "A verified school cannot be un-verified",
    });
  });

  it("refuses a change to any other field, naming it, and changes nothing", async () => {
    const id = 4;
    const before = (await provider.getOne("schools", { id })).data;
    const refused = await failure(
      provider.update("schools", {
        id,
        data: { ...before, status: !before.status, school_name: "Another Name", colour: "red" },
        previousData: before,
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({
      school_name: "school_name cannot be changed here; only status and admin_approval can",
      colour: "colour is not a field of this record",
    });
    const after = (await provider.getOne("schools", { id })).data;
    expect({ ...after, assets: null }).toEqual({ ...before, assets: null });
    expect(await events("school.status_changed", id)).toBe(0);
  });

  it("updates a board administrator's status, ending their sessions' access, with its event", async () => {
    const [{ account_id: id }] = await t.db.query<{ account_id: number }>(
      "SELECT account_id FROM accounts WHERE role = 'board_admin' AND status ORDER BY account_id LIMIT 1",
    );
    await createSession(t.db, id, { idleMinutes: 30, maxHours: 12, now: t.clock.now });
    const sessions = "SELECT count(*)::int AS n FROM sessions WHERE account_id = $1";
    expect(await count(sessions, [id])).toBe(1);
    const before = (await provider.getOne("board-admins", { id })).data;
    const updated = await provider.update("board-admins", {
      id,
      data: { ...before, status: false },
      previousData: before,
    });
    expect(updated.data).toEqual({ ...before, status: false });
    expect(await events("board_admin.status_changed", id)).toBe(1);
    expect(await count(sessions, [id])).toBe(0);
    const refused = await failure(
      provider.update("board-admins", {
        id,
        data: { ...updated.data, email: "someone@else.example" },
        previousData: updated.data,
      }),
    );
    expect(refused.body.errors).toEqual({
      email: "email cannot be changed here; only status can",
    });
  });

  it("lists the audit trail, with the events of those updates", async () => {
    const verified = await provider.getList("audit-events", {
      pagination: { page: 1, perPage: 10 },
      sort: { field: "id", order: "ASC" },
      filter: { action: "school.verified" },
    });
    expect(verified.total).toBe(
      await count("SELECT count(*)::int AS n FROM audit_events WHERE action = 'school.verified'"),
    );
    expect(verified.total).toBeGreaterThan(0);
    const event = (await provider.getOne("audit-events", { id: verified.data[0].id })).data;
    expect(event).toMatchObject({ action: "school.verified", actor_username: "admin" });
    const all = await provider.getList("audit-events", {
      pagination: { page: 1, perPage: 100 },
      sort: { field: "id", order: "DESC" },
      filter: {},
    });
    const ids = all.data.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(all.total).toBe(await count("SELECT count(*)::int AS n FROM audit_events"));
  });

  it("answers 405 with Allow for a method a resource does not offer", async () => {
    const created = await failure(provider.create("schools", { data: { school_name: "X" } }));
    expect(created.status).toBe(405);
    const deleted = await failure(provider.delete("countries", { id: 1 }));
    expect(deleted.status).toBe(405);
    const cases: [string, string, string][] = [
      ["DELETE", "/v1/rest/schools/1", "GET, HEAD, PUT"],
      ["POST", "/v1/rest/schools", "GET, HEAD"],
      ["PUT", "/v1/rest/countries/1", "GET, HEAD"],
      ["PUT", "/v1/rest/audit-events/1", "GET, HEAD"],
    ];
    for (const [method, url, allow] of cases) {
      const res = await raw(method, url, { "content-type": "application/json" });
      expect(res.status, `${method} ${url}`).toBe(405);
      expect(res.headers.get("allow")).toBe(allow);
    }
  });

  it("is in the OpenAPI document: every route, its sort fields and Content-Range", () => {
    type Op = {
      tags: string[];
      description?: string;
      responses: Record<string, { headers?: object }>;
    };
    const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, Op>> };
    for (const resource of REST_RESOURCES) {
      const list = doc.paths[`/v1/rest/${resource}`].get;
      expect(list.tags).toEqual(["Simple REST"]);
      expect(list.description).toContain(`Sorts on ${REST_SORT_FIELDS[resource].join(", ")}`);
      expect(list.responses["200"].headers).toHaveProperty("Content-Range");
      expect(doc.paths[`/v1/rest/${resource}/{id}`].get.tags).toEqual(["Simple REST"]);
      expect(!!doc.paths[`/v1/rest/${resource}/{id}`].put).toBe(resource in REST_UPDATABLE);
    }
  });

  it("needs the same bearer token as the rest of the API", async () => {
    const res = await fetch(`${base}/v1/rest/schools`);
    expect(res.status).toBe(401);
    const anonymous = simpleRestProvider(`${base}/v1/rest`);
    const error = await failure(anonymous.getOne("audit-events", { id: 1 }));
    expect(error.status).toBe(401);
  });
});

describeEachDb("CORS", (kind) => {
  const ORIGIN = "https://console.example";
  const ASSET = "/v1/super-admin/school/asset/1?expires=1&sig=x";
  let t: TestApp;
  afterAll(() => t?.close());

  it("is off by default: no other origin is allowed", async () => {
    const plain = await createTestApp(kind);
    try {
      const token = await plain.login();
      const res = await plain.app.inject({
        method: "GET",
        url: "/v1/rest/countries",
        headers: { ...plain.auth(token), origin: ORIGIN },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers["access-control-allow-origin"]).toBeUndefined();
      const file = await plain.app.inject({ method: "GET", url: ASSET });
      expect(file.headers["cross-origin-resource-policy"]).toBe("same-origin");
    } finally {
      await plain.close();
    }
  });

  it("allows the origins of CORS_ORIGINS and exposes Content-Range to them", async () => {
    t = await createTestApp(kind, { corsOrigins: [ORIGIN] });
    const token = await t.login();
    const preflight = await t.app.inject({
      method: "OPTIONS",
      url: "/v1/rest/schools/1",
      headers: {
        origin: ORIGIN,
        "access-control-request-method": "PUT",
        "access-control-request-headers": "authorization, content-type",
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers["access-control-allow-origin"]).toBe(ORIGIN);
    expect(String(preflight.headers["access-control-allow-methods"])).toContain("PUT");
    expect(String(preflight.headers["access-control-allow-headers"])).toContain("authorization");

    const res = await t.app.inject({
      method: "GET",
      url: "/v1/rest/countries",
      headers: { ...t.auth(token), origin: ORIGIN },
    });
    expect(res.headers["access-control-allow-origin"]).toBe(ORIGIN);
    expect(String(res.headers["access-control-expose-headers"])).toContain("content-range");
    expect(res.headers["content-range"]).toMatch(/^countries 0-\d+\/\d+$/);

    const stranger = await t.app.inject({
      method: "GET",
      url: "/v1/rest/countries",
      headers: { ...t.auth(token), origin: "https://elsewhere.example" },
    });
    expect(stranger.headers["access-control-allow-origin"]).toBeUndefined();
    // A signed file link may be shown in an <img> of the allowed origin.
    const file = await t.app.inject({ method: "GET", url: ASSET });
    expect(file.headers["cross-origin-resource-policy"]).toBe("cross-origin");
  });
});

describe("CORS_ORIGINS", () => {
  it("is a comma-separated list of origins, checked at start-up", async () => {
    const { configFromEnv, ConfigError } = await import("../../server/config");
    expect(configFromEnv({}).corsOrigins).toEqual([]);
    expect(
      configFromEnv({ CORS_ORIGINS: "https://a.example, http://localhost:5173" }).corsOrigins,
    ).toEqual(["https://a.example", "http://localhost:5173"]);
    for (const bad of ["*", "a.example", "https://a.example/", "ftp://a.example"]) {
      expect(() => configFromEnv({ CORS_ORIGINS: bad }), bad).toThrow(ConfigError);
    }
    expect(() => configFromEnv({ CORS_ORIGINS: "https://a.example/app" })).toThrow(
      'CORS_ORIGINS must be a comma-separated list of origins such as https://console.example.com, got "https://a.example/app".',
    );
  });
});
