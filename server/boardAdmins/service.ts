import type {
  BoardAdminCreated,
  BoardAdminListItem,
  BoardAdminPayload,
} from "../../contract/boardAdmins";
import { keyed, type KeyedMessage } from "../../contract/apiMessages";
import { escapeLike, type Db, type Queryable } from "../db/index";
import { searchWords } from "../../contract/common";
import { badField, conflict, notFound } from "../http";
import { generatePassword, hashPassword } from "../auth/passwords";
import { revokeAccountSessions } from "../auth/sessions";
import { recordEvent, recordEvents, type Actor } from "../audit/service";
import type { BulkResult } from "../../contract/audit";
import { bulkChange } from "../db/bulk";

/**
 * What a list of board administrators takes: a page (or, for the simple-REST dialect, any
 * start), newest first unless said otherwise, optionally a search, and optionally only these ids.
 */
export interface BoardAdminListOptions {
  page: number;
  limit: number;
  offset?: number;
  order?: "ASC" | "DESC";
  ids?: number[];
  /** Words that must each be found in one of the texts a row shows (see SEARCHED). */
  search?: string;
}

/**
 * The texts of a row that a search looks in: what the list shows. Board administrators are few
 * (one per board: tens to a few thousand rows), so a search reads them all with LIKE rather than
 * keep a search column and a trigram index across four tables as the schools' list must: at
 * 3,000 administrators a search answered in 12 ms on PostgreSQL and 24 ms embedded (median, 2
 * busy cores), what the schools' indexed search takes at 1.5 million.
 */
const SEARCHED = `lower(concat_ws(' ', a.username, ba.type, mb.name, b.name, a.first_name,
                  a.middle_name, a.last_name, a.email, a.phone_number))`;

const FROM = `FROM board_admins ba
       JOIN accounts a ON a.account_id = ba.account_id
       JOIN boards b ON b.board_id = ba.board_id
       JOIN main_boards mb ON mb.main_board_id = b.main_board_id`;

/** The tables a board administrator's row is read from (ba, a, b, mb). */
export const BOARD_ADMIN_FROM = FROM;

/**
 * Which board administrators the list's query takes (its search and ids, not its page): the
 * list and its export build their WHERE here, over BOARD_ADMIN_FROM.
 */
export function boardAdminWhere(query: Pick<BoardAdminListOptions, "ids" | "search">) {
  const params: (string | number[])[] = [];
  const where: string[] = [];
  if (query.ids !== undefined) {
    params.push(query.ids);
    where.push(`ba.account_id = ANY($${params.length}::int[])`);
  }
  // Every word must match; the contract bounds how many a search may have.
  for (const word of searchWords(query.search)) {
    params.push(`%${escapeLike(word)}%`);
    where.push(`${SEARCHED} LIKE $${params.length}`);
  }
  return { sql: where.length ? `WHERE ${where.join(" AND ")}` : "", params };
}

/**
 * A page of board administrators, newest first, and how many there are: from the maintained
 * counter without a filter, counted with one.
 */
export async function listBoardAdmins(db: Queryable, query: BoardAdminListOptions) {
  const { sql: filter, params } = boardAdminWhere(query);
  let total: number;
  if (filter) {
    const [{ n }] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n ${FROM} ${filter}`,
      params,
    );
    total = n;
  } else {
    const [row] = await db.query<{ total: number }>(
      // Kept by trigger (migration 004), so the list never counts its rows.
      "SELECT board_admins::int AS total FROM school_counters",
    );
    total = row.total;
  }
  const offset = query.offset ?? (query.page - 1) * query.limit;
  const rows = await db.query<BoardAdminListItem>(
    `SELECT a.account_id AS board_admin_id, a.username, ba.type,
            mb.name AS main_board_name, b.name AS board_name,
            a.first_name, a.middle_name, a.last_name, a.email, a.phone_number, a.status
      ${FROM}
      ${filter}
      ORDER BY ba.account_id ${query.order ?? "DESC"}
      LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, query.limit, offset],
  );
  return { rows, total };
}

/** One board administrator as the list shows them; null when there is none with this id. */
export async function findBoardAdmin(db: Queryable, id: number) {
  const { rows } = await listBoardAdmins(db, { page: 1, limit: 1, ids: [id] });
  return rows[0] ?? null;
}

/**
 * Sets the status of board administrators, in one transaction: those of `ids` not already so
 * change (one event each), deactivating ends their sessions. Locked in id order, so two calls
 * cannot deadlock.
 */
