import type { Db, Queryable } from "../db/index";
import { seededRandom, type Random } from "../db/demo/random";
import { addBulkAttendanceTotals } from "./attendance";
import { searchText } from "./service";

/*
 * Bulk generation of plausible schools and attendance, for the demo data, `npm run seed` and
 * tests. Rows go in with one statement per batch (unnest / generate_series), never one by one.
 */

export interface Geography {
  cities: { city_id: number; state_id: number; name: string }[];
  boards: number[];
}

export async function loadGeography(db: Queryable): Promise<Geography> {
  return {
    // Generated schools are Indian schools (the coordinates are drawn within India's latitudes);
    // any city will do on a database that has no India.
    cities: await db.query(
      `SELECT c.city_id, c.state_id, c.name
         FROM cities c JOIN states s ON s.state_id = c.state_id
         JOIN countries co ON co.country_id = s.country_id
        WHERE co.name = 'India' OR NOT EXISTS (SELECT 1 FROM countries WHERE name = 'India')
        ORDER BY c.city_id`,
    ),
    boards: (
      await db.query<{ board_id: number }>("SELECT board_id FROM boards ORDER BY board_id")
    ).map((b) => b.board_id),
  };
}

const PREFIXES = [
  "Sunrise",
  "Green Valley",
  "St. Xavier's",
  "Delhi Public",
  "Kendriya Vidyalaya",
  "Little Flower",
  "Modern",
  "National",
  "Holy Cross",
  "Sacred Heart",
  "Sri Chaitanya",
  "Narayana",
  "Bharatiya Vidya Bhavan",
  "DAV",
  "Ryan International",
  "Army Public",
  "Mount Carmel",
  "Vivekananda",
  "Saraswati Vidya Mandir",
  "Bal Bharati",
  "Springdale",
  "Carmel Convent",
  "Jawahar Navodaya",
  "Government Higher Secondary",
  "Zilla Parishad",
  "Don Bosco",
  "Loyola",
  "Podar",
  "Amrita Vidyalayam",
  "Chinmaya Vidyalaya",
];
const SUFFIXES = [
  "School",
  "Public School",
  "High School",
  "Convent School",
  "Vidyalaya",
  "Model School",
  "Academy",
  "International School",
];
const SYLLABLES = [
  [
    "Ram",
    "Shiv",
    "Kris",
    "Gan",
    "Har",
    "Lak",
    "Dev",
    "Sur",
    "Chan",
    "Mad",
    "Raj",
    "Nan",
    "Vis",
    "Jay",
    "Kum",
    "Pad",
    "Sam",
    "Bal",
    "Kal",
    "Tar",
  ],
  ["a", "i", "u", "e", "o", "an", "ar", "al", "en", "in"],
  ["pur", "nagar", "abad", "ganj", "wadi", "pet", "palli", "gaon", "kheda", "puram"],
];
const FIRST = [
  "Aarav",
  "Vivaan",
  "Aditya",
  "Arjun",
  "Sai",
  "Reyansh",
  "Krishna",
  "Ishaan",
  "Rohan",
  "Kabir",
  "Ananya",
  "Diya",
  "Saanvi",
  "Aadhya",
  "Kavya",
  "Meera",
  "Priya",
  "Lakshmi",
  "Fatima",
  "Zoya",
  "Gurpreet",
  "Harpreet",
  "Suresh",
  "Ramesh",
  "Mahesh",
  "Sunita",
  "Anita",
  "Deepa",
  "Joseph",
  "Mary",
  "Imran",
  "Nikhil",
  "Pooja",
  "Rahul",
  "Sneha",
  "Tenzin",
  "Lalit",
  "Bhavna",
  "Chitra",
  "Farhan",
];
const MIDDLE = ["Kumar", "Devi", "Prasad", "Lal", "Chand", "Rani", "Nath", "Bai"];
const LAST = [
  "Sharma",
  "Verma",
  "Gupta",
  "Iyer",
  "Nair",
  "Reddy",
  "Rao",
  "Patel",
  "Shah",
  "Singh",
  "Kaur",
  "Khan",
  "Das",
  "Banerjee",
  "Chatterjee",
  "Mukherjee",
  "Menon",
  "Pillai",
  "Joshi",
  "Kulkarni",
  "Deshpande",
  "Yadav",
  "Mishra",
  "Tiwari",
  "Pandey",
  "Chauhan",
  "Bhat",
  "Hegde",
  "Gowda",
  "Naidu",
  "Fernandes",
  "D'Souza",
  "Ansari",
  "Qureshi",
  "Bora",
  "Sangma",
  "Lepcha",
  "Thapa",
];

