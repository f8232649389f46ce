import { addDays } from "../../../contract/analytics";
import type { AttendanceRow } from "../../schools/attendance";

/*
 * Realistic daily attendance for the demo data and `npm run seed`: who reports on which working
 * day, and how many are present. Pure and deterministic: every figure comes from a hash of the
 * seed, the school's id and the day, not from a running random source, so a school's year is the
 * same whichever batch it is written in, and tests and screenshots stay stable.
 *
 * The shape, as judged plausible for Indian schools (figures are shares of enrolment):
 * - Each school has a base share for students (most 80-95%) and for teachers (most 88-98%), and
 *   a day-to-day noise around it (about ±4 points for students, ±3 for teachers).
 * - Saturdays are lower (many schools run half days: -5 points for students, -2 for teachers);
 *   the monsoon (July and August: flooded roads, fever) -3; the festival season from Dussehra to
 *   Diwali (10 October to 15 November, as the lunar dates move by a few weeks from year to year)
 *   -4; the winter fortnight around the new year (20 December to 10 January, cold and travel) -2;
 *   the board examinations (15 February to 15 March) +2. Teachers move by half as much.
 * - A few schools are persistently low: about 4% of schools for students (55-70%) and 3% for
 *   teachers (62-72%), under the low-attendance list's 75% on nearly every day.
 * - Who reports: about 2% of schools never report; 3% stopped 3 to 40 working days before the
 *   last day; 6% report patchily (they miss 15-35% of days); the others miss about 1 day in 100.
 *   So the not-reporting list holds the silent, the stopped and the patchy, in that rank order.
 * - Nothing is reported before the school's registration day, nor on a day that is not a
 *   working day (the caller passes the working days: Monday to Saturday less the holidays).
 * Enrolment is the school's own: present counts are shares of it, never above it.
 */

/** What the pattern needs of a school. */
export interface PatternSchool {
  school_id: number;
  students: number;
  teachers: number;
  /** The school's registration day in India, YYYY-MM-DD: it reports from that day on. */
  registered: string;
}

/** How a school reports: regularly, never, not since some days, or with gaps. */
export type ReportingHabit = "regular" | "never" | "stopped" | "patchy";

export interface SchoolPattern {
  habit: ReportingHabit;
  /** The base present shares. */
  students: number;
  teachers: number;
  /** Chance of missing a working day. */
  miss: number;
  /** For `stopped`: how many of the last working days it sent nothing. */
  silentDays: number;
}

/** The shares of the habits and of the low schools (documented above; tests hold them). */
export const PATTERN_SHARES = {
  never: 0.02,
  stopped: 0.03,
  patchy: 0.06,
  lowStudents: 0.04,
  lowTeachers: 0.03,
} as const;

/** The stopped schools' silence: 3 to this many working days before the last day. */
export const STOPPED_DAYS_MAX = 40;

// murmur3's 32-bit finaliser: a cheap hash whose output bits each depend on every input bit.
function mix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A number in [0, 1) determined by the three integers. */
function unit(seed: number, a: number, b: number): number {
  return mix(mix(mix(seed) ^ a) ^ Math.imul(b, 0x27d4eb2d)) / 4294967296;
}

// Streams of the hash, so that a school's draws are independent of one another.
const DRAW = {
  habit: 1,
  students: 2,
  teachers: 3,
  lowStudents: 4,
  lowTeachers: 5,
  miss: 6,
  silent: 7,
  dayMiss: 8,
  dayStudents: 9,
  dayTeachers: 10,
} as const;

