import type { Readable } from "node:stream";
import ExcelJS from "exceljs";
import { FORMULA_START as FORMULA_STARTS } from "../../contract/exports";
import type { ImportFormat } from "../../contract/imports";
import { CsvParser, textChunks } from "./csv";

/*
 * Reads an import file row by row from a stream of its bytes, whatever its format: a CSV (UTF-8
 * with or without BOM, or Excel's UTF-16 tab-separated export), decoded and parsed a chunk at a
 * time, or the first sheet of an XLSX file, through exceljs's streaming reader. Neither the file
 * nor its text is ever held whole: a reader holds a chunk and the row it is on.
 */

export interface FileRow {
  /** The row's number in the file: the header is row 1. */
  row: number;
  cells: string[];
}

/** The characters an export puts a `'` before (contract/exports.ts), to take it off again. */
const FORMULA_START = new Set<string>(FORMULA_STARTS);

/** A cell as text, trimmed; a `'` an export put before a formula-like text is taken off. */
export function cellText(value: string): string {
  const text = value.trim();
  return text.startsWith("'") && FORMULA_START.has(text[1]) ? text.slice(1) : text;
}

/** What an XLSX cell holds, as text (rich text joined, a formula's result, a date as ISO). */
function xlsxText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ("richText" in value) return value.richText.map((part) => part.text).join("");
  if ("text" in value) return xlsxText(value.text as ExcelJS.CellValue);
  if ("result" in value) return xlsxText(value.result as ExcelJS.CellValue);
  return "";
}

const blank = (cells: string[]) => cells.every((cell) => cell === "");

async function* csvRows(body: Readable): AsyncGenerator<FileRow> {
  const parser = new CsvParser();
  let row = 0;
  for await (const text of textChunks(body)) {
    for (const record of parser.push(text)) {
      row += 1;
      yield { row, cells: record.map(cellText) };
    }
  }
  for (const record of parser.push("", true)) {
    row += 1;
    yield { row, cells: record.map(cellText) };
  }
}

async function* xlsxRows(body: Readable): AsyncGenerator<FileRow> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(body, {
    sharedStrings: "cache",
    hyperlinks: "ignore",
    styles: "ignore",
    worksheets: "emit",
  });
  for await (const sheet of reader) {
    for await (const row of sheet) {
      // row.values is 1-based: its first element is empty.
      const values = (row.values as ExcelJS.CellValue[]).slice(1);
      yield { row: row.number, cells: Array.from(values, (v) => cellText(xlsxText(v))) };
    }
    // Only the first sheet holds rows; the template's second sheet lists the references.
    return;
  }
}

/**
 * The file's rows, the header first; blank rows (a sheet's trailing empty lines) left out. A CSV
 * whose bytes are not text throws NotTextError. Leaving the rows (a generator's return) closes
 * the stream: each reader's loop over it ends, and a stream's iteration destroys it then.
 */
export async function* fileRows(body: Readable, format: ImportFormat): AsyncGenerator<FileRow> {
  for await (const row of format === "csv" ? csvRows(body) : xlsxRows(body)) {
    if (!blank(row.cells)) yield row;
  }
}
