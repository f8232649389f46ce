import { PassThrough } from "node:stream";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { indiaDay } from "../../contract/analytics";
import { routes } from "../../contract/api";
import { successEnvelope } from "../../contract/envelope";
import { keyed } from "../../contract/apiMessages";
import {
  XLSX_ROWS_MAX,
  auditExportQuerySchema,
  boardAdminExportQuerySchema,
  breakdownExportQuerySchema,
  exportLinkSchema,
  monthsExportQuerySchema,
  exportTokenParamsSchema,
  schoolExportQuerySchema,
  type ExportFormat,
  type ExportList,
} from "../../contract/exports";
import { ApiError, badRequest, forbidden, json, ok, operations, invalidInput } from "../http";
import type { AppContext } from "../context";
import { signingKey } from "../schools/links";
import { exportLinks, type ExportTicket } from "../exports/links";
import { auditSource, boardAdminSource, schoolSource, type ExportSource } from "../exports/sources";
import { countUpTo, writers, ExportAborted, type ExportProgress } from "../exports/service";
import { breakdownFileName, exportFileName, monthsFileName } from "../exports/fileName";
import { dashboardFile } from "../exports/breakdown";
import { checkPlace } from "../analytics/attendance/place";
import { recordEvent } from "../audit/service";
import { contentDisposition } from "./schools";

const operation = operations("Exports");

/** The lists the database writes (COPY, or exceljs): all but the dashboard's two files. */
type SqlList = Exclude<ExportList, "attendance-breakdown" | "attendance-months">;

/** Each list: its query's schema and the source its query gives. */
const LISTS: Record<
  SqlList,
  { schema: z.ZodType<{ format: ExportFormat }>; source: (query: never) => ExportSource }
> = {
  schools: { schema: schoolExportQuerySchema, source: schoolSource },
  "board-admins": { schema: boardAdminExportQuerySchema, source: boardAdminSource },
  "audit-events": { schema: auditExportQuerySchema, source: auditSource },
};

/** Writes a file's rows into the answer's stream, counting them. */
type Writer = (out: PassThrough, progress: ExportProgress) => Promise<void>;

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

/**
 * The query as sent (its strings: what the link carries and the download parses again), of the
 * fields the list's schema kept, without the format.
 */
function givenQuery(url: string | undefined, parsed: object): Record<string, string> {
  const sent = new URL(url ?? "", "http://localhost").searchParams;
  const given: Record<string, string> = {};
  for (const [name, value] of Object.entries(parsed)) {
    const text = sent.get(name);
    if (name !== "format" && value !== undefined && text !== null) given[name] = text;
  }
  return given;
}

/** A list's source from a query parsed by its schema (the list's query plus the format). */
const sourceOf = (list: SqlList, query: unknown) =>
  (LISTS[list].source as (query: unknown) => ExportSource)(query);

