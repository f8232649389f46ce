import type {
  SchoolListItem,
  SchoolListQuery,
  SchoolPayload,
  SchoolSaved,
  SchoolUpdatePayload,
} from "../../contract/schools";
import { SCHOOL_DOCUMENT_UPLOAD, SCHOOL_TOTAL_CAP, UDISE_CODE } from "../../contract/schools";
import { searchWords } from "../../contract/common";
import { keyed, type KeyedMessage } from "../../contract/apiMessages";
import type { Db, Queryable } from "../db/index";
import type { FileStorage } from "../storage/index";
import { badField, badRequest, conflict, notFound } from "../http";
import type { UploadedFile } from "./uploads";
import { recordEvent, recordEvents, type Actor } from "../audit/service";
import type { AuditDetails, BulkResult } from "../../contract/audit";
import { answeringCodeTaken, refuseDuplicates } from "./duplicates";
import { bulkChange } from "../db/bulk";
import { countKey, pageKey, type SchoolListCaches } from "./listCaches";
import {
  AUDITED_FIELDS,
  countSchools,
  countedAlone,
  countedSum,
  deleteAssets,
  documentIds,
  insertAsset,
  insertSchool,
  lockSchoolForUpdate,
  lockSchoolState,
  lockStatesSql,
  readCounters,
  readReferences,
  readSchoolPage,
  setSchoolsState,
  updateSchoolRows,
  type AuditedFields,
  type CountedField,
  type SchoolFilter,
  type SchoolStateColumn,
} from "./repository";

/*
 * The schools' rules: what the list's total is, what a registration or an update must pass,
 * what each change records in the audit trail, and how files follow the transaction. The SQL
 * is in repository.ts, the list's caches in listCaches.ts.
 */

export interface SchoolPage {
  rows: SchoolListItem[];
  total: number;
  /** The total is a lower bound: more than `cap` schools match (only a page of them is read). */
  total_capped: boolean;
}

/**
 * The list's query, and what the simple-REST dialect adds: only these ids (getMany), a start
 * that is not a page's (a range). The sort and order default to newest first.
 */
export type SchoolListOptions = Pick<SchoolListQuery, "page" | "limit"> &
  Partial<Omit<SchoolListQuery, "page" | "limit">> & {
    ids?: number[];
    offset?: number;
  };

/**
 * The filter of a parsed list query: the list's, and the export's, which takes the same query
 * so that it sends exactly the schools the list shows.
 */
export function schoolFilterOf(query: Omit<SchoolListOptions, "page" | "limit">): SchoolFilter {
  // Every word must match; the contract bounds how many a search may have.
  const words = searchWords(query.search);
  return {
    ids: query.ids,
    admin_approval: query.admin_approval,
    words,
    ...(words.length === 1 && UDISE_CODE.test(words[0]) && { code: words[0] }),
    state_id: query.state_id,
    city_id: query.city_id,
    main_board_id: query.main_board_id,
    board_id: query.board_id,
    type: query.type,
    status: query.status,
    registered_from: query.registered_from,
    registered_to: query.registered_to,
  };
}

/** Whether a filter's count can change only by a write that moves list_version (migration 004). */
const searchOnly = (filter: SchoolFilter) =>
  Object.entries(filter).every(
    ([field, value]) => value === undefined || ["admin_approval", "words", "code"].includes(field),
  );

/**
 * The filter's counted filter that takes the fewest schools alone, by the kept counts, when it
 * takes at most `max`; none otherwise (then every filter takes many, and walking the sort's
 * index meets matches soon).
 */
async function narrowestFilter(
  db: Queryable,
  filter: SchoolFilter,
  max: number,
): Promise<CountedField | undefined> {
  let narrowest: { field: CountedField; n: number } | undefined;
  for (const { field, sql, params } of countedAlone(filter)) {
    const [row] = await db.query<{ n: number }>(`SELECT (${sql}) AS n`, params);
    if (row.n <= max && (!narrowest || row.n < narrowest.n)) narrowest = { field, n: row.n };
  }
  return narrowest?.field;
}

