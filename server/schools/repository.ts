import {
  type SchoolAsset,
  type SchoolDetail,
  type SchoolListItem,
  type SchoolPayload,
  type SchoolSort,
} from "../../contract/schools";
import { escapeLike, type Queryable, type SqlValue } from "../db/index";
import type { AssetLinks } from "./links";
import type { UploadedFile } from "./uploads";

/*
 * The schools' SQL: every statement on schools, their principals and their files, each as a
 * function of the connection or transaction it runs on. What is allowed and what is recorded
 * lives in service.ts.
 */

/** What the list's search matches: the school's name, its principal's name and its city. */
export function searchText(parts: (string | null | undefined)[]): string {
  return parts
    .filter((p): p is string => !!p)
    .join(" ")
    .toLowerCase();
}

/**
 * The list's maintained counters; the version a write that may change a search's count moves
 * on, and the one every write to a row the list shows moves on.
 */
interface SchoolCounters {
  schools: number;
  verified: number;
  version: string;
  rows: string;
}

/**
 * Reads the counters, and with `counted` (countedSum's) the total it sums, in one statement: the
 * common request, a page kept in the cache, costs the session check and this alone.
 */
export const readCounters = async (db: Queryable, counted?: { sql: string; params: SqlValue[] }) =>
  (
    await db.query<SchoolCounters & { counted: number | null }>(
      `SELECT schools::float8 AS schools, verified_schools::float8 AS verified,
              list_version::text AS version, rows_version::text AS rows,
              ${counted ? `(${counted.sql})` : "NULL::float8"} AS counted
         FROM school_counters`,
      counted?.params ?? [],
    )
  )[0];

/** Which schools a list read takes: every filter given must hold (none given: every school). */
export interface SchoolFilter {
  ids?: number[];
  admin_approval?: boolean;
  /** Lower-case words, each of which the search text must contain. */
  words: string[];
  /**
   * A search that is a UDISE+ code: the school holding it is taken too, and comes first (a
   * lookup in the code's unique index, migration 014).
   */
  code?: string;
  state_id?: number;
  city_id?: number;
  main_board_id?: number;
  board_id?: number;
  type?: "public" | "private";
  /** Active (true) or inactive (false): the list's Action column. */
  status?: boolean;
  /** Registered on or after this day (YYYY-MM-DD, in India's time zone). */
  registered_from?: string;
  /** Registered on or before this day (YYYY-MM-DD, in India's time zone). */
  registered_to?: string;
  /**
   * The one counted filter whose schools are read first, then the others checked on them: set
   * by the list when the kept counts say that filter takes few schools (see `narrowestFilter`).
   */
  narrowest?: CountedField;
}

/** The columns a filter compares with equality: the filter's field is the column's name. */
const EQUAL_FILTERS = [
  "admin_approval",
  "state_id",
  "city_id",
  "main_board_id",
  "board_id",
  "type",
  "status",
] as const;

/**
 * The moment a day (YYYY-MM-DD) starts in India's time zone (Asia/Kolkata, always UTC+05:30:
 * no daylight saving time; the kept counts' days are Asia/Kolkata's, migration 015), `after`
 * days later. Given to the database as a moment, not as an expression of the day, so that the planner weighs the range's real width: ten
 * years of registrations are walked in the list's order, one day's through the date's index.
 */
function dayStart(day: string, after = 0): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + after);
  return `${date.toISOString().slice(0, 10)}T00:00:00+05:30`;
}

/**
 * THE one translation of a filter into SQL: a WHERE clause over the unaliased `schools` table
 * with its parameters ($1 on), used by the list's count and page and by the export, so that an
 * export takes exactly the schools the list shows. `codeFirst` orders the school holding a
 * searched code first.
 */
