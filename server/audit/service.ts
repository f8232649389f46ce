import type { FastifyRequest } from "fastify";
import {
  AUDIT_TOTAL_CAP,
  datesInOrder,
  SYSTEM_USERNAME,
  type AuditAction,
  type AuditDetails,
  type AuditEvent,
  type AuditListQuery,
  type AuditTargetType,
} from "../../contract/audit";
import { keyed } from "../../contract/apiMessages";
import { escapeLike, type Db, type Queryable } from "../db/index";
import { badField } from "../http";

/** Who did it, from where, in which request: what every event carries. */
export interface Actor {
  account_id: number | null;
  username: string;
  client_ip: string | null;
  request_id: string | null;
}

/** The command line: no account, no address, no request. */
export const SYSTEM_ACTOR: Actor = {
  account_id: null,
  username: SYSTEM_USERNAME,
  client_ip: null,
  request_id: null,
};

/** The signed-in administrator of a request, with the request's address and id. */
export function actorOf(request: FastifyRequest): Actor {
  return {
    account_id: request.account.account_id,
    username: request.account.username,
    client_ip: request.ip ?? null,
    request_id: request.id ?? null,
  };
}

export interface AuditRecord {
  action: AuditAction;
  target_type?: AuditTargetType;
  target_id?: number;
  target_name?: string | null;
  details?: AuditDetails;
}

/** Appends one event, on the transaction of the change it records. */
export async function recordEvent(tx: Queryable, actor: Actor, event: AuditRecord): Promise<void> {
  await tx.query(
    `INSERT INTO audit_events (actor_id, actor_username, action, target_type, target_id, target_name,
       details, client_ip, request_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9)`,
    [
      actor.account_id,
      actor.username,
      event.action,
      event.target_type ?? null,
      event.target_id ?? null,
      event.target_name ?? null,
      JSON.stringify(event.details ?? {}),
      actor.client_ip,
      actor.request_id,
    ],
  );
}

/** Where a bulk event's target and its name come from: a school's name, an administrator's username. */
const BULK_TARGETS = {
  school:
    "SELECT school_id AS id, school_name AS name FROM schools WHERE school_id = ANY($4::int[])",
  board_admin:
    "SELECT account_id AS id, username AS name FROM accounts WHERE account_id = ANY($4::int[])",
} as const;

/**
 * Appends one event per record in `ids` (schools or board administrators) with the record's
 * name at this moment, in one statement (a bulk action's thousand events cost one round trip).
 */
export async function recordEvents(
  tx: Queryable,
  actor: Actor,
  action: AuditAction,
  targetType: keyof typeof BULK_TARGETS,
  ids: number[],
  details: AuditDetails = {},
): Promise<void> {
  if (ids.length === 0) return;
  await tx.query(
    `INSERT INTO audit_events (actor_id, actor_username, action, target_type, target_id, target_name,
       details, client_ip, request_id)
     SELECT $1, $2, $3, $8, t.id, t.name, $5::jsonb, $6, $7
       FROM (${BULK_TARGETS[targetType]}) t ORDER BY t.id`,
    [
      actor.account_id,
      actor.username,
      action,
      ids,
      JSON.stringify(details),
      actor.client_ip,
      actor.request_id,
      targetType,
    ],
  );
}

interface EventRow extends Omit<AuditEvent, "id" | "occurred_at"> {
  /** bigint, read as text (its alias must not shadow event_id in ORDER BY). */
  id_text: string;
  occurred_at: Date | string;
}

/** The list's query, and what the simple-REST dialect adds: ids, any start, oldest first. */
export type AuditListOptions = AuditListQuery & {
  ids?: number[];
  offset?: number;
  order?: "ASC" | "DESC";
};

export interface AuditPage {
  rows: AuditEvent[];
  total: number;
  capped: boolean;
}

/**
 * The list's filters as SQL over audit_events (not its page): those on the event (`where`) and
 * the time range (`dates`), with their parameters. The list and its export both build them here;
 * dates out of order are a 400.
 */
export function auditConditions(query: Omit<AuditListOptions, "page" | "limit">) {
  if (!datesInOrder(query.from, query.to)) {
    throw badField("to", keyed("validation.date_range_empty"));
  }
  const where: string[] = [];
  const params: (string | number | Date | number[])[] = [];
  const add = (sql: string, value: string | number | Date | number[]) => {
    params.push(value);
    where.push(sql.replace("?", `$${params.length}`));
  };
  if (query.ids !== undefined) add("event_id = ANY(?::bigint[])", query.ids);
  // Who: the start of a username, in any case (the actor's indexes are on lower(actor_username)).
  if (query.actor !== undefined) {
    add("lower(actor_username) LIKE lower(?) ESCAPE '\\'", `${escapeLike(query.actor)}%`);
  }
  if (query.action !== undefined) add("action = ?", query.action);
  if (query.target_type !== undefined) add("target_type = ?", query.target_type);
  if (query.target_id !== undefined) add("target_id = ?", query.target_id);
  const dates: string[] = [];
  if (query.from !== undefined) {
    params.push(new Date(query.from));
    dates.push(`occurred_at >= $${params.length}`);
  }
  if (query.to !== undefined) {
    params.push(new Date(query.to));
    dates.push(`occurred_at < $${params.length}`);
  }
  return { where, dates, params };
}

