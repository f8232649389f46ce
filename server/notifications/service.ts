import type { Notifications } from "../../contract/notifications";
import type { Queryable } from "../db/index";

/** The audit actions the bell reports as news, with the counter key of each. */
const NEWS = {
  schools_registered: "action:school.registered",
  board_admins_created: "action:board_admin.created",
} as const;

interface CountsRow {
  pending: number;
  schools_registered: number;
  board_admins_created: number;
  seen_schools_registered: number;
  seen_board_admins_created: number;
  seen_at: Date | string | null;
}

/**
 * What the bell shows to one account, in two short reads whatever the size of the trail:
 * the schools awaiting verification from the school counters; the schools registered and board
 * administrators created since the account last opened the bell as the audit counters now
 * minus those kept when it did (never opened: everything on record); and, for each kind with
 * news, when the newest happened (one step down the audit trail's (action, event_id) index).
 */
export async function notificationsOf(db: Queryable, accountId: number): Promise<Notifications> {
  const [row] = await db.query<CountsRow>(
    `SELECT (c.schools - c.verified_schools)::float8 AS pending,
            coalesce((SELECT n FROM audit_counters WHERE key = $2), 0)::float8 AS schools_registered,
            coalesce((SELECT n FROM audit_counters WHERE key = $3), 0)::float8 AS board_admins_created,
            coalesce(r.schools_registered, 0)::float8 AS seen_schools_registered,
            coalesce(r.board_admins_created, 0)::float8 AS seen_board_admins_created,
            r.seen_at
       FROM school_counters c LEFT JOIN notification_reads r ON r.account_id = $1`,
    [accountId, NEWS.schools_registered, NEWS.board_admins_created],
  );
  const news = async (kind: keyof typeof NEWS) => {
    const count = Math.max(0, row[kind] - row[`seen_${kind}`]);
    if (count === 0) return { count, latest_at: null };
    const [latest] = await db.query<{ occurred_at: Date | string }>(
      "SELECT occurred_at FROM audit_events WHERE action = $1 ORDER BY event_id DESC LIMIT 1",
      [NEWS[kind].slice("action:".length)],
    );
    return { count, latest_at: latest ? new Date(latest.occurred_at).toISOString() : null };
  };
  const schools_registered = await news("schools_registered");
  const board_admins_created = await news("board_admins_created");
  return {
    pending_verification: Math.max(0, row.pending),
    schools_registered,
    board_admins_created,
    unread: schools_registered.count + board_admins_created.count,
    seen_at: row.seen_at === null ? null : new Date(row.seen_at).toISOString(),
  };
}

/** Marks the bell as opened now by this account: keeps the counters as they stand. */
export async function markNotificationsSeen(
  db: Queryable,
  accountId: number,
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO notification_reads (account_id, seen_at, schools_registered, board_admins_created)
     SELECT $1, $2,
            coalesce((SELECT n FROM audit_counters WHERE key = $3), 0),
            coalesce((SELECT n FROM audit_counters WHERE key = $4), 0)
     ON CONFLICT (account_id) DO UPDATE
        SET seen_at = excluded.seen_at, schools_registered = excluded.schools_registered,
            board_admins_created = excluded.board_admins_created`,
    [accountId, now, NEWS.schools_registered, NEWS.board_admins_created],
  );
}