export function whereOf(filter: SchoolFilter) {
  const where: string[] = [];
  const params: (string | number | boolean | number[])[] = [];
  // The narrowest filter's schools, fenced by OFFSET 0 so that the planner reads them through
  // that filter's index and sorts them, rather than walking the sort's index over the whole
  // register in the hope of meeting them (its estimate of a rare city is a guess; the kept
  // counts are exact). Aliased `schools`, so the WHERE below reads the same; its parameters
  // come first, so they are $1 on in both.
  let from = "schools";
  if (filter.narrowest !== undefined) {
    const only = whereOf(narrowed(filter, filter.narrowest));
    from = `(SELECT * FROM schools ${only.sql} OFFSET 0) schools`;
    params.push(...only.params);
  }
  if (filter.ids !== undefined) {
    params.push(filter.ids);
    where.push(`school_id = ANY($${params.length}::int[])`);
  }
  for (const column of EQUAL_FILTERS) {
    const value = filter[column];
    if (value === undefined) continue;
    params.push(value);
    where.push(`${column} = $${params.length}`);
  }
  if (filter.registered_from !== undefined) {
    params.push(dayStart(filter.registered_from));
    where.push(`created_at >= $${params.length}::timestamptz`);
  }
  if (filter.registered_to !== undefined) {
    params.push(dayStart(filter.registered_to, 1));
    where.push(`created_at < $${params.length}::timestamptz`);
  }
  const words = filter.words.map((word) => {
    params.push(`%${escapeLike(word)}%`);
    return `search_text LIKE $${params.length}`;
  });
  let codeFirst: ((direction: "ASC" | "DESC", alias?: string) => string) | undefined;
  if (filter.code !== undefined) {
    params.push(filter.code);
    const n = params.length;
    where.push(`(udise_code = $${n}${words.length ? ` OR (${words.join(" AND ")})` : ""})`);
    codeFirst = (direction, alias = "") => `(${alias}udise_code = $${n}) IS TRUE ${direction}, `;
  } else where.push(...words);
  return { sql: where.length ? `WHERE ${where.join(" AND ")}` : "", from, params, codeFirst };
}

/**
 * How many schools the filter takes, counted (a scan of the matches), up to `cap` + 1 when a cap
 * is given: an answer above `cap` says "more than cap".
 */
export async function countSchools(
  db: Queryable,
  filter: SchoolFilter,
  cap?: number,
): Promise<number> {
  const where = whereOf(filter);
  const n = where.params.length;
  const [row] = await db.query<{ n: number }>(
    cap === undefined
      ? `SELECT count(*)::float8 AS n FROM ${where.from} ${where.sql}`
      : `SELECT count(*)::float8 AS n FROM (SELECT FROM ${where.from} ${where.sql} LIMIT $${n + 1}) m`,
    cap === undefined ? where.params : [...where.params, cap + 1],
  );
  return row.n;
}

/** The counted filters (migration 015's dimensions) and the filter field each one is. */
const COUNTED = [
  ["state", "state_id"],
  ["city", "city_id"],
  ["main_board", "main_board_id"],
  ["board", "board_id"],
  ["type", "type"],
] as const;

/** A filter the kept counts count alone: one of COUNTED's fields, or the registration range. */
export type CountedField = (typeof COUNTED)[number][1] | "registered";

/** The filter reduced to one of its counted filters. */
function narrowed(filter: SchoolFilter, field: CountedField): SchoolFilter {
  if (field !== "registered") return { words: [], [field]: filter[field] };
  const { registered_from, registered_to } = filter;
  return { words: [], registered_from, registered_to };
}

/**
 * The statements that count each of the filter's counted filters alone, from the kept counts:
 * the list reads a combination the counts do not cover through the narrowest of them.
 */
export function countedAlone(
  filter: SchoolFilter,
): { field: CountedField; sql: string; params: SqlValue[] }[] {
  if (filter.ids !== undefined) return [];
  const fields: CountedField[] = COUNTED.filter(([, field]) => filter[field] !== undefined).map(
    ([, field]) => field,
  );
  if (filter.registered_from !== undefined || filter.registered_to !== undefined)
    fields.push("registered");
  return fields.map((field) => ({ field, ...countedSum(narrowed(filter, field))! }));
}

/**
 * The statement summing a filter's total from the maintained counts (migrations 015 and 017),
 * when it has one: at most two of state, city, main board, board and type, or the registration
 * range alone, with or without the verified and activity filters, and no search or ids.
 * Undefined for any other.
 */
export function countedSum(filter: SchoolFilter): { sql: string; params: SqlValue[] } | undefined {
  if (filter.ids !== undefined || filter.words.length || filter.code !== undefined) return;
  const given = COUNTED.filter(([, field]) => filter[field] !== undefined);
  const dated = filter.registered_from !== undefined || filter.registered_to !== undefined;
  if (dated ? given.length > 0 : given.length > 2) return;
  const params: (string | boolean)[] = [];
  const where: string[] = [];
  const add = (sql: string, value: string | boolean) => {
    params.push(value);
    where.push(sql.replace("?", `$${params.length}`));
  };
  if (dated) {
    add("dimension = ?", "day");
    if (filter.registered_from !== undefined) add("value >= ?", filter.registered_from);
    if (filter.registered_to !== undefined) add("value <= ?", filter.registered_to);
  } else if (given.length) {
    // A pair's dimension and value join its two in COUNTED's order, as migration 017 keys them.
    add("dimension = ?", given.map(([dimension]) => dimension).join("+"));
    add("value = ?", given.map(([, field]) => String(filter[field])).join("+"));
  } else add("dimension = ?", "all");
  if (filter.admin_approval !== undefined) add("verified = ?", filter.admin_approval);
  if (filter.status !== undefined) add("active = ?", filter.status);
  return {
    sql: `SELECT coalesce(sum(n), 0)::float8 FROM school_list_counts WHERE ${where.join(" AND ")}`,
    params,
  };
}