/**
 * Below this many events, a combination of single-value filters is read whole through its own
 * index, then narrowed to the dates if any (and counted exactly): the planner, which takes the
 * filters for independent and the matches for spread evenly in time, would otherwise walk the
 * table (or the date range) newest first in search of a page of them.
 */
const SMALL_COMBINATION = 1000;

/**
 * A page of events, newest first. The total is exact, read from the counters, when every filter
 * given is a single value (action, target type, one target: alone or together). With a date
 * range the page is in time order (the time index reads it) and the total is counted: exactly
 * when the other filters match few events (SMALL_COMBINATION), else up to AUDIT_TOTAL_CAP + 1,
 * and `capped` says there are more; so are who (the start of a username: the counters are kept
 * per whole username), a target id without its type and the dialect's ids.
 */
export async function listAuditEvents(db: Queryable, query: AuditListOptions): Promise<AuditPage> {
  const { where, dates, params } = auditConditions(query);
  const base = where.length ? `WHERE ${where.join(" AND ")}` : "";
  const dated = dates.length > 0;
  // The counters are kept per whole username: a start of one is counted (up to the cap).
  const countable =
    query.ids === undefined &&
    query.actor === undefined &&
    (query.target_id === undefined || query.target_type !== undefined);
  const direction = query.order ?? "DESC";
  const order = dated ? `occurred_at ${direction}, event_id ${direction}` : `event_id ${direction}`;

  // The key is made by the same SQL function the table's trigger uses (009_audit_pairs.sql).
  const counter = async () => {
    const [row] = await db.query<{ n: number }>(
      `SELECT n::float8 AS n FROM audit_counters
        WHERE key = audit_counter_key($1, lower($2), $3, $4::int)`,
      [
        query.action ?? null,
        query.actor ?? null,
        query.target_type ?? null,
        query.target_id ?? null,
      ],
    );
    return row?.n ?? 0;
  };

  let source = "audit_events";
  const conditions = [...where, ...dates];
  let filter = conditions.length ? `WHERE ${conditions.join(" AND ")}` : "";
  let total: number;
  let capped = false;
  const combination = countable && (!dated || base) ? await counter() : Infinity;
  if (base && combination <= SMALL_COMBINATION) {
    // A rare combination is read whole through its filters' own index (OFFSET 0 keeps the
    // subquery apart, planned alone), then narrowed to the dates: the planner, which cannot know
    // where in time the matches lie, would otherwise walk the table or the range newest first.
    source = `(SELECT * FROM audit_events ${base} OFFSET 0) e`;
    filter = dated ? `WHERE ${dates.join(" AND ")}` : "";
    const [{ n }] =
      !dated || combination === 0
        ? [{ n: combination }]
        : await db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM ${source} ${filter}`,
            params,
          );
    total = n;
  } else if (!dated && countable) {
    total = combination;
  } else {
    const [{ n }] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM audit_events ${filter} LIMIT ${AUDIT_TOTAL_CAP + 1}) m`,
      params,
    );
    total = n;
    capped = n > AUDIT_TOTAL_CAP;
  }
  const offset = query.offset ?? (query.page - 1) * query.limit;
  if (offset >= total && !capped) return { rows: [], total, capped };
  const rows = await db.query<EventRow>(
    `SELECT event_id::text AS id_text, occurred_at, actor_id, actor_username, action, target_type,
            target_id, target_name, details, client_ip, request_id
       FROM ${source} ${filter}
      ORDER BY ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, query.limit, offset],
  );
  return {
    rows: rows.map(({ id_text, occurred_at, ...rest }) => ({
      id: Number(id_text),
      occurred_at: new Date(occurred_at).toISOString(),
      ...rest,
    })),
    total,
    capped,
  };
}

/** Retention: removes sign-in events older than `days` days (the one delete the table allows). */
export async function pruneSignInEvents(db: Db, days: number, now: Date): Promise<number> {
  const before = new Date(now.getTime() - days * 86_400_000);
  const [{ pruned }] = await db.query<{ pruned: number }>(
    "SELECT audit_prune_sign_ins($1)::int AS pruned",
    [before],
  );
  return pruned;
}
