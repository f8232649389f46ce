import { afterAll, beforeAll, expect, it } from "vitest";
import { addDays, type Period } from "../../contract/analytics";
import { paths } from "../../contract/api";
import type { LowAttendance, NotReporting, Place } from "../../contract/attendanceAnalytics";
import { recordAttendance, type AttendanceRow } from "../../server/schools/attendance";
import { addSchools, describeEachDb, seededApp, type TestApp } from "./harness";

/*
 * The two ranked lists on a day not yet over (issue 41), as the completeness: a school is not
 * missing today until the day is over, and is expected from the working day after its
 * registration; a report of today or of its registration day still counts. At 02:00 on Monday
 * 16 March 2026, then at 02:00 on Tuesday with nothing sent on Monday, for this week, this month
 * and this academic year (the kept ranked rows) and a custom range (every school computed), for
 * the country, the state and the city.
 */

/** Monday 16 March 2026, 02:00 in India; then Tuesday, 02:00. */
const MONDAY = "2026-03-15T20:30:00Z";
const TUESDAY = "2026-03-16T20:30:00Z";
const WEEK = { from: "2026-03-16", to: "2026-03-22" };
const MONTH = { from: "2026-03-01", to: "2026-03-31" };
const YEAR = { from: "2025-04-01", to: "2026-03-31" };
/** Three whole weeks from Monday 2 March up to today: the custom range's path. */
const CUSTOM = { from: "2026-03-02", to: "2026-03-20" };

