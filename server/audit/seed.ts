import type { Db } from "../db/index";
import { AUDIT_ACTIONS } from "../../contract/audit";

/**
 * Adds `count` generated audit events (for `npm run seed -- --events N` and the bench), spread
 * over the last year in time order, by a handful of actors, most of them about schools. One
 * statement per batch; the counters follow through the table's trigger.
 */
export async function seedAuditEvents(
  db: Db,
  count: number,
  now: Date,
  onProgress?: (done: number, total: number) => void,
): Promise<void> {
  const [{ max }] = await db.query<{ max: number | null }>(
    "SELECT max(school_id) AS max FROM schools",
  );
  const schools = Math.max(1, max ?? 1);
  const batch = 100_000;
  const yearMs = 365 * 86_400_000;
  const actions = [...AUDIT_ACTIONS];
  for (let done = 0; done < count; done += batch) {
    const n = Math.min(batch, count - done);
    await db.query(
      `INSERT INTO audit_events (occurred_at, actor_id, actor_username, action, target_type,
         target_id, target_name, client_ip, request_id)
       SELECT $1::timestamptz + (($3::bigint + i) * $2::float8 / $4::float8) * interval '1 millisecond',
              NULL, (ARRAY['admin', 'meera', 'ravi', 'system'])[1 + (i % 4)],
              a.action,
              CASE WHEN a.action LIKE 'school.%' THEN 'school' WHEN a.action LIKE 'board_admin.%' THEN 'board_admin' END,
              CASE WHEN a.action LIKE 'school.%' THEN 1 + ((i * 7919) % $5::int) END,
              CASE WHEN a.action LIKE 'school.%' THEN 'School ' || (1 + ((i * 7919) % $5::int)) END,
              '10.0.' || (i % 250) || '.' || (i % 199), 'seed-' || ($3::bigint + i)
         FROM generate_series(1, $6::int) i
         CROSS JOIN LATERAL (SELECT ($7::text[])[1 + ((i * 31) % $8::int)] AS action) a`,
      [new Date(now.getTime() - yearMs), yearMs, done, count, schools, n, actions, actions.length],
    );
    onProgress?.(done + n, count);
  }
  await db.exec("VACUUM ANALYZE audit_events");
}