/**
 * A page of the list. The total comes from the maintained counts when the filter has them (one
 * filter, or two of state, city, main board, board and type, with or without the verified and
 * activity filters; migrations 015 and 017). A search alone is
 * counted exactly; any other combination is counted up to `cap` + 1, and above `cap` it is a
 * lower bound (`total_capped`). Counts are kept in `caches.counts` until the next write that
 * may change them. A page is read once per version of the
 * rows when `caches.pages` is given.
 */
export async function listSchools(
  db: Queryable,
  query: SchoolListOptions,
  caches: SchoolListCaches = {},
  cap = SCHOOL_TOTAL_CAP,
): Promise<SchoolPage> {
  const filter = schoolFilterOf(query);
  const offset = query.offset ?? (query.page - 1) * query.limit;
  const order = query.order ?? "DESC";
  const sort = query.sort ?? "school_id";

  // A filter that takes at most `cap` schools alone is where the count and the page start:
  // at most `cap` schools to check, whatever the other filters and the sort.
  filter.narrowest = await narrowestFilter(db, filter, cap);
  const counters = await readCounters(db, countedSum(filter));
  let total: number;
  // Only a total counted up to the cap can be a lower bound.
  let capped = false;
  if (filter.ids !== undefined) {
    // At most a page of ids: counted, never cached.
    total = await countSchools(db, filter);
  } else {
    if (counters.counted !== null) total = counters.counted;
    else {
      // A search alone changes its count only with list_version; any other filter with any write
      // to a row the list shows (rows_version), a change of activity or place say.
      const key = countKey(searchOnly(filter) ? counters.version : `r${counters.rows}`, filter);
      const cached = caches.counts?.get(key);
      if (cached !== undefined) total = cached;
      else {
        // A search alone (with or without the verified filter) is counted exactly, as before
        // issue 31: the spec's "of N entries"; a search with another filter is capped.
        total = await countSchools(db, filter, searchOnly(filter) ? undefined : cap);
        caches.counts?.set(key, total);
      }
      capped = !searchOnly(filter) && total > cap;
    }
  }
  // Stryker disable next-line EqualityOperator: at offset = total the page below is empty too (LIMIT 0)
  if (!capped && offset >= total) return { rows: [], total, total_capped: capped };
  // A list of ids (at most a page, read by the dialect's getMany) is never kept.
  const pages = filter.ids === undefined ? caches.pages : undefined;
  const key = pageKey(counters.rows, filter, { offset, limit: query.limit, order, sort });
  const kept = pages?.get(key);
  if (kept) return { rows: kept, total, total_capped: capped };
  const rows = await readSchoolPage(db, filter, {
    offset,
    limit: query.limit,
    order,
    total,
    sort,
    exact: !capped,
  });
  pages?.set(key, rows);
  return { rows, total, total_capped: capped };
}

/** The board, state and city exist and belong together; the city's name for the search text. */
async function checkReferences(db: Queryable, payload: SchoolPayload): Promise<string> {
  const row = await readReferences(db, payload);
  const errors: Record<string, KeyedMessage> = {};
  if (!row.board) errors.board_id = keyed("validation.board_unknown");
  if (!row.state) errors.state_id = keyed("validation.state_unknown");
  else if (row.city === null) errors.city_id = keyed("validation.city_unknown");
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
  return row.city!;
}

export interface SchoolFiles {
  image?: UploadedFile;
  documents: UploadedFile[];
}

