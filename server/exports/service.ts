import { Writable } from "node:stream";
import ExcelJS from "exceljs";
import type { ExportFormat } from "../../contract/exports";
import type { Db, Queryable, SqlValue } from "../db/index";
import { selectList, type ExportSource } from "./sources";
import { UTF8_BOM } from "../imports/csv";

/*
 * Writing an export: every row the source's filter takes, newest first, in keyset slices, into
 * a stream that the HTTP answer drains (backpressure end to end: a slow client slows the reads,
 * memory stays flat). CSV is written by the database (COPY); XLSX by exceljs's streaming writer.
 */

/** Rows per slice: one COPY (PGlite holds a slice's CSV in memory) or one read for XLSX. */
export const SLICE_ROWS = 50_000;

/**
 * Rows per XLSX read, and between two hand-overs of the zip's bytes to the client: read as
 * objects in JavaScript (not bytes from COPY), so far fewer. A slice's rows live until it is
 * written, long enough for the garbage collector to move them to the old generation, which grows
 * with them: at 300,000 rows on PostgreSQL, slices of 1,000 grew the resident size by 138 MB, of
 * 250 by 46 to 87 MB, as fast (docs/performance.md).
 */
export const XLSX_SLICE_ROWS = 250;

/** The client went away: the export stops, and its event says so. */
export class ExportAborted extends Error {}

/** Waits while the reader of `out` is behind; throws when it went away. */
async function drained(out: Writable) {
  if (out.writableNeedDrain && !out.destroyed) {
    await new Promise<void>((resolve) => {
      const done = () => {
        out.off("drain", done);
        out.off("close", done);
        resolve();
      };
      out.on("drain", done);
      out.on("close", done);
    });
  }
  if (out.destroyed) throw new ExportAborted();
}

/** Writes a chunk, then waits while the reader is behind. */
async function write(out: Writable, chunk: Buffer) {
  if (out.destroyed) throw new ExportAborted();
  out.write(chunk);
  await drained(out);
}

/** The SELECT of a slice's ids (`cursor`: below this id, when given, as the last parameter). */
function idsSql(source: ExportSource, cursor: boolean, limit: number) {
  const { from, id, conditions, params } = source.ids;
  const all = cursor ? [...conditions, `${id} < $${params.length + 1}`] : conditions;
  return `SELECT ${id} AS id FROM ${from} ${all.length ? `WHERE ${all.join(" AND ")}` : ""}
           ORDER BY ${id} DESC LIMIT ${limit}`;
}

/**
 * The rows of a slice of ids `slice` (a table or a subquery with column id), newest first, their
 * texts formula-escaped for a CSV (selectList).
 */
const rowsSql = (source: ExportSource, slice: string, format: ExportFormat) =>
  `SELECT ${selectList(source.columns, format)} FROM ${slice} x JOIN ${source.join}
    ORDER BY x.id DESC`;

export interface ExportProgress {
  /** Rows written to the stream so far. */
  rows: number;
}

/** How many rows the source takes, counted up to `cap` + 1 (the XLSX limit's check). */
export async function countUpTo(db: Queryable, source: ExportSource, cap: number) {
  const [{ n }] = await db.query<{ n: number }>(
    `SELECT count(*)::float8 AS n FROM (${idsSql(source, false, cap + 1)}) m`,
    source.ids.params,
  );
  return n;
}

/**
 * The CSV, written by the database: per slice, the ids are selected with the filter's
 * parameters into a temporary table (COPY takes none), then `COPY (SELECT … FROM slice …)`.
 * The file starts with UTF-8's byte-order mark, so that a spreadsheet opened by a double click
 * reads it as UTF-8 (a Hindi name in its script, not as the Windows code page's letters).
 */
