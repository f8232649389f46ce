import { PassThrough, Readable } from "node:stream";
import ExcelJS from "exceljs";
import type { Queryable } from "../db/index";
import type { FileStorage } from "../storage/index";
import { safeCsvLine, UTF8_BOM } from "./csv";
import type { ImportColumn } from "../../contract/imports";
import { ERROR_COLUMN, TEXT_COLUMNS } from "./columns";
import { fileRows } from "./read";
import type { JobRow } from "./jobs";

/*
 * The uploaded file given back with an `error` column (each row's problems, joined), in its own
 * format: fixed, it can be uploaded again (the error column is ignored on upload). Streamed as
 * it is written. A CSV's texts are formula-escaped (safeCsvLine; the upload takes the ' off
 * again); an XLSX's are string cells, which a spreadsheet never runs.
 */

async function errorsByRow(db: Queryable, id: number): Promise<Map<number, string>> {
  const rows = await db.query<{ row_number: number; text: string }>(
    `SELECT row_number,
            string_agg(coalesce(column_name || ': ', '') || message, '; ' ORDER BY position) AS text
       FROM school_import_errors WHERE import_id = $1 GROUP BY row_number`,
    [id],
  );
  return new Map(rows.map((r) => [r.row_number, r.text]));
}

export async function errorFile(
  db: Queryable,
  storage: FileStorage,
  job: JobRow,
): Promise<{ body: Readable; fileName: string; contentType: string }> {
  const errors = await errorsByRow(db, job.import_id);
  // Read as a stream (rejects before anything is sent when the file is missing).
  const { body: source } = await storage.stream(job.storage_key);
  const base = job.file_name.replace(/\.[^.]*$/, "");
  if (job.format === "csv") {
    async function* lines() {
      let header: string[] | undefined;
      for await (const { row, cells } of fileRows(source, "csv")) {
        if (!header) {
          // A file given back before keeps one error column: this one.
          header = cells;
          const errorAt = header.indexOf(ERROR_COLUMN);
          yield safeCsvLine([...(errorAt < 0 ? header : header.slice(0, errorAt)), ERROR_COLUMN]);
          continue;
        }
        const errorAt = header.indexOf(ERROR_COLUMN);
        const kept = errorAt < 0 ? cells : cells.slice(0, errorAt);
        const width = errorAt < 0 ? header.length : errorAt;
        const padded = Array.from({ length: width }, (_, i) => kept[i] ?? "");
        yield safeCsvLine([...padded, errors.get(row) ?? ""]);
      }
    }
    // UTF-8 with a BOM, so that a spreadsheet opens the names in their script.
    async function* withBom() {
      yield UTF8_BOM;
      yield* lines();
    }
    const body = Readable.from(withBom());
    // A download left before its first row never starts the reader, which would close the file.
    body.once("close", () => source.destroy());
    return {
      body,
      fileName: `${base}-errors.csv`,
      contentType: "text/csv; charset=utf-8",
    };
  }
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false });
  const sheet = workbook.addWorksheet("Schools");
  const write = async () => {
    let header: string[] | undefined;
    let errorAt = -1;
    for await (const { row, cells } of fileRows(source, "xlsx")) {
      if (!header) {
        header = cells;
        errorAt = header.indexOf(ERROR_COLUMN);
        const names = [...(errorAt < 0 ? header : header.slice(0, errorAt)), ERROR_COLUMN];
        sheet.columns = names.map((name) => ({
          header: name,
          width: 16,
          ...(TEXT_COLUMNS.includes(name as ImportColumn) && { style: { numFmt: "@" } }),
        }));
        continue;
      }
      const width = errorAt < 0 ? header.length : errorAt;
      const values = Array.from({ length: width }, (_, i) => cells[i] ?? "");
      sheet.addRow([...values, errors.get(row) ?? ""]).commit();
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: Error) => out.destroy(error));
  return {
    body: out,
    fileName: `${base}-errors.xlsx`,
    contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  };
}
