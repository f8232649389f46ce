import type {
  SchoolAsset,
  SchoolDetail,
  SchoolListItem,
  SchoolListQuery,
  SchoolPayload,
  SchoolSaved,
  SchoolUpdatePayload,
} from "../../contract/schools";
import { SCHOOL_DOCUMENT_UPLOAD } from "../../contract/schools";
import { searchWords } from "../../contract/common";
import { validationMessages as m } from "../../contract/messages";
import { escapeLike, type Db, type Queryable } from "../db/index";
import type { FileStorage } from "../storage/index";
import { badRequest, conflict, notFound } from "../http";
import type { AssetLinks } from "./links";
import type { UploadedFile } from "./uploads";
import { recordEvent, recordEvents, type Actor } from "../audit/service";
import type { AuditDetails, BulkResult } from "../../contract/audit";
import { refuseDuplicates } from "./duplicates";
import { bulkChange } from "../db/bulk";

/** What the list's search matches: the school's name, its principal's name and its city. */
export function searchText(parts: (string | null | undefined)[]): string {
  return parts
    .filter((p): p is string => !!p)
    .join(" ")
    .toLowerCase();
}

/** A small map that forgets the entry read least recently once it holds `capacity`. */
export class LruCache<V> {
  private readonly entries = new Map<string, V>();
  constructor(private readonly capacity: number) {}
  get(key: string) {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }
  set(key: string, value: V) {
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }
}

/**
 * Counts of searches, kept until the next write that may change one (list_version): exact
 * totals cost a scan of the matches, so a search pays once and its later pages are free.
 */
export class SearchCountCache extends LruCache<number> {
  constructor(capacity = 500) {
    super(capacity);
  }
}

/**
 * Pages of the list, kept until the next write to a row the list shows (rows_version): the
 * common request, the first page again, then costs the session check and the counters alone.
 * Only pages of the list itself (no `ids`), at most 200 of them (a few MiB at 100 rows a page).
 */
export class SchoolPageCache extends LruCache<SchoolListItem[]> {
  constructor(capacity = 200) {
    super(capacity);
  }
}

/** The caches a list reads through; without them every total and page is read. */
export interface SchoolListCaches {
  counts?: SearchCountCache;
  pages?: SchoolPageCache;
}

export interface SchoolPage {
  rows: SchoolListItem[];
  total: number;
}

/**
 * The list's query, and what the simple-REST dialect adds: only these ids (getMany), a start
 * that is not a page's (a range), and oldest first.
 */
export type SchoolListOptions = SchoolListQuery & {
  ids?: number[];
  offset?: number;
  order?: "ASC" | "DESC";
};

/**
 * The list's maintained counters; the version a write that may change a search's count moves
 * on, and the one every write to a row the list shows moves on.
 */
export interface SchoolCounters {
  schools: number;
  verified: number;
  version: string;
  rows: string;
}

/** One row, no parameters: the list's counters. */
export const SCHOOL_COUNTERS_SQL = `SELECT schools::float8 AS schools, verified_schools::float8 AS verified,
        list_version::text AS version, rows_version::text AS rows FROM school_counters`;

/**
 * A page of the list, newest first. Without a search the total comes from the maintained
 * counters; with one it is counted exactly (and cached until the next write that may change
 * it). A page is read once per version of the rows when `caches.pages` is given.
 */