/** The list's sorts: the column of each (ties broken by school_id). */
const SORT_COLUMNS: Record<SchoolSort, string> = {
  school_id: "school_id",
  school_name: "school_name",
  students: "students",
  created_at: "created_at",
};

/**
 * A page of the schools the filter takes, sorted by `sort` (then school_id) in `order`,
 * starting at `offset`, of the `total` there are (a lower bound when `exact` is false).
 */
export async function readSchoolPage(
  db: Queryable,
  filter: SchoolFilter,
  page: {
    offset: number;
    limit: number;
    order: "ASC" | "DESC";
    total: number;
    sort?: SchoolSort;
    exact?: boolean;
  },
): Promise<SchoolListItem[]> {
  const { offset, order, total, sort = "school_id", exact = true } = page;
  const where = whereOf(filter);
  // An offset costs a walk over every row it skips. Past the middle, the page is read from the
  // other end instead, so that the last pages are as cheap as the first ones. A total that is
  // only a lower bound has no known other end.
  const fromOtherEnd = exact && offset + page.limit / 2 > total / 2;
  const [direction, limit, skip] = fromOtherEnd
    ? [
        order === "DESC" ? "ASC" : "DESC",
        Math.min(page.limit, total - offset),
        Math.max(0, total - offset - page.limit),
      ]
    : [order, page.limit, offset];
  const n = where.params.length;
  // The school holding a searched code is first in `order`, so last when read from the other end.
  const first = where.codeFirst?.(fromOtherEnd ? "ASC" : "DESC") ?? "";
  const firstOfPage = where.codeFirst?.("DESC", "s.") ?? "";
  const column = SORT_COLUMNS[sort];
  const by = column === "school_id" ? "" : `${column} ${direction}, `;
  const byOfPage = column === "school_id" ? "" : `s.${column} ${order}, `;
  return db.query<SchoolListItem>(
    `WITH page AS (
       SELECT school_id FROM ${where.from} ${where.sql}
        ORDER BY ${first}${by}school_id ${direction} LIMIT $${n + 1} OFFSET $${n + 2}
     )
     SELECT s.school_id, s.school_name,
            concat_ws(' ', p.first_name, p.middle_name, p.last_name) AS admin_name,
            st.name AS state_name, c.name AS city_name, s.students, s.admin_approval, s.status,
            s.udise_code,
            to_char(s.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
       FROM page JOIN schools s USING (school_id)
       JOIN school_principals p USING (school_id)
       JOIN states st ON st.state_id = s.state_id
       JOIN cities c ON c.city_id = s.city_id
      ORDER BY ${firstOfPage}${byOfPage}s.school_id ${order}`,
    [...where.params, limit, skip],
  );
}

