import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { SCHOOL_SORTS, type SchoolSort } from "../../contract/schools";
import { listSchools, type SchoolListOptions } from "../../server/schools/service";
import { addSchools, describeEachDb, seededApp, type TestApp } from "./harness";

/*
 * The school list's filters and sorts (issue 31), each checked against a brute force: every
 * school read once with its filtered values (the main board through the boards table, the
 * registration day as India's calendar reads it), filtered and sorted here, and compared with
 * what the API answers for random filters, sorts and pages.
 */

interface Row {
  school_id: number;
  state_id: number;
  city_id: number;
  main_board_id: number;
  board_id: number;
  type: "public" | "private";
  status: boolean;
  admin_approval: boolean;
  students: number;
  /** The school's place in the database's order of names (its collation is the list's). */
  name_rank: number;
  created_ms: number;
  /** The registration day in India (UTC+05:30, no daylight saving time). */
  day: string;
}

type Filters = Partial<
  Pick<
    SchoolListOptions,
    | "state_id"
    | "city_id"
    | "main_board_id"
    | "board_id"
    | "type"
    | "status"
    | "admin_approval"
    | "registered_from"
    | "registered_to"
  >
>;

const indiaDay = (ms: number) => new Date(ms + 5.5 * 3600_000).toISOString().slice(0, 10);

/** The brute force: the rows the filter takes, in the sort's order, ties by id. */
function expected(rows: Row[], f: Filters, sort: SchoolSort, order: "ASC" | "DESC") {
  const key: Record<SchoolSort, (r: Row) => number> = {
    school_id: () => 0,
    school_name: (r) => r.name_rank,
    students: (r) => r.students,
    created_at: (r) => r.created_ms,
  };
  const sign = order === "ASC" ? 1 : -1;
  return rows
    .filter(
      (r) =>
        (f.state_id === undefined || r.state_id === f.state_id) &&
        (f.city_id === undefined || r.city_id === f.city_id) &&
        (f.main_board_id === undefined || r.main_board_id === f.main_board_id) &&
        (f.board_id === undefined || r.board_id === f.board_id) &&
        (f.type === undefined || r.type === f.type) &&
        (f.status === undefined || r.status === f.status) &&
        (f.admin_approval === undefined || r.admin_approval === f.admin_approval) &&
        (f.registered_from === undefined || indiaDay(r.created_ms) >= f.registered_from) &&
        (f.registered_to === undefined || indiaDay(r.created_ms) <= f.registered_to),
    )
    .sort((a, b) => sign * (key[sort](a) - key[sort](b) || a.school_id - b.school_id))
    .map((r) => r.school_id);
}

/** A filter's query text, as the console sends it. */
const queryOf = (f: Filters) =>
  Object.entries(f)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join("&");

const SCHOOLS = 70;

