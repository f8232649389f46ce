import type { Queryable } from "../index";

/**
 * India's national holidays, the same date every year, and Christmas, the one fixed-date
 * gazetted holiday of the central government's list. The gazette's other holidays follow lunar
 * calendars, whose dates are announced each year: they are not guessed here.
 */
export const FIXED_HOLIDAYS = [
  { month: 1, day: 26, name: "Republic Day" },
  { month: 8, day: 15, name: "Independence Day" },
  { month: 10, day: 2, name: "Gandhi Jayanti" },
  { month: 12, day: 25, name: "Christmas Day" },
] as const;

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * The demo calendar: the fixed holidays of the year before `today`'s (the demo attendance may
 * reach back into it), its year and the next. A day that is already listed keeps its name, so
 * a second run changes nothing.
 */
export async function seedDemoHolidays(db: Queryable, today: Date): Promise<void> {
  const year = today.getFullYear();
  const rows = [year - 1, year, year + 1].flatMap((y) =>
    FIXED_HOLIDAYS.map((h) => ({ day: `${y}-${pad(h.month)}-${pad(h.day)}`, name: h.name })),
  );
  await db.query(
    `INSERT INTO holidays (day, name)
     SELECT * FROM unnest($1::date[], $2::text[]) ON CONFLICT (day) DO NOTHING`,
    [rows.map((r) => r.day), rows.map((r) => r.name)],
  );
}
