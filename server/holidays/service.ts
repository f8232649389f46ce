import type { Holiday, HolidayListQuery, HolidayPayload } from "../../contract/holidays";
import { isDay } from "../../contract/analytics";
import { keyed } from "../../contract/apiMessages";
import type { Db } from "../db/index";
import { recordEvent, type Actor } from "../audit/service";
import { badField, notFound } from "../http";

/*
 * The holiday calendar: its SQL and rules. Every change is one transaction with its audit event;
 * the audit trail, not the table, keeps who changed what and when.
 */

/** The day as the console writes it (dd/mm/yyyy), for messages and the audit trail's names. */
const dayText = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** What an audit event names: the holiday and its day, as they were at that moment. */
const targetName = (day: string, name: string) => `${name} (${dayText(day)})`;

/** The holidays of the query's year (the current one by default) or range, in day order. */
export async function listHolidays(db: Db, query: HolidayListQuery, now: Date): Promise<Holiday[]> {
  const year = query.year ?? now.getFullYear();
  const from = query.from ?? `${year}-01-01`;
  const to = query.to ?? `${year}-12-31`;
  return db.query<Holiday>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, name FROM holidays
      WHERE day BETWEEN $1::date AND $2::date ORDER BY day`,
    [from, to],
  );
}

/** Adds a holiday; a day that is one already is a 409 naming that holiday. */
export async function addHoliday(db: Db, payload: HolidayPayload, actor: Actor): Promise<Holiday> {
  const added = await db.transaction(async (tx) => {
    // ON CONFLICT: two administrators adding the same day at once get one holiday and one 409.
    const [row] = await tx.query<Holiday>(
      `INSERT INTO holidays (day, name) VALUES ($1::date, $2) ON CONFLICT (day) DO NOTHING
       RETURNING to_char(day, 'YYYY-MM-DD') AS day, name`,
      [payload.day, payload.name],
    );
    if (!row) return undefined;
    await recordEvent(tx, actor, {
      action: "holiday.added",
      target_type: "holiday",
      target_name: targetName(row.day, row.name),
    });
    return row;
  });
  if (added) return added;
  const [taken] = await db.query<{ name: string }>("SELECT name FROM holidays WHERE day = $1", [
    payload.day,
  ]);
  throw badField(
    "day",
    keyed("api.holiday_taken", { day: dayText(payload.day), name: taken?.name ?? "" }),
    409,
  );
}

/** Renames the holiday of `day`; 404 when the day is none. The same name records nothing. */
export async function renameHoliday(
  db: Db,
  day: string,
  name: string,
  actor: Actor,
): Promise<Holiday> {
  if (!isDay(day)) throw notFound(keyed("api.holiday_not_found"));
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ old: string }>(
      "SELECT name AS old FROM holidays WHERE day = $1::date FOR UPDATE",
      [day],
    );
    if (!row) throw notFound(keyed("api.holiday_not_found"));
    if (row.old !== name) {
      await tx.query("UPDATE holidays SET name = $2 WHERE day = $1::date", [day, name]);
      await recordEvent(tx, actor, {
        action: "holiday.renamed",
        target_type: "holiday",
        target_name: targetName(day, name),
        details: { changes: { name: { from: row.old, to: name } } },
      });
    }
    return { day, name };
  });
}

/** Removes the holiday of `day`; 404 when the day is none. */
export async function removeHoliday(db: Db, day: string, actor: Actor): Promise<void> {
  if (!isDay(day)) throw notFound(keyed("api.holiday_not_found"));
  await db.transaction(async (tx) => {
    const [row] = await tx.query<Holiday>(
      "DELETE FROM holidays WHERE day = $1::date RETURNING to_char(day, 'YYYY-MM-DD') AS day, name",
      [day],
    );
    if (!row) throw notFound(keyed("api.holiday_not_found"));
    await recordEvent(tx, actor, {
      action: "holiday.removed",
      target_type: "holiday",
      target_name: targetName(row.day, row.name),
    });
  });
}
