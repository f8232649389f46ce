import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { paths, routes } from "../../contract/api";
import { listEnvelope, successEnvelope } from "../../contract/envelope";
import {
  IMPORT_BYTES_MAX,
  IMPORT_COLUMNS,
  IMPORT_FORMATS,
  IMPORT_ROWS_MAX,
  IMPORT_UNDO_DAYS,
  importJobSchema,
  importRowErrorSchema,
  importUndoResultSchema,
} from "../../contract/imports";
import { pageQuery } from "../../contract/common";
import { assetLinkQuerySchema, schoolParamsSchema, type UploadRule } from "../../contract/schools";
import { keyed } from "../../contract/apiMessages";
import { conflict, forbidden, json, notFound, ok, operations, pageFields } from "../http";
import type { AppContext } from "../context";
import { actorOf } from "../audit/service";
import { assetLinks, signingKey } from "../schools/links";
import { contentDisposition } from "./schools";
import { importTemplate } from "../imports/template";
import { receiveUpload } from "../imports/upload";
import { findJob, jobAnswer, listJobs, listRowErrors, startJob } from "../imports/jobs";
import { undoImport } from "../imports/undo";
import { errorFile } from "../imports/errorFile";
import { REQUIRED_COLUMNS } from "../imports/columns";

const operation = operations("School imports");

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
/** The upload's one file, for the OpenAPI document (the handler reads and checks it itself). */
const IMPORT_UPLOAD: UploadRule = {
  field: "file",
  maxFiles: 1,
  maxBytes: IMPORT_BYTES_MAX,
  extensions: [...IMPORT_FORMATS],
  accept: { "text/csv": [".csv"], [XLSX]: [".xlsx"] },
};

const fileResponse = (description: string) => ({
  description,
  content: {
    "text/csv": { schema: z.string() },
    [XLSX]: { schema: z.string().meta({ contentMediaType: XLSX }) },
  },
});

const jobEnvelope = successEnvelope(importJobSchema);

