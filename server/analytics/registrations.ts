import { registrationMonths, type Period, type RegistrationMonth } from "../../contract/analytics";
import type { Queryable } from "../db/index";

/**
 * The schools registered in each month of the registration trend of `period`
 * (`registrationMonths`: the period's months, at least the 12 ending with its last), 0 for a
 * month without any, counted up to the period's last day. Read from the per-day counts that
 * migration 015's triggers keep (`school_list_counts`, dimension `day`: India's day of each
 * registration), a walk of its primary key over at most about 1,100 days × 4 rows (verified and
 * active), never a scan of `schools`.
 */
export async function registrationsByMonth(
  db: Queryable,
  period: Period,
): Promise<RegistrationMonth[]> {
  const months = registrationMonths(period);
  const rows = await db.query<{ month: string; schools: number }>(
    `SELECT substr(value, 1, 7) AS month, sum(n)::int AS schools
       FROM school_list_counts
      WHERE dimension = 'day' AND value >= $1 AND value <= $2
      GROUP BY 1`,
    [`${months[0]}-01`, period.to],
  );
  const counted = new Map(rows.map((row) => [row.month, Number(row.schools)]));
  return months.map((month) => ({ month, schools: counted.get(month) ?? 0 }));
}
