import { describe, expect, it } from "vitest";
import {
  PATTERN_SHARES,
  STOPPED_DAYS_MAX,
  attendanceRows,
  attendanceStart,
  dayShift,
  schoolPattern,
  type PatternSchool,
} from "../../../server/db/demo/attendancePattern";
import { schoolDays } from "../../../server/schools/bulk";

const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** 2,000 schools registered long ago, of plausible sizes. */
const SCHOOLS: PatternSchool[] = Array.from({ length: 2000 }, (_, i) => ({
  school_id: i + 1,
  students: 120 + ((i * 37) % 2280),
  teachers: 5 + ((i * 11) % 90),
  registered: "2015-06-01",
}));
// A quarter of a year (13 weeks) of school days ending on a Saturday.
const DAYS = schoolDays(utc("2026-06-01"), utc("2026-08-29"));

describe("the seeded attendance pattern", () => {
  const rows = attendanceRows(7, SCHOOLS, DAYS);
  const bySchool = new Map<number, typeof rows>();
  for (const r of rows) bySchool.set(r.school_id, [...(bySchool.get(r.school_id) ?? []), r]);

  it("is the same for the same seed, whatever the schools' order or batch, and differs for another", () => {
    expect(attendanceRows(7, [...SCHOOLS].reverse(), DAYS)).toEqual(rows);
    const half = SCHOOLS.length / 2;
    const batched = [
      ...attendanceRows(7, SCHOOLS.slice(0, half), DAYS),
      ...attendanceRows(7, SCHOOLS.slice(half), DAYS),
    ];
    const key = (r: (typeof rows)[number]) => `${r.day}|${r.school_id}`;
    expect(batched.map(key).sort()).toEqual(rows.map(key).sort());
    expect(attendanceRows(8, SCHOOLS, DAYS)).not.toEqual(rows);
    // Written in slices of days, as the seed's statements are: the same rows.
    const sliced = [0, 20, 40, 60].flatMap((from) =>
      attendanceRows(7, SCHOOLS, DAYS, from, Math.min(DAYS.length, from + 20)),
    );
    expect(sliced).toEqual(rows);
  });

  it("writes only the given days, in day and school order, from each school's registration day", () => {
    const given = new Set(DAYS);
    expect(rows.every((r) => given.has(r.day))).toBe(true);
    const sorted = [...rows].sort((a, b) =>
      a.day === b.day ? a.school_id - b.school_id : a.day < b.day ? -1 : 1,
    );
    expect(rows).toEqual(sorted);
    const late = { school_id: 5001, students: 400, teachers: 20, registered: "2026-07-15" };
    const its = attendanceRows(7, [late], DAYS);
    expect(its.length).toBeGreaterThan(0);
    expect(its.every((r) => r.day >= "2026-07-15")).toBe(true);
    expect(attendanceRows(7, [{ ...late, registered: "2026-09-01" }], DAYS)).toEqual([]);
    expect(attendanceRows(7, SCHOOLS, [])).toEqual([]);
  });

  it("measures every day against the school's own enrolment, never above it", () => {
    const enrolment = new Map(SCHOOLS.map((s) => [s.school_id, s]));
    const wrong = rows.filter((r) => {
      const school = enrolment.get(r.school_id)!;
      return (
        r.enrolled_students !== school.students ||
        r.enrolled_teachers !== school.teachers ||
        !(r.present_students >= 0 && r.present_students <= school.students) ||
        !(r.present_teachers >= 0 && r.present_teachers <= school.teachers)
      );
    });
    expect(wrong).toEqual([]);
  });

  it("has most schools at 80-95% of students and 88-98% of teachers, and a few persistently low", () => {
    const shares = [...bySchool.values()].map((days) => ({
      students: mean(days.map((r) => r.present_students / r.enrolled_students!)),
      teachers: mean(days.map((r) => r.present_teachers / r.enrolled_teachers!)),
      lowDays:
        days.filter((r) => r.present_students / r.enrolled_students! < 0.75).length / days.length,
    }));
    const share = (test: (s: (typeof shares)[number]) => boolean) =>
      shares.filter(test).length / shares.length;
    // The day's shape (Saturdays, the monsoon) takes a point or two off the base.
    expect(share((s) => s.students >= 0.76 && s.students <= 0.95)).toBeGreaterThan(0.9);
    expect(share((s) => s.teachers >= 0.85 && s.teachers <= 0.98)).toBeGreaterThan(0.9);
    // Under the low-attendance list's 75% on most days: about PATTERN_SHARES.lowStudents.
    const low = share((s) => s.lowDays > 0.5);
    expect(low).toBeGreaterThan(PATTERN_SHARES.lowStudents * 0.6);
    expect(low).toBeLessThan(PATTERN_SHARES.lowStudents * 1.6);
    const lowTeachers = share((s) => s.teachers < 0.75);
    expect(lowTeachers).toBeGreaterThan(PATTERN_SHARES.lowTeachers * 0.6);
    expect(lowTeachers).toBeLessThan(PATTERN_SHARES.lowTeachers * 1.6);
    expect(Math.min(...shares.map((s) => s.students))).toBeGreaterThan(0.45);
  });

  it("has silent schools: some never report, some stopped a few working days ago, some report with gaps", () => {
    const patterns = SCHOOLS.map((s) => ({ ...schoolPattern(7, s.school_id), id: s.school_id }));
    const never = patterns.filter((p) => p.habit === "never");
    const stopped = patterns.filter((p) => p.habit === "stopped");
    const patchy = patterns.filter((p) => p.habit === "patchy");
    for (const [group, expected] of [
      [never, PATTERN_SHARES.never],
      [stopped, PATTERN_SHARES.stopped],
      [patchy, PATTERN_SHARES.patchy],
    ] as const) {
      expect(group.length / SCHOOLS.length).toBeGreaterThan(expected * 0.6);
      expect(group.length / SCHOOLS.length).toBeLessThan(expected * 1.6);
    }
    expect(never.every((p) => !bySchool.has(p.id))).toBe(true);
    const last = DAYS.at(-1)!;
    const silences = stopped.map((p) => {
      const reported = bySchool.get(p.id)!.map((r) => r.day);
      const after = DAYS.filter((d) => d > reported.at(-1)!).length;
      // Silent on exactly its last silentDays days (and, 1 time in 100, the day before them).
      expect(after).toBeGreaterThanOrEqual(p.silentDays);
      expect(after).toBeLessThanOrEqual(p.silentDays + 1);
      return p.silentDays;
    });
    expect(Math.min(...silences)).toBeGreaterThanOrEqual(3);
    expect(Math.max(...silences)).toBeLessThanOrEqual(STOPPED_DAYS_MAX);
    expect(new Set(silences).size).toBeGreaterThan(5);
    // Patchy schools miss 15-35% of days; the regular ones hardly any, and still report today.
    const missed = (id: number) => 1 - bySchool.get(id)!.length / DAYS.length;
    expect(patchy.every((p) => missed(p.id) > 0.05 && missed(p.id) < 0.5)).toBe(true);
    const regular = patterns.filter((p) => p.habit === "regular");
    expect(mean(regular.map((p) => missed(p.id)))).toBeLessThan(0.02);
    expect(rows.filter((r) => r.day === last).length / regular.length).toBeGreaterThan(0.95);
  });

  it("is lower on Saturdays and in the monsoon, festivals and winter, higher before the board exams", () => {
    const studentsOn = (test: (day: string) => boolean) =>
      mean(rows.filter((r) => test(r.day)).map((r) => r.present_students / r.enrolled_students!));
    const saturday = (day: string) => utc(day).getUTCDay() === 6;
    const june = (day: string) => day < "2026-07-01";
    expect(
      studentsOn((d) => june(d) && !saturday(d)) - studentsOn((d) => june(d) && saturday(d)),
    ).toBeGreaterThan(0.03);
    expect(
      studentsOn((d) => june(d) && !saturday(d)) - studentsOn((d) => !june(d) && !saturday(d)),
    ).toBeGreaterThan(0.02);
    expect(dayShift("2026-06-10")).toBe(0); // a Wednesday out of every season
    expect(dayShift("2026-06-13")).toBeLessThan(0); // a Saturday
    expect(dayShift("2026-07-15")).toBeLessThan(0);
    expect(dayShift("2026-10-20")).toBeLessThan(0);
    expect(dayShift("2026-12-28")).toBeLessThan(0);
    expect(dayShift("2027-01-05")).toBeLessThan(0);
    expect(dayShift("2027-03-01")).toBeGreaterThan(0);
  });

  it("spans the last 365 days by default", () => {
    expect(attendanceStart("2026-11-27")).toBe("2025-11-28");
    // 29 February 2028 is one of them.
    expect(attendanceStart("2028-03-01")).toBe("2027-03-03");
  });
});
