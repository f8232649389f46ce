/**
 * The dashboard's fixed sample. The spec gives the charts no data and no source, only "fixed
 * sample data with 12 month labels"; the payments have none in this product (the registrations
 * are real now), so this is one plausible set, January first.
 */

/** Fee payments collected per month, in rupees (quarterly fee months stand out). */
export const PAYMENTS_INR: readonly number[] = [
  1250000, 980000, 1120000, 2840000, 2310000, 1760000, 2650000, 1340000, 1180000, 2490000, 1070000,
  1390000,
];