export async function writeCsv(
  db: Db,
  source: ExportSource,
  out: Writable,
  progress: ExportProgress,
  sliceRows = SLICE_ROWS,
) {
  await write(out, Buffer.from(UTF8_BOM));
  let cursor: string | undefined;
  for (let first = true; ; first = false) {
    let slice = { n: 0, last: null as string | null };
    const rows = await db.copyOut(rowsSql(source, "export_slice", "csv"), {
      header: first,
      before: async (tx) => {
        await tx.query("CREATE TEMP TABLE export_slice (id bigint PRIMARY KEY) ON COMMIT DROP");
        const params: SqlValue[] = [...source.ids.params];
        if (cursor !== undefined) params.push(cursor);
        await tx.query(
          `INSERT INTO export_slice ${idsSql(source, cursor !== undefined, sliceRows)}`,
          params,
        );
        [slice] = await tx.query<{ n: number; last: string | null }>(
          "SELECT count(*)::int AS n, min(id)::text AS last FROM export_slice",
        );
      },
    });
    try {
      for await (const chunk of rows) await write(out, chunk as Buffer);
    } catch (error) {
      rows.destroy();
      throw error;
    }
    progress.rows += slice.n;
    if (slice.n < sliceRows || slice.last === null) return;
    cursor = slice.last;
  }
}

/**
 * The XLSX, through exceljs's streaming writer (inline strings, no styles: nothing kept per
 * row). Texts are text cells (a code, a pincode and a phone number keep their leading zeros, a
 * coordinate its six decimals), written as typed: a spreadsheet shows a text cell and never runs
 * it, so no ' before one that starts like a formula (it would show as part of the text); numbers
 * are number cells.
 *
 * exceljs's zip does not wait for its reader: its worksheet's buffer ignores what `write()`
 * answers (exceljs issue #734), so a zip piped into a slow client would queue the rows' XML in
 * memory. Here the zip writes into a sink that takes every byte at once, and the export hands
 * those bytes to `out` itself, committing no more rows until `out` has taken them all.
 */
export async function writeXlsx(
  db: Db,
  source: ExportSource,
  out: Writable,
  progress: ExportProgress,
  sliceRows = XLSX_SLICE_ROWS,
) {
  const zipped: Buffer[] = [];
  let started = () => {};
  const firstBytes = new Promise<void>((resolve) => (started = resolve));
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      zipped.push(chunk);
      started();
      done();
    },
  });
  /**
   * Turns of the event loop for the zip to compress what was committed, its bytes handed to
   * `out` (waiting while the reader is behind), until a turn brings none.
   */
  const catchUp = async () => {
    for (let brought = true; brought;) {
      await new Promise(setImmediate);
      brought = zipped.length > 0;
      for (let chunk = zipped.shift(); chunk; chunk = zipped.shift()) await write(out, chunk);
    }
  };
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: sink,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(source.list);
  sheet.addRow(source.columns.map((c) => c.header)).commit();
  // The zip takes turns of the event loop to start (its first files need no row): rows written
  // before would wait in its queue.
  await firstBytes;
  await catchUp();
  const numbers = source.columns.map((c) => c.kind === "number");
  let cursor: string | undefined;
  for (;;) {
    const params: SqlValue[] = [...source.ids.params];
    if (cursor !== undefined) params.push(cursor);
    const rows = await db.query<Record<string, unknown>>(
      // Read as arrays would be leaner, but the Db interface answers objects; the headers key them.
      rowsSql(source, `(${idsSql(source, cursor !== undefined, sliceRows)})`, "xlsx").replace(
        "SELECT ",
        "SELECT x.id::text AS export_id, ",
      ),
      params,
    );
    for (const row of rows) {
      sheet
        .addRow(
          source.columns.map((c, k) => {
            const value = row[c.header];
            if (value === null || value === undefined) return null;
            return numbers[k] ? Number(value) : String(value);
          }),
        )
        .commit();
      progress.rows++;
    }
    await catchUp();
    if (rows.length < sliceRows) break;
    cursor = String(rows[rows.length - 1].export_id);
  }
  sheet.commit();
  // The sink never makes the zip wait, so its end comes; then its last bytes go to `out`.
  await workbook.commit();
  await catchUp();
}

export const writers: Record<ExportFormat, typeof writeCsv> = { csv: writeCsv, xlsx: writeXlsx };
