import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { paths } from "../../contract/api";
import { textOf } from "../../server/db/index";
import { setEnrolment } from "../../server/schools/attendance";
import { expectAggregatesExact } from "./aggregates";
import { addSchools, seededApp, describeEachDb, type TestApp } from "./harness";
import { multipart, validFields } from "./schoolsFixtures";

describeEachDb("the list's totals, the counters behind them and the search-count cache", (kind) => {
  let t: TestApp;
  let token: string;
  let ids: number[];
  beforeEach(async () => {
    ({ t, token, ids } = await seededApp(kind, {
      schools: 23,
      seed: 5,
      shape: (school, i) => ({
        ...school,
        admin_approval: i % 3 === 0,
        ...(i === 5 && { admin_approval: false, search_text: "zephyr academy tara iyer mysuru" }),
      }),
    }));
  });
  afterEach(() => t.close());

  const list = async (query: string) =>
    (await t.app.inject({ url: `${paths.schoolList}?${query}`, headers: t.auth(token) })).json()
      .resources;
  const idsOf = (data: { school_id: number }[]) => data.map((s) => s.school_id);
  const send = async (url: string, method: "POST" | "PUT", fields: Record<string, string>) => {
    const body = multipart(await validFields(t.db, fields));
    const res = await t.app.inject({
      method,
      url,
      payload: body.payload,
      headers: { ...body.headers, ...t.auth(token) },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json().resources.data.school_id as number;
  };
  const register = (fields: Record<string, string> = {}) =>
    send(paths.schoolRegister, "POST", fields);
  const update = (id: number, fields: Record<string, string>) =>
    send(paths.schoolUpdate, "PUT", { school_id: String(id), ...fields });
  const approve = (school_id: number) =>
    t.app.inject({
      method: "POST",
      url: paths.schoolApprove,
      payload: { school_id },
      headers: t.auth(token),
    });
  const changeStatus = (school_id: number, status: boolean) =>
    t.app.inject({
      method: "PUT",
      url: paths.schoolChangeStatus,
      payload: { school_id, status },
      headers: t.auth(token),
    });
  /** Every school, newest first, read from the table itself. */
  const truth = async (where = "true") =>
    (
      await t.db.query<{ school_id: number }>(
        `SELECT school_id FROM schools WHERE ${where} ORDER BY school_id DESC`,
      )
    ).map((r) => r.school_id);

  it("counts a registered school in the total, and every page (also those read from the oldest end) is right", async () => {
    const id = await register({ school_name: "Registered Today School" });
    const first = await list("page=1&limit=10");
    expect(first).toMatchObject({ total: 24, total_pages: 3, current_page: 1 });
    expect(first.data[0].school_id).toBe(id);
    const stitched: number[] = [];
    for (let page = 1; page <= 3; page++)
      stitched.push(...idsOf((await list(`page=${page}&limit=10`)).data));
    expect(stitched).toEqual(await truth());
    // The last page holds the four oldest schools: it is read from the oldest end using the total.
    expect(idsOf((await list("page=3&limit=10")).data)).toEqual(ids.slice(0, 4).reverse());
    expect((await list("admin_approval=false&limit=100")).total).toBe(
      (await truth("NOT admin_approval")).length,
    );
    expect(await expectAggregatesExact(t.db)).toMatchObject({ schools: 24 });
  });

  it("keeps the counters equal to a recount after every kind of write", async () => {
    const before = await expectAggregatesExact(t.db);
    const id = await register();
    await update(id, { school_name: "Renamed School" });
    expect((await approve(id)).statusCode).toBe(200);
    expect((await approve(ids[1])).statusCode).toBe(200);
    expect((await changeStatus(id, true)).statusCode).toBe(200);
    await setEnrolment(t.db, [
      { school_id: id, students: 640, teachers: 25 },
      { school_id: ids[0], students: 10, teachers: 2 },
    ]);
    const after = await expectAggregatesExact(t.db);
    expect(after.schools).toBe(before.schools + 1);
    expect(after.verified_schools).toBe(before.verified_schools + 2);

    // Rows removed (a school deleted by an operator) and a bulk load are counted too.
    await t.db.query("DELETE FROM schools WHERE school_id = ANY($1::int[])", [ids.slice(0, 3)]);
    await addSchools(t.db, 40, { seed: 8, from: 100 });
    const end = await expectAggregatesExact(t.db);
    expect(end.schools).toBe(before.schools + 1 - 3 + 40);
    expect((await list("limit=10")).total).toBe(end.schools);
    expect((await list("admin_approval=true")).total).toBe(end.verified_schools);
  });

  it("counts a search once and reads the count of its later pages from the cache", async () => {
    const query = vi.spyOn(t.db, "query");
    const counts = () => query.mock.calls.filter(([sql]) => /count\(\*\)/.test(textOf(sql))).length;
    const total = (await list("search=a&limit=3&page=1")).total;
    expect(total).toBeGreaterThan(6);
    expect(counts()).toBe(1);
    await list("search=a&limit=3&page=2");
    await list("search=A&limit=3&page=3");
    await list("search=a&limit=3&page=1");
    expect(counts()).toBe(1);
    // Another filter is another count.
    await list("search=a&admin_approval=true");
    expect(counts()).toBe(2);
  });

  it("keeps a search counted while only writes that cannot change it happen", async () => {
    const query = vi.spyOn(t.db, "query");
    const counts = () => query.mock.calls.filter(([sql]) => /count\(\*\)/.test(textOf(sql))).length;
    await list("search=zephyr");
    expect((await changeStatus(ids[5], true)).statusCode).toBe(200);
    await setEnrolment(t.db, [{ school_id: ids[5], students: 300, teachers: 12 }]);
    expect((await list("search=zephyr")).total).toBe(1);
    expect(counts()).toBe(1);
  });

  it("shows a search's new total after a registration that matches it", async () => {
    expect((await list("search=zephyr")).total).toBe(1);
    await register({ school_name: "Zephyr Hills School" });
    const after = await list("search=zephyr");
    expect(after.total).toBe(2);
    expect(after.data).toHaveLength(2);
  });

  it("shows a search's new total after an update that changes what it matches", async () => {
    const id = await register({ school_name: "Quillon Public School" });
    expect((await list("search=quillon")).total).toBe(1);
    expect((await list("search=marigold")).total).toBe(0);
    await update(id, { school_name: "Marigold Public School" });
    expect((await list("search=quillon")).total).toBe(0);
    expect((await list("search=marigold")).total).toBe(1);
    // The principal's name is searched too.
    expect((await list("search=raghunath")).total).toBe(1);
    await update(id, { school_name: "Marigold Public School", last_name: "Kamath" });
    expect((await list("search=raghunath")).total).toBe(0);
  });

  it("shows a filtered search's new total after a verification", async () => {
    expect((await list("search=zephyr&admin_approval=false")).total).toBe(1);
    expect((await list("search=zephyr&admin_approval=true")).total).toBe(0);
    expect((await approve(ids[5])).statusCode).toBe(200);
    expect((await list("search=zephyr&admin_approval=false")).total).toBe(0);
    expect((await list("search=zephyr&admin_approval=true")).total).toBe(1);
  });

  it("matches every word of a long search, and refuses more words than a search may have", async () => {
    const words = "zephyr academy tara iyer mysuru";
    expect((await list(`search=${encodeURIComponent(`${words} zeph iye`)}`)).total).toBe(1);
    // The seventh word matches nothing: no school has every word.
    expect((await list(`search=${encodeURIComponent(`${words} acad nowhere`)}`)).total).toBe(0);
    const tooMany = await t.app.inject({
      url: `${paths.schoolList}?search=${encodeURIComponent("a b c d e f g h i j k")}`,
      headers: t.auth(token),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      message: "Search for at most 10 words",
      errors: { search: "Search for at most 10 words" },
    });
    const tenWords = await list(`search=${encodeURIComponent(`${words} zeph acad tar iye mys`)}`);
    expect(tenWords.total).toBe(1);
  });
});