async function storeFiles(
  tx: Queryable,
  storage: FileStorage,
  schoolId: number,
  files: SchoolFiles,
  written: string[],
) {
  const all = [
    ...(files.image ? [{ kind: "school_image" as const, file: files.image }] : []),
    ...files.documents.map((file) => ({ kind: "document" as const, file })),
  ];
  for (const { kind, file } of all) {
    const key = await storage.put(file.data, file.extension);
    written.push(key);
    await insertAsset(tx, schoolId, kind, key, file);
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

/** Each audited field whose value the update changes, from what to what. */
function changedFields(before: AuditedFields, payload: SchoolPayload) {
  const changes: NonNullable<AuditDetails["changes"]> = {};
  for (const name of AUDITED_FIELDS) {
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
  return answeringCodeTaken(db, payload.udise_code, () =>
    withFiles(storage, (written) =>
      db.transaction(async (tx) => {
        // Before anything is written: a 409 leaves nothing behind.
        await refuseDuplicates(tx, payload, { confirmed: payload.confirm_duplicate });
        const saved = await insertSchool(tx, payload, city);
        const added = fileNames(files);
        await recordEvent(tx, actor, {
          action: "school.registered",
          target_type: "school",
          target_id: saved.school_id,
          target_name: payload.school_name,
          details: added.length ? { files_added: added } : {},
        });
        // Files go last: a failed store undoes the school and its event alike.
        await storeFiles(tx, storage, saved.school_id, files, written);
        return saved;
      }),
    ),
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
  const saved = await answeringCodeTaken(
    db,
    payload.udise_code,
    () =>
      withFiles(storage, (written) =>
        db.transaction(async (tx) => {
          const id = payload.school_id;
          const school = await lockSchoolForUpdate(tx, id);
          if (!school) throw notFound(keyed("api.school_not_found"));
          const owned = new Set(await documentIds(tx, id));
          const remove = [...new Set(payload.remove_document_ids)];
          if (remove.some((assetId) => !owned.has(assetId))) {
            throw badField("remove_document_ids", keyed("validation.document_unknown"));
          }
          if (
            owned.size - remove.length + files.documents.length >
            SCHOOL_DOCUMENT_UPLOAD.maxFiles
          ) {
            throw badField("school_documents", keyed("validation.too_many_files"));
          }
          // After the checks that answer 400, before anything is written.
          await refuseDuplicates(tx, payload, {
            confirmed: payload.confirm_duplicate,
            schoolId: id,
          });
          await updateSchoolRows(tx, id, payload, city);
          const gone = await deleteAssets(tx, id, remove, !!files.image);
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
      ),
    payload.school_id,
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
  const row = await lockSchoolState(tx, id);
  if (!row) throw notFound(keyed("api.school_not_found"));
  if (row.admin_approval) {
    if (refuseAgain) throw conflict(keyed("api.school_already_verified"));
    return;
  }
  await setSchoolsState(tx, [id], "admin_approval", true);
  await recordEvent(tx, actor, {
    action: "school.verified",
    target_type: "school",
    target_id: id,
    target_name: row.school_name,
  });
}

/** Sets a school's status in the caller's transaction; only a change is an event. */
async function setStatusIn(tx: Queryable, id: number, status: boolean, actor: Actor) {
  const row = await lockSchoolState(tx, id);
  if (!row) throw notFound(keyed("api.school_not_found"));
  if (row.status === status) return;
  await setSchoolsState(tx, [id], "status", status);
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
  column: SchoolStateColumn,
  value: boolean,
  actor: Actor,
): Promise<BulkResult> =>
  bulkChange(db, ids, value, lockStatesSql(column), async (tx, change) => {
    await setSchoolsState(tx, change, column, value);
    await recordEvents(
      tx,
      actor,
      column === "admin_approval" ? "school.verified" : "school.status_changed",
      "school",
      change,
      column === "status" ? { status: value, bulk: true } : { bulk: true },
    );
  });

/** Verifies every school of `ids` not yet verified (verification cannot be undone). */
export const bulkVerifySchools = (db: Db, ids: number[], actor: Actor) =>
  bulkSet(db, ids, "admin_approval", true, actor);

/** Sets the status of every school of `ids`. */
export const bulkSchoolStatus = (db: Db, ids: number[], status: boolean, actor: Actor) =>
  bulkSet(db, ids, "status", status, actor);