export const exportRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config }) => {
  const links = exportLinks(await signingKey(db), config.now);
  const xlsxRowsMax = config.xlsxRowsMax ?? XLSX_ROWS_MAX;

  /**
   * Answers a signed link to download a list's file: `query` as the call was given it, and the
   * file's name (from that query) said beside the link.
   */
  async function signedLink(
    request: FastifyRequest,
    reply: FastifyReply,
    list: ExportList,
    format: ExportFormat,
    query: Record<string, string>,
    fileName: (query: Record<string, string>) => Promise<string>,
  ) {
    const { url, expires } = links.sign({
      list,
      format,
      query,
      account_id: request.account.account_id,
      username: request.account.username,
    });
    return ok(reply, keyed("api.export_ready"), {
      url,
      file_name: await fileName(query),
      expires_at: expires.toISOString(),
    });
  }

  /** An export call: checks the query as the list does, then answers a signed link. */
  const exportCall = (list: SqlList, path: string, operationId: string, noun: string) =>
    app.get(
      path,
      {
        schema: operation(
          operationId,
          `Export ${noun}: a signed link to a CSV or XLSX file of every row the list's query takes`,
          {
            querystring: LISTS[list].schema,
            description: `Takes the list's own query (search and filters; not its page) and \`format\`. Answers a link valid for a few minutes that downloads the whole file without the bearer token (exportDownload). An XLSX of more than ${XLSX_ROWS_MAX.toLocaleString("en")} rows is refused with a 400 beforehand.`,
          },
          { 200: json("The link to download.", successEnvelope(exportLinkSchema)) },
          [400, 401, 403],
        ),
      },
      async (request: FastifyRequest, reply: FastifyReply) => {
        const query = request.query as { format: ExportFormat };
        const source = sourceOf(list, query);
        if (query.format === "xlsx" && (await countUpTo(db, source, xlsxRowsMax)) > xlsxRowsMax) {
          throw badRequest(
            keyed("api.export_too_many_rows", { max: xlsxRowsMax.toLocaleString("en-IN") }),
          );
        }
        const given = givenQuery(request.raw.url, query);
        return signedLink(request, reply, list, query.format, given, (files) =>
          exportFileName(db, list, query.format, files, config.now()),
        );
      },
    );

  exportCall("schools", routes.schoolExport, "exportSchools", "the schools");
  exportCall(
    "board-admins",
    routes.boardAdminExport,
    "exportBoardAdmins",
    "the board administrators",
  );
  exportCall("audit-events", routes.auditExport, "exportAuditEvents", "the audit events");

  app.get(
    routes.analyticsAttendanceBreakdownExport,
    {
      schema: operation(
        "exportAttendanceBreakdown",
        "Export a breakdown of the dashboard: a signed link to a CSV file of its rows as shown",
        {
          querystring: breakdownExportQuerySchema,
          description:
            "Takes the breakdown's query (getAttendanceBreakdown's, with `by` in it) and `format` (CSV only). Answers a link valid for a few minutes that downloads the rows in the order asked, with a header (exportDownload): the name (formula-escaped, as every export's texts), the schools, the students' and teachers' present shares and the completeness in percent with one decimal, N/A an empty field. The file's name has the breakdown, the period and the state.",
        },
        { 200: json("The link to download.", successEnvelope(exportLinkSchema)) },
        [400, 401, 403],
      ),
    },
    async (request, reply) =>
      signedLink(
        request,
        reply,
        "attendance-breakdown",
        "csv",
        givenQuery(request.raw.url, request.query),
        () => breakdownFileName(db, request.query),
      ),
  );

  app.get(
    routes.analyticsAttendanceMonthsExport,
    {
      schema: operation(
        "exportAttendanceMonths",
        "Export the Detailed Reports' months: a signed link to a CSV file of each month's figures",
        {
          querystring: monthsExportQuerySchema,
          description:
            "Takes the trend's query (a period, and `state_id` or `city_id` with it) and `format` (CSV only). Answers a link valid for a few minutes that downloads one row per calendar month of the period, newest first, as the Detailed Reports list them (exportDownload): the month, its days within the period, its working days up to today, the students' and teachers' present shares and the completeness in percent with one decimal, N/A an empty field. The file's name has the period and the place.",
        },
        { 200: json("The link to download.", successEnvelope(exportLinkSchema)) },
        [400, 401, 403],
      ),
    },
    async (request, reply) => {
      await checkPlace(db, request.query);
      return signedLink(
        request,
        reply,
        "attendance-months",
        "csv",
        givenQuery(request.raw.url, request.query),
        () => monthsFileName(db, request.query),
      );
    },
  );

  app.get(
    routes.exportDownload,
    {
      // A download the browser makes by navigating: the signed link is the credential. Not
      // compressed here: an XLSX is a zip already, and a CSV is streamed as the database writes it.
      config: { public: true, compress: false },
      schema: operation(
        "downloadExport",
        "Download an export through its signed, short-lived link",
        {
          security: [],
          params: exportTokenParamsSchema,
          description:
            "Streams the file as it is written, under a name with the list, the date and the filter (Content-Disposition). An altered link is a 403, an expired one a 410, never a 401 (which would sign the console out). The export is recorded in the audit trail when the stream ends, with the rows sent and whether the client went away.",
        },
        {
          200: {
            description: "The file.",
            content: Object.fromEntries(
              Object.values(CONTENT_TYPES).map((type) => [
                type.replace(/;.*/, ""),
                { schema: z.string().meta({ contentMediaType: type }) },
              ]),
            ),
          },
          410: json(
            "The link has expired: export again.",
            z.object({
              status: z.literal(false),
              code: z.number().int(),
              message: z.string(),
              message_key: z.string().optional(),
            }),
          ),
        },
        [400, 403],
      ),
    },
    async (request, reply) => {
      const check = links.check(request.params.token);
      if (check.result === "invalid") throw forbidden(keyed("api.export_link_invalid"));
      if (check.result === "expired") throw new ApiError(410, keyed("api.export_link_expired"));
      const { ticket } = check;
      const invalid = () => invalidInput({ request: keyed("validation.request_invalid") });
      let write: Writer;
      let fileName: string;
      if (ticket.list === "attendance-breakdown" || ticket.list === "attendance-months") {
        // A few dozen rows, computed before any byte is sent: a failure is still a JSON answer.
        const file = await dashboardFile(db, ticket.list, ticket.query, indiaDay(config.now()));
        if (!file) throw invalid();
        write = async (out, progress) => {
          out.write(file.text);
          progress.rows += file.rows;
        };
        fileName = file.fileName;
      } else {
        const list = ticket.list;
        const parsed = LISTS[list].schema.safeParse({ ...ticket.query, format: ticket.format });
        if (!parsed.success) throw invalid();
        // Built before any byte is sent: a bad filter is still a JSON 400.
        const source = sourceOf(list, parsed.data);
        write = (out, progress) =>
          writers[ticket.format](db, source, out, progress, config.exportSliceRows);
        fileName = await exportFileName(db, list, ticket.format, ticket.query, config.now());
      }
      const out = new PassThrough();
      const progress: ExportProgress = { rows: 0 };
      void run(ticket, write, out, progress, fileName, request);
      return reply
        .header("content-type", CONTENT_TYPES[ticket.format])
        .header("content-disposition", contentDisposition("attachment", fileName))
        .header("cache-control", "no-store")
        .send(out);
    },
  );

  /** Writes the file into `out`, then records the export: its rows, and whether it was cut short. */
  async function run(
    ticket: ExportTicket,
    write: Writer,
    out: PassThrough,
    progress: ExportProgress,
    fileName: string,
    request: FastifyRequest,
  ) {
    let aborted = false;
    try {
      await write(out, progress);
      out.end();
      // The answer's end: read whole by the client ('end'), or cut short ('close' before it).
      aborted = !(await new Promise<boolean>((resolve) => {
        if (out.readableEnded || out.destroyed) return resolve(out.readableEnded);
        out.once("end", () => resolve(true));
        out.once("close", () => resolve(out.readableEnded));
      }));
    } catch (error) {
      aborted = true;
      if (!(error instanceof ExportAborted)) request.log.error(error, "export failed");
      out.destroy();
    }
    await recordEvent(
      db,
      {
        account_id: ticket.account_id,
        username: ticket.username,
        client_ip: request.ip ?? null,
        request_id: request.id ?? null,
      },
      {
        action: "list.exported",
        target_name: fileName,
        details: {
          export: {
            list: ticket.list,
            format: ticket.format,
            filter: ticket.query,
            rows: progress.rows,
            aborted,
          },
        },
      },
    ).catch((error) => request.log.error(error, "recording an export failed"));
  }
};
