import path from "node:path";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import simpleRestProvider from "ra-data-simple-rest";
import { fetchUtils, type DataProvider } from "ra-core";
import { createTestApp, describeEachDb, type TestApp } from "./harness";
import { seedDemoSchools, DEMO_SCHOOLS } from "../../server/db/demo/schools";
import { localStorage } from "../../server/storage/index";

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
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    provider = simpleRestProvider(`${base}/v1/rest`, (url, options = {}) =>
      fetchUtils.fetchJson(url, {
        ...options,
        user: { authenticated: true, token: `Bearer ${token}` },
      }),
    );
  });
  afterAll(() => t.close());

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
