import type { SchoolDetail } from "../../../contract/schools";
import type { Queryable } from "../index";
import { searchText } from "../../schools/repository";
import type { Random } from "./random";

/*
 * Plausible Indian schools and principals, generated from a seeded random source: the demo data,
 * `npm run seed` and tests draw from the same generator.
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
> & { search_text: string };

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
