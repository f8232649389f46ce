import { z } from "zod";
import { auditListQuerySchema } from "./audit";
import { boardAdminListQuerySchema } from "./boardAdmins";
import { registrationInOrder, schoolFilterQuery } from "./schools";
import { validationMessages as m } from "./messages";

/*
 * Exports of the three lists: each takes its list's own query (search and filters, without the
 * page) plus the file's format, and answers a short-lived signed link that streams the file.
 */

export const EXPORT_FORMATS = ["csv", "xlsx"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The lists that can be exported, by the name their files carry. */
export const EXPORT_LISTS = ["schools", "board-admins", "audit-events"] as const;
export type ExportList = (typeof EXPORT_LISTS)[number];

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
  token: z.string().max(4096).meta({ description: "The signed export (from an export call)." }),
});
