import type { AttendanceTrend, BreakdownRow } from "../../contract/attendanceAnalytics";
import {
  breakdownExportQuerySchema,
  monthsExportQuerySchema,
  shareFigure,
  type BreakdownExportQuery,
  type MonthsExportQuery,
} from "../../contract/exports";
import type { Queryable } from "../db/index";
import { safeCsvLine, UTF8_BOM } from "../imports/csv";
import { breakdownFileName, monthsFileName } from "./fileName";
import { attendanceBreakdown, sortBreakdown } from "../analytics/attendance/breakdown";
import { attendanceTrend } from "../analytics/attendance/overview";

/*
 * The dashboard's breakdown as a file: the rows the console shows, in its order, as CSV. A few
 * dozen rows at most (the states, a state's cities, the main boards, the types), computed from
 * the aggregates as the breakdown call computes them: written from JavaScript, not by COPY.
 */

/** The name column's header: what a row is (English, as every export's headers). */
function nameHeader(query: BreakdownExportQuery) {
  if (query.by === "place") return query.state_id === undefined ? "State" : "City";
  return query.by === "main_board" ? "Main board" : "School type";
}

/**
 * A header and rows as CSV text, LF-terminated as the lists' files (PostgreSQL's COPY) are, each
 * field formula-escaped by the exports' one rule (safeCsvLine), after UTF-8's byte-order mark
 * (a spreadsheet then reads a Hindi name as Hindi).
 */
const csvText = (lines: string[][]) =>
  UTF8_BOM + lines.map((fields) => safeCsvLine(fields, "\n")).join("");

/** The file's text: a header, then the rows; the names formula-escaped, N/A an empty field. */
export function breakdownCsv(query: BreakdownExportQuery, rows: BreakdownRow[]): string {
  const header = [
    nameHeader(query),
    "Schools",
    "Students present (%)",
    "Teachers present (%)",
    "Completeness (%)",
  ];
  const lines = [
    header,
    ...rows.map((row) => [
      row.name,
      String(row.schools),
      shareFigure(row.students) ?? "",
      shareFigure(row.teachers) ?? "",
      shareFigure(row.completeness) ?? "",
    ]),
  ];
  return csvText(lines);
}

/** The breakdown's rows, sorted as the console asked. */
export async function breakdownRows(db: Queryable, query: BreakdownExportQuery, today: string) {
  const { by, from, to, state_id, sort, order } = query;
  return sortBreakdown(
    await attendanceBreakdown(db, by, state_id, { from, to }, today),
    sort,
    order,
  );
}

/**
 * The Detailed Reports' months as a file, newest first as the card lists them: each month (its
 * days within the period), its working days, the present shares and the completeness in
 * percent, N/A an empty field. Figures and days only: nothing in it was typed by someone.
 */
export function monthsCsv(trend: AttendanceTrend): string {
  const header = [
    "Month",
    "From",
    "To",
    "Working days",
    "Students present (%)",
    "Teachers present (%)",
    "Completeness (%)",
  ];
  const rows = [...trend.buckets]
    .reverse()
    .map(({ from, to, figures }) => [
      from.slice(0, 7),
      from,
      to,
      String(figures.working_days),
      shareFigure(figures.students.share) ?? "",
      shareFigure(figures.teachers.share) ?? "",
      shareFigure(figures.completeness.share) ?? "",
    ]);
  return csvText([header, ...rows]);
}

/** The months' figures of the period and place, one bucket per calendar month. */
export function monthsRows(db: Queryable, query: MonthsExportQuery, today: string) {
  const { from, to, state_id, city_id } = query;
  return attendanceTrend(db, { state_id, city_id }, { from, to }, today, "month");
}

/**
 * One of the dashboard's files from its download link's query: its text, its rows and its name;
 * undefined when the query is not the file's (a link can only carry what its call checked).
 */
export async function dashboardFile(
  db: Queryable,
  list: "attendance-breakdown" | "attendance-months",
  query: Record<string, string>,
  today: string,
): Promise<{ text: string; rows: number; fileName: string } | undefined> {
  if (list === "attendance-breakdown") {
    const parsed = breakdownExportQuerySchema.safeParse(query);
    if (!parsed.success) return undefined;
    const rows = await breakdownRows(db, parsed.data, today);
    return {
      text: breakdownCsv(parsed.data, rows),
      rows: rows.length,
      fileName: await breakdownFileName(db, parsed.data),
    };
  }
  const parsed = monthsExportQuerySchema.safeParse(query);
  if (!parsed.success) return undefined;
  const trend = await monthsRows(db, parsed.data, today);
  return {
    text: monthsCsv(trend),
    rows: trend.buckets.length,
    fileName: await monthsFileName(db, parsed.data),
  };
}