/** The profile and what the edit form loads; null when there is no such school. */
export async function schoolDetail(
  db: Queryable,
  id: number,
  links: AssetLinks,
): Promise<SchoolDetail | null> {
  const [school] = await db.query<Omit<SchoolDetail, "assets">>(
    `SELECT s.school_id, s.school_name, s.type, s.established_year,
            b.name AS affiliation_board, mb.name AS main_board_name,
            s.address, s.school_email, s.school_phone_number, s.secondary_phone, s.website, s.pincode,
            s.udise_code, st.country_id, s.state_id, s.city_id, b.main_board_id, s.board_id,
            co.name AS country_name, st.name AS state_name, c.name AS city_name,
            p.first_name, p.middle_name, p.last_name,
            concat_ws(' ', p.first_name, p.middle_name, p.last_name) AS full_name,
            p.employee_number, p.email, p.phone_number,
            s.latitude::text AS latitude, s.longitude::text AS longitude, s.area_radius,
            s.admin_approval, s.status, s.students, s.teachers
       FROM schools s
       JOIN school_principals p USING (school_id)
       JOIN boards b ON b.board_id = s.board_id
       JOIN main_boards mb ON mb.main_board_id = b.main_board_id
       JOIN states st ON st.state_id = s.state_id
       JOIN countries co ON co.country_id = st.country_id
       JOIN cities c ON c.city_id = s.city_id
      WHERE s.school_id = $1`,
    [id],
  );
  if (!school) return null;
  const assets = await db.query<{
    asset_id: number;
    kind: string;
    file_name: string;
    content_type: string;
  }>(
    "SELECT asset_id, kind, file_name, content_type FROM school_assets WHERE school_id = $1 ORDER BY asset_id",
    [id],
  );
  const asAsset = (a: (typeof assets)[number]): SchoolAsset => ({
    id: a.asset_id,
    file_name: a.file_name,
    content_type: a.content_type,
    url: links.url(a.asset_id),
  });
  return {
    ...school,
    assets: {
      school_image: assets.filter((a) => a.kind === "school_image").map(asAsset),
      document: assets.filter((a) => a.kind === "document").map(asAsset),
    },
  };
}

/** Whether the payload's board and state exist, and its city's name if it lies in that state. */
export async function readReferences(db: Queryable, payload: SchoolPayload) {
  const [row] = await db.query<{ board: boolean; state: boolean; city: string | null }>(
    `SELECT EXISTS (SELECT 1 FROM boards WHERE board_id = $1) AS board,
            EXISTS (SELECT 1 FROM states WHERE state_id = $2) AS state,
            (SELECT name FROM cities WHERE city_id = $3 AND state_id = $2) AS city`,
    [payload.board_id, payload.state_id, payload.city_id],
  );
  return row;
}

/** The school's columns ($1..$17 of the insert, $2..$18 of the update), `city` its city's name. */
const schoolColumns = (p: SchoolPayload, city: string) => [
  p.school_name,
  p.school_email,
  p.type,
  p.established_year,
  p.board_id,
  p.state_id,
  p.city_id,
  p.pincode,
  p.address,
  p.school_phone_number,
  p.secondary_phone ?? null,
  p.website ?? null,
  p.latitude,
  p.longitude,
  p.area_radius,
  searchText([p.school_name, p.first_name, p.middle_name, p.last_name, city]),
  p.udise_code ?? null,
];

const principalColumns = (p: SchoolPayload) => [
  p.first_name,
  p.middle_name ?? null,
  p.last_name,
  p.email,
  p.phone_number,
];

/** Inserts a school and its principal, who gets the next employee number. */
export async function insertSchool(tx: Queryable, payload: SchoolPayload, city: string) {
  const [{ school_id }] = await tx.query<{ school_id: number }>(
    `INSERT INTO schools (school_name, school_email, type, established_year, board_id, state_id,
       city_id, pincode, address, school_phone_number, secondary_phone, website, latitude,
       longitude, area_radius, search_text, udise_code)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::numeric, $14::numeric, $15, $16,
       $17)
     RETURNING school_id`,
    schoolColumns(payload, city),
  );
  const [{ employee_number }] = await tx.query<{ employee_number: string }>(
    `INSERT INTO school_principals (school_id, first_name, middle_name, last_name, email, phone_number,
       employee_number)
     VALUES ($1, $2, $3, $4, $5, $6, 'EMP' || lpad(nextval('employee_number_seq')::text, 7, '0'))
     RETURNING employee_number`,
    [school_id, ...principalColumns(payload)],
  );
  return { school_id, employee_number };
}

/** The fields an update's event compares, as the database gives them back. */
const AUDITED = {
  school_name: "s.school_name",
  school_email: "s.school_email",
  type: "s.type",
  established_year: "s.established_year",
  board_id: "s.board_id",
  state_id: "s.state_id",
  city_id: "s.city_id",
  pincode: "s.pincode",
  udise_code: "s.udise_code",
  address: "s.address",
  school_phone_number: "s.school_phone_number",
  secondary_phone: "s.secondary_phone",
  website: "s.website",
  latitude: "s.latitude::text",
  longitude: "s.longitude::text",
  area_radius: "s.area_radius",
  first_name: "p.first_name",
  middle_name: "p.middle_name",
  last_name: "p.last_name",
  email: "p.email",
  phone_number: "p.phone_number",
} as const;
export type AuditedField = keyof typeof AUDITED;
export const AUDITED_FIELDS = Object.keys(AUDITED) as AuditedField[];
export type AuditedFields = Record<AuditedField, string | number | null>;
const AUDITED_SQL = Object.entries(AUDITED)
  .map(([name, sql]) => `${sql} AS ${name}`)
  .join(", ");

