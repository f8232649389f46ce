import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { seededApp, createTestApp, describeEachDb, type TestApp } from "./harness";

describeEachDb("lookups", (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    ({ t, token } = await seededApp(kind));
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: "GET", url, headers: t.auth(token) });

  it("lists the countries, India's 36 states and union territories, and a state's cities", async () => {
    const countries = (await get("/v1/static/country")).json().resources.data;
    const india = countries.find((c: { name: string }) => c.name === "India");
    expect(india).toMatchObject({ country_id: expect.any(Number) });
    const states = (await get(`/v1/static/state/${india.country_id}`)).json().resources.data;
    expect(states).toHaveLength(36);
    const maharashtra = states.find((s: { name: string }) => s.name === "Maharashtra");
    const cities = (await get(`/v1/static/cities/${maharashtra.state_id}`)).json().resources.data;
    expect(cities.map((c: { name: string }) => c.name)).toContain("Pune");
  });

  it("lists the main boards with their sub-boards", async () => {
    const boards = (await get("/v1/static/main-boards")).json().resources.data;
    const cbse = boards.find((b: { name: string }) => b.name.includes("CBSE"));
    expect(cbse.sub_boards.length).toBeGreaterThan(5);
    expect(cbse.sub_boards[0]).toEqual({ board_id: expect.any(Number), name: expect.any(String) });
  });

  it("answers 404 to an id that is not a number or beyond what the database holds", async () => {
    for (const id of ["abc", "0", "-1", "1.5", "2147483648", "99999999999999999999"]) {
      expect((await get(`/v1/static/state/${id}`)).statusCode).toBe(404);
      expect((await get(`/v1/static/cities/${id}`)).statusCode).toBe(404);
    }
    expect((await get("/v1/static/state/2147483647")).json().resources.data).toEqual([]);
  });

  it("needs a token", async () => {
    expect((await t.app.inject({ method: "GET", url: "/v1/static/country" })).statusCode).toBe(401);
  });
});

describeEachDb("the API's edges", (kind) => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp(kind)));
  afterAll(() => t.close());

  it("answers an unknown /v1 path with JSON 404", async () => {
    const res = await t.app.inject({ method: "GET", url: "/v1/no/such/thing" });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/json/);
    expect(res.json()).toMatchObject({ status: false, code: 404 });
  });

  it("reports health while the database answers, and 503 when it does not", async () => {
    expect((await t.app.inject({ method: "GET", url: "/health" })).statusCode).toBe(200);
    const query = t.db.query.bind(t.db);
    t.db.query = async () => {
      throw new Error("connection lost");
    };
    try {
      expect((await t.app.inject({ method: "GET", url: "/health" })).statusCode).toBe(503);
    } finally {
      t.db.query = query;
    }
  });

  it("publishes an OpenAPI document with every route", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/v1/openapi.json" })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain("/v1/super-admin/change-password");
  });

  it("sends security headers", async () => {
    const res = await t.app.inject({ method: "GET", url: "/health" });
    expect(res.headers["content-security-policy"]).toContain("style-src 'self' 'unsafe-inline'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });
});

describeEachDb("serving the console", (kind) => {
  let t: TestApp;
  let staticDir: string;
  beforeAll(async () => {
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), "rollcall-dist-"));
    fs.mkdirSync(path.join(staticDir, "assets"));
    fs.writeFileSync(path.join(staticDir, "index.html"), "<!doctype html><title>Rollcall</title>");
    fs.writeFileSync(path.join(staticDir, "assets", "app.js"), "console.log(1)");
    t = await createTestApp(kind, { staticDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  it("serves index.html at / and at every client route", async () => {
    for (const url of ["/", "/dashboard", "/school/profile/5"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain("<title>Rollcall</title>");
    }
    expect((await t.app.inject({ method: "GET", url: "/assets/app.js" })).body).toBe(
      "console.log(1)",
    );
  });

  it("answers an unknown API path and a missing file with a 404, never the console", async () => {
    const api = await t.app.inject({ method: "GET", url: "/v1/no/such/thing" });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ status: false, code: 404 });
    expect((await t.app.inject({ method: "GET", url: "/assets/missing.js" })).statusCode).toBe(404);
  });
});
