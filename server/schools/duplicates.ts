import {
  DUPLICATE_MATCHES_MAX,
  DUPLICATE_RULES,
  type DuplicateCandidate,
  type DuplicateMatch,
  type DuplicateRule,
} from "../../contract/duplicates";
import { keyed } from "../../contract/apiMessages";
import type { Queryable, SqlValue } from "../db/index";
import { ApiError, badField } from "../http";

/*
 * The duplicate rules (contract/duplicates.ts) as queries. Each rule compares a key of the stored
 * school with the same key of the candidate; the keys are the SQL functions of migration 008,
 * each backed by an expression index, so a check is three index lookups however many schools
 * there are.
 *
 * Two saves at once: a check and the insert after it are not atomic, and no unique index can
 * hold (a confirmed duplicate is allowed). So every save takes, in its transaction and before it
 * checks, an advisory lock on each of its keys (in one fixed order, so two saves cannot
 * deadlock). Two concurrent saves that would match each other therefore run one after the
 * other: the second's check runs after the first committed and sees it (READ COMMITTED takes a
 * new snapshot per statement), and answers 409. Saves with no key in common do not wait on each
 * other. A write to schools that does not go through lockDuplicateKeys (the demo seed) is not
 * covered. A hash collision between two different keys only makes two saves wait on each other.
 */

/** Each rule's condition: the stored school's key equals the candidate's ($1..$4 below). */
const RULE_SQL: Record<DuplicateRule, string> = {
  school_email: "school_email_key(s.school_email) = school_email_key($1)",
  school_phone_number: "school_phone_key(s.school_phone_number) = school_phone_key($2)",
  school_name_pincode: "(school_name_key(s.school_name) = school_name_key($3) AND s.pincode = $4)",
};

const candidateParams = (c: DuplicateCandidate): SqlValue[] => [
  c.school_email,
  c.school_phone_number,
  c.school_name,
  c.pincode,
];

/** The class of the advisory locks taken on duplicate keys (any constant of this app's own). */
const LOCK_CLASS = 2010;

/**
 * Locks the candidate's keys until the end of the transaction `tx`: a concurrent save with any of
 * the same keys waits until this one commits or rolls back.
 */
export async function lockDuplicateKeys(tx: Queryable, c: DuplicateCandidate): Promise<void> {
  await tx.query(
    `SELECT pg_advisory_xact_lock(${LOCK_CLASS}, k)
       FROM (SELECT DISTINCT hashtext(key) AS k
               FROM unnest(ARRAY['email:' || school_email_key($1), 'phone:' || school_phone_key($2),
                                 'name:' || school_name_key($3) || ':' || $4]) AS key
              ORDER BY k) AS keys`,
    candidateParams(c),
  );
}

/**
 * The statement that finds the schools matching `c` by `rules`, other than school `except`: the
 * matches are gathered first (each rule an index lookup), then the oldest few are listed.
 */
export function duplicateQuery(
  c: DuplicateCandidate,
  rules: readonly DuplicateRule[] = DUPLICATE_RULES,
  except?: number,
): { sql: string; params: SqlValue[] } {
  const params = candidateParams(c);
  const where = `(${rules.map((rule) => RULE_SQL[rule]).join(" OR ")})`;
  if (except !== undefined) params.push(except);
  // MATERIALIZED: otherwise the planner may walk the primary key in order for the LIMIT and
  // filter every school on its way.
  const sql = `WITH found AS MATERIALIZED (
       SELECT s.school_id, s.school_name, s.city_id,
              ${DUPLICATE_RULES.map((rule) => `${RULE_SQL[rule]} AS ${rule}`).join(",\n              ")}
         FROM schools s
        WHERE ${where}${except !== undefined ? " AND s.school_id <> $5" : ""}
     )
     SELECT f.*, c.name AS city_name FROM found f JOIN cities c ON c.city_id = f.city_id
      ORDER BY f.school_id LIMIT ${DUPLICATE_MATCHES_MAX}`;
  return { sql, params };
}

/**
 * The schools (other than `except`) that `c` matches by any of `rules`, the oldest first, with
 * what matched. A bulk import calls it per row, inside its transaction, after lockDuplicateKeys.
 */
