import { z } from "zod";
import { auditListQuerySchema } from "./audit";
import {
  attendanceQuerySchema,
  breakdownParamsSchema,
  breakdownQuerySchema,
} from "./attendanceAnalytics";
import { boardAdminListQuerySchema } from "./boardAdmins";
import { registrationInOrder, schoolFilterQuery } from "./schools";
import { validationMessages as m } from "./messages";

/*
 * Exports of the three lists: each takes its list's own query (search and filters, without the
 * page) plus the file's format, and answers a short-lived signed link that streams the file. The
 * dashboard's breakdowns go the same way, with the breakdown's own query.
 */

export const EXPORT_FORMATS = ["csv", "xlsx"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The lists that can be exported, by the name their files carry. */
export const EXPORT_LISTS = [
  "schools",
  "board-admins",
  "audit-events",
  "attendance-breakdown",
  "attendance-months",
] as const;
export type ExportList = (typeof EXPORT_LISTS)[number];

/**
 * OWASP's CSV injection rule, written once: a text someone typed that starts with one of these
 * gets a leading ' in an export, so that a spreadsheet shows it rather than run it as a formula;
 * an import takes that ' off again. The '-' first: a literal in a regular expression's brackets.
 */
export const FORMULA_START = ["-", "=", "+", "@", "\t", "\r"] as const;

/** The rule as a regular expression's source, the same for JavaScript and PostgreSQL. */
export const FORMULA_START_PATTERN = `^[${FORMULA_START.map((c) =>
  c === "\t" ? "\\t" : c === "\r" ? "\\r" : c,
).join("")}]`;

/** A text as an export writes it: with a leading ' when it starts like a formula. */
export const formulaSafeText = (text: string) =>
  new RegExp(FORMULA_START_PATTERN).test(text) ? `'${text}` : text;

/** A worksheet holds 1,048,576 rows: the header and this many. */
export const XLSX_ROWS_MAX = 1_048_575;

/** How long an export's link stays valid: long enough to click, short enough not to be shared. */
export const EXPORT_LINK_TTL_SECONDS = 5 * 60;

const format = z
  .enum(EXPORT_FORMATS, { error: m.request_invalid })
  .default("csv")
  .meta({ description: "The file's format: CSV (the default) or XLSX." });

/*
 * The list's own query schema without its page: a filter added to a list's query is taken by
 * its export with no change here.
 */
// The school list's query has a rule across two fields (the registration range), and zod cannot
// omit from a refined object: the export is built from the same filters and the same rule.
export const schoolExportQuerySchema = z
  .object({ ...schoolFilterQuery, format }, { error: m.request_invalid })
  .superRefine(registrationInOrder);
export type SchoolExportQuery = z.output<typeof schoolExportQuerySchema>;

export const boardAdminExportQuerySchema = boardAdminListQuerySchema
  .omit({ page: true, limit: true })
  .extend({ format });
export type BoardAdminExportQuery = z.output<typeof boardAdminExportQuerySchema>;

export const auditExportQuerySchema = auditListQuerySchema
  .omit({ page: true, limit: true })
  .extend({ format });
export type AuditExportQuery = z.output<typeof auditExportQuerySchema>;

/**
 * The dashboard's breakdown as the console shows it (its query, in the same order), as CSV: the
 * rows are a few dozen, so no XLSX.
 */
export const breakdownExportQuerySchema = breakdownQuerySchema.safeExtend({
  by: breakdownParamsSchema.shape.by,
  format: z
    .enum(["csv"], { error: m.request_invalid })
    .default("csv")
    .meta({ description: "The file's format: CSV." }),
});
export type BreakdownExportQuery = z.output<typeof breakdownExportQuerySchema>;

/** The Detailed Reports' months of a period and place (the trend's query), as CSV. */
export const monthsExportQuerySchema = attendanceQuerySchema.safeExtend({
  format: breakdownExportQuerySchema.shape.format,
});
export type MonthsExportQuery = z.output<typeof monthsExportQuerySchema>;

/** The answer of an export call: where to download the file, and until when. */
export const exportLinkSchema = z
  .object({
    url: z.string().meta({ description: "The signed link: a GET without the bearer token." }),
    file_name: z.string().meta({ description: "The name the file is downloaded under." }),
    expires_at: z.string().meta({ description: "When the link stops working (ISO 8601)." }),
  })
  .meta({ id: "ExportLink" });
export type ExportLink = z.infer<typeof exportLinkSchema>;

export const exportTokenParamsSchema = z.object({
  token: z
    .string()
    .max(4096)
    .meta({ description: "The signed export (from an export call).", minLength: 1 }),
});

/** A share as the breakdown's table and its file show it: one decimal, or null (N/A). */
export const shareFigure = (share: number | null) => (share === null ? null : share.toFixed(1));
