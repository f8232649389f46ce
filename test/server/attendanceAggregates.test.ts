import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Db } from "../../server/db/index";
import { recordAttendance, setEnrolment } from "../../server/schools/attendance";
import { expectAggregatesExact } from "./aggregates";
import { addSchools, describeEachDb, freshDb } from "./harness";

/*
 * The attendance aggregates of migrations 020, 023 and 025, and the places' enrolment of 026,
 * against a brute force: after any sequence of writes (schools added, days recorded and
 * replaced, a day with no one present, enrolment changed, a school moved to another state,
 * city, main board or type, a day removed, a school deleted),
 * every aggregate equals what the attendance rows and the schools' places give, computed here
 * without the migrations' functions: the periods, bands and sums in TypeScript, the places and
 * first days by a join.
 */

// Days around a week's, a month's and an academic year's (April to March) edges; 29 March is a
// Sunday (the week of Monday 23 March), 1 April starts a month and an academic year.
const DAYS = [
  "2025-04-01",
  "2026-01-05",
  "2026-03-28",
  "2026-03-29",
  "2026-03-30",
  "2026-03-31",
  "2026-04-01",
  "2026-04-04",
  "2026-04-06",
  "2026-05-01",
];

type Op =
  | {
      kind: "record";
      rows: {
        school: number;
        day: number;
        students: number;
        teachers: number;
        enrolled?: [number, number];
      }[];
    }
  | { kind: "enrol"; school: number; students: number; teachers: number }
  | { kind: "move"; school: number; city: number; board: number; type: "public" | "private" }
  | { kind: "remove_day"; school: number; day: number }
  | { kind: "delete"; school: number };

const SCHOOLS_PER_RUN = 5;
const share = fc.integer({ min: 0, max: 120 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant("record" as const),
      rows: fc.array(
        fc.record(
          {
            school: fc.nat(SCHOOLS_PER_RUN - 1),
            day: fc.nat(DAYS.length - 1),
            // Up to a fifth over the enrolment (older rows may hold it: the top band), and
            // zero present now and then.
            students: share,
            teachers: share,
            enrolled: fc.tuple(fc.nat(400), fc.nat(30)),
          },
          { requiredKeys: ["school", "day", "students", "teachers"] },
        ),
        { minLength: 1, maxLength: 8 },
      ),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("enrol" as const),
      school: fc.nat(SCHOOLS_PER_RUN - 1),
      students: fc.nat(500),
      teachers: fc.nat(40),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("move" as const),
      school: fc.nat(SCHOOLS_PER_RUN - 1),
      city: fc.nat(10_000),
      board: fc.nat(10_000),
      type: fc.constantFrom("public" as const, "private" as const),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("remove_day" as const),
      school: fc.nat(SCHOOLS_PER_RUN - 1),
      day: fc.nat(DAYS.length - 1),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("delete" as const),
      school: fc.nat(SCHOOLS_PER_RUN - 1),
    }),
  },
);

/** The first day of a day's week (Monday), month and academic year (1 April). */
function periodsOf(day: string): [string, string][] {
  const d = new Date(`${day}T00:00:00Z`);
  const monday = new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * 86_400_000);
  const year = d.getUTCMonth() < 3 ? d.getUTCFullYear() - 1 : d.getUTCFullYear();
  return [
    ["week", monday.toISOString().slice(0, 10)],
    ["month", `${day.slice(0, 7)}-01`],
    ["year", `${year}-04-01`],
  ];
}
const bandOf = (present: number, enrolled: number) =>
  enrolled > 0 ? Math.min(19, Math.floor((present * 20) / enrolled)) : null;

