import { z } from "zod";
import { keyedMessageSchema } from "./envelope";

/*
 * Importing schools from a spreadsheet, as the API carries it (issue 31): the console's import
 * page and the server's import routes both read these shapes. An import is a job kept in the
 * database: the upload is checked (the dry run), then, when the administrator says so, its valid
 * rows are written in batches; within IMPORT_UNDO_DAYS it can be undone. No Node imports here.
 */

/** The most rows one file may carry (its header not counted). */
export const IMPORT_ROWS_MAX = 100_000;
/** The largest file accepted, in bytes. */
export const IMPORT_BYTES_MAX = 50 * 1024 * 1024;
/** How long after it ends an import can be undone. */
export const IMPORT_UNDO_DAYS = 7;
/** The formats a template is offered in and a file is read from. */
export const IMPORT_FORMATS = ["csv", "xlsx"] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/**
 * The import file's columns: the register call's fields (contract/schools.ts
 * schoolPayloadSchema, files excluded) with the UDISE+ code and `confirm_duplicate`, and
 * `main_board`, which a board given by name needs (board names repeat across main boards).
 * References (main_board, board, state, city) take a name or an id: named for what they hold,
 * not `board_id` (the register call's field), since most people write a name. The template
 * is headed by them; server/imports/columns.ts reads a file's header.
 */
export const IMPORT_COLUMNS = [
  "school_name",
  "school_email",
  "type",
  "established_year",
  "main_board",
  "board",
  "state",
  "city",
  "pincode",
  "address",
  "udise_code",
  "school_phone_number",
  "website",
  "secondary_phone",
  "first_name",
  "middle_name",
  "last_name",
  "email",
  "phone_number",
  "latitude",
  "longitude",
  "area_radius",
  "confirm_duplicate",
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/**
 * Where a job stands. `checking`: the dry run is reading the file. `checked`: the dry run is
 * done, nothing is written yet. `importing`: valid rows are being written. `done`: all written.
 * `failed`: the file could not be read at all (its message says why). `undone`: undone.
 */
export const IMPORT_STATES = [
  "checking",
  "checked",
  "importing",
  "done",
  "failed",
  "undone",
] as const;
export type ImportState = (typeof IMPORT_STATES)[number];

export const importJobSchema = z
  .object({
    id: z.number().int(),
    file_name: z.string(),
    format: z.enum(IMPORT_FORMATS),
    /** The file's SHA-256, in hex. */
    checksum: z.string(),
    state: z.enum(IMPORT_STATES),
    /** Who uploaded it (the super administrator's username). */
    created_by: z.string(),
    created_at: z.string().meta({ description: "ISO 8601." }),
    /** The file's rows (header not counted); null while the dry run has not counted them. */
    rows: z.number().int().nullable(),
    /** Rows the dry run has checked so far (progress of `checking`). */
    checked: z.number().int(),
    valid: z.number().int(),
    with_errors: z.number().int(),
    /**
     * Rows of a school already on record, the same school (its code and its name, or without a
     * code its name with pincode): skipped.
     */
    existing: z.number().int(),
    /** Valid rows written so far (progress of `importing`). */
    imported: z.number().int(),
    /** Rows written per second over the last minute of `importing`; null otherwise. */
    rows_per_second: z.number().nullable(),
    /** Seconds left at that rate; null when not importing. */
    seconds_left: z.number().nullable(),
    started_at: z.string().nullable(),
    finished_at: z.string().nullable(),
    /** Until when it can be undone; null when it cannot (not done, or undone). */
    undo_until: z.string().nullable(),
    undone_at: z.string().nullable(),
    /** Why the file could not be read, when `failed`. */
    failure: keyedMessageSchema.extend({ message: z.string() }).nullable(),
    /** A short-lived signed link to the uploaded file with an `error` column; null before checked. */
    error_file_url: z.string().nullable(),
  })
  .meta({ id: "ImportJob", description: "A school import: its file, counts and progress." });
export type ImportJob = z.infer<typeof importJobSchema>;

/** One problem of one row: its 1-based row number in the file (header is row 1), its column. */
export const importRowErrorSchema = z
  .object({
    row: z.number().int(),
    /** The template's column name, or null for a problem of the whole row (a duplicate). */
    column: z.string().nullable(),
    message: z.string(),
    message_key: z.string(),
    message_params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  })
  .meta({ id: "ImportRowError" });
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

/** What an undo did: how many schools it removed, and the ones it kept with the reason. */
export const importUndoResultSchema = z
  .object({
    removed: z.number().int(),
    kept: z.array(
      z.object({
        school_id: z.number().int(),
        school_name: z.string(),
        /** `changed`, `verified`, `activated` or `attendance`. */
        reason: z.enum(["changed", "verified", "activated", "attendance"]),
      }),
    ),
  })
  .meta({ id: "ImportUndoResult" });
export type ImportUndoResult = z.infer<typeof importUndoResultSchema>;
