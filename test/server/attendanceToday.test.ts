import { afterAll, beforeAll, expect, it } from "vitest";
import { addDays, type Period } from "../../contract/analytics";
import { paths } from "../../contract/api";
import type {
  AttendanceOverview,
  AttendanceTrend,
  BreakdownRow,
  Place,
} from "../../contract/attendanceAnalytics";
import { recordAttendance, type AttendanceRow } from "../../server/schools/attendance";
import { addSchools, describeEachDb, seededApp, type TestApp } from "./harness";

/*
 * A day counts against the completeness only once it is over, and a school is expected from the
 * working day after its registration (issue 41): at 02:00 on a Monday, with one school of a
 * state's four reported so far and four more registered at 02:00, the month's completeness is
 * what the days that are over give, for the state, its city and its board alike. And the cards'
 * figures of a place: its enrolment now and its latest day with a report.
 */

/** Monday 16 March 2026, 02:00 in India. */
const NOW = "2026-03-15T20:30:00Z";
const TODAY = "2026-03-16";
const MONTH = { from: "2026-03-01", to: "2026-03-31" };

describeEachDb("the attendance analytics on a day not yet over", (kind) => {
  let t: TestApp;
  let token: string;
  let place: Required<Place>;
  let board: number;
  let early: number[];
  let late: number[];
  let lateEvening: number[];

  beforeAll(async () => {
    ({ t } = await seededApp(kind));
    const [city] = await t.db.query<{ state_id: number; city_id: number }>(
      "SELECT state_id, city_id FROM cities ORDER BY city_id LIMIT 1",
    );
    place = city;
    const [{ main_board_id }] = await t.db.query<{ main_board_id: number }>(
      "SELECT main_board_id FROM main_boards ORDER BY main_board_id LIMIT 1",
    );
    board = main_board_id;
    const { board_id } = (
      await t.db.query<{ board_id: number }>(
        "SELECT board_id FROM boards WHERE main_board_id = $1 LIMIT 1",
        [board],
      )
    )[0];
    // Every school of the test in one city and one board, 100 students and 10 teachers each.
    const add = async (count: number, from: number, registered: string) => {
      const ids = await addSchools(t.db, count, { seed: 3, from });
      await t.db.query(
        `UPDATE schools SET state_id = $2, city_id = $3, board_id = $4, type = 'public',
                students = 100, teachers = 10, created_at = $5::timestamptz
          WHERE school_id = ANY($1::int[])`,
        [ids, place.state_id, place.city_id, board_id, registered],
      );
      return ids;
    };
    // Four schools registered on Monday 2 March, two more at 23:00 on Tuesday 10 March (not
    // expected that day), four more at 02:00 today.
    early = await add(4, 0, "2026-03-02T09:00:00+05:30");
    lateEvening = await add(2, 10, "2026-03-10T23:00:00+05:30");
    late = await add(4, 20, "2026-03-16T02:00:00+05:30");
    // Every school reported on every working day from the day after its registration up to
    // Saturday 14 March: 90 students and 9 teachers present.
    const rows: AttendanceRow[] = [];
    for (let day = "2026-03-03"; day <= "2026-03-14"; day = addDays(day, 1)) {
      if (new Date(`${day}T00:00:00Z`).getUTCDay() === 0) continue;
      for (const school_id of [...early, ...(day > "2026-03-10" ? lateEvening : [])])
        rows.push({ school_id, day, present_students: 90, present_teachers: 9 });
    }
    // Today so far: one school, 80 students and 8 teachers present.
    rows.push({ school_id: early[0], day: TODAY, present_students: 80, present_teachers: 8 });
    await t.db.transaction((tx) => recordAttendance(tx, rows));
    // Signed in at 02:00 (a session of the harness's earlier hour would have expired).
    t.clock.set(NOW);
    token = await t.login();
  });
  afterAll(() => t.close());

  async function get<T>(url: string, query: Record<string, string | number>): Promise<T> {
    const search = new URLSearchParams(
      Object.entries(query).map(([key, value]) => [key, String(value)]),
    );
    const res = await t.app.inject({ url: `${url}?${search}`, headers: t.auth(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().resources.data as T;
  }
  const overview = (period: Period, where: Place = {}) =>
    get<AttendanceOverview>(paths.analyticsAttendanceOverview, { ...period, ...where });

  it("counts today's missing reports only once the day is over, and a school from the day after its registration", async () => {
    // Working days that are over: 3 to 14 March, 11 of them; the four early schools expected on
    // all 11, the two registered at 23:00 on 10 March from 11 March on (4 days); all reported.
    const expected = 4 * 11 + 2 * 4;
    for (const where of [{}, { state_id: place.state_id }, place]) {
      const month = await overview(MONTH, where);
      expect(month.current.completeness).toEqual({ reported: expected, expected, share: 100 });
      // Today's reports so far count in the present shares.
      expect(month.current.students.present).toBe(expected * 90 + 80);
    }
    // Today alone: nothing missing yet, the present share of the reports so far.
    const today = await overview({ from: TODAY, to: TODAY }, place);
    expect(today.current.completeness).toEqual({ reported: 0, expected: 0, share: null });
    expect(today.current.students.share).toBe(80);
    const trend = await get<AttendanceTrend>(paths.analyticsAttendanceTrend, {
      from: "2026-03-10",
      to: TODAY,
      grain: "day",
    });
    const byDay = new Map(trend.buckets.map((b) => [b.from, b.figures.completeness]));
    expect(byDay.get("2026-03-10")).toEqual({ reported: 4, expected: 4, share: 100 });
    expect(byDay.get("2026-03-11")).toEqual({ reported: 6, expected: 6, share: 100 });
    expect(byDay.get(TODAY)).toEqual({ reported: 0, expected: 0, share: null });
  });

  it("gives the breakdowns' rows the same completeness: the state, its city, its board, its type", async () => {
    const rows = async (by: string, where: Record<string, number> = {}) =>
      get<BreakdownRow[]>(paths.analyticsAttendanceBreakdown(by), {
        ...MONTH,
        ...where,
      });
    const row = (list: BreakdownRow[], id: string) => list.find((r) => r.id === id);
    expect(row(await rows("place"), String(place.state_id))).toMatchObject({
      schools: 10,
      completeness: 100,
    });
    expect(
      row(await rows("place", { state_id: place.state_id }), String(place.city_id)),
    ).toMatchObject({ schools: 10, completeness: 100 });
    expect(row(await rows("main_board"), String(board))).toMatchObject({ completeness: 100 });
    expect(row(await rows("type"), "public")).toMatchObject({ completeness: 100 });
  });

  it("answers a place's enrolment now and its latest day with a report, today's so far", async () => {
    for (const where of [{}, { state_id: place.state_id }, place]) {
      const month = await overview(MONTH, where);
      expect(month.enrolment).toEqual({ students: 1000, teachers: 100 });
      expect(month.latest_day).toEqual({ day: TODAY, present_students: 80, present_teachers: 8 });
    }
    // A period before today: its own last day with reports.
    const week = await overview({ from: "2026-03-09", to: "2026-03-15" }, place);
    expect(week.latest_day).toEqual({
      day: "2026-03-14",
      present_students: 6 * 90,
      present_teachers: 6 * 9,
    });
    // A period without any report, and one still to come: none.
    expect((await overview({ from: "2026-02-01", to: "2026-02-28" }, place)).latest_day).toBeNull();
    expect((await overview({ from: "2026-03-17", to: "2026-03-20" }, place)).latest_day).toBeNull();
    // Another state: nothing enrolled there.
    const [other] = await t.db.query<{ state_id: number }>(
      "SELECT state_id FROM states WHERE state_id <> $1 LIMIT 1",
      [place.state_id],
    );
    expect((await overview(MONTH, other)).enrolment).toEqual({ students: 0, teachers: 0 });
    expect(late).toHaveLength(4);
  });

  it("gives the whole country's current month the yearly summary's four figures", async () => {
    const [summary] = await get<
      {
        total_students: number;
        present_students: number;
        total_teachers: number;
        present_teachers: number;
      }[]
    >(paths.attendanceSummary, { year: 2026 });
    const month = await overview(MONTH);
    expect({
      total_students: month.enrolment.students,
      present_students: month.latest_day?.present_students,
      total_teachers: month.enrolment.teachers,
      present_teachers: month.latest_day?.present_teachers,
    }).toEqual(summary);
  });
});