/** A school's habit and base shares, from the seed and its id. */
export function schoolPattern(seed: number, schoolId: number): SchoolPattern {
  const draw = (stream: number) => unit(seed, schoolId, stream);
  const h = draw(DRAW.habit);
  const { never, stopped, patchy } = PATTERN_SHARES;
  const habit: ReportingHabit =
    h < never
      ? "never"
      : h < never + stopped
        ? "stopped"
        : h < never + stopped + patchy
          ? "patchy"
          : "regular";
  const lowStudents = draw(DRAW.lowStudents) < PATTERN_SHARES.lowStudents;
  const lowTeachers = draw(DRAW.lowTeachers) < PATTERN_SHARES.lowTeachers;
  return {
    habit,
    students: lowStudents ? 0.55 + 0.15 * draw(DRAW.students) : 0.8 + 0.15 * draw(DRAW.students),
    teachers: lowTeachers ? 0.62 + 0.1 * draw(DRAW.teachers) : 0.88 + 0.1 * draw(DRAW.teachers),
    miss: habit === "patchy" ? 0.15 + 0.2 * draw(DRAW.miss) : 0.01,
    silentDays:
      habit === "stopped" ? 3 + Math.floor((STOPPED_DAYS_MAX - 2) * draw(DRAW.silent)) : 0,
  };
}

/** The day's shift of the students' present share (teachers': half of it), by weekday and season. */
export function dayShift(day: string): number {
  const date = new Date(`${day}T00:00:00Z`);
  const monthDay = day.slice(5);
  let shift = date.getUTCDay() === 6 ? -0.05 : 0;
  if (monthDay >= "07-01" && monthDay <= "08-31") shift -= 0.03;
  if (monthDay >= "10-10" && monthDay <= "11-15") shift -= 0.04;
  if (monthDay >= "12-20" || monthDay <= "01-10") shift -= 0.02;
  if (monthDay >= "02-15" && monthDay <= "03-15") shift += 0.02;
  return shift;
}

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** A spread in [-1, 1], most of it near 0 (the sum of two uniform draws). */
const noise = (seed: number, schoolId: number, stream: number, day: number) =>
  unit(seed, schoolId, stream * 100_003 + day) + unit(seed, schoolId, stream * 100_019 + day) - 1;

const present = (enrolled: number, share: number) =>
  Math.round(enrolled * Math.min(1, Math.max(0, share)));

/**
 * The attendance of `schools` on `workingDays` (ascending; the last one is "today"), in day and
 * school order, as recordAttendance takes it; each row carries the enrolment it is measured
 * against (the school's own). `from` and `to` (an index range of the days) give a slice of it:
 * a stopped school's silence still counts from the last working day.
 */
export function attendanceRows(
  seed: number,
  schools: PatternSchool[],
  workingDays: string[],
  from = 0,
  to = workingDays.length,
): AttendanceRow[] {
  const ordered = [...schools].sort((a, b) => a.school_id - b.school_id);
  const patterns = ordered.map((s) => schoolPattern(seed, s.school_id));
  const rows: AttendanceRow[] = [];
  for (let index = from; index < to; index++) {
    const day = workingDays[index];
    const n = dayNumber(day);
    const shift = dayShift(day);
    const fromEnd = workingDays.length - 1 - index;
    ordered.forEach((school, i) => {
      const p = patterns[i];
      if (day < school.registered || p.habit === "never") return;
      if (p.habit === "stopped" && fromEnd < p.silentDays) return;
      if (unit(seed, school.school_id, DRAW.dayMiss * 100_003 + n) < p.miss) return;
      rows.push({
        school_id: school.school_id,
        day,
        present_students: present(
          school.students,
          p.students + shift + 0.04 * noise(seed, school.school_id, DRAW.dayStudents, n),
        ),
        present_teachers: present(
          school.teachers,
          p.teachers + shift / 2 + 0.03 * noise(seed, school.school_id, DRAW.dayTeachers, n),
        ),
        enrolled_students: school.students,
        enrolled_teachers: school.teachers,
      });
    });
  }
  return rows;
}

/** The seeded attendance's days by default: the last 365 up to today, both included. */
export const ATTENDANCE_SPAN_DAYS = 365;

/** The first day of the seeded attendance by default (see ATTENDANCE_SPAN_DAYS). */
export function attendanceStart(today: string): string {
  return addDays(today, 1 - ATTENDANCE_SPAN_DAYS);
}
