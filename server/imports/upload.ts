import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { IMPORT_BYTES_MAX, IMPORT_ROWS_MAX, type ImportFormat } from "../../contract/imports";
import { readableSize } from "../../contract/schools";
import { keyed } from "../../contract/apiMessages";
import { ApiError, badField } from "../http";
import type { Db } from "../db/index";
import type { FileStorage } from "../storage/index";
import type { Actor } from "../audit/service";
import { cleanFileName } from "../schools/uploads";
import { extensionOf, sniff } from "../schools/sniff";
import { decodeText } from "./csv";
import { checkHeader } from "./check";
import { fileRows } from "./read";
import { createJob, type JobRow } from "./jobs";

/*
 * An upload: one file field, at most IMPORT_BYTES_MAX, a CSV or XLSX whose bytes are what its
 * name says, with the template's columns and at most IMPORT_ROWS_MAX rows. What passes is stored
 * through the file storage and becomes a job in state `checking`; the runner checks its rows.
 */

const FIELD = "file";
/** Tab, line feed, form feed and carriage return: the control characters a text may hold. */
const ALLOWED_CONTROLS = new Set([0x09, 0x0a, 0x0c, 0x0d]);

/** A CSV's bytes: text in UTF-8 (BOM or not) or UTF-16LE with its BOM, without control characters. */
function isCsv(fileName: string, data: Buffer): boolean {
  if (extensionOf(fileName) !== "csv") return false;
  if (!(data[0] === 0xff && data[1] === 0xfe)) return sniff(fileName, data, ["csv"]) !== null;
  // Excel's "Unicode text": sniffed as its decoded text.
  for (const char of decodeText(data)) {
    const code = char.charCodeAt(0);
    if ((code < 0x20 && !ALLOWED_CONTROLS.has(code)) || code === 0x7f) return false;
  }
  return true;
}

/** The file's format when its bytes are what its name says. */
function formatOf(fileName: string, data: Buffer): ImportFormat | null {
  if (isCsv(fileName, data)) return "csv";
  if (extensionOf(fileName) === "xlsx" && sniff(fileName, data, ["xlsx"])) return "xlsx";
  return null;
}

async function readFile(request: FastifyRequest): Promise<{ fileName: string; data: Buffer }> {
  if (!request.isMultipart()) throw new ApiError(415, keyed("api.import_file_required"));
  const tooLarge = () =>
    new ApiError(413, keyed("api.import_file_too_large", { size: readableSize(IMPORT_BYTES_MAX) }));
  let found: { fileName: string; data: Buffer } | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: IMPORT_BYTES_MAX, files: 1 } })) {
      if (part.type !== "file" || part.fieldname !== FIELD) {
        if (part.type === "file") await part.toBuffer();
        continue;
      }
      const data = await part.toBuffer();
      found = { fileName: part.filename, data };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge();
    if (code === "FST_FILES_LIMIT") throw badField(FIELD, keyed("api.import_file_required"));
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status < 500) throw error;
    throw new ApiError(400, keyed("api.multipart_unreadable"));
  }
  if (!found || found.data.length === 0) throw badField(FIELD, keyed("api.import_file_required"));
  return found;
}

/** Reads the header and counts the rows (without checking them): the upload's quick refusals. */
async function countRows(data: Buffer, format: ImportFormat): Promise<number> {
  let header: string[] | undefined;
  let rows = 0;
  try {
    for await (const row of fileRows(data, format)) {
      if (!header) {
        header = row.cells;
        const { unknown, missing } = checkHeader(header);
        if (unknown.length) {
          throw badField(
            FIELD,
            keyed("api.import_columns_unknown", { columns: unknown.join(", ") }),
          );
        }
        if (missing.length) {
          throw badField(
            FIELD,
            keyed("api.import_columns_missing", { columns: missing.join(", ") }),
          );
        }
        continue;
      }
      rows += 1;
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // A sheet exceljs cannot read (damaged inside its zip).
    throw badField(FIELD, keyed("api.import_unreadable"));
  }
  if (!header || rows === 0) throw badField(FIELD, keyed("api.import_file_empty"));
  if (rows > IMPORT_ROWS_MAX) {
    throw badField(FIELD, keyed("api.import_too_many_rows", { rows, max: IMPORT_ROWS_MAX }));
  }
  return rows;
}

/** Takes an upload: checks what can be told at once, stores the file and creates its job. */
export async function receiveUpload(
  request: FastifyRequest,
  db: Db,
  storage: FileStorage,
  actor: Actor,
  now: Date,
): Promise<JobRow> {
  const { fileName, data } = await readFile(request);
  const format = formatOf(fileName, data);
  if (!format) throw badField(FIELD, keyed("api.import_file_type"));
  const rows = await countRows(data, format);
  const key = await storage.put(data, format);
  try {
    return await createJob(db, {
      file_name: cleanFileName(fileName, format),
      format,
      checksum: createHash("sha256").update(data).digest("hex"),
      storage_key: key,
      rows,
      actor,
      now,
    });
  } catch (error) {
    // No job, no file: a failed request leaves nothing behind.
    await storage.remove(key).catch(() => {});
    throw error;
  }
}
