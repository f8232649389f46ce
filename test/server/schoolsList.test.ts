import { afterEach, beforeEach, expect, it } from "vitest";
import { seededApp, describeEachDb, type TestApp } from "./harness";
import { multipart, sample, validFields } from "./schoolsFixtures";

describeEachDb("school list, verify, status and downloads", (kind) => {
  let t: TestApp;
  let token: string;
  let ids: number[];
  beforeEach(async () => {
    ({ t, token, ids } = await seededApp(kind, {
      schools: 23,
      seed: 7,
      shape: (school, i) => ({
        ...school,
        admin_approval: i % 3 === 0,
        ...(i === 5 && {
          school_name: "Zephyr 100% Academy",
          search_text: "zephyr 100% academy tara iyer mysuru",
        }),
      }),
    }));
  });
  afterEach(() => t.close());

  const get = (url: string) => t.app.inject({ url, headers: t.auth(token) });
  const list = async (query: string) => (await get(`/v1/super-admin/school/list?${query}`)).json();

  it("lists newest first with the page fields and the list item fields", async () => {
    const body = await list("page=1&limit=10");
    expect(body).toMatchObject({
      status: true,
      resources: { total: 23, total_pages: 3, current_page: 1, total_capped: false },
    });
    expect(body.resources.data.map((s: { school_id: number }) => s.school_id)).toEqual(
      [...ids].reverse().slice(0, 10),
    );
    expect(Object.keys(body.resources.data[0]).sort()).toEqual(
      [
        "admin_approval",
        "admin_name",
        "city_name",
        "created_at",
        "school_id",
        "school_name",
        "state_name",
        "status",
        "students",
        "udise_code",
      ].sort(),
    );
    expect(body.resources.data[0].students).toEqual(expect.any(Number));
    const last = await list("page=3&limit=10");
    expect(last.resources).toMatchObject({ total: 23, current_page: 3 });
    expect(last.resources.data.map((s: { school_id: number }) => s.school_id)).toEqual(
      ids.slice(0, 3).reverse(),
    );
    const beyond = await list("page=4&limit=10");
    expect(beyond.resources.data).toEqual([]);
  });

  it("gives every page, the early ones and those read from the oldest end, in newest-first order", async () => {
    const idsOf = (body: { resources: { data: { school_id: number }[] } }) =>
      body.resources.data.map((s) => s.school_id);
    for (const filter of ["", "&admin_approval=true", "&admin_approval=false", "&search=a"]) {
      const all = idsOf(await list(`page=1&limit=100${filter}`));
      expect(all.length).toBeGreaterThan(5);
      for (const limit of [3, 4, 10]) {
        const pages: number[] = [];
        for (let page = 1; page <= Math.ceil(all.length / limit); page++) {
          pages.push(...idsOf(await list(`page=${page}&limit=${limit}${filter}`)));
        }
        expect(pages, `${filter} by ${limit}`).toEqual(all);
      }
    }
  });

  it("filters on admin_approval given as the strings true and false", async () => {
    const verified = await list("admin_approval=true");
    expect(verified.resources.total).toBe(8);
    expect(
      verified.resources.data.every((s: { admin_approval: boolean }) => s.admin_approval),
    ).toBe(true);
    const pending = await list("admin_approval=false");
    expect(pending.resources.total).toBe(15);
    expect(
      pending.resources.data.every((s: { admin_approval: boolean }) => !s.admin_approval),
    ).toBe(true);
    expect((await list("admin_approval=")).resources.total).toBe(23);
    expect((await get("/v1/super-admin/school/list?admin_approval=yes")).statusCode).toBe(400);
    expect((await get("/v1/super-admin/school/list?limit=101")).statusCode).toBe(400);
  });

  it("refuses a query it cannot answer with a sentence of its own, never a library's", async () => {
    const tooMany = await get("/v1/super-admin/school/list?limit=1000");
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe("Page size must be a whole number from 1 to 100");
    const long = await get(`/v1/super-admin/school/list?search=${"a".repeat(150)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe("Search for at most 100 characters");
    const filter = await get("/v1/super-admin/school/list?admin_approval=yes");
    expect(filter.json().message).toBe("The verified filter must be true, false or empty");
  });

  it("searches school name, principal name and city, case-insensitively, with every word", async () => {
    const byName = await list("search=ZEPHYR");
    expect(byName.resources.total).toBe(1);
    expect(byName.resources.data[0].school_id).toBe(ids[5]);
    expect((await list("search=tara%20iyer")).resources.total).toBe(1);
    expect((await list("search=zephyr%20mysuru")).resources.total).toBe(1);
    expect((await list("search=zephyr%20nowhere")).resources.total).toBe(0);
    // A wildcard typed by the user is a plain character.
    expect((await list("search=100%25")).resources.total).toBe(1);
    expect((await list("search=_")).resources.total).toBe(0);
    const empty = await list("search=no-such-school");
    expect(empty.resources).toMatchObject({ data: [], total: 0, total_pages: 1, current_page: 1 });
  });

  it("keeps a search's total right after a write that changes it", async () => {
    expect((await list("search=zephyr&admin_approval=true")).resources.total).toBe(0);
    await t.app.inject({
      method: "POST",
      url: "/v1/super-admin/school/approve",
      payload: { school_id: ids[5] },
      headers: t.auth(token),
    });
    expect((await list("search=zephyr&admin_approval=true")).resources.total).toBe(1);
  });

  it("verifies a school once; a second verification changes nothing and says so", async () => {
    const approve = (school_id: number | string) =>
      t.app.inject({
        method: "POST",
        url: "/v1/super-admin/school/approve",
        payload: { school_id },
        headers: t.auth(token),
      });
    const pending = ids[1];
    const first = await approve(pending);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: true, message: "School verified successfully" });
    const second = await approve(pending);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ status: false, message: "School is already verified" });
    expect((await list("admin_approval=true")).resources.total).toBe(9);
    expect((await approve(999999)).statusCode).toBe(404);
    expect((await approve("abc")).statusCode).toBe(400);
  });

  it("sets the status to the value sent, so a repeated request is harmless", async () => {
    const change = (status: boolean, school_id = ids[2]) =>
      t.app.inject({
        method: "PUT",
        url: "/v1/super-admin/school/change-status",
        payload: { school_id, status },
        headers: t.auth(token),
      });
    for (const value of [true, true, false, false]) {
      const res = await change(value);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe("School status updated successfully");
      const row = (await list("limit=100")).resources.data.find(
        (s: { school_id: number }) => s.school_id === ids[2],
      );
      expect(row.status).toBe(value);
    }
    expect((await change(true, 999999)).statusCode).toBe(404);
  });

  it("answers 404 for an unknown school and for an id that cannot be one", async () => {
    for (const id of ["999999", "2147483647", "2147483648", "abc", "0"]) {
      expect((await get(`/v1/super-admin/school/${id}`)).statusCode).toBe(404);
    }
    expect((await t.app.inject({ url: "/v1/super-admin/school/list" })).statusCode).toBe(401);
  });

  it("serves files through signed links that expire and cannot be altered", async () => {
    const body = multipart(await validFields(t.db), [
      { field: "school_image", name: "front.png", data: sample.png },
      { field: "school_documents", name: "Prüfbericht 2026.pdf", data: sample.pdf },
    ]);
    const created = await t.app.inject({
      method: "POST",
      url: "/v1/super-admin/school/register",
      payload: body.payload,
      headers: { ...body.headers, ...t.auth(token) },
    });
    const school = (
      await get(`/v1/super-admin/school/${created.json().resources.data.school_id}`)
    ).json().resources.data;
    const doc = school.assets.document[0];
    expect(doc.url).toMatch(/^\/v1\/super-admin\/school\/asset\/\d+\?expires=\d+&sig=[\w-]+$/);

    // No bearer token: the link is the credential.
    const res = await t.app.inject({ url: doc.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="Pr_fbericht 2026.pdf"; filename*=UTF-8''Pr%C3%BCfbericht%202026.pdf`,
    );
    expect(res.rawPayload.equals(sample.pdf)).toBe(true);
    const image = await t.app.inject({ url: school.assets.school_image[0].url });
    expect(image.headers["content-type"]).toBe("image/png");

    const tampered = doc.url.replace(
      /sig=([\w-])/,
      (_m: string, c: string) => `sig=${c === "A" ? "B" : "A"}`,
    );
    expect((await t.app.inject({ url: tampered })).statusCode).toBe(403);
    const otherAsset = doc.url.replace(/asset\/(\d+)/, `asset/${school.assets.school_image[0].id}`);
    expect((await t.app.inject({ url: otherAsset })).statusCode).toBe(403);
    const laterExpiry = doc.url.replace(
      /expires=(\d+)/,
      (_m: string, e: string) => `expires=${Number(e) + 3600}`,
    );
    expect((await t.app.inject({ url: laterExpiry })).statusCode).toBe(403);

    t.clock.advance(21 * 60 * 1000);
    const expired = await t.app.inject({ url: doc.url });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toMatch(/expired/);
  });
});
