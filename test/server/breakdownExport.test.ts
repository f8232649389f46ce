import { afterAll, beforeAll, expect, it } from "vitest";
import { paths } from "../../contract/api";
import type { BreakdownRow } from "../../contract/attendanceAnalytics";
import { breakdownExportQuerySchema, formulaSafeText, FORMULA_START } from "../../contract/exports";
import { breakdownCsv } from "../../server/exports/breakdown";
import { recordAttendance } from "../../server/schools/attendance";
import { cellText } from "../../server/imports/read";
import { decodeText, parseCsv } from "../../server/imports/csv";
import { describeEachDb, seededApp, type TestApp } from "./harness";

/*
 * Export CSV of the dashboard's breakdowns: the rows the breakdown call answers, in its order,
 * through the exports' signed link, with the names formula-escaped by the exports' one rule and
 * an audit event.
 */

/** The test clock's day in India (harness testClock: 15 March 2026). */
const PERIOD = { from: "2026-03-01", to: "2026-03-14" };
const SCHOOLS = 12;

describeEachDb("Export CSV of an attendance breakdown", (kind) => {
  let t: TestApp;
  let token: string;
  let ids: number[];
  let states: { state_id: number; name: string }[];

  beforeAll(async () => {
    ({ t, token, ids } = await seededApp(kind, { schools: SCHOOLS, seed: 5 }));
    // Three states, one named like a formula (as an administrator could type a lookup's name),
    // one with a comma and a quote; the schools spread over them, registered before the period.
    const cities = await t.db.query<{ state_id: number; city_id: number }>(
      `SELECT DISTINCT ON (state_id) state_id, city_id FROM cities ORDER BY state_id, city_id LIMIT 3`,
    );
    await t.db.query(
      `UPDATE schools s SET state_id = x.state_id, city_id = x.city_id,
              created_at = timestamptz '2026-01-01 10:00:00+05:30'
         FROM unnest($1::int[], $2::int[], $3::int[]) AS x(id, state_id, city_id)
        WHERE s.school_id = x.id`,
      [ids, ids.map((_, i) => cities[i % 3].state_id), ids.map((_, i) => cities[i % 3].city_id)],
    );
    const names = ['=HYPERLINK("http://x")', 'Kerala, "God\'s own"', "-1+2"];
    for (const [i, c] of cities.entries())
      await t.db.query("UPDATE states SET name = $2 WHERE state_id = $1", [c.state_id, names[i]]);
    states = cities.map((c, i) => ({ state_id: c.state_id, name: names[i] }));
    // The schools of the first two states report on the period's first working days; the
    // third state's never do (its shares N/A).
    const reporting = ids.filter((_, i) => i % 3 !== 2);
    await t.db.transaction((tx) =>
      recordAttendance(
        tx,
        ["2026-03-02", "2026-03-03", "2026-03-04"].flatMap((day, d) =>
          reporting.map((school_id, s) => ({
            school_id,
            day,
            enrolled_students: 100,
            enrolled_teachers: 10,
            present_students: 60 + ((s * 7 + d) % 40),
            present_teachers: 5 + ((s + d) % 5),
          })),
        ),
      ),
    );
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ url, headers: t.auth(token) });
  const query = (values: Record<string, string>) => new URLSearchParams(values).toString();

  /** The breakdown's rows as the dashboard reads them. */
  async function rows(by: string, values: Record<string, string>) {
    const rest = Object.fromEntries(Object.entries(values).filter(([key]) => key !== "by"));
    const answer = await get(`${paths.analyticsAttendanceBreakdown(by)}?${query(rest)}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().resources.data as BreakdownRow[];
  }

  /** Asks for the export's link, downloads it without the bearer token, reads the CSV. */
  async function exported(
    values: Record<string, string>,
    path: string = paths.analyticsAttendanceBreakdownExport,
  ) {
    const link = await get(`${path}?${query(values)}`);
    expect(link.statusCode, link.body).toBe(200);
    const { url, file_name } = link.json().resources.data;
    const file = await t.app.inject({ url });
    expect(file.statusCode, file.body).toBe(200);
    // UTF-8 with a byte-order mark, as every CSV Rollcall gives out: names stay in their script.
    expect([...file.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    return {
      file,
      file_name: file_name as string,
      csv: [...parseCsv(decodeText(file.rawPayload))],
    };
  }

  const figure = (share: number | null) => (share === null ? "" : share.toFixed(1));

  it("holds the rows shown, in the order shown, with a header; names formula-escaped; N/A empty", async () => {
    const values = { ...PERIOD, by: "place", sort: "students_share", order: "DESC" };
    const shown = await rows("place", values);
    expect(shown.length).toBeGreaterThanOrEqual(3);
    const { file, file_name, csv } = await exported(values);
    expect(file.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(file.headers["content-disposition"]).toContain(
      "attendance-by-state-2026-03-01_2026-03-14.csv",
    );
    expect(file_name).toBe("attendance-by-state-2026-03-01_2026-03-14.csv");
    const [header, ...body] = csv;
    expect(header).toEqual([
      "State",
      "Schools",
      "Students present (%)",
      "Teachers present (%)",
      "Completeness (%)",
    ]);
    expect(body).toEqual(
      shown.map((r) => [
        formulaSafeText(r.name),
        String(r.schools),
        figure(r.students),
        figure(r.teachers),
        figure(r.completeness),
      ]),
    );
    // The formula-like names start with ' in the file, and the import reads them back as typed.
    const cells = body.map((row) => row[0]);
    expect(cells).toContain('\'=HYPERLINK("http://x")');
    expect(cells).toContain("'-1+2");
    expect(cells).toContain('Kerala, "God\'s own"');
    for (const { name } of states) expect(cells.map(cellText)).toContain(name);
    // The state that never reported: N/A shares, last though the order is descending.
    const silent = body.at(-1)!;
    expect(silent[0]).toBe("'-1+2");
    expect(silent.slice(2, 4)).toEqual(["", ""]);
    expect(body.slice(0, -1).every((row) => row[2] !== "")).toBe(true);
  });

  it("escapes every character of the exports' one rule, and nothing else", () => {
    for (const start of FORMULA_START) expect(formulaSafeText(`${start}x`)).toBe(`'${start}x`);
    expect(formulaSafeText("Kerala")).toBe("Kerala");
    expect(formulaSafeText("x=1")).toBe("x=1");
  });

  it("writes a name starting with each character of the rule with a leading '", () => {
    const query = breakdownExportQuerySchema.parse({ ...PERIOD, by: "place" });
    const named = FORMULA_START.map((start, i) => ({
      id: String(i),
      name: `${start}cmd|' /C calc'!A0`,
      schools: 1,
      students: null,
      teachers: null,
      completeness: null,
    }));
    const [, ...body] = [...parseCsv(breakdownCsv(query, named).replace(/^\ufeff/, ""))];
    expect(body.map((row) => row[0])).toEqual(named.map((row) => `'${row.name}`));
  });

  it("narrowed to a state: its cities, and the state in the file's name", async () => {
    const [state] = await t.db.query<{ state_id: number }>(
      "SELECT state_id FROM states WHERE name = 'Kerala, \"God''s own\"'",
    );
    const values = { ...PERIOD, by: "place", state_id: String(state.state_id) };
    const shown = await rows("place", values);
    const { file_name, csv } = await exported(values);
    expect(file_name).toBe("attendance-by-city-2026-03-01_2026-03-14-state-kerala-god-s-own.csv");
    expect(csv[0][0]).toBe("City");
    expect(csv.slice(1).map((row) => row[0])).toEqual(shown.map((r) => formulaSafeText(r.name)));
  });

  it("by main board and by type, each with its own header and name", async () => {
    for (const [by, header, name] of [
      ["main_board", "Main board", "attendance-by-main-board"],
      ["type", "School type", "attendance-by-type"],
    ]) {
      const values = { ...PERIOD, by, sort: "name", order: "ASC" };
      const shown = await rows(by, values);
      const { file_name, csv } = await exported(values);
      expect(file_name).toBe(`${name}-2026-03-01_2026-03-14.csv`);
      expect(csv[0][0]).toBe(header);
      expect(csv.slice(1).map((row) => row[1])).toEqual(shown.map((r) => String(r.schools)));
    }
  });

  it("is recorded in the audit trail with its query and rows", async () => {
    const values = { ...PERIOD, by: "type", sort: "schools", order: "DESC" };
    const { csv } = await exported(values);
    // Written when the download's stream ends; the other tests' downloads have events too.
    type Event = { target_name: string; details: { export: { filter: object } } };
    let event: Event | undefined;
    for (let i = 0; !event && i < 500; i++) {
      const events = await t.db.query<Event>(
        "SELECT * FROM audit_events WHERE action = 'list.exported' ORDER BY event_id",
      );
      const sorted = (filter: object) => JSON.stringify(Object.entries(filter).sort());
      event = events.find((e) => sorted(e.details.export.filter) === sorted(values));
      if (!event) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(event?.target_name).toBe("attendance-by-type-2026-03-01_2026-03-14.csv");
    expect(event?.details.export).toEqual({
      list: "attendance-breakdown",
      format: "csv",
      filter: values,
      rows: csv.length - 1,
      aborted: false,
    });
  });

  it("refuses a bad query with a 400 naming the field, and XLSX", async () => {
    const bad = await get(
      `${paths.analyticsAttendanceBreakdownExport}?${query({ ...PERIOD, by: "district" })}`,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message_key).toBeDefined();
    const xlsx = await get(
      `${paths.analyticsAttendanceBreakdownExport}?${query({ ...PERIOD, by: "type", format: "xlsx" })}`,
    );
    expect(xlsx.statusCode).toBe(400);
    const late = await get(
      `${paths.analyticsAttendanceBreakdownExport}?${query({ from: "2026-03-14", to: "2026-03-01", by: "type" })}`,
    );
    expect(late.statusCode).toBe(400);
    expect(JSON.stringify(late.json())).toContain("to");
  });

  it("needs a session to ask for the link", async () => {
    const answer = await t.app.inject({
      url: `${paths.analyticsAttendanceBreakdownExport}?${query({ ...PERIOD, by: "type" })}`,
    });
    expect(answer.statusCode).toBe(401);
  });

  it("exports the Detailed Reports' months: each month's figures, newest first, of the place", async () => {
    const state = states[0];
    const values = { from: "2026-01-10", to: "2026-03-14", state_id: String(state.state_id) };
    const answer = await get(
      `${paths.analyticsAttendanceTrend}?${query({ ...values, grain: "month" })}`,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const months = answer.json().resources.data.buckets as {
      from: string;
      to: string;
      figures: {
        working_days: number;
        students: { share: number | null };
        teachers: { share: number | null };
        completeness: { share: number | null };
      };
    }[];
    expect(months.map((m) => m.from)).toEqual(["2026-01-10", "2026-02-01", "2026-03-01"]);
    const { file_name, csv } = await exported(values, paths.analyticsAttendanceMonthsExport);
    // The state's name, formula-like, is in the name only as its words.
    expect(file_name).toBe("attendance-by-month-2026-01-10_2026-03-14-state-hyperlink-http-x.csv");
    const [header, ...body] = csv;
    expect(header).toEqual([
      "Month",
      "From",
      "To",
      "Working days",
      "Students present (%)",
      "Teachers present (%)",
      "Completeness (%)",
    ]);
    expect(body).toEqual(
      [...months]
        .reverse()
        .map((m) => [
          m.from.slice(0, 7),
          m.from,
          m.to,
          String(m.figures.working_days),
          figure(m.figures.students.share),
          figure(m.figures.teachers.share),
          figure(m.figures.completeness.share),
        ]),
    );
    // March has the reports (the first days of the period); January and February none.
    expect(body[0][4]).not.toBe("");
    expect(body[2][4]).toBe("");
  });

  it("refuses the months of a city without its state, or of a city of another state", async () => {
    const [city] = await t.db.query<{ city_id: number }>(
      "SELECT city_id FROM cities WHERE state_id = $1 LIMIT 1",
      [states[1].state_id],
    );
    const alone = await get(
      `${paths.analyticsAttendanceMonthsExport}?${query({ ...PERIOD, city_id: String(city.city_id) })}`,
    );
    expect(alone.statusCode).toBe(400);
    expect(alone.json().errors).toHaveProperty("city_id");
    const elsewhere = await get(
      `${paths.analyticsAttendanceMonthsExport}?${query({
        ...PERIOD,
        state_id: String(states[0].state_id),
        city_id: String(city.city_id),
      })}`,
    );
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message_key).toBe("validation.place_city_not_in_state");
  });
});