export async function listSchools(
  db: Queryable,
  query: SchoolListOptions,
  caches: SchoolListCaches = {},
): Promise<SchoolPage> {
  const where: string[] = [];
  const params: (string | number | boolean | number[])[] = [];
  if (query.ids !== undefined) {
    params.push(query.ids);
    where.push(`school_id = ANY($${params.length}::int[])`);
  }
  if (query.admin_approval !== undefined) {
    params.push(query.admin_approval);
    where.push(`admin_approval = $${params.length}`);
  }
  // Every word must match; the contract bounds how many a search may have.
  const words = searchWords(query.search);
  for (const word of words) {
    params.push(`%${escapeLike(word)}%`);
    where.push(`search_text LIKE $${params.length}`);
  }
  const filter = where.length ? `WHERE ${where.join(" AND ")}` : "";
  const offset = query.offset ?? (query.page - 1) * query.limit;
  const order = query.order ?? "DESC";

  const [counters] = await db.query<SchoolCounters>(SCHOOL_COUNTERS_SQL);
  let total: number;
  if (query.ids !== undefined) {
    // At most a page of ids: counted, never cached.
    const [{ n }] = await db.query<{ n: number }>(
      `SELECT count(*)::float8 AS n FROM schools ${filter}`,
      params,
    );
    total = n;
  } else if (words.length === 0) {
    total =
      query.admin_approval === undefined
        ? counters.schools
        : query.admin_approval
          ? counters.verified
          : counters.schools - counters.verified;
  } else {
    const key = `${counters.version}|${query.admin_approval}|${words.join(" ")}`;
    const cached = caches.counts?.get(key);
    if (cached !== undefined) total = cached;
    else {
      const [{ n }] = await db.query<{ n: number }>(
        `SELECT count(*)::float8 AS n FROM schools ${filter}`,
        params,
      );
      total = n;
      caches.counts?.set(key, n);
    }
  }
  // Stryker disable next-line EqualityOperator: at offset = total the page below is empty too (LIMIT 0)
  if (offset >= total) return { rows: [], total };
  // A list of ids (at most a page, read by the dialect's getMany) is never kept.
  const pages = query.ids === undefined ? caches.pages : undefined;
  const pageKey = `${counters.rows}|${query.admin_approval}|${words.join(" ")}|${offset}|${query.limit}|${order}`;
  const kept = pages?.get(pageKey);
  if (kept) return { rows: kept, total };

  // An offset costs a walk over every row it skips. Past the middle, the page is read from the
  // other end instead, so that the last pages are as cheap as the first ones.
  const fromOtherEnd = offset + query.limit / 2 > total / 2;
  const [direction, limit, skip] = fromOtherEnd
    ? [
        order === "DESC" ? "ASC" : "DESC",
        Math.min(query.limit, total - offset),
        Math.max(0, total - offset - query.limit),
      ]
    : [order, query.limit, offset];
  const rows = await db.query<SchoolListItem>(
    `WITH page AS (
       SELECT school_id FROM schools ${filter}
        ORDER BY school_id ${direction} LIMIT $${params.length + 1} OFFSET $${params.length + 2}
     )
     SELECT s.school_id, s.school_name,
            concat_ws(' ', p.first_name, p.middle_name, p.last_name) AS admin_name,
            st.name AS state_name, c.name AS city_name, s.students, s.admin_approval, s.status
       FROM page JOIN schools s USING (school_id)
       JOIN school_principals p USING (school_id)
       JOIN states st ON st.state_id = s.state_id
       JOIN cities c ON c.city_id = s.city_id
      ORDER BY s.school_id ${order}`,
    [...params, limit, skip],
  );
  pages?.set(pageKey, rows);
  return { rows, total };
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
            st.country_id, s.state_id, s.city_id, b.main_board_id, s.board_id,
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

/** The board, state and city exist and belong together; the city's name for the search text. */
async function checkReferences(db: Queryable, payload: SchoolPayload): Promise<string> {
  const [row] = await db.query<{ board: boolean; state: boolean; city: string | null }>(
    `SELECT EXISTS (SELECT 1 FROM boards WHERE board_id = $1) AS board,
            EXISTS (SELECT 1 FROM states WHERE state_id = $2) AS state,
            (SELECT name FROM cities WHERE city_id = $3 AND state_id = $2) AS city`,
    [payload.board_id, payload.state_id, payload.city_id],
  );
  const errors: Record<string, string> = {};
  if (!row.board) errors.board_id = m.board_unknown;
  if (!row.state) errors.state_id = m.state_unknown;
  else if (row.city === null) errors.city_id = m.city_unknown;
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
  return row.city!;
}

export interface SchoolFiles {
  image?: UploadedFile;
  documents: UploadedFile[];
}

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
];

