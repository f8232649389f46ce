import type { SchoolDetail } from "../../../contract/schools";
import type { Queryable } from "../index";
import { searchText } from "../../schools/repository";
import type { Random } from "./random";
import { demoMainBoards, indianStates } from "./geography";

/*
 * Plausible Indian schools and principals, generated from a seeded random source: the demo data,
 * `npm run seed` and tests draw from the same generator.
 */

/** A state's share of the generated schools and what a school there is given. */
export interface GeographyState {
  state_id: number;
  cities: { city_id: number; name: string }[];
  /** The central boards' sub-boards and its own state board's. */
  boards: number[];
  /** The first two digits of its schools' UDISE+ codes; null outside the India table. */
  udise: string | null;
  /** Its PIN ranges; null outside the India table (any six digits then). */
  pins: [number, number][] | null;
  /** The running total of the states' weights up to this one, to draw a state by population. */
  upTo: number;
}

export interface Geography {
  cities: { city_id: number; state_id: number; name: string }[];
  boards: number[];
  states: GeographyState[];
}

export async function loadGeography(db: Queryable): Promise<Geography> {
  // Generated schools are Indian schools (the coordinates are drawn within India's latitudes);
  // any city will do on a database that has no India.
  const cities = await db.query<{ city_id: number; state_id: number; name: string; state: string }>(
    `SELECT c.city_id, c.state_id, c.name, s.name AS state
       FROM cities c JOIN states s ON s.state_id = c.state_id
       JOIN countries co ON co.country_id = s.country_id
      WHERE co.name = 'India' OR NOT EXISTS (SELECT 1 FROM countries WHERE name = 'India')
      ORDER BY c.city_id`,
  );
  const boards = await db.query<{ board_id: number; main_board: string }>(
    `SELECT b.board_id, m.name AS main_board
       FROM boards b JOIN main_boards m ON m.main_board_id = b.main_board_id
      ORDER BY b.board_id`,
  );
  // A state board takes only its own state's schools; any other board (the central ones, and
  // boards added since that the demo table does not know) takes schools anywhere.
  const boardState = new Map(demoMainBoards.map((m) => [m.name, m.state]));
  const states: GeographyState[] = [];
  let upTo = 0;
  for (const city of cities) {
    let state = states.find((s) => s.state_id === city.state_id);
    if (!state) {
      const facts = indianStates[city.state];
      const own = boards.filter((b) =>
        [undefined, city.state].includes(boardState.get(b.main_board)),
      );
      upTo += facts?.population ?? 1;
      state = {
        state_id: city.state_id,
        cities: [],
        boards: (own.length ? own : boards).map((b) => b.board_id),
        udise: facts?.udise[0] ?? null,
        pins: facts?.pins ?? null,
        upTo,
      };
      states.push(state);
    }
    state.cities.push({ city_id: city.city_id, name: city.name });
  }
  return {
    cities: cities.map(({ city_id, state_id, name }) => ({ city_id, state_id, name })),
    boards: boards.map((b) => b.board_id),
    states,
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

/** A generated school with its principal: the profile's own fields, and its search text. */
export type GeneratedSchool = Pick<
  SchoolDetail,
  | "school_name"
  | "school_email"
  | "type"
  | "established_year"
  | "board_id"
  | "state_id"
  | "city_id"
  | "pincode"
  | "address"
  | "school_phone_number"
  | "secondary_phone"
  | "website"
  | "latitude"
  | "longitude"
  | "area_radius"
  | "admin_approval"
  | "status"
  | "students"
  | "teachers"
  | "first_name"
  | "middle_name"
  | "last_name"
  | "email"
  | "phone_number"
> & {
  search_text: string;
  /** The registration date (schools.created_at), ISO 8601. */
  created_at: string;
  /** The state's two UDISE+ digits; insertSchools completes the code from the school's id. */
  udise_state: string | null;
};

const digits = (random: Random, n: number, first = "6789") =>
  random.pick([...first]) + Array.from({ length: n - 1 }, () => random.int(0, 9)).join("");
const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "");

const YEAR_MS = 365.2425 * 86_400_000;

/**
 * A registration date within the ten years before `now`, recent years heavier: the density
 * falls linearly from 2 today to 1 ten years ago (the inverse of its distribution function).
 */
function registeredAt(random: Random, now: Date): Date {
  const years = 20 - Math.sqrt(400 - 300 * random.next());
  return new Date(Math.floor((now.getTime() - years * YEAR_MS) / 1000) * 1000);
}

/** A PIN within the state's ranges, every PIN of them as likely; any six digits outside India. */
function pincode(random: Random, pins: [number, number][] | null): string {
  if (!pins) return digits(random, 6, "123456789");
  let n = random.int(0, pins.reduce((sum, [from, to]) => sum + to - from, pins.length) - 1);
  for (const [from, to] of pins) {
    if (n <= to - from) return String(from + n);
    n -= to - from + 1;
  }
  throw new Error("unreachable: n is below the ranges' total");
}

/**
 * One plausible school; `index` keeps e-mail addresses apart. Its state is drawn by population,
 * its PIN, UDISE+ state digits and board fit that state, and it registered within the ten years
 * before `now` (by default the start of `year`).
 */
export function generateSchool(
  random: Random,
  index: number,
  geo: Geography,
  year: number,
  now: Date = new Date(Date.UTC(year, 0, 1)),
): GeneratedSchool {
  const drawn = random.next() * geo.states[geo.states.length - 1].upTo;
  const state = geo.states.find((s) => drawn < s.upTo) ?? geo.states[geo.states.length - 1];
  const city = random.pick(state.cities);
  const created = registeredAt(random, now);
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
    established_year: random.int(1850, created.getUTCFullYear() - 1),
    board_id: random.pick(state.boards),
    state_id: state.state_id,
    city_id: city.city_id,
    pincode: pincode(random, state.pins),
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
    created_at: created.toISOString(),
    udise_state: state.udise,
  };
}
