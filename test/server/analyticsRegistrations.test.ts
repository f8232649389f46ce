import { afterAll, beforeAll, expect, it } from "vitest";
import fc from "fast-check";
import { addDays, registrationMonths } from "../../contract/analytics";
import { createSession } from "../../server/auth/sessions";
import { describeEachDb, recordStatements, seededApp, type TestApp } from "./harness";

const TREND = "/v1/super-admin/analytics/registrations";

/** When each school registered, as a moment; a school's India day is its month's. */
const REGISTERED = [
  // Before the 12 months of March 2026's trend: left out.
  "2025-03-31T23:59:00+05:30",
  // The first moment of the first month (April 2025).
  "2025-04-01T00:00:00+05:30",
  // 23:30 UTC on 31 December is 05:00 on 1 January in India: January's.
  "2025-12-31T23:30:00Z",
  // 18:29 UTC is still 23:59 on 31 December in India: December's.
  "2025-12-31T18:29:00Z",
  "2026-01-20T10:00:00+05:30",
  // The period's last day (15 March 2026) is counted, to its last minute ...
  "2026-03-15T23:59:00+05:30",
  // ... the next day not.
  "2026-03-16T00:00:00+05:30",
];

describeEachDb(`GET ${TREND}`, (kind) => {
  let t: TestApp;
  let token: string;
  /** The schools registered at the moments listed above. */
  let listed: number[];
  beforeAll(async () => {
    let ids: number[];
    ({ t, token, ids } = await seededApp(kind, { schools: 40, seed: 7 }));
    listed = ids.slice(0, REGISTERED.length);
    // Seven schools at the moments above, the rest over four years, at every hour of the day.
    await t.db.query(
      `UPDATE schools s SET created_at = r.at::timestamptz
         FROM unnest($1::int[], $2::text[]) AS r(id, at) WHERE s.school_id = r.id`,
      [listed, REGISTERED],
    );
    await t.db.query(
      `UPDATE schools SET created_at = timestamptz '2023-01-01 00:00:00+00'
         + ((school_id * 7919) % 1500) * interval '1 day' + ((school_id * 13) % 24) * interval '1 hour'
        WHERE school_id <> ALL($1::int[])`,
      [listed],
    );
  });
  afterAll(() => t.close());

  const get = (query: string, headers = t.auth(token)) =>
    t.app.inject({ url: `${TREND}?${query}`, headers });
  const trend = async (from: string, to: string) => {
    const res = await get(`from=${from}&to=${to}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message_key).toBe("api.registrations_fetched");
    return res.json().resources.data as { month: string; schools: number }[];
  };

  /** The count over the schools themselves, month by month of India's days. */
  async function bruteForce(from: string, to: string) {
    const rows = await t.db.query<{ month: string; schools: number }>(
      `SELECT to_char(created_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM') AS month,
              count(*)::int AS schools
         FROM schools
        WHERE (created_at AT TIME ZONE 'Asia/Kolkata')::date BETWEEN $1::date AND $2::date
        GROUP BY 1`,
      [`${registrationMonths({ from, to })[0]}-01`, to],
    );
    const counted = new Map(rows.map((r) => [r.month, Number(r.schools)]));
    return registrationMonths({ from, to }).map((month) => ({
      month,
      schools: counted.get(month) ?? 0,
    }));
  }

  it("answers the 12 months ending with the period's, 0 for a month without schools, in India's days", async () => {
    const data = await trend("2026-03-01", "2026-03-15");
    expect(data.map((d) => d.month)).toEqual([
      "2025-04",
      "2025-05",
      "2025-06",
      "2025-07",
      "2025-08",
      "2025-09",
      "2025-10",
      "2025-11",
      "2025-12",
      "2026-01",
      "2026-02",
      "2026-03",
    ]);
    expect(data).toEqual(await bruteForce("2026-03-01", "2026-03-15"));
    const of = (month: string) => data.find((d) => d.month === month)!.schools;
    // The listed moments' share of each month, beside the other schools' (the brute force's).
    const others = await othersByMonth();
    expect(of("2025-04") - others("2025-04")).toBe(1);
    expect(of("2025-12") - others("2025-12")).toBe(1);
    expect(of("2026-01") - others("2026-01")).toBe(2);
    expect(of("2026-03") - others("2026-03")).toBe(1);
    expect(data.some((d) => d.schools === 0)).toBe(true);
  });

  /** A month's count of the schools other than the listed ones, to 15 March 2026. */
  async function othersByMonth() {
    const rows = await t.db.query<{ month: string; schools: number }>(
      `SELECT to_char(created_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM') AS month,
              count(*)::int AS schools
         FROM schools
        WHERE school_id <> ALL($1::int[])
          AND (created_at AT TIME ZONE 'Asia/Kolkata')::date <= '2026-03-15'
        GROUP BY 1`,
      [listed],
    );
    return (month: string) => Number(rows.find((r) => r.month === month)?.schools ?? 0);
  }

  it("takes every month of a period longer than a year, and a period's last day as its end", async () => {
    const data = await trend("2024-11-20", "2026-03-16");
    expect(data[0].month).toBe("2024-11");
    expect(data).toHaveLength(17);
    expect(data).toEqual(await bruteForce("2024-11-20", "2026-03-16"));
    // The school of 16 March is in when the period ends that day.
    const march = (await trend("2026-03-01", "2026-03-16")).at(-1)!.schools;
    expect(march - (await trend("2026-03-01", "2026-03-15")).at(-1)!.schools).toBe(1);
  });

  it("matches a count over the schools for any period", async () => {
    const day = fc.integer({ min: 0, max: 1600 }).map((n) => addDays("2023-01-01", n));
    await fc.assert(
      fc.asyncProperty(day, fc.integer({ min: 0, max: 1000 }), async (from, length) => {
        const to = addDays(from, length);
        expect(await trend(from, to)).toEqual(await bruteForce(from, to));
      }),
      { numRuns: 25 },
    );
  });

  it("reads the kept per-day counts, never the schools", async () => {
    const statements = recordStatements(t.db);
    await trend("2024-04-01", "2026-03-15");
    expect(statements.some((s) => s.includes("school_list_counts"))).toBe(true);
    for (const statement of statements) expect(statement).not.toMatch(/\b(FROM|JOIN)\s+schools\b/i);
  });

  it("refuses a period that is no period, with a sentence at its field", async () => {
    const refused = async (query: string) => {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      return res.json();
    };
    const wrongDate = await refused("from=2026-02-30&to=2026-03-01");
    expect(wrongDate.message).toBe("From and to must be real dates written as YYYY-MM-DD");
    expect(wrongDate.message_key).toBe("validation.period_date_invalid");
    expect(Object.keys(wrongDate.errors)).toEqual(["from"]);
    expect((await refused("from=2026-02-01&to=15/03/2026")).errors).toEqual({
      to: "From and to must be real dates written as YYYY-MM-DD",
    });
    expect((await refused("to=2026-03-01")).errors).toHaveProperty("from");
    const reversed = await refused("from=2026-03-02&to=2026-03-01");
    expect(reversed.errors).toEqual({ to: "The period cannot end before it starts" });
    expect(reversed.message_key).toBe("validation.period_order_invalid");
    expect((await refused("from=2023-03-14&to=2026-03-14")).errors).toEqual({
      to: "A period can be at most 3 years long",
    });
    expect((await refused("from=2026-03-01&to=2026-03-02&year=2026")).message).toMatch(
      /^year is not a parameter here/,
    );
  });

  it("answers only a signed-in super administrator", async () => {
    expect((await get("from=2026-03-01&to=2026-03-15", {} as never)).statusCode).toBe(401);
    const [{ account_id }] = await t.db.query<{ account_id: number }>(
      `INSERT INTO accounts (role, username, password_hash, first_name, last_name, email, phone_number)
       VALUES ('board_admin', 'board.trend', 'x', 'Board', 'Admin', 'bt@x.example', '9000000002')
       RETURNING account_id`,
    );
    const boardToken = await createSession(t.db, account_id, {
      idleMinutes: 30,
      maxHours: 12,
      now: t.clock.now,
    });
    const res = await get("from=2026-03-01&to=2026-03-15", t.auth(boardToken));
    expect(res.statusCode).toBe(403);
    expect(res.json().message_key).toBe("api.super_admin_only");
  });
});