describeEachDb("the school list's filters and sorts", (kind) => {
  let t: TestApp;
  let token: string;
  let rows: Row[];

  const readRows = () =>
    t.db.query<Row>(
      `SELECT s.school_id, s.state_id, s.city_id, b.main_board_id, s.board_id, s.type, s.status,
              s.admin_approval, s.students,
              (rank() OVER (ORDER BY s.school_name))::int AS name_rank,
              (extract(epoch FROM s.created_at) * 1000)::float8 AS created_ms,
              (s.created_at AT TIME ZONE 'Asia/Kolkata')::date::text AS day
         FROM schools s JOIN boards b ON b.board_id = s.board_id`,
    );

  beforeAll(async () => {
    ({ t, token } = await seededApp(kind, {
      schools: SCHOOLS,
      seed: 31,
      shape: (school, i) => ({
        ...school,
        type: i % 3 ? "public" : "private",
        status: i % 4 === 0,
        admin_approval: i % 5 === 0,
        // Few values: ties are broken by id.
        students: (i * 37) % 9,
        // Some names alike too.
        ...(i % 7 === 0 && { school_name: "Saraswati Vidya Mandir" }),
      }),
    }));
    // Registration moments over five years, some in the hours where India's day is UTC's next.
    await t.db.query(
      `UPDATE schools SET created_at = timestamptz '2021-01-01 00:00:00+00'
         + ((school_id * 7919) % 1800) * interval '1 day'
         + ((school_id * 13) % 24) * interval '1 hour' + ((school_id * 7) % 60) * interval '1 minute'`,
    );
    rows = await readRows();
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ url, headers: t.auth(token) });

  const filtersArb = () => {
    const pick = <T>(values: T[]) => fc.option(fc.constantFrom(...values), { nil: undefined });
    const ids = (field: "state_id" | "city_id" | "main_board_id" | "board_id") => [
      ...new Set(rows.map((r) => r[field])),
      999_999,
    ];
    const days = [...new Set(rows.map((r) => r.day))].sort();
    return (
      fc
        .record({
          state_id: pick(ids("state_id")),
          city_id: pick(ids("city_id")),
          main_board_id: pick(ids("main_board_id")),
          board_id: pick(ids("board_id")),
          type: pick(["public", "private"] as const),
          status: pick([true, false]),
          admin_approval: pick([true, false]),
          registered_from: pick(days),
          registered_to: pick(days),
        })
        .filter(
          (f) => !f.registered_from || !f.registered_to || f.registered_from <= f.registered_to,
        )
        // Mostly one or two filters, as people use the list; sometimes more.
        .map((f) => {
          const set = Object.entries(f).filter(([, v]) => v !== undefined);
          return Object.fromEntries(set.slice(0, 1 + (set.length % 3))) as Filters;
        })
    );
  };
  const sortArb = fc.record({
    sort: fc.constantFrom(...SCHOOL_SORTS),
    order: fc.constantFrom("ASC" as const, "DESC" as const),
    limit: fc.integer({ min: 1, max: 12 }),
    page: fc.integer({ min: 1, max: 5 }),
  });

  it("answers every filter and sort, page by page, as the brute force does, with the exact total", async () => {
    await fc.assert(
      fc.asyncProperty(filtersArb(), sortArb, async (f, { sort, order, limit, page }) => {
        const all = expected(rows, f, sort, order);
        const res = await get(
          `/v1/super-admin/school/list?${queryOf(f)}&sort=${sort}&order=${order.toLowerCase()}&limit=${limit}&page=${page}`,
        );
        expect(res.statusCode).toBe(200);
        const body = res.json().resources;
        expect(body.data.map((s: { school_id: number }) => s.school_id)).toEqual(
          all.slice((page - 1) * limit, page * limit),
        );
        expect(body.total).toBe(all.length);
        expect(body.total_capped).toBe(false);
      }),
      { numRuns: 80 },
    );
  });

  it("filters and sorts through the simple-REST dialect the same way", async () => {
    await fc.assert(
      fc.asyncProperty(filtersArb(), sortArb, async (f, { sort, order, limit, page }) => {
        const all = expected(rows, f, sort, order);
        const start = (page - 1) * limit;
        const res = await get(
          `/v1/rest/schools?filter=${encodeURIComponent(JSON.stringify(f))}&sort=${encodeURIComponent(
            JSON.stringify([sort === "school_id" ? "id" : sort, order]),
          )}&range=${encodeURIComponent(JSON.stringify([start, start + limit - 1]))}`,
        );
        expect(res.statusCode).toBe(200);
        expect(res.json().map((s: { id: number }) => s.id)).toEqual(
          all.slice(start, start + limit),
        );
        expect(res.headers["content-range"]).toMatch(new RegExp(`/${all.length}$`));
      }),
      { numRuns: 40 },
    );
  });

  it("counts beyond the cap only up to it, says so, and still pages on", async () => {
    const cap = 3;
    await fc.assert(
      fc.asyncProperty(filtersArb(), sortArb, async (f, { sort, order, limit, page }) => {
        const all = expected(rows, f, sort, order);
        const query: SchoolListOptions = { ...f, sort, order, limit, page };
        const answer = await listSchools(t.db, query, {}, cap);
        expect(answer.rows.map((s) => s.school_id)).toEqual(
          all.slice((page - 1) * limit, page * limit),
        );
        const counted = ["state_id", "city_id", "main_board_id", "board_id", "type"].filter(
          (k) => f[k as keyof Filters] !== undefined,
        ).length;
        const dated = f.registered_from !== undefined || f.registered_to !== undefined;
        if (dated ? counted === 0 : counted <= 2) {
          // One filter, or two of the counted ones (with the verified and activity filters or
          // not): the exact total, kept.
          expect(answer).toMatchObject({ total: all.length, total_capped: false });
        } else if (all.length > cap) {
          expect(answer).toMatchObject({ total: cap + 1, total_capped: true });
        } else expect(answer).toMatchObject({ total: all.length, total_capped: false });
      }),
      { numRuns: 80 },
    );
  });

  it("counts a search alone exactly beyond the cap, and a search with a filter up to it", async () => {
    const cap = 3;
    const [{ n }] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM schools WHERE search_text LIKE '%a%'",
    );
    expect(n).toBeGreaterThan(cap);
    const alone = await listSchools(t.db, { page: 1, limit: 10, search: "a" }, {}, cap);
    expect(alone).toMatchObject({ total: n, total_capped: false });
    const verified = await listSchools(
      t.db,
      { page: 1, limit: 10, search: "a", admin_approval: false },
      {},
      cap,
    );
    expect(verified.total_capped).toBe(false);
    const typed = await listSchools(
      t.db,
      { page: 1, limit: 10, search: "a", type: "public" },
      {},
      cap,
    );
    expect(typed).toMatchObject({ total: cap + 1, total_capped: true });
  });

  it("says 'more than 10,000' in the envelope when two filters match more", async () => {
    // 10,001 more schools of one state and type, written set-based.
    await t.db.query(
      `INSERT INTO schools (school_name, school_email, type, established_year, board_id, state_id,
         city_id, pincode, address, school_phone_number, latitude, longitude, area_radius,
         search_text)
       SELECT 'Bulk ' || g, 'bulk' || g || '@example.in', 'private', 2000, s.board_id, s.state_id,
              s.city_id, s.pincode, s.address, s.school_phone_number, s.latitude, s.longitude,
              s.area_radius, 'bulk'
         FROM generate_series(1, 10001) g, (SELECT * FROM schools ORDER BY school_id LIMIT 1) s`,
    );
    await t.db.query(
      `INSERT INTO school_principals (school_id, first_name, last_name, email, phone_number,
         employee_number)
       SELECT school_id, 'Bulk', 'Principal', 'p' || school_id || '@example.in', '9876543210',
              'BULK' || school_id
         FROM schools WHERE search_text = 'bulk'`,
    );
    const [{ state_id }] = await t.db.query<{ state_id: number }>(
      "SELECT state_id FROM schools WHERE search_text = 'bulk' LIMIT 1",
    );
    const body = (
      await get(
        `/v1/super-admin/school/list?state_id=${state_id}&type=private&registered_from=2000-01-01&limit=100&page=100`,
      )
    ).json().resources;
    expect(body).toMatchObject({ total: 10_001, total_pages: 101, total_capped: true });
    expect(body.data).toHaveLength(100);
    // Two counted filters: exact, from the kept counts of the pair.
    const pair = (await get(`/v1/super-admin/school/list?state_id=${state_id}&type=private`)).json()
      .resources;
    expect(pair.total).toBe(
      rows.filter((r) => r.state_id === state_id && r.type === "private").length + 10_001,
    );
    expect(pair.total_capped).toBe(false);
    // One filter: exact, from the kept counts.
    const one = (await get(`/v1/super-admin/school/list?state_id=${state_id}`)).json().resources;
    expect(one.total).toBe(rows.filter((r) => r.state_id === state_id).length + 10_001);
    expect(one.total_capped).toBe(false);
    await t.db.query("DELETE FROM school_principals WHERE employee_number LIKE 'BULK%'");
    await t.db.query("DELETE FROM schools WHERE search_text = 'bulk'");
  });

  it("refuses a filter or sort it does not know, with a sentence naming the rule", async () => {
    const refused = async (query: string) => {
      const res = await get(`/v1/super-admin/school/list?${query}`);
      expect(res.statusCode, query).toBe(400);
      return res.json();
    };
    expect((await refused("sort=city_name")).message).toBe(
      "The list sorts only by school_id, school_name, students, created_at",
    );
    expect((await refused("order=up")).message).toBe("The order must be ASC or DESC");
    expect((await refused("registered_from=2026-02-30")).message).toBe(
      "A registration date must be a date written as YYYY-MM-DD",
    );
    expect((await refused("registered_to=15/03/2026")).message).toBe(
      "A registration date must be a date written as YYYY-MM-DD",
    );
    const reversed = await refused("registered_from=2026-03-02&registered_to=2026-03-01");
    expect(reversed.errors).toEqual({
      registered_to: "The registration date range cannot end before it starts",
    });
    expect((await refused("type=both")).message).toBe(
      "The type filter must be public, private or empty",
    );
    expect((await refused("status=yes")).message).toBe(
      "The activity filter must be true, false or empty",
    );
    for (const id of ["state_id=0", "city_id=x", "board_id=1.5", "main_board_id=-1"]) {
      expect((await refused(id)).message).toBe(
        "A state, city, main board or board filter must be an id from the list",
      );
    }
    const rest = await get(
      `/v1/rest/schools?filter=${encodeURIComponent('{"registered_from":"2026-03-02","registered_to":"2026-03-01"}')}`,
    );
    expect(rest.statusCode).toBe(400);
    expect(rest.json().errors).toEqual({
      "filter.registered_to": "The registration date range cannot end before it starts",
    });
    // A blank filter is no filter: what a cleared form field sends.
    const blank = await get(
      "/v1/super-admin/school/list?state_id=&type=&status=&registered_from=&registered_to=",
    );
    expect(blank.json().resources.total).toBe(rows.length);
  });

  it("keeps the counts right through registrations, moves, state changes and removals", async () => {
    const counts = () =>
      t.db.query<{ k: string }>(
        `SELECT dimension || '|' || value || '|' || verified || '|' || active || '|' || n AS k
           FROM school_list_counts WHERE n <> 0 ORDER BY 1`,
      );
    const recounted = async () => {
      const kept = await counts();
      await t.db.query("SELECT school_list_counts_recount()");
      return { kept, recounted: await counts() };
    };
    const check = async () => {
      const { kept, recounted: fresh } = await recounted();
      expect(kept).toEqual(fresh);
    };
    await check();
    const added = await addSchools(t.db, 5, { seed: 99, from: 500 });
    await check();
    const [other] = await t.db.query<{ state_id: number; city_id: number; board_id: number }>(
      `SELECT c.state_id, c.city_id, (SELECT board_id FROM boards ORDER BY board_id DESC LIMIT 1) AS board_id
         FROM cities c ORDER BY c.city_id DESC LIMIT 1`,
    );
    // A move to another state, city and board (of another main board, kept on the row).
    await t.db.query(
      "UPDATE schools SET state_id = $2, city_id = $3, board_id = $4 WHERE school_id = ANY($1::int[])",
      [added.slice(0, 2), other.state_id, other.city_id, other.board_id],
    );
    const [moved] = await t.db.query<{ main_board_id: number; expected: number }>(
      `SELECT s.main_board_id, b.main_board_id AS expected FROM schools s
         JOIN boards b USING (board_id) WHERE s.school_id = $1`,
      [added[0]],
    );
    expect(moved.main_board_id).toBe(moved.expected);
    await check();
    await t.db.query(
      "UPDATE schools SET status = NOT status, admin_approval = true WHERE school_id = ANY($1::int[])",
      [added.slice(1, 4)],
    );
    await check();
    await t.db.query(
      "UPDATE schools SET created_at = created_at - interval '400 days', type = 'private' WHERE school_id = $1",
      [added[4]],
    );
    await check();
    // An enrolment update changes no count.
    const before = await counts();
    await t.db.query(
      "UPDATE schools SET students = students + 1 WHERE school_id = ANY($1::int[])",
      [added],
    );
    expect(await counts()).toEqual(before);
    await t.db.query("DELETE FROM schools WHERE school_id = ANY($1::int[])", [added]);
    await check();
    // Back to the schools the other tests compare with.
    const after = await counts();
    expect(after.length).toBeGreaterThan(0);
    expect(await readRows()).toHaveLength(rows.length);
  });
});
