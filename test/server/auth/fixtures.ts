import type { Db } from "../../../server/db/index";

/** Adds an account (a super administrator unless told) and answers its id. */
export async function addAccount(
  db: Db,
  username: string,
  { role = "super_admin", passwordHash = "x", status = true } = {},
): Promise<number> {
  const [{ account_id }] = await db.query<{ account_id: number }>(
    `INSERT INTO accounts (role, username, password_hash, first_name, last_name, email, phone_number, status)
     VALUES ($1, $2, $3, 'First', 'Last', $4, '9000000000', $5) RETURNING account_id`,
    [role, username, passwordHash, `${username}@rollcall.example`, status],
  );
  return account_id;
}

/**
 * Reads the audit trail (which is append-only): each call answers the events recorded since the
 * previous one, oldest first, with what the tests compare.
 */
export function newAuditEvents(db: Db) {
  let last = 0;
  return async () => {
    const rows = await db.query<{
      event_id: number;
      actor_id: number | null;
      actor_username: string;
      action: string;
      target_type: string | null;
      target_id: number | null;
      target_name: string | null;
      details: Record<string, unknown>;
      client_ip: string | null;
      request_id: string | null;
    }>(
      `SELECT event_id::int AS event_id, actor_id, actor_username, action, target_type, target_id,
              target_name, details, client_ip, request_id
         FROM audit_events WHERE event_id > $1 ORDER BY event_id`,
      [last],
    );
    last = rows.at(-1)?.event_id ?? last;
    return rows.map(({ event_id: _id, ...event }) => event);
  };
}
