import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { paths } from "../../contract/api";
import { ATTENDANCE_BULK_ROWS_MAX } from "../../contract/attendance";
import { setEnrolment } from "../../server/schools/attendance";
import { createSession } from "../../server/auth/sessions";
import { expectAggregatesExact } from "./aggregates";
import { addAccount } from "./auth/fixtures";
import { addSchools, describeEachDb, seededApp, type TestApp } from "./harness";

type Row = { school_id: number; present_students: number; present_teachers: number };

// The test clock starts at 2026-03-15T09:00Z: 14:30 on 15 March in India.
describeEachDb("POST /v1/super-admin/school/attendance/bulk", (kind) => {
  let t: TestApp;
  let token: string;
  let ids: number[];
  beforeAll(async () => {
    ({ t, token, ids } = await seededApp(kind, { schools: 8, seed: 21 }));
    await setEnrolment(
      t.db,
      ids.map((school_id, i) => ({ school_id, students: 100 + i * 10, teachers: 10 + i })),
    );
    // Registered before every day sent here, but the last: at 01:30 on 11 March in India
    // (still 10 March in UTC).
    await t.db.query("UPDATE schools SET created_at = '2025-06-01T00:00:00Z'");
    await t.db.query(
      "UPDATE schools SET created_at = '2026-03-10T20:00:00Z' WHERE school_id = $1",
      [ids[7]],
    );
  });
  afterAll(() => t.close());
  beforeEach(() => {
    t.clock.set("2026-03-15T09:00:00Z");
  });

  const send = (body: unknown, auth = t.auth(token)) =>
    t.app.inject({
      method: "POST",
      url: paths.attendanceBulk,
      payload: body as object,
      headers: auth,
    });
  const rowsOf = (n: number, present = 50): Row[] =>
    ids.slice(0, n).map((school_id, i) => ({
      school_id,
      present_students: present + i,
      present_teachers: 5 + (i % 3),
    }));
  /** Everything a call may write: the rows and every aggregate, as plain values. */
  const written = async () => ({
    rows: await t.db.query(
      "SELECT school_id, day::text, present_students, present_teachers, enrolled_students, enrolled_teachers FROM attendance ORDER BY 1, 2",
    ),
    daily: await t.db.query(
      "SELECT day::text, schools_reporting, present_students::int FROM attendance_daily_totals WHERE schools_reporting > 0 ORDER BY 1",
    ),
    areas: (
      await t.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM attendance_area_totals WHERE schools_reporting > 0",
      )
    )[0].n,
    periods: (
      await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM attendance_school_periods")
    )[0].n,
  });
  /** A refused call: its status, its message key and values, and nothing written. */
  async function expectRefused(
    body: unknown,
    key: string,
    params?: Record<string, unknown>,
    field?: string,
  ) {
    const before = await written();
    const res = await send(body);
    expect(res.statusCode, res.body).toBe(400);
    const answer = res.json();
    expect(answer.message_key).toBe(key);
    if (params) expect(answer.message_params).toEqual(params);
    if (field) expect(answer.errors[field]).toBe(answer.message);
    expect(await written()).toEqual(before);
    return answer;
  }

  it("records a day for many schools, measured against each school's enrolment, and the aggregates follow", async () => {
    const res = await send({ day: "2026-03-13", rows: rowsOf(5) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: "Attendance of 5 schools recorded for 2026-03-13",
      message_key: "api.attendance_recorded",
      resources: { data: { day: "2026-03-13", recorded: 5, replaced: 0 } },
    });
    const rows = await t.db.query(
      "SELECT school_id, present_students, present_teachers, enrolled_students, enrolled_teachers FROM attendance WHERE day = '2026-03-13' ORDER BY 1",
    );
    expect(rows).toEqual(
      rowsOf(5).map((r, i) => ({
        ...r,
        enrolled_students: 100 + i * 10,
        enrolled_teachers: 10 + i,
      })),
    );
    const [daily] = await t.db.query(
      "SELECT schools_reporting, present_students::int, enrolled_students::int FROM attendance_daily_totals WHERE day = '2026-03-13'",
    );
    expect(daily).toEqual({ schools_reporting: 5, present_students: 260, enrolled_students: 600 });
    await expectAggregatesExact(t.db);
  });

  it("replaces a school's day sent again (idempotent), and a later enrolment does not rewrite it", async () => {
    const body = { day: "2026-03-12", rows: rowsOf(4) };
    expect((await send(body)).json().resources.data).toEqual({
      day: "2026-03-12",
      recorded: 4,
      replaced: 0,
    });
    const once = await written();
    expect((await send(body)).json().resources.data).toEqual({
      day: "2026-03-12",
      recorded: 4,
      replaced: 4,
    });
    expect(await written()).toEqual(once);

    // A correction of two schools and a first report of a third: the totals follow.
    await setEnrolment(t.db, [{ school_id: ids[0], students: 400, teachers: 40 }]);
    const res = await send({
      day: "2026-03-12",
      rows: [
        { school_id: ids[1], present_students: 0, present_teachers: 0 },
        { school_id: ids[2], present_students: 90, present_teachers: 9 },
        { school_id: ids[5], present_students: 70, present_teachers: 7 },
      ],
    });
    expect(res.json().resources.data).toEqual({ day: "2026-03-12", recorded: 3, replaced: 2 });
    const [daily] = await t.db.query(
      "SELECT schools_reporting, present_students::int, present_teachers::int, enrolled_students::int FROM attendance_daily_totals WHERE day = '2026-03-12'",
    );
    // ids[0] keeps 50 of its 100 enrolled then; ids[3] 53 of 130; ids[1] 0 of 110; ids[2] 90 of 120; ids[5] 70 of 150.
    expect(daily).toEqual({
      schools_reporting: 5,
      present_students: 50 + 53 + 0 + 90 + 70,
      present_teachers: 5 + 5 + 0 + 9 + 7,
      enrolled_students: 100 + 130 + 110 + 120 + 150,
    });
    await setEnrolment(t.db, [{ school_id: ids[0], students: 100, teachers: 10 }]);
    await expectAggregatesExact(t.db);
  });

  it("takes today in India, which starts at 18:30 UTC, and refuses a day after it", async () => {
    await expectRefused(
      { day: "2026-03-16", rows: rowsOf(1) },
      "validation.attendance_day_future",
      { today: "2026-03-15" },
      "day",
    );
    expect((await send({ day: "2026-03-15", rows: rowsOf(1) })).statusCode).toBe(200);
    t.clock.set("2026-03-15T18:30:00Z");
    const late = await t.login();
    expect((await send({ day: "2026-03-16", rows: rowsOf(1) }, t.auth(late))).statusCode).toBe(200);
  });

  it.each([
    [
      "a date that does not exist",
      { day: "2026-02-30" },
      "validation.attendance_day_invalid",
      "day",
    ],
    ["a date written otherwise", { day: "14/03/2026" }, "validation.attendance_day_invalid", "day"],
    ["no day", { day: undefined }, "validation.attendance_day_invalid", "day"],
    ["no rows", { rows: [] }, "validation.attendance_rows_count", "rows"],
  ])("refuses %s, with its message, and writes nothing", async (_, change, key, field) => {
    await expectRefused({ day: "2026-03-11", rows: rowsOf(2), ...change }, key, undefined, field);
  });

  it.each([
    ["a negative count", { present_students: -1 }, "present_students"],
    ["a fraction of a teacher", { present_teachers: 1.5 }, "present_teachers"],
    ["a count as text", { present_students: "12" }, "present_students"],
  ])("refuses %s at its row, and writes nothing", async (_, change, field) => {
    const rows = rowsOf(3);
    Object.assign(rows[2], change);
    await expectRefused(
      { day: "2026-03-11", rows },
      "validation.attendance_count_invalid",
      undefined,
      `rows.2.${field}`,
    );
  });

  it("refuses a school id that is not a whole number of at least 1", async () => {
    const rows: unknown[] = rowsOf(2);
    rows.push({ school_id: 0, present_students: 1, present_teachers: 1 });
    await expectRefused(
      { day: "2026-03-11", rows },
      "validation.school_id_invalid",
      undefined,
      "rows.2.school_id",
    );
  });

  it("refuses a school sent twice in one call, naming it", async () => {
    const rows = [...rowsOf(3), { school_id: ids[1], present_students: 1, present_teachers: 1 }];
    await expectRefused(
      { day: "2026-03-11", rows },
      "validation.attendance_school_repeated",
      { ids: String(ids[1]) },
      "rows",
    );
  });

  it("refuses unknown schools, naming the first five, and records none of the others", async () => {
    const unknown = [900_001, 900_002, 900_003, 900_004, 900_005, 900_006];
    const rows = [
      ...rowsOf(3),
      ...unknown.map((school_id) => ({ school_id, present_students: 1, present_teachers: 1 })),
    ];
    const answer = await expectRefused(
      { day: "2026-03-11", rows },
      "api.attendance_schools_unknown",
      { ids: "900001, 900002, 900003, 900004, 900005, …" },
      "rows.3.school_id",
    );
    expect(answer.message).toBe(
      "No school has these ids: 900001, 900002, 900003, 900004, 900005, …",
    );
    expect(Object.keys(answer.errors)).toEqual([3, 4, 5, 6, 7].map((i) => `rows.${i}.school_id`));
  });

  it("refuses a day before a school's registration (in India's calendar)", async () => {
    const rows = [{ school_id: ids[7], present_students: 10, present_teachers: 1 }, ...rowsOf(2)];
    await expectRefused(
      { day: "2026-03-10", rows },
      "api.attendance_before_registration",
      { ids: String(ids[7]) },
      "rows.0.school_id",
    );
    expect((await send({ day: "2026-03-11", rows })).statusCode).toBe(200);
  });

  it("refuses more present than enrolled, at the count that is over", async () => {
    const rows = rowsOf(3);
    rows[1].present_teachers = 12; // ids[1] has 11 teachers
    await expectRefused(
      { day: "2026-03-09", rows },
      "api.attendance_over_enrolment",
      { ids: String(ids[1]) },
      "rows.1.present_teachers",
    );
    rows[1].present_teachers = 11;
    rows[2].present_students = 121; // ids[2] has 120 students
    await expectRefused(
      { day: "2026-03-09", rows },
      "api.attendance_over_enrolment",
      { ids: String(ids[2]) },
      "rows.2.present_students",
    );
    rows[2].present_students = 120;
    expect((await send({ day: "2026-03-09", rows })).statusCode).toBe(200);
  });

  it("takes a day with no one present", async () => {
    const rows = rowsOf(2).map((r) => ({ ...r, present_students: 0, present_teachers: 0 }));
    expect((await send({ day: "2026-03-07", rows })).statusCode).toBe(200);
    const [daily] = await t.db.query(
      "SELECT schools_reporting, present_students::int FROM attendance_daily_totals WHERE day = '2026-03-07'",
    );
    expect(daily).toEqual({ schools_reporting: 2, present_students: 0 });
  });

  it("records calls that arrive together, of the same and of different days, each whole", async () => {
    // On PostgreSQL these run at once on several connections: writers of one day, and writers
    // of different days of one week (the same schools' week, month and year rows), in
    // opposite orders. Every call must succeed (no deadlock) and every aggregate add up.
    const days = ["2026-03-02", "2026-03-03", "2026-03-04"];
    // Some of each day's schools recorded already: each call then both adds and replaces rows
    // (two passes of the aggregates' triggers), each day a different half.
    for (const [d, day] of days.entries())
      await send({ day, rows: rowsOf(7).filter((_, i) => i % 2 === d % 2) });
    const calls = days.flatMap((day, d) =>
      [false, true].map((reversed) => {
        const rows = rowsOf(7, 40 + d);
        return send({ day, rows: reversed ? rows.reverse() : rows });
      }),
    );
    const answers = await Promise.all(calls);
    expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 200));
    expect(answers.map((res) => res.json().resources.data.replaced).sort()).toEqual([
      3, 4, 4, 7, 7, 7,
    ]);
    const [{ n }] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM attendance WHERE day BETWEEN '2026-03-02' AND '2026-03-04'",
    );
    expect(n).toBe(21);
    await expectAggregatesExact(t.db);
  });

  it("is for super administrators only, signed in", async () => {
    expect(
      (await send({ day: "2026-03-11", rows: rowsOf(1) }, { authorization: "" })).statusCode,
    ).toBe(401);
    const board = await createSession(
      t.db,
      await addAccount(t.db, "board1", { role: "board_admin" }),
      {
        idleMinutes: 30,
        maxHours: 12,
        now: t.clock.now,
      },
    );
    const res = await send({ day: "2026-03-11", rows: rowsOf(1) }, t.auth(board));
    expect(res.statusCode).toBe(403);
    expect(res.json().message_key).toBe("api.super_admin_only");
  });

  it(`takes ${ATTENDANCE_BULK_ROWS_MAX.toLocaleString("en")} rows in one call, and refuses one more`, async () => {
    const many = await addSchools(t.db, ATTENDANCE_BULK_ROWS_MAX - ids.length + 1, {
      seed: 77,
      from: 1000,
    });
    await t.db.query(
      "UPDATE schools SET students = 200, teachers = 20, created_at = '2026-01-01' WHERE school_id = ANY($1::int[])",
      [many],
    );
    const all = [...ids, ...many];
    const rows = all.map((school_id) => ({ school_id, present_students: 5, present_teachers: 1 }));
    await expectRefused(
      { day: "2026-03-14", rows },
      "validation.attendance_rows_count",
      { max: String(ATTENDANCE_BULK_ROWS_MAX) },
      "rows",
    );
    const started = performance.now();
    const res = await send({ day: "2026-03-14", rows: rows.slice(1) });
    const ms = performance.now() - started;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().resources.data).toEqual({
      day: "2026-03-14",
      recorded: ATTENDANCE_BULK_ROWS_MAX,
      replaced: 0,
    });
    const [{ n }] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM attendance WHERE day = '2026-03-14'",
    );
    expect(n).toBe(ATTENDANCE_BULK_ROWS_MAX);
    // Sent again: every day replaced, nothing else changes.
    const again = await send({ day: "2026-03-14", rows: rows.slice(1) });
    expect(again.json().resources.data.replaced).toBe(ATTENDANCE_BULK_ROWS_MAX);
    await expectAggregatesExact(t.db);
    console.info(`[${kind}] ${ATTENDANCE_BULK_ROWS_MAX} rows recorded in ${Math.round(ms)} ms`);
  }, 180_000);
});