export const bulkBoardAdminStatus = (
  db: Db,
  ids: number[],
  status: boolean,
  actor: Actor,
): Promise<BulkResult> =>
  bulkChange(
    db,
    ids,
    status,
    `SELECT a.account_id AS id, a.status AS current
       FROM accounts a JOIN board_admins ba USING (account_id)
      WHERE a.account_id = ANY($1::int[]) AND a.role = 'board_admin'
      ORDER BY a.account_id FOR UPDATE OF a`,
    async (tx, change) => {
      await tx.query("UPDATE accounts SET status = $2 WHERE account_id = ANY($1::int[])", [
        change,
        status,
      ]);
      // One call per account: the sessions module stays the one place that ends sessions.
      if (!status) for (const id of change) await revokeAccountSessions(tx, id);
      await recordEvents(tx, actor, "board_admin.status_changed", "board_admin", change, {
        status,
        ...(ids.length > 1 && { bulk: true }),
      });
    },
  );

/** Sets a board administrator's status; deactivating ends their sessions in the same transaction. */
export async function setBoardAdminStatus(
  db: Db,
  id: number,
  status: boolean,
  actor: Actor,
): Promise<void> {
  const result = await bulkBoardAdminStatus(db, [id], status, actor);
  if (result.not_found.length) throw notFound(keyed("api.board_admin_not_found"));
}

/** The main board and sub-board must belong together: 400 with the message at the field. */
async function checkBoards(db: Queryable, payload: BoardAdminPayload): Promise<void> {
  const [row] = await db.query<{ main_board_exists: boolean; board_main_board_id: number | null }>(
    `SELECT EXISTS (SELECT 1 FROM main_boards WHERE main_board_id = $1) AS main_board_exists,
            (SELECT main_board_id FROM boards WHERE board_id = $2) AS board_main_board_id`,
    [payload.main_board_id, payload.board_id],
  );
  if (!row.main_board_exists) {
    throw badField("main_board_id", keyed("validation.main_board_unknown"));
  }
  if (row.board_main_board_id !== payload.main_board_id) {
    throw badField("board_id", keyed("validation.board_not_in_main_board"));
  }
}

/** A username or email that any account (of any role) already has: 409, at each field taken. */
async function checkUnique(db: Queryable, username: string, email: string): Promise<void> {
  const [row] = await db.query<{ username_taken: boolean; email_taken: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM accounts WHERE lower(username) = lower($1)) AS username_taken,
            EXISTS (SELECT 1 FROM accounts WHERE lower(email) = lower($2)) AS email_taken`,
    [username, email],
  );
  const errors: Record<string, KeyedMessage> = {
    ...(row.username_taken && { username: keyed("validation.username_taken") }),
    ...(row.email_taken && { email: keyed("validation.email_taken") }),
  };
  const first = Object.values(errors)[0];
  if (first) throw conflict(first, errors);
}

/** A unique index that a concurrent create won after our check: the same 409. */
function uniqueViolation(error: unknown): never {
  const text = `${(error as { constraint?: string }).constraint ?? ""} ${(error as Error).message}`;
  if ((error as { code?: string }).code === "23505") {
    if (text.includes("accounts_username_key")) {
      throw badField("username", keyed("validation.username_taken"), 409);
    }
    if (text.includes("accounts_email_key")) {
      throw badField("email", keyed("validation.email_taken"), 409);
    }
  }
  throw error;
}

/** Creates a board administrator with a generated initial password, kept only as a hash. */
export async function createBoardAdmin(
  db: Db,
  payload: BoardAdminPayload,
  options: { passwordHashLogN: number; now: () => Date },
  actor: Actor,
): Promise<BoardAdminCreated> {
  await checkBoards(db, payload);
  await checkUnique(db, payload.username, payload.email);
  const initialPassword = generatePassword();
  // Hashed outside the transaction: scrypt is slow on purpose.
  const hash = await hashPassword(initialPassword, options.passwordHashLogN);
  const boardAdminId = await db
    .transaction(async (tx) => {
      const [{ account_id }] = await tx.query<{ account_id: number }>(
        `INSERT INTO accounts (role, username, password_hash, first_name, middle_name, last_name, email, phone_number, created_at)
         VALUES ('board_admin', $1, $2, $3, $4, $5, $6, $7, $8)
         RETURNING account_id`,
        [
          payload.username,
          hash,
          payload.first_name,
          payload.middle_name ?? null,
          payload.last_name,
          payload.email,
          payload.phone,
          options.now(),
        ],
      );
      await tx.query("INSERT INTO board_admins (account_id, type, board_id) VALUES ($1, $2, $3)", [
        account_id,
        payload.type,
        payload.board_id,
      ]);
      await recordEvent(tx, actor, {
        action: "board_admin.created",
        target_type: "board_admin",
        target_id: account_id,
        target_name: payload.username,
      });
      return account_id;
    })
    .catch(uniqueViolation);
  return {
    board_admin_id: boardAdminId,
    username: payload.username,
    initial_password: initialPassword,
  };
}