export interface GeneratedSchool {
  school_name: string;
  school_email: string;
  type: "public" | "private";
  established_year: number;
  board_id: number;
  state_id: number;
  city_id: number;
  pincode: string;
  address: string;
  school_phone_number: string;
  secondary_phone: string | null;
  website: string | null;
  latitude: string;
  longitude: string;
  area_radius: number;
  admin_approval: boolean;
  status: boolean;
  students: number;
  teachers: number;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  email: string;
  phone_number: string;
  search_text: string;
}

const digits = (random: Random, n: number, first = "6789") =>
  random.pick([...first]) + Array.from({ length: n - 1 }, () => random.int(0, 9)).join("");
const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "");

/** One plausible school; `index` keeps e-mail addresses apart. */
export function generateSchool(
  random: Random,
  index: number,
  geo: Geography,
  year: number,
): GeneratedSchool {
  const city = random.pick(geo.cities);
  const locality = SYLLABLES.map((s) => random.pick(s)).join("");
  const prefix = random.pick(PREFIXES);
  const suffix = random.pick(SUFFIXES);
  const school_name = `${prefix}${prefix.endsWith(suffix) ? "" : ` ${suffix}`}, ${locality}`;
  const first_name = random.pick(FIRST);
  const middle_name = random.chance(0.3) ? random.pick(MIDDLE) : null;
  const last_name = random.pick(LAST);
  const students = random.int(120, 2400);
  const verified = random.chance(0.6);
  const domain = `${slug(school_name).slice(0, 24)}${index}.edu.example`;
  const coordinate = (min: number, max: number) => (min + random.next() * (max - min)).toFixed(6);
  return {
    school_name,
    school_email: `office@${domain}`,
    type: random.chance(0.55) ? "public" : "private",
    established_year: random.int(1850, year - 1),
    board_id: random.pick(geo.boards),
    state_id: city.state_id,
    city_id: city.city_id,
    pincode: digits(random, 6, "123456789"),
    address: `${random.int(1, 400)}, ${locality} Main Road, ${city.name}`,
    school_phone_number: digits(random, 10),
    secondary_phone: random.chance(0.4) ? digits(random, 10) : null,
    website: random.chance(0.5) ? `https://www.${domain}` : null,
    latitude: coordinate(8, 34),
    longitude: coordinate(69, 96),
    area_radius: random.int(50, 1500),
    admin_approval: verified,
    // Mostly active once verified; a new registration waits as Pending.
    status: verified ? random.chance(0.85) : random.chance(0.25),
    students,
    teachers: Math.max(5, Math.round(students / random.int(18, 35))),
    first_name,
    middle_name,
    last_name,
    email: `${slug(first_name)}.${slug(last_name)}${index}@${domain}`,
    phone_number: digits(random, 10),
    search_text: searchText([school_name, first_name, middle_name, last_name, city.name]),
  };
}

const SCHOOL_COLUMNS: [keyof GeneratedSchool, string][] = [
  ["school_name", "text"],
  ["school_email", "text"],
  ["type", "text"],
  ["established_year", "int"],
  ["board_id", "int"],
  ["state_id", "int"],
  ["city_id", "int"],
  ["pincode", "text"],
  ["address", "text"],
  ["school_phone_number", "text"],
  ["secondary_phone", "text"],
  ["website", "text"],
  ["latitude", "numeric"],
  ["longitude", "numeric"],
  ["area_radius", "int"],
  ["admin_approval", "bool"],
  ["status", "bool"],
  ["students", "int"],
  ["teachers", "int"],
  ["search_text", "text"],
];
const PRINCIPAL_COLUMNS: [keyof GeneratedSchool, string][] = [
  ["first_name", "text"],
  ["middle_name", "text"],
  ["last_name", "text"],
  ["email", "text"],
  ["phone_number", "text"],
];

/**
 * Inserts schools with their principals in one statement (the counters follow by trigger).
 * Returns the new ids in order.
 */
