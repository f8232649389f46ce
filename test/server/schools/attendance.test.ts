import { afterAll, beforeAll, expect, it } from "vitest";
import type { Db } from "../../../server/db/index";
import {
  attendanceSummary,
  rebuildAggregates,
  recordAttendance,
  setEnrolment,
} from "../../../server/schools/attendance";
import { addSchools, describeEachDb, freshDb } from "../harness";

// Each test keeps to a year of its own, so that the summaries of one do not see another's days.
describeEachDb("attendance and its aggregates", (kind) => {
  let db: Db;
  let ids: number[];
  beforeAll(async () => {
    db = await freshDb(kind);
    ids = await addSchools(db, 4, { seed: 5 });
  });
  afterAll(() => db.close());

  const totals = (day: string) =>
    db.query<{ schools_reporting: number; present_students: number; present_teachers: number }>(
      `SELECT schools_reporting, present_students::int, present_teachers::int
         FROM attendance_daily_totals WHERE day = $1`,
      [day],
    );
  const enrolment = async () =>
    (
      await db.query<{ students: number; teachers: number }>(
        "SELECT coalesce(sum(students), 0)::float8 AS students, coalesce(sum(teachers), 0)::float8 AS teachers FROM schools",
      )
    )[0];

  it("adds each school's day to the day's totals, and a correction replaces its old values", async () => {
    await db.transaction((tx) =>
      recordAttendance(tx, [
        { school_id: ids[0], day: "2031-05-05", present_students: 100, present_teachers: 5 },
        { school_id: ids[1], day: "2031-05-05", present_students: 40, present_teachers: 2 },
        { school_id: ids[0], day: "2031-05-06", present_students: 90, present_teachers: 4 },
      ]),
    );
    expect(await totals("2031-05-05")).toEqual([
      { schools_reporting: 2, present_students: 140, present_teachers: 7 },
    ]);
    expect(await totals("2031-05-06")).toEqual([
      { schools_reporting: 1, present_students: 90, present_teachers: 4 },
    ]);
    await db.transaction((tx) =>
      recordAttendance(tx, [
        { school_id: ids[1], day: "2031-05-05", present_students: 30, present_teachers: 1 },
        { school_id: ids[2], day: "2031-05-06", present_students: 10, present_teachers: 1 },
      ]),
    );
    expect(await totals("2031-05-05")).toEqual([
      { schools_reporting: 2, present_students: 130, present_teachers: 6 },
    ]);
    expect(await totals("2031-05-06")).toEqual([
      { schools_reporting: 2, present_students: 100, present_teachers: 5 },
    ]);
  });

  it("takes the last of a school's day given twice, and nothing for no rows", async () => {
    await db.transaction((tx) =>
      recordAttendance(tx, [
        { school_id: ids[0], day: "2032-05-05", present_students: 100, present_teachers: 5 },
        { school_id: ids[1], day: "2032-05-05", present_students: 1, present_teachers: 1 },
        { school_id: ids[0], day: "2032-05-05", present_students: 80, present_teachers: 3 },
      ]),
    );
    await db.transaction((tx) => recordAttendance(tx, []));
    expect(await totals("2032-05-05")).toEqual([
      { schools_reporting: 2, present_students: 81, present_teachers: 4 },
    ]);
    const [row] = await db.query(
      "SELECT present_students, present_teachers FROM attendance WHERE school_id = $1 AND day = '2032-05-05'",
      [ids[0]],
    );
    expect(row).toEqual({ present_students: 80, present_teachers: 3 });
  });

  it.each([
    [
      "a negative count of students",
      { present_students: -1, present_teachers: 0 },
      "present_students must be a whole number >= 0, got -1",
    ],
    [
      "a fraction of a teacher",
      { present_students: 0, present_teachers: 1.5 },
      "present_teachers must be a whole number >= 0, got 1.5",
    ],
  ])("refuses %s and writes nothing", async (_, counts, message) => {
    await expect(
      db.transaction((tx) =>
        recordAttendance(tx, [
          { school_id: ids[0], day: "2033-05-05", present_students: 0, present_teachers: 0 },
          { school_id: ids[1], day: "2033-05-05", ...counts },
        ]),
      ),
    ).rejects.toThrow(message);
    expect(await totals("2033-05-05")).toEqual([]);
  });

  it("sets enrolment, the last of a school given twice winning, and the platform totals follow", async () => {
    const before = await enrolment();
    await setEnrolment(db, []);
    await setEnrolment(db, [
      { school_id: ids[2], students: 0, teachers: 0 },
      { school_id: ids[3], students: 1, teachers: 1 },
      { school_id: ids[2], students: 300, teachers: 12 },
    ]);
    const [two, three] = await db.query<{ students: number; teachers: number }>(
      "SELECT students, teachers FROM schools WHERE school_id = ANY($1::int[]) ORDER BY school_id",
      [[ids[2], ids[3]]],
    );
    expect(two).toEqual({ students: 300, teachers: 12 });
    expect(three).toEqual({ students: 1, teachers: 1 });
    const [counters] = await db.query(
      "SELECT students::float8, teachers::float8 FROM school_counters",
    );
    expect(counters).toEqual(await enrolment());
    expect(await enrolment()).not.toEqual(before);
    await expect(
      setEnrolment(db, [{ school_id: ids[2], students: -5, teachers: 1 }]),
    ).rejects.toThrow("students must be a whole number >= 0, got -5");
    await expect(
      setEnrolment(db, [{ school_id: ids[2], students: 5, teachers: 0.5 }]),
    ).rejects.toThrow("teachers must be a whole number >= 0, got 0.5");
  });

  it("sums up a year: enrolment now, and those present on its latest day with attendance", async () => {
    await db.transaction((tx) =>
      recordAttendance(tx, [
        { school_id: ids[0], day: "2034-01-01", present_students: 7, present_teachers: 1 },
        { school_id: ids[0], day: "2034-12-30", present_students: 50, present_teachers: 3 },
        { school_id: ids[1], day: "2034-12-30", present_students: 20, present_teachers: 2 },
        { school_id: ids[0], day: "2035-01-01", present_students: 9, present_teachers: 9 },
        { school_id: ids[0], day: "2033-12-31", present_students: 8, present_teachers: 8 },
      ]),
    );
    const { students, teachers } = await enrolment();
    expect(await attendanceSummary(db, 2034)).toEqual([
      {
        total_students: students,
        present_students: 70,
        total_teachers: teachers,
        present_teachers: 5,
      },
    ]);
    // A day whose totals say no school reported is not the latest.
    await db.query(
      "INSERT INTO attendance_daily_totals (day, schools_reporting, present_students, present_teachers) VALUES ('2036-12-31', 0, 0, 0)",
    );
    await db.transaction((tx) =>
      recordAttendance(tx, [
        { school_id: ids[0], day: "2036-03-01", present_students: 4, present_teachers: 2 },
      ]),
    );
    expect(await attendanceSummary(db, 2036)).toEqual([
      {
        total_students: students,
        present_students: 4,
        total_teachers: teachers,
        present_teachers: 2,
      },
    ]);
    expect(await attendanceSummary(db, 2037)).toEqual([]);
  });

  // Last: it rewrites every aggregate.
  it("recounts every aggregate from the rows", async () => {
    await db.transaction((tx) =>
      recordAttendance(tx, [
        { school_id: ids[3], day: "2039-05-05", present_students: 6, present_teachers: 1 },
        { school_id: ids[2], day: "2039-05-05", present_students: 4, present_teachers: 1 },
      ]),
    );
    await db.query(
      "UPDATE attendance_daily_totals SET schools_reporting = 9, present_students = 999 WHERE day = '2039-05-05'",
    );
    await db.query(
      "INSERT INTO attendance_daily_totals (day, schools_reporting, present_students, present_teachers) VALUES ('2039-05-06', 3, 3, 3)",
    );
    await db.query("UPDATE school_counters SET schools = 0, students = 0");
    await db.transaction((tx) => rebuildAggregates(tx));
    expect(await totals("2039-05-05")).toEqual([
      { schools_reporting: 2, present_students: 10, present_teachers: 2 },
    ]);
    expect(await totals("2039-05-06")).toEqual([]);
    const [counters] = await db.query<{ schools: number; students: number }>(
      "SELECT schools::int, students::float8 FROM school_counters",
    );
    expect(counters).toEqual({ schools: ids.length, students: (await enrolment()).students });
  });
});
