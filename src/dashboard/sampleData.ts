/**
 * The dashboard's fixed samples. The spec gives the charts and reports no data and no source,
 * only "fixed sample data with 12 month labels" and four sample reports; these are one plausible
 * set, written once here, January first. Labels are catalogue keys (src/i18n/en/dashboard.ts).
 */

/**
 * New student registrations per month (admissions peak in April to June): the dashboard shows
 * the real registrations now; the web benchmark's minimal page (scripts/bench-web) still draws
 * this series.
 */
export const REGISTRATIONS: readonly number[] = [
  120, 95, 180, 420, 610, 530, 260, 140, 110, 90, 75, 130,
];

/** Fee payments collected per month, in rupees (quarterly fee months stand out). */
export const PAYMENTS_INR: readonly number[] = [
  1250000, 980000, 1120000, 2840000, 2310000, 1760000, 2650000, 1340000, 1180000, 2490000, 1070000,
  1390000,
];

export interface SampleReport {
  /** A catalogue key. */
  name: string;
  /** ISO date (yyyy-mm-dd), shown as dd/mm/yyyy. */
  date: string;
}

export const SAMPLE_REPORTS: readonly SampleReport[] = [
  { name: "dashboard.reports.samples.attendance", date: "2025-01-15" },
  { name: "dashboard.reports.samples.registrations", date: "2025-01-10" },
  { name: "dashboard.reports.samples.payments", date: "2025-01-05" },
  { name: "dashboard.reports.samples.teachers", date: "2024-12-28" },
];
