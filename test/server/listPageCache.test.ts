import path from "node:path";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { paths } from "../../contract/api";
import { buildApp } from "../../server/app";
import { localStorage } from "../../server/storage/index";
import { recordStatements, seededApp, describeEachDb, type TestApp } from "./harness";
import { sendSchoolForm, validFields } from "./schoolsFixtures";

describeEachDb("the school list's pages kept until a row they show changes", (kind) => {
  let t: TestApp;
  /** A second instance of the API on the same database, as behind a load balancer. */
  let other: FastifyInstance;
  let token: string;
  let ids: number[];
  let statements: string[] = [];
  beforeAll(async () => {
    ({ t, token, ids } = await seededApp(kind, { schools: 14, seed: 21 }));
    other = await buildApp({
      config: t.config,
      db: t.db,
      storage: localStorage(path.join(t.dataDir, "files")),
    });
    await other.ready();
    statements = recordStatements(t.db);
  });
  beforeEach(() => {
    statements.length = 0;
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const list = async (query = "page=1&limit=10", app: FastifyInstance = t.app) => {
    const res = await app.inject({
      url: `${paths.schoolList}?${query}`,
      headers: t.auth(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().resources.data as {
      school_id: number;
      status: boolean;
      admin_name: string;
    }[];
  };
  const rowOf = async (id: number, app?: FastifyInstance) =>
    (await list("page=1&limit=100", app)).find((row) => row.school_id === id)!;
  const changeStatus = async (school_id: number, status: boolean) => {
    const res = await t.app.inject({
      method: "PUT",
      url: paths.schoolChangeStatus,
      payload: { school_id, status },
      headers: t.auth(token),
    });
    expect(res.statusCode).toBe(200);
  };
  const rowsVersion = async () =>
    (await t.db.query<{ v: string }>("SELECT rows_version::text AS v FROM school_counters"))[0].v;

  it("reads a page once: asked again, it costs the session check and the counters alone", async () => {
    const first = await list();
    expect(statements).toHaveLength(3);
    statements.length = 0;
    expect(await list()).toEqual(first);
    expect(statements).toHaveLength(2);
    // Another page, another filter or another order of the same rows is read.
    statements.length = 0;
    await list("page=2&limit=10");
    await list("page=1&limit=10&admin_approval=false");
    expect(statements).toHaveLength(6);
  });

  it("reads the page again after a status change, and shows it", async () => {
    const before = await rowOf(ids[13]);
    await changeStatus(ids[13], !before.status);
    expect((await rowOf(ids[13])).status).toBe(!before.status);
  });

  it("shows a principal's new name, though the school's own row did not change", async () => {
    await list();
    const version = await rowsVersion();
    await t.db.query("UPDATE school_principals SET first_name = 'Zoya' WHERE school_id = $1", [
      ids[12],
    ]);
    expect(await rowsVersion()).not.toBe(version);
    expect((await rowOf(ids[12])).admin_name).toMatch(/^Zoya /);
  });

  it("moves the version on for a school registered through the form, not for a statement that changed no row", async () => {
    await list();
    const version = await rowsVersion();
    await t.db.query("UPDATE schools SET status = true WHERE school_id = -1");
    await t.db.query("DELETE FROM school_principals WHERE school_id = -1");
    expect(await rowsVersion()).toBe(version);
    const res = await sendSchoolForm(
      t,
      token,
      paths.schoolRegister,
      "POST",
      await validFields(t.db, { school_name: "Cache Lane School" }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(await rowsVersion()).not.toBe(version);
    expect((await list())[0]).toMatchObject({ school_name: "Cache Lane School" });
  });

  it("shows on one instance a change made through another at once", async () => {
    const before = await rowOf(ids[11], other);
    await rowOf(ids[11]);
    await changeStatus(ids[11], !before.status);
    expect((await rowOf(ids[11], other)).status).toBe(!before.status);
  });

  it("still refuses an ended session a page it has kept", async () => {
    const second = await t.login();
    const asSecond = () =>
      t.app.inject({ url: `${paths.schoolList}?page=1&limit=10`, headers: t.auth(second) });
    expect((await asSecond()).statusCode).toBe(200);
    await t.app.inject({ method: "POST", url: "/v1/super-admin/logout", headers: t.auth(second) });
    expect((await asSecond()).statusCode).toBe(401);
  });
});