describeEachDb("the attendance aggregates kept on write", (kind) => {
  let db: Db;
  let cities: { city_id: number; state_id: number }[];
  let boards: number[];
  beforeAll(async () => {
    db = await freshDb(kind);
    cities = await db.query("SELECT city_id, state_id FROM cities ORDER BY city_id");
    boards = (await db.query<{ board_id: number }>("SELECT board_id FROM boards")).map(
      (b) => b.board_id,
    );
  });
  afterAll(() => db.close());

  /** The rows as the model says they are: school|day -> present and enrolled. */
  const model = new Map<string, { ps: number; pt: number; es: number; et: number }>();

  async function apply(op: Op, ids: number[]) {
    const id = "school" in op ? ids[op.school] : 0;
    if (op.kind === "record") {
      const enrolment = await db.query<{ school_id: number; students: number; teachers: number }>(
        "SELECT school_id, students, teachers FROM schools WHERE school_id = ANY($1::int[])",
        [ids],
      );
      const live = new Map(enrolment.map((s) => [s.school_id, s]));
      // Rows of deleted schools are not sent (the write would be refused).
      const rows = op.rows
        .filter((r) => live.has(ids[r.school]))
        .map((r) => {
          const school = live.get(ids[r.school])!;
          const [es, et] = r.enrolled ?? [school.students, school.teachers];
          return {
            school_id: ids[r.school],
            day: DAYS[r.day],
            present_students: Math.floor((es * r.students) / 100),
            present_teachers: Math.floor((et * r.teachers) / 100),
            ...(r.enrolled && { enrolled_students: es, enrolled_teachers: et }),
          };
        });
      await db.transaction((tx) => recordAttendance(tx, rows));
      for (const r of rows) {
        const school = live.get(r.school_id)!;
        model.set(`${r.school_id}|${r.day}`, {
          ps: r.present_students,
          pt: r.present_teachers,
          es: r.enrolled_students ?? school.students,
          et: r.enrolled_teachers ?? school.teachers,
        });
      }
    } else if (op.kind === "enrol") {
      await setEnrolment(db, [{ school_id: id, students: op.students, teachers: op.teachers }]);
    } else if (op.kind === "move") {
      const city = cities[op.city % cities.length];
      await db.query(
        "UPDATE schools SET state_id = $2, city_id = $3, board_id = $4, type = $5 WHERE school_id = $1",
        [id, city.state_id, city.city_id, boards[op.board % boards.length], op.type],
      );
    } else if (op.kind === "remove_day") {
      await db.query("DELETE FROM attendance WHERE school_id = $1 AND day = $2", [
        id,
        DAYS[op.day],
      ]);
      model.delete(`${id}|${DAYS[op.day]}`);
    } else {
      await db.query("DELETE FROM schools WHERE school_id = $1", [id]);
      for (const key of [...model.keys()]) if (key.startsWith(`${id}|`)) model.delete(key);
    }
  }

  const sums = `count(*)::int AS schools_reporting, sum(a.present_students)::float8 AS present_students,
                sum(a.present_teachers)::float8 AS present_teachers,
                sum(a.enrolled_students)::float8 AS enrolled_students,
                sum(a.enrolled_teachers)::float8 AS enrolled_teachers`;
  const kept = `schools_reporting, present_students::float8, present_teachers::float8,
                enrolled_students::float8, enrolled_teachers::float8`;
  /** Rows whose counts went back to nothing are as good as absent. */
  const notEmpty = `NOT (schools_reporting = 0 AND present_students = 0 AND present_teachers = 0
                         AND enrolled_students = 0 AND enrolled_teachers = 0)`;

  async function expectExact() {
    // The rows hold what was sent, or the school's enrolment of that moment.
    const rows = await db.query<{
      key: string;
      ps: number;
      pt: number;
      es: number;
      et: number;
    }>(
      `SELECT school_id || '|' || day AS key, present_students AS ps, present_teachers AS pt,
              enrolled_students AS es, enrolled_teachers AS et FROM attendance ORDER BY 1`,
    );
    expect(new Map(rows.map(({ key, ...row }) => [key, row]))).toEqual(model);

    expect(
      await db.query(
        `SELECT day::text, ${kept} FROM attendance_daily_totals WHERE ${notEmpty} ORDER BY day`,
      ),
    ).toEqual(
      await db.query(`SELECT day::text, ${sums} FROM attendance a GROUP BY day ORDER BY day`),
    );

    // Each place grain grouped from the rows and the schools' places now.
    const grains: [number | string, string, string][] = [
      [0, "state", "s.state_id::text"],
      [0, "main_board", "s.main_board_id::text"],
      [0, "type", "s.type"],
      ["s.state_id", "all", "''"],
      ["s.state_id", "city", "s.city_id::text"],
      ["s.state_id", "main_board", "s.main_board_id::text"],
      ["s.state_id", "type", "s.type"],
    ];
    const bruteAreas = grains
      .map(
        ([scope, grain, item]) =>
          `SELECT ${scope} AS scope_state_id, '${grain}' AS grain, a.day::text, ${item} AS item, ${sums}
             FROM attendance a JOIN schools s USING (school_id) GROUP BY 1, 2, 3, 4`,
      )
      .join(" UNION ALL ");
    expect(
      await db.query(
        `SELECT scope_state_id, grain, day::text, item, ${kept} FROM attendance_area_totals
          WHERE ${notEmpty} ORDER BY 1, 2, 3, 4`,
      ),
    ).toEqual(await db.query(`${bruteAreas} ORDER BY 1, 2, 3, 4`));

    // Per school and period, from the model.
    const periods = new Map<
      string,
      {
        days_reported: number;
        last_day: string;
        students: number[];
        teachers: number[];
        sums: [number, number, number, number];
      }
    >();
    for (const [key, row] of model) {
      const [school, day] = key.split("|");
      for (const [period, start] of periodsOf(day)) {
        const id = `${period}|${start}|${school}`;
        const p = periods.get(id) ?? {
          days_reported: 0,
          last_day: day,
          students: Array<number>(20).fill(0),
          teachers: Array<number>(20).fill(0),
          sums: [0, 0, 0, 0] as [number, number, number, number],
        };
        p.days_reported++;
        p.sums = [p.sums[0] + row.ps, p.sums[1] + row.pt, p.sums[2] + row.es, p.sums[3] + row.et];
        if (day > p.last_day) p.last_day = day;
        const sb = bandOf(row.ps, row.es);
        const tb = bandOf(row.pt, row.et);
        if (sb !== null) p.students[sb]++;
        if (tb !== null) p.teachers[tb]++;
        periods.set(id, p);
      }
    }
    const band = (who: string) =>
      Array.from({ length: 20 }, (_, b) => `${who}${String(b).padStart(2, "0")}`).join(", ");
    const keptPeriods = await db.query<Record<string, string | number>>(
      `SELECT period || '|' || period_start || '|' || school_id AS id, days_reported,
              last_day::text, ARRAY[${band("s")}]::int[] AS students,
              ARRAY[${band("t")}]::int[] AS teachers,
              ARRAY[present_students, present_teachers, enrolled_students,
                    enrolled_teachers]::int[] AS sums
         FROM attendance_school_periods`,
    );
    expect(new Map(keptPeriods.map(({ id, ...p }) => [id, p]))).toEqual(periods);
    // Each period row and last day keeps its school's place now, and its first day in the
    // period (the period's, or the registration day if later) or registration day.
    const registered = "(s.created_at AT TIME ZONE 'Asia/Kolkata')::date";
    expect(
      await db.query(
        `SELECT p.period, p.school_id FROM attendance_school_periods p JOIN schools s USING (school_id)
          WHERE (p.state_id, p.city_id, p.first_day)
                IS DISTINCT FROM (s.state_id, s.city_id, greatest(p.period_start, ${registered}))`,
      ),
    ).toEqual([]);
    expect(
      await db.query(
        `SELECT l.school_id FROM school_last_attendance l JOIN schools s USING (school_id)
          WHERE (l.state_id, l.city_id, l.registered)
                IS DISTINCT FROM (s.state_id, s.city_id, ${registered})`,
      ),
    ).toEqual([]);
    // The counts of period rows per period, place (the state, city 0, and the city), first day
    // and days reported.
    const counts = (from: string) =>
      db.query(`SELECT period, period_start::text, city_id, state_id, first_day::text,
                       days_reported, n::int
                  FROM (${from}) c WHERE n <> 0 ORDER BY 1, 2, 3, 4, 5, 6`);
    // None is kept at nothing: every list of the period would read it.
    expect(await db.query("SELECT * FROM attendance_period_counts WHERE n = 0")).toEqual([]);
    expect(await counts("SELECT * FROM attendance_period_counts")).toEqual(
      await counts(
        `SELECT p.period, p.period_start, k.city_id, s.state_id, p.first_day, p.days_reported,
                count(*) AS n
           FROM attendance_school_periods p JOIN schools s USING (school_id),
                LATERAL (VALUES (0), (s.city_id)) AS k(city_id)
          GROUP BY 1, 2, 3, 4, 5, 6`,
      ),
    );

    // Migration 026's enrolment of each state (city 0) and city: its schools' now.
    expect(
      await db.query(
        `SELECT state_id, city_id, students::float8, teachers::float8 FROM school_enrolment
          WHERE students <> 0 OR teachers <> 0 ORDER BY 1, 2`,
      ),
    ).toEqual(
      await db.query(
        `SELECT state_id, city_id, students::float8, teachers::float8
           FROM (SELECT state_id, 0 AS city_id, sum(students) AS students, sum(teachers) AS teachers
                   FROM schools GROUP BY 1
                 UNION ALL
                 SELECT state_id, city_id, sum(students), sum(teachers) FROM schools GROUP BY 1, 2) x
          WHERE students <> 0 OR teachers <> 0 ORDER BY 1, 2`,
      ),
    );

    // Every school has its last day, or none: never reported (or every day removed).
    const last = new Map<number, string | null>();
    for (const { school_id } of await db.query<{ school_id: number }>(
      "SELECT school_id FROM schools",
    ))
      last.set(school_id, null);
    for (const key of model.keys()) {
      const [school, day] = key.split("|");
      const was = last.get(Number(school));
      if (!was || day > was) last.set(Number(school), day);
    }
    const keptLast = await db.query<{ school_id: number; day: string | null }>(
      "SELECT school_id, last_attendance_day::text AS day FROM school_last_attendance",
    );
    expect(new Map(keptLast.map((r) => [r.school_id, r.day]))).toEqual(last);
  }

  it("equals a brute force over the rows after any sequence of writes, moves and deletions", async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 14 }), async (ops) => {
        // Each run's schools are new ones: the ones of earlier runs stay, as they were left.
        const ids = await addSchools(db, SCHOOLS_PER_RUN, { seed: 40 + run, from: run * 10 });
        run++;
        for (const op of ops) await apply(op, ids);
        await expectExact();
      }),
      { numRuns: 25, seed: 32 },
    );
    // The repair recounts to the same.
    await expectAggregatesExact(db);
    await expectExact();
  });

  it("a day sent again in the same bands moves its periods' sums", async () => {
    const [id] = await addSchools(db, 1, { seed: 90, from: 900 });
    const day = (present_students: number) => ({
      school_id: id,
      day: "2026-03-30",
      present_students,
      present_teachers: 8,
      enrolled_students: 100,
      enrolled_teachers: 10,
    });
    await db.transaction((tx) => recordAttendance(tx, [day(80)]));
    // 81% is in the band of 80% (80 to 85): no band count changes, the sums do.
    await db.transaction((tx) => recordAttendance(tx, [day(81)]));
    expect(
      await db.query(
        `SELECT period, present_students, enrolled_students FROM attendance_school_periods
          WHERE school_id = $1 ORDER BY period`,
        [id],
      ),
    ).toEqual([
      { period: "month", present_students: 81, enrolled_students: 100 },
      { period: "week", present_students: 81, enrolled_students: 100 },
      { period: "year", present_students: 81, enrolled_students: 100 },
    ]);
  });
});