/**
 * Locks a school for an update and reads what the update's event compares, with the
 * principal's employee number; undefined when there is no such school.
 */
export async function lockSchoolForUpdate(tx: Queryable, id: number) {
  const [school] = await tx.query<{ employee_number: string } & AuditedFields>(
    `SELECT p.employee_number, ${AUDITED_SQL} FROM schools s JOIN school_principals p USING (school_id)
      WHERE s.school_id = $1 FOR UPDATE OF s`,
    [id],
  );
  return school;
}

/** The asset ids of a school's documents. */
export async function documentIds(tx: Queryable, id: number): Promise<number[]> {
  const rows = await tx.query<{ asset_id: number }>(
    "SELECT asset_id FROM school_assets WHERE school_id = $1 AND kind = 'document'",
    [id],
  );
  return rows.map((r) => r.asset_id);
}

/** Writes a school's and its principal's fields. */
export async function updateSchoolRows(
  tx: Queryable,
  id: number,
  payload: SchoolPayload,
  city: string,
) {
  await tx.query(
    `UPDATE schools SET school_name = $2, school_email = $3, type = $4, established_year = $5,
       board_id = $6, state_id = $7, city_id = $8, pincode = $9, address = $10,
       school_phone_number = $11, secondary_phone = $12, website = $13, latitude = $14::numeric,
       longitude = $15::numeric, area_radius = $16, search_text = $17, udise_code = $18,
       updated_at = now()
     WHERE school_id = $1`,
    [id, ...schoolColumns(payload, city)],
  );
  await tx.query(
    `UPDATE school_principals SET first_name = $2, middle_name = $3, last_name = $4, email = $5,
       phone_number = $6 WHERE school_id = $1`,
    [id, ...principalColumns(payload)],
  );
}

/** Deletes the school's documents of `documents` and, if `image`, its image; answers what went. */
export function deleteAssets(tx: Queryable, id: number, documents: number[], image: boolean) {
  return tx.query<{ storage_key: string; file_name: string }>(
    `DELETE FROM school_assets
      WHERE school_id = $1 AND ((kind = 'document' AND asset_id = ANY($2::int[]))
                                OR (kind = 'school_image' AND $3))
      RETURNING storage_key, file_name`,
    [id, documents, image],
  );
}

/** Records a file stored under `key` as one of the school's. */
export async function insertAsset(
  tx: Queryable,
  schoolId: number,
  kind: "school_image" | "document",
  key: string,
  file: UploadedFile,
) {
  await tx.query(
    `INSERT INTO school_assets (school_id, kind, storage_key, file_name, content_type, size_bytes)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [schoolId, kind, key, file.fileName, file.contentType, file.data.length],
  );
}

/** Locks a school and reads its state and name; undefined when there is no such school. */
export async function lockSchoolState(tx: Queryable, id: number) {
  const [row] = await tx.query<{ admin_approval: boolean; status: boolean; school_name: string }>(
    "SELECT admin_approval, status, school_name FROM schools WHERE school_id = $1 FOR UPDATE",
    [id],
  );
  return row;
}

/** The two states of a school a bulk action sets: verified, and active. */
export type SchoolStateColumn = "admin_approval" | "status";

/** Sets a state of the schools of `ids`. */
export async function setSchoolsState(
  tx: Queryable,
  ids: number[],
  column: SchoolStateColumn,
  value: boolean,
) {
  await tx.query(
    `UPDATE schools SET ${column} = $2, updated_at = now() WHERE school_id = ANY($1::int[])`,
    [ids, value],
  );
}

/**
 * Locks the schools of the ids given as $1 in id order, answering each one's id and `column`
 * as `current` (bulkChange's lock statement).
 */
export const lockStatesSql = (column: SchoolStateColumn) =>
  `SELECT school_id AS id, ${column} AS current FROM schools WHERE school_id = ANY($1::int[])
    ORDER BY school_id FOR UPDATE`;

/** A stored file for download; null when there is no such asset. */
export async function findAsset(db: Queryable, id: number) {
  const [asset] = await db.query<{
    storage_key: string;
    file_name: string;
    content_type: string;
    size_bytes: number;
  }>(
    "SELECT storage_key, file_name, content_type, size_bytes FROM school_assets WHERE asset_id = $1",
    [id],
  );
  return asset ?? null;
}