async function storeFiles(
  tx: Queryable,
  storage: FileStorage,
  schoolId: number,
  files: SchoolFiles,
  written: string[],
) {
  const all = [
    ...(files.image ? [{ kind: "school_image", file: files.image }] : []),
    ...files.documents.map((file) => ({ kind: "document", file })),
  ];
  for (const { kind, file } of all) {
    const key = await storage.put(file.data, file.extension);
    written.push(key);
    await tx.query(
      `INSERT INTO school_assets (school_id, kind, storage_key, file_name, content_type, size_bytes)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [schoolId, kind, key, file.fileName, file.contentType, file.data.length],
    );
  }
}

/** Runs a write that stores files: when it fails, the files it stored are removed too. */
async function withFiles<T>(
  storage: FileStorage,
  write: (written: string[]) => Promise<T>,
): Promise<T> {
  const written: string[] = [];
  try {
    return await write(written);
  } catch (error) {
    await Promise.all(written.map((key) => storage.remove(key).catch(() => {})));
    throw error;
  }
}

/** The names of the files a request brings, for the audit trail. */
const fileNames = (files: SchoolFiles) =>
  [...(files.image ? [files.image] : []), ...files.documents].map((f) => f.fileName);

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
type AuditedFields = Record<keyof typeof AUDITED, string | number | null>;
const AUDITED_SQL = Object.entries(AUDITED)
  .map(([name, sql]) => `${sql} AS ${name}`)
  .join(", ");

/** Each audited field whose value the update changes, from what to what. */
function changedFields(before: AuditedFields, payload: SchoolPayload) {
  const changes: NonNullable<AuditDetails["changes"]> = {};
  for (const name of Object.keys(AUDITED) as (keyof typeof AUDITED)[]) {
    const from = before[name] ?? null;
    const to = (payload as unknown as Record<string, string | number | undefined>)[name] ?? null;
    // Coordinates are compared by value (the database keeps "28.500000" for "28.5").
    const same =
      name === "latitude" || name === "longitude"
        ? Number(from) === Number(to)
        : String(from ?? "") === String(to ?? "");
    if (!same) changes[name] = { from, to };
  }
  return changes;
}

/** Registers a school with its principal and files, in one transaction. */
export async function registerSchool(
  db: Db,
  storage: FileStorage,
  payload: SchoolPayload,
  files: SchoolFiles,
  actor: Actor,
): Promise<SchoolSaved> {
  const city = await checkReferences(db, payload);
  return withFiles(storage, (written) =>
    db.transaction(async (tx) => {
      // Before anything is written: a 409 leaves nothing behind.
      await refuseDuplicates(tx, payload, { confirmed: payload.confirm_duplicate });
      const [{ school_id }] = await tx.query<{ school_id: number }>(
        `INSERT INTO schools (school_name, school_email, type, established_year, board_id, state_id,
           city_id, pincode, address, school_phone_number, secondary_phone, website, latitude,
           longitude, area_radius, search_text)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::numeric, $14::numeric, $15, $16)
         RETURNING school_id`,
        schoolColumns(payload, city),
      );
      const [{ employee_number }] = await tx.query<{ employee_number: string }>(
        `INSERT INTO school_principals (school_id, first_name, middle_name, last_name, email, phone_number,
           employee_number)
         VALUES ($1, $2, $3, $4, $5, $6, 'EMP' || lpad(nextval('employee_number_seq')::text, 7, '0'))
         RETURNING employee_number`,
        [
          school_id,
          payload.first_name,
          payload.middle_name ?? null,
          payload.last_name,
          payload.email,
          payload.phone_number,
        ],
      );
      const added = fileNames(files);
      await recordEvent(tx, actor, {
        action: "school.registered",
        target_type: "school",
        target_id: school_id,
        target_name: payload.school_name,
        details: added.length ? { files_added: added } : {},
      });
      // Files go last: a failed store undoes the school and its event alike.
      await storeFiles(tx, storage, school_id, files, written);
      return { school_id, employee_number };
    }),
  );
}

/**
 * Updates a school, its principal and its files in one transaction: documents listed in
 * remove_document_ids go, a new image replaces the old one. Replaced files are deleted only
 * after the commit.
 */
export async function updateSchool(
  db: Db,
  storage: FileStorage,
  payload: SchoolUpdatePayload,
  files: SchoolFiles,
  actor: Actor,
): Promise<SchoolSaved> {
  const city = await checkReferences(db, payload);
  const replaced: string[] = [];
  const saved = await withFiles(storage, (written) =>
    db.transaction(async (tx) => {
      const id = payload.school_id;
      const [school] = await tx.query<{ employee_number: string } & AuditedFields>(
        `SELECT p.employee_number, ${AUDITED_SQL} FROM schools s JOIN school_principals p USING (school_id)
          WHERE s.school_id = $1 FOR UPDATE OF s`,
        [id],
      );
      if (!school) throw notFound("School not found");
      const documents = await tx.query<{ asset_id: number }>(
        "SELECT asset_id FROM school_assets WHERE school_id = $1 AND kind = 'document'",
        [id],
      );
      const owned = new Set(documents.map((d) => d.asset_id));
      const remove = [...new Set(payload.remove_document_ids)];
      if (remove.some((assetId) => !owned.has(assetId))) {
        throw badRequest(m.document_unknown, { remove_document_ids: m.document_unknown });
      }
      if (owned.size - remove.length + files.documents.length > SCHOOL_DOCUMENT_UPLOAD.maxFiles) {
        throw badRequest(m.too_many_files, { school_documents: m.too_many_files });
      }
      // After the checks that answer 400, before anything is written.
      await refuseDuplicates(tx, payload, { confirmed: payload.confirm_duplicate, schoolId: id });
      await tx.query(
        `UPDATE schools SET school_name = $2, school_email = $3, type = $4, established_year = $5,
           board_id = $6, state_id = $7, city_id = $8, pincode = $9, address = $10,
           school_phone_number = $11, secondary_phone = $12, website = $13, latitude = $14::numeric,
           longitude = $15::numeric, area_radius = $16, search_text = $17, updated_at = now()
         WHERE school_id = $1`,
        [id, ...schoolColumns(payload, city)],
      );
      await tx.query(
        `UPDATE school_principals SET first_name = $2, middle_name = $3, last_name = $4, email = $5,
           phone_number = $6 WHERE school_id = $1`,
        [
          id,
          payload.first_name,
          payload.middle_name ?? null,
          payload.last_name,
          payload.email,
          payload.phone_number,
        ],
      );
      const gone = await tx.query<{ storage_key: string; file_name: string }>(
        `DELETE FROM school_assets
          WHERE school_id = $1 AND ((kind = 'document' AND asset_id = ANY($2::int[]))
                                    OR (kind = 'school_image' AND $3))
          RETURNING storage_key, file_name`,
        [id, remove, !!files.image],
      );
      replaced.push(...gone.map((g) => g.storage_key));
      const details: AuditDetails = {};
      const changes = changedFields(school, payload);
      if (Object.keys(changes).length) details.changes = changes;
      const added = fileNames(files);
      if (added.length) details.files_added = added;
      if (gone.length) details.files_removed = gone.map((g) => g.file_name);
      await recordEvent(tx, actor, {
        action: "school.updated",
        target_type: "school",
        target_id: id,
        target_name: payload.school_name,
        details,
      });
      // Files go last: a failed store undoes the update and its event alike.
      await storeFiles(tx, storage, id, files, written);
      return { school_id: id, employee_number: school.employee_number };
    }),
  );
  await Promise.all(replaced.map((key) => storage.remove(key).catch(() => {})));
  return saved;
}

/**
 * Verifies a school, in the caller's transaction. Verification happens once: a second one is
 * refused (409) when `refuseAgain`, else it is a no-op (the simple-REST update, which states the
 * school's state rather than asking for a change).
 */
async function verifyIn(tx: Queryable, id: number, actor: Actor, refuseAgain: boolean) {
  const [row] = await tx.query<{ admin_approval: boolean; school_name: string }>(
    "SELECT admin_approval, school_name FROM schools WHERE school_id = $1 FOR UPDATE",
    [id],
  );
  if (!row) throw notFound("School not found");
  if (row.admin_approval) {
    if (refuseAgain) throw conflict("School is already verified");
    return;
  }
  await tx.query(
    "UPDATE schools SET admin_approval = true, updated_at = now() WHERE school_id = $1",
    [id],
  );
  await recordEvent(tx, actor, {
    action: "school.verified",
    target_type: "school",
    target_id: id,
    target_name: row.school_name,
  });
}

/** Sets a school's status in the caller's transaction; only a change is an event. */
async function setStatusIn(tx: Queryable, id: number, status: boolean, actor: Actor) {
  const [row] = await tx.query<{ status: boolean; school_name: string }>(
    "SELECT status, school_name FROM schools WHERE school_id = $1 FOR UPDATE",
    [id],
  );
  if (!row) throw notFound("School not found");
  if (row.status === status) return;
  await tx.query("UPDATE schools SET status = $2, updated_at = now() WHERE school_id = $1", [
    id,
    status,
  ]);
  await recordEvent(tx, actor, {
    action: "school.status_changed",
    target_type: "school",
    target_id: id,
    target_name: row.school_name,
    details: { status },
  });
}

/** Verifies a school once: a second verification is refused (409) and changes nothing. */
export async function approveSchool(db: Db, id: number, actor: Actor): Promise<void> {
  await db.transaction((tx) => verifyIn(tx, id, actor, true));
}

/**
 * Sets a school's status to the given value. A repeated request is harmless and records
 * nothing: only a change is an event.
 */
export async function changeSchoolStatus(
  db: Db,
  id: number,
  status: boolean,
  actor: Actor,
): Promise<void> {
  await db.transaction((tx) => setStatusIn(tx, id, status, actor));
}

/**
 * Brings a school to the given state in one transaction: verified (if `verified`; already so
 * is no failure) and the given status. Each change is an event; what already holds records nothing.
 */
export async function setSchoolState(
  db: Db,
  id: number,
  state: { verified?: true; status?: boolean },
  actor: Actor,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (state.verified) await verifyIn(tx, id, actor, false);
    if (state.status !== undefined) await setStatusIn(tx, id, state.status, actor);
  });
}

/**
 * A bulk action on schools (see bulkChange): sets `column` to `value` on those of `ids` not
 * already so, and records one event per school changed.
 */
const bulkSet = (
  db: Db,
  ids: number[],
  column: "admin_approval" | "status",
  value: boolean,
  actor: Actor,
): Promise<BulkResult> =>
  bulkChange(
    db,
    ids,
    value,
    `SELECT school_id AS id, ${column} AS current FROM schools WHERE school_id = ANY($1::int[])
      ORDER BY school_id FOR UPDATE`,
    async (tx, change) => {
      await tx.query(
        `UPDATE schools SET ${column} = $2, updated_at = now() WHERE school_id = ANY($1::int[])`,
        [change, value],
      );
      await recordEvents(
        tx,
        actor,
        column === "admin_approval" ? "school.verified" : "school.status_changed",
        "school",
        change,
        column === "status" ? { status: value, bulk: true } : { bulk: true },
      );
    },
  );

/** Verifies every school of `ids` not yet verified (verification cannot be undone). */
export const bulkVerifySchools = (db: Db, ids: number[], actor: Actor) =>
  bulkSet(db, ids, "admin_approval", true, actor);

/** Sets the status of every school of `ids`. */
export const bulkSchoolStatus = (db: Db, ids: number[], status: boolean, actor: Actor) =>
  bulkSet(db, ids, "status", status, actor);

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