export const importRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { db, config, storage, imports },
) => {
  const links = assetLinks(await signingKey(db), config.now, "import", paths.schoolImportFile);
  const answer = (job: Parameters<typeof jobAnswer>[0]) =>
    jobAnswer(job, config.now(), (id) => links.url(id));
  const jobOf = async (id: number) => {
    const job = await findJob(db, id);
    if (!job) throw notFound(keyed("api.import_not_found"));
    return job;
  };

  app.get(
    routes.schoolImportTemplate,
    {
      config: { compress: false },
      schema: operation(
        "getSchoolImportTemplate",
        "The import template (CSV or XLSX)",
        {
          querystring: z.object({ format: z.enum(IMPORT_FORMATS).default("csv") }),
          description: `The columns (${IMPORT_COLUMNS.join(", ")}) and one filled example row; the XLSX has a second sheet of the valid countries, states, cities, main boards and boards with their ids. Required columns: ${REQUIRED_COLUMNS.join(", ")}. References take a name or an id; a city's name is looked up within its state, a board's within its main board.`,
        },
        { 200: fileResponse("The template, as an attachment.") },
        [400, 401, 403],
      ),
    },
    async (request, reply) => {
      const file = await importTemplate(db, request.query.format);
      return reply
        .header("content-type", file.contentType)
        .header("content-disposition", contentDisposition("attachment", file.fileName))
        .send(file.body);
    },
  );

  app.post(
    routes.schoolImports,
    {
      config: {
        multipart: {
          fields: z.object({}),
          files: [IMPORT_UPLOAD],
          requiredFiles: [IMPORT_UPLOAD.field],
        },
      },
      schema: operation(
        "uploadSchoolImport",
        "Upload a file of schools: its dry run starts",
        {
          description: `One field, \`file\`: a CSV (UTF-8, or Excel's UTF-16 tab-separated text) or XLSX file of at most ${IMPORT_BYTES_MAX} bytes and ${IMPORT_ROWS_MAX} rows below its header, with the template's columns or the school export's (an exported file imports back; its id, counts and country are left alone). Refused at once (400, named): a file that is not what its name says, unknown or missing columns, too many rows; 413 when too large. Otherwise 202: the job, \`checking\`; poll getSchoolImport until it is \`checked\`. Nothing is written to the schools before runSchoolImport.`,
        },
        { 202: json("Accepted: the dry run runs.", jobEnvelope) },
        [400, 401, 403, 413, 415],
      ),
    },
    async (request, reply) => {
      const job = await receiveUpload(request, db, storage, actorOf(request), config.now());
      imports?.wake();
      return ok(reply, keyed("api.import_uploaded"), answer(job), {}, 202);
    },
  );

  app.get(
    routes.schoolImports,
    {
      schema: operation(
        "listSchoolImports",
        "The imports, newest first",
        {
          querystring: z.object(pageQuery),
          description:
            "Every import on record: who, when, the file's name and checksum, the counts.",
        },
        { 200: json("A page of imports.", listEnvelope(importJobSchema)) },
        [400, 401, 403],
      ),
    },
    async (request, reply) => {
      const { page, limit } = request.query;
      const { rows, total } = await listJobs(db, page, limit);
      return ok(
        reply,
        keyed("api.imports_fetched"),
        rows.map(answer),
        pageFields(total, page, limit),
      );
    },
  );

  app.get(
    routes.schoolImport,
    {
      schema: operation(
        "getSchoolImport",
        "An import: its state, counts and progress",
        {
          params: schoolParamsSchema,
          description:
            "Poll it while `checking` or `importing`: `checked`, `imported`, `rows_per_second` and `seconds_left` move on.",
        },
        { 200: json("The import.", jobEnvelope) },
        [401, 403, 404],
      ),
    },
    async (request, reply) =>
      ok(reply, keyed("api.import_fetched"), answer(await jobOf(request.params.id))),
  );

  app.get(
    routes.schoolImportErrors,
    {
      schema: operation(
        "listSchoolImportErrors",
        "An import's row errors, by row then column",
        {
          params: schoolParamsSchema,
          querystring: z.object(pageQuery),
          description:
            "Each problem of each row the dry run found: its row in the file (the header is row 1), its column (null for a duplicate, a problem of the whole row) and its message, keyed as every message is.",
        },
        { 200: json("A page of row errors.", listEnvelope(importRowErrorSchema)) },
        [400, 401, 403, 404],
      ),
    },
    async (request, reply) => {
      await jobOf(request.params.id);
      const { page, limit } = request.query;
      const { rows, total } = await listRowErrors(db, request.params.id, page, limit);
      return ok(reply, keyed("api.import_errors_fetched"), rows, pageFields(total, page, limit));
    },
  );

  app.post(
    routes.schoolImportRun,
    {
      schema: operation(
        "runSchoolImport",
        "Import a checked file's valid rows",
        {
          params: schoolParamsSchema,
          description:
            "Moves a `checked` import to `importing`: its valid rows are written in batches, each batch in one transaction. 409 for an import in any other state (a second call included).",
        },
        { 202: json("Accepted: the import runs.", jobEnvelope) },
        [401, 403, 404, 409],
      ),
    },
    async (request, reply) => {
      const { id } = request.params;
      const started = await startJob(db, id, config.now());
      if (!started) {
        const job = await jobOf(id);
        throw conflict(keyed("api.import_not_checked", { state: job.state }));
      }
      imports?.wake();
      return ok(reply, keyed("api.import_started"), answer(started), {}, 202);
    },
  );

  app.post(
    routes.schoolImportUndo,
    {
      schema: operation(
        "undoSchoolImport",
        `Undo an import (within ${IMPORT_UNDO_DAYS} days)`,
        {
          params: schoolParamsSchema,
          description:
            "Removes the schools the import created that no one has changed, verified, activated or given attendance since, with their principals; answers how many it removed and which it kept, and why. 409 when the import is not done, was undone, or ended too long ago.",
        },
        { 200: json("Undone.", successEnvelope(importUndoResultSchema)) },
        [401, 403, 404, 409],
      ),
    },
    async (request, reply) => {
      const result = await undoImport(db, request.params.id, actorOf(request), config.now());
      return ok(reply, keyed("api.import_undone", { smart_count: result.removed }), result);
    },
  );

  app.get(
    routes.schoolImportFile,
    {
      // A plain link cannot send the bearer token: the signed link is the credential.
      config: { public: true },
      schema: operation(
        "downloadSchoolImportFile",
        "The uploaded file with an error column, through a signed link",
        {
          security: [],
          params: schoolParamsSchema,
          querystring: assetLinkQuerySchema,
          description:
            "The link is the job's `error_file_url`. The file comes back in its own format with an `error` column (each row's problems); fixed, it can be uploaded again. An altered or expired link is a 403.",
        },
        { 200: fileResponse("The file, as an attachment.") },
        [400, 403, 404],
      ),
    },
    async (request, reply) => {
      const { id } = request.params;
      const check = links.check(id, request.query.expires, request.query.sig);
      if (check === "invalid") throw forbidden(keyed("api.download_link_invalid"));
      if (check === "expired") throw forbidden(keyed("api.download_link_expired"));
      const job = await jobOf(id);
      const file = await errorFile(db, storage, job).catch(() => {
        throw notFound(keyed("api.file_not_found"));
      });
      return reply
        .header("content-type", file.contentType)
        .header("content-disposition", contentDisposition("attachment", file.fileName))
        .header("cache-control", "private, no-store")
        .send(file.body);
    },
  );
};