describeEachDb("the not-reporting and low-attendance lists on a day not yet over", (kind) => {
  let t: TestApp;
  let token: string;
  let place: Required<Place>;
  /** The academic year's working days from its second day to Saturday 14 March. */
  let yearDays: string[];
  const s: Record<string, number> = {};

  beforeAll(async () => {
    ({ t } = await seededApp(kind));
    [place] = await t.db.query<{ state_id: number; city_id: number }>(
      "SELECT state_id, city_id FROM cities ORDER BY city_id LIMIT 1",
    );
    const add = async (name: string, registered: string) => {
      const [id] = await addSchools(t.db, 1, { seed: 5, from: Object.keys(s).length });
      await t.db.query(
        `UPDATE schools SET state_id = $2, city_id = $3, students = 100, teachers = 10,
                created_at = $4::timestamptz WHERE school_id = $1`,
        [id, place.state_id, place.city_id, registered],
      );
      s[name] = id;
    };
    // Never reported, registered before the academic year.
    await add("silent", "2025-03-01T09:00:00+05:30");
    // Registered on the academic year's first day (a Tuesday): expected from its second day.
    await add("yearStart", "2025-04-01T09:00:00+05:30");
    // Registered on Monday 2 March.
    await add("gap", "2026-03-02T09:00:00+05:30");
    // Never reported: registered at 23:00 on Wednesday 11 March, and on Thursday 12 March.
    await add("wednesdayNight", "2026-03-11T23:00:00+05:30");
    await add("thursday", "2026-03-12T09:00:00+05:30");
    // Registered at 23:00 last night and at 02:00 today, each with a report today.
    await add("lastNight", "2026-03-15T23:00:00+05:30");
    await add("tonight", "2026-03-16T02:00:00+05:30");

    yearDays = (
      await t.db.query<{ day: string }>(
        "SELECT d::text AS day FROM working_days_in('2025-04-02', '2026-03-14') AS d",
      )
    ).map((r) => r.day);
    const low = (school_id: number, day: string): AttendanceRow => ({
      school_id,
      day,
      present_students: 50,
      present_teachers: 5,
    });
    const rows: AttendanceRow[] = [];
    // Both sent nothing on Thursday 12 and Friday 13 March: two working days missed. The one
    // registered on the year's first day reported under 75% on every other day since.
    const missed = ["2026-03-12", "2026-03-13"];
    for (const day of yearDays) if (!missed.includes(day)) rows.push(low(s.yearStart, day));
    for (let day = "2026-03-03"; day <= "2026-03-14"; day = addDays(day, 1))
      if (new Date(`${day}T00:00:00Z`).getUTCDay() !== 0 && !missed.includes(day))
        rows.push({ school_id: s.gap, day, present_students: 90, present_teachers: 9 });
    rows.push(low(s.lastNight, "2026-03-16"), low(s.tonight, "2026-03-16"));
    await t.db.transaction((tx) => recordAttendance(tx, rows));
  });
  afterAll(() => t.close());

  async function at(now: string) {
    t.clock.set(now);
    // Signed in again: a session of an earlier hour would have expired.
    token = await t.login();
  }
  async function get<T>(url: string, period: Period, where: Place, extra = {}): Promise<T> {
    const query = new URLSearchParams(
      Object.entries({ ...period, ...where, ...extra, limit: 100 }).map(([k, v]) => [k, String(v)]),
    );
    const res = await t.app.inject({ url: `${url}?${query}`, headers: t.auth(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().resources.data as T;
  }
  const places = () => [{}, { state_id: place.state_id }, place];

  /** Each list of each place: its schools' names and days, in rank order, and its total. */
  async function notReporting(period: Period) {
    const answers = [];
    for (const where of places()) {
      const list = await get<NotReporting>(paths.analyticsNotReporting, period, where);
      const names = list.schools.map((x) => [name(x.school_id), x.days_missing]);
      expect(list.total).toBe(names.length);
      expect(list.by_state).toEqual(
        names.length ? [expect.objectContaining({ schools: names.length })] : [],
      );
      answers.push(names);
    }
    // The same list for the country, the state and the city: every school is in the city.
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    return answers[0];
  }
  async function lowAttendance(period: Period) {
    const answers = [];
    for (const where of places())
      for (const who of ["students", "teachers"]) {
        const list = await get<LowAttendance>(paths.analyticsLowAttendance, period, where, { who });
        expect(list.total).toBe(list.schools.length);
        answers.push(
          list.schools.map((x) => [name(x.school_id), x.days_under, x.working_days, x.share]),
        );
      }
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    return answers[0];
  }
  const name = (id: number) => Object.keys(s).find((key) => s[key] === id);

  it("at 02:00 counts no school missing today, nor on its registration day", async () => {
    await at(MONDAY);
    const year = yearDays.length;
    // Working days over: 2 to 14 March, 12 of them; since 1 April 2025, one more than `year`.
    // The school that missed two working days is not listed, nor those registered on Thursday
    // (expected on Friday and Saturday), last night and at 02:00; the one registered at 23:00 on
    // Wednesday has missed Thursday to Saturday.
    expect(await notReporting(WEEK)).toEqual([]);
    expect(await notReporting(MONTH)).toEqual([
      ["silent", 12],
      ["wednesdayNight", 3],
    ]);
    expect(await notReporting(YEAR)).toEqual([
      ["silent", year + 1],
      ["wednesdayNight", 3],
    ]);
    expect(await notReporting(CUSTOM)).toEqual([
      ["silent", 12],
      ["wednesdayNight", 3],
    ]);
    // Low: under 75% on more than half of the working days that are over. Today's reports under
    // 75% of the schools registered last night and at 02:00 make neither low: none of their
    // working days is over.
    expect(await lowAttendance(WEEK)).toEqual([]);
    expect(await lowAttendance(MONTH)).toEqual([["yearStart", 10, 12, 50]]);
    expect(await lowAttendance(YEAR)).toEqual([["yearStart", year - 2, year, 50]]);
    expect(await lowAttendance(CUSTOM)).toEqual([["yearStart", 10, 12, 50]]);
  });

  it("once Monday is over without a report, counts it missing", async () => {
    await at(TUESDAY);
    const year = yearDays.length;
    // Monday is over: the schools that missed two working days have missed three, those
    // registered on Wednesday night and Thursday one more; the one registered last night
    // reported on Monday, its one working day; the one registered at 02:00 on Monday is expected
    // from today.
    const missing = (yearly: boolean) => [
      ["silent", yearly ? year + 2 : 13],
      ["wednesdayNight", 4],
      ["thursday", 3],
      ["yearStart", 3],
      ["gap", 3],
    ];
    expect(await notReporting(WEEK)).toEqual([]);
    expect(await notReporting(MONTH)).toEqual(missing(false));
    expect(await notReporting(YEAR)).toEqual(missing(true));
    expect(await notReporting(CUSTOM)).toEqual(missing(false));
    // The school registered last night was under 75% on its one working day, Monday.
    expect(await lowAttendance(WEEK)).toEqual([["lastNight", 1, 1, 50]]);
    expect(await lowAttendance(MONTH)).toEqual([
      ["yearStart", 10, 13, 50],
      ["lastNight", 1, 1, 50],
    ]);
    expect(await lowAttendance(YEAR)).toEqual([
      ["yearStart", year - 2, year + 1, 50],
      ["lastNight", 1, 1, 50],
    ]);
    expect(await lowAttendance(CUSTOM)).toEqual([
      ["yearStart", 10, 13, 50],
      ["lastNight", 1, 1, 50],
    ]);
  });
});
