import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { finished } from "node:stream/promises";
import type { FastifyRequest } from "fastify";
import {
  IMPORT_BYTES_MAX,
  IMPORT_FORMATS,
  IMPORT_ROWS_MAX,
  type ImportFormat,
} from "../../contract/imports";
import { readableSize } from "../../contract/schools";
import { keyed } from "../../contract/apiMessages";
import { ApiError, badField } from "../http";
import type { Db } from "../db/index";
import type { FileStorage } from "../storage/index";
import type { Actor } from "../audit/service";
import { cleanFileName } from "../schools/uploads";
import { extensionOf, sniff } from "../schools/sniff";
import { NotTextError } from "./csv";
import { checkHeader } from "./check";
import { fileRows } from "./read";
import { createJob, type JobRow } from "./jobs";

/*
 * An upload: one file field, at most IMPORT_BYTES_MAX, a CSV or XLSX whose bytes are what its
 * name says, with the template's columns and at most IMPORT_ROWS_MAX rows. The file is written to
 * the file storage as it arrives (hashed and measured on the way), then read back from there as
 * a stream to be checked and its rows counted: the upload never holds a CSV whole (an XLSX is
 * read whole once, for the zip directory at its end). What passes becomes a job in state `checking`,
 * whose rows the runner checks; what is refused leaves no stored file and no job.
 */

const FIELD = "file";

/** The uploaded file as stored: its name, size and SHA-256; no key when not worth storing. */
interface Received {
  fileName: string;
  key: string | null;
  bytes: number;
  checksum: string;
}

const tooLarge = () =>
  new ApiError(413, keyed("api.import_file_too_large", { size: readableSize(IMPORT_BYTES_MAX) }));
const fileType = () => badField(FIELD, keyed("api.import_file_type"));

/** The error a failed multipart read answers. */
function multipartError(error: unknown): unknown {
  if (error instanceof ApiError) return error;
  const code = (error as { code?: string }).code;
  if (code === "FST_REQ_FILE_TOO_LARGE") return tooLarge();
  if (code === "FST_FILES_LIMIT") return badField(FIELD, keyed("api.import_file_required"));
  const status = (error as { statusCode?: number }).statusCode;
  if (status && status < 500) return error;
  return new ApiError(400, keyed("api.multipart_unreadable"));
}

/** Reads the request's file into the storage; a refused or broken upload leaves nothing stored. */
async function receiveFile(request: FastifyRequest, storage: FileStorage): Promise<Received> {
  if (!request.isMultipart()) throw new ApiError(415, keyed("api.import_file_required"));
  let found: Received | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: IMPORT_BYTES_MAX, files: 1 } })) {
      if (part.type !== "file") continue;
      const stream = part.file;
      if (part.fieldname !== FIELD) {
        // Another field's file is read through and dropped.
        stream.resume();
        await finished(stream);
        continue;
      }
      const hash = createHash("sha256");
      const file: Received = { fileName: part.filename, key: null, bytes: 0, checksum: "" };
      found = file;
      const extension = extensionOf(part.filename);
      if (IMPORT_FORMATS.includes(extension as ImportFormat)) {
        async function* measured() {
          for await (const chunk of stream as AsyncIterable<Buffer>) {
            hash.update(chunk);
            file.bytes += chunk.length;
            yield chunk;
          }
        }
        file.key = await storage.put(measured(), extension);
      } else {
        // Refused for its name once its size is known (a file too large is told so first).
        for await (const chunk of stream as AsyncIterable<Buffer>) file.bytes += chunk.length;
      }
      // A file cut at the size limit ends as if it were whole; the parts' iteration then throws
      // FST_REQ_FILE_TOO_LARGE (a 413 below), and what was stored is removed.
      file.checksum = hash.digest("hex");
    }
  } catch (error) {
    if (found?.key) await storage.remove(found.key).catch(() => {});
    throw multipartError(error);
  }
  if (!found) throw badField(FIELD, keyed("api.import_file_required"));
  if (found.bytes === 0) {
    if (found.key) await storage.remove(found.key).catch(() => {});
    throw badField(FIELD, keyed("api.import_file_zero_bytes"));
  }
  return found;
}

/** The header's refusal: unknown columns, then missing ones, each named. */
function headerRefusal(header: string[]): ApiError | undefined {
  const { unknown, missing } = checkHeader(header);
  if (unknown.length) {
    return badField(FIELD, keyed("api.import_columns_unknown", { columns: unknown.join(", ") }));
  }
  if (missing.length) {
    return badField(FIELD, keyed("api.import_columns_missing", { columns: missing.join(", ") }));
  }
  return undefined;
}

/**
 * Reads the header and counts the rows (without checking them): the upload's quick refusals. A
 * file that is not what its name says is told so first, so a refused header does not stop the
 * reading: a CSV is text to its last byte or not a CSV.
 */
async function countRows(body: Readable, format: ImportFormat): Promise<number> {
  let header: string[] | undefined;
  let refusal: ApiError | undefined;
  let rows = 0;
  try {
    for await (const row of fileRows(body, format)) {
      if (!header) {
        header = row.cells;
        refusal = headerRefusal(header);
      } else {
        rows += 1;
      }
    }
  } catch (error) {
    if (error instanceof NotTextError) {
      throw error.reason === "encoding"
        ? badField(FIELD, keyed("api.import_file_encoding"))
        : fileType();
    }
    // A sheet exceljs cannot read (damaged inside its zip).
    throw badField(FIELD, keyed("api.import_unreadable"));
  }
  if (refusal) throw refusal;
  if (!header || rows === 0) throw badField(FIELD, keyed("api.import_file_empty"));
  if (rows > IMPORT_ROWS_MAX) {
    throw badField(FIELD, keyed("api.import_too_many_rows", { rows, max: IMPORT_ROWS_MAX }));
  }
  return rows;
}

/** The stored file's format and row count, read back from the storage. */
async function inspect(
  storage: FileStorage,
  file: Received,
): Promise<{ format: ImportFormat; rows: number }> {
  if (!file.key) throw fileType();
  if (extensionOf(file.fileName) === "xlsx") {
    // A zip is told by the directory at its end, read from the whole file (compressed rows).
    const data = await storage.read(file.key);
    if (!sniff(file.fileName, data, ["xlsx"])) throw fileType();
    return { format: "xlsx", rows: await countRows(Readable.from([data]), "xlsx") };
  }
  // A CSV is told by its text, read as its rows are counted.
  const { body } = await storage.stream(file.key);
  return { format: "csv", rows: await countRows(body, "csv") };
}

/** Takes an upload: checks what can be told at once, stores the file and creates its job. */
export async function receiveUpload(
  request: FastifyRequest,
  db: Db,
  storage: FileStorage,
  actor: Actor,
  now: Date,
): Promise<JobRow> {
  const file = await receiveFile(request, storage);
  try {
    const { format, rows } = await inspect(storage, file);
    return await createJob(db, {
      file_name: cleanFileName(file.fileName, format),
      format,
      checksum: file.checksum,
      storage_key: file.key!,
      rows,
      actor,
      now,
    });
  } catch (error) {
    // No job, no file: a failed request leaves nothing behind.
    if (file.key) await storage.remove(file.key).catch(() => {});
    throw error;
  }
}