export async function findDuplicates(
  db: Queryable,
  c: DuplicateCandidate,
  rules: readonly DuplicateRule[] = DUPLICATE_RULES,
  except?: number,
): Promise<DuplicateMatch[]> {
  if (!rules.length) return [];
  const { sql, params } = duplicateQuery(c, rules, except);
  const rows = await db.query<
    { school_id: number; school_name: string; city_name: string } & Record<DuplicateRule, boolean>
  >(sql, params);
  return rows.map((row) => ({
    school_id: row.school_id,
    school_name: row.school_name,
    city_name: row.city_name,
    // Only the rules that were asked: an unchanged key of an update is not reported.
    matched: rules.filter((rule) => row[rule]),
  }));
}

/** The rules whose key school `id` would change to the candidate's (an update re-checks only those). */
async function changedRules(
  db: Queryable,
  id: number,
  c: DuplicateCandidate,
): Promise<DuplicateRule[]> {
  const [row] = await db.query<Record<DuplicateRule, boolean>>(
    `SELECT ${DUPLICATE_RULES.map((rule) => `NOT ${RULE_SQL[rule]} AS ${rule}`).join(", ")}
       FROM schools s WHERE s.school_id = $5`,
    [...candidateParams(c), id],
  );
  return row ? DUPLICATE_RULES.filter((rule) => row[rule]) : [...DUPLICATE_RULES];
}

/** The school other than `except` that holds the UDISE+ code `code` (a unique-index lookup). */
async function codeHolder(db: Queryable, code: string, except?: number) {
  const [row] = await db.query<{ school_name: string }>(
    `SELECT school_name FROM schools WHERE udise_code = $1 AND school_id IS DISTINCT FROM $2`,
    [code, except ?? null],
  );
  return row;
}

/** The 409 of a UDISE+ code another school holds, at the field and naming that school. */
export const codeTakenError = (code: string, school: string) =>
  badField("udise_code", keyed("api.udise_code_taken", { code, school }), 409);

/** The unique index on the code (migration 014), which a concurrent save of the same code meets. */
const CODE_INDEX = "schools_udise_code_key";

/**
 * Runs a save of `code` (if any): a concurrent save that took the same code after this one's
 * check makes the insert or update fail on the unique index; the holder is then read after the
 * rollback and the answer is the same 409 as the check's.
 */
export async function answeringCodeTaken<T>(
  db: Queryable,
  code: string | undefined,
  save: () => Promise<T>,
  except?: number,
): Promise<T> {
  try {
    return await save();
  } catch (error) {
    const { code: sqlState, constraint } = error as { code?: string; constraint?: string };
    const text = `${constraint ?? ""} ${(error as Error).message}`;
    if (code !== undefined && sqlState === "23505" && text.includes(CODE_INDEX)) {
      const holder = await codeHolder(db, code, except);
      if (holder) throw codeTakenError(code, holder.school_name);
    }
    throw error;
  }
}

/** The 409 of a school that matches others. */
export const duplicateError = (matches: DuplicateMatch[]) =>
  new ApiError(409, keyed("validation.duplicate_school"), undefined, undefined, {
    duplicates: matches,
  });

/**
 * The check of a register (no `schoolId`) or an update (of `schoolId`), inside its transaction
 * and before it writes: refuses (409) a UDISE+ code another school holds, confirmed or not;
 * locks the keys, then, unless `confirmed`, refuses (409) a school that matches another. An
 * update never matches the school itself, and re-checks only the keys it changes: a duplicate
 * that was confirmed once is not asked about again on every later edit.
 */
export async function refuseDuplicates(
  tx: Queryable,
  c: DuplicateCandidate & { udise_code?: string },
  { confirmed, schoolId }: { confirmed: boolean; schoolId?: number },
): Promise<void> {
  // The code first, and whatever `confirmed` says: codes are unique.
  if (c.udise_code !== undefined) {
    const holder = await codeHolder(tx, c.udise_code, schoolId);
    if (holder) throw codeTakenError(c.udise_code, holder.school_name);
  }
  await lockDuplicateKeys(tx, c);
  if (confirmed) return;
  // Stryker disable next-line ConditionalExpression: for a new school changedRules finds no row and answers every rule too
  const rules = schoolId === undefined ? DUPLICATE_RULES : await changedRules(tx, schoolId, c);
  const matches = await findDuplicates(tx, c, rules, schoolId);
  if (matches.length) throw duplicateError(matches);
}