export async function insertSchools(tx: Queryable, rows: GeneratedSchool[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const columns = [...SCHOOL_COLUMNS, ...PRINCIPAL_COLUMNS];
  const params = columns.map(([name]) => rows.map((r) => r[name])) as (string[] | number[])[];
  const unnest = columns.map(([, type], i) => `$${i + 1}::${type}[]`).join(", ");
  const names = columns.map(([name]) => name);
  const ids = await tx.query<{ school_id: number }>(
    `WITH input AS MATERIALIZED (
       SELECT nextval('schools_school_id_seq')::int AS school_id, i.*
         FROM unnest(${unnest}) WITH ORDINALITY AS i (${names.join(", ")}, ord)
        ORDER BY ord
     ), s AS (
       INSERT INTO schools (school_id, ${SCHOOL_COLUMNS.map(([n]) => n).join(", ")})
       SELECT school_id, ${SCHOOL_COLUMNS.map(([n]) => n).join(", ")} FROM input
     ), p AS (
       INSERT INTO school_principals (school_id, ${PRINCIPAL_COLUMNS.map(([n]) => n).join(", ")}, employee_number)
       SELECT school_id, ${PRINCIPAL_COLUMNS.map(([n]) => n).join(", ")},
              'EMP' || lpad(nextval('employee_number_seq')::text, 7, '0')
         FROM input ORDER BY ord
     )
     SELECT school_id FROM input ORDER BY ord`,
    params,
  );
  return ids.map((r) => r.school_id);
}

/** The school days (Monday to Saturday) from `from` to `to`, both included, as YYYY-MM-DD (UTC). */
export function schoolDays(from: Date, to: Date): string[] {
  const days: string[] = [];
  const day = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  for (; day <= to; day.setUTCDate(day.getUTCDate() + 1)) {
    if (day.getUTCDay() !== 0) days.push(day.toISOString().slice(0, 10));
  }
  return days;
}

/** The last `count` school days up to `to`. */
export function lastSchoolDays(to: Date, count: number): string[] {
  const from = new Date(to.getTime() - Math.ceil((count * 7) / 6 + 7) * 86_400_000);
  return schoolDays(from, to).slice(-count);
}

/**
 * Attendance of schools that have none yet, for the given days: a steady rate per school
 * (80-92 % of students, 88-98 % of teachers) with a little daily noise, deterministic from the
 * school and the day. Keeps the daily totals.
 */
export async function insertBulkAttendance(
  tx: Queryable,
  firstId: number,
  lastId: number,
  days: string[],
) {
  if (days.length === 0) return;
  await tx.query(
    `INSERT INTO attendance (school_id, day, present_students, present_teachers)
     SELECT s.school_id, d.day,
            least(s.students, floor(s.students * (0.80 + 0.02 * (s.school_id % 7) + 0.06 * (r.a - 0.5)))),
            least(s.teachers, round(s.teachers * (0.88 + 0.015 * (s.school_id % 5) + 0.04 * (r.b - 0.5))))
       FROM schools s
       CROSS JOIN unnest($3::date[]) AS d (day)
       CROSS JOIN LATERAL (
         SELECT (hashint8(s.school_id::bigint * 100000 + (d.day - date '2000-01-01')) & 65535) / 65535.0 AS a,
                (hashint8(s.school_id::bigint * 100000 + (d.day - date '2000-01-01') + 77777) & 65535) / 65535.0 AS b
       ) r
      WHERE s.school_id BETWEEN $1 AND $2`,
    [firstId, lastId, days],
  );
  await addBulkAttendanceTotals(tx, firstId, lastId);
}

export interface BulkSeedOptions {
  schools: number;
  /** Attendance for the last this many school days up to `now`. */
  attendanceDays: number;
  now: Date;
  seed?: number;
  batchSize?: number;
  onProgress?: (done: number, total: number) => void;
}

/** Adds generated schools (and their attendance) in batches, each batch in one transaction. */
export async function bulkSeed(db: Db, options: BulkSeedOptions): Promise<void> {
  const geo = await loadGeography(db);
  if (geo.cities.length === 0 || geo.boards.length === 0)
    throw new Error("The geography is missing.");
  const days =
    options.attendanceDays > 0 ? lastSchoolDays(options.now, options.attendanceDays) : [];
  const batchSize = options.batchSize ?? 5000;
  const [{ start }] = await db.query<{ start: number }>(
    "SELECT count(*)::int AS start FROM schools",
  );
  for (let done = 0; done < options.schools; done += batchSize) {
    const n = Math.min(batchSize, options.schools - done);
    const random = seededRandom((options.seed ?? 1) * 1_000_003 + start + done);
    const rows = Array.from({ length: n }, (_, i) =>
      generateSchool(random, start + done + i + 1, geo, options.now.getFullYear()),
    );
    await db.transaction(async (tx) => {
      const ids = await insertSchools(tx, rows);
      await insertBulkAttendance(tx, ids[0], ids[ids.length - 1], days);
    });
    options.onProgress?.(done + n, options.schools);
  }
}
