import { useCallback } from "react";
import { useTranslate } from "react-admin";
import type { Day } from "../../contract/analytics";
import { shareFigure } from "../../contract/exports";

/** The months' catalogue keys (src/i18n/en/dashboard.ts), January first. */
export const MONTHS = [
  "jan",
  "feb",
  "mar",
  "apr",
  "may",
  "jun",
  "jul",
  "aug",
  "sep",
  "oct",
  "nov",
  "dec",
] as const;

/**
 * Days and months in the console's language, from the catalogue's short month names: "26 Nov
 * 2026", "Nov 2026". Not Intl's: the catalogue's names are the ones the charts' axes show, and
 * its digits stay the international ones in every language (src/i18n/GLOSSARY.md).
 */
export function useDateWords() {
  const translate = useTranslate();
  const monthName = useCallback(
    (month: number) => translate(`dashboard.months.${MONTHS[month - 1]}`),
    [translate],
  );
  /** A YYYY-MM month with its year. */
  const monthInWords = useCallback(
    (month: string) =>
      translate("dashboard.charts.month_year", {
        month: monthName(Number(month.slice(5, 7))),
        year: month.slice(0, 4),
      }),
    [translate, monthName],
  );
  /** A YYYY-MM-DD day. */
  const dayInWords = useCallback(
    (day: Day) =>
      translate("dashboard.period.day", {
        day: Number(day.slice(8, 10)),
        month: monthName(Number(day.slice(5, 7))),
        year: day.slice(0, 4),
      }),
    [translate, monthName],
  );
  return { monthName, monthInWords, dayInWords };
}

/**
 * A present share as the dashboard writes it, "91.3%" (one decimal, as the exports write it),
 * or `na` when there is none.
 */
export const shareText = (share: number | null, na: string) => {
  const figure = shareFigure(share);
  return figure === null ? na : `${figure}%`;
};
