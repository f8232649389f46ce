import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { routes } from "../../contract/api";
import { attendanceSummaryQuerySchema, attendanceSummarySchema } from "../../contract/attendance";
import { successEnvelope } from "../../contract/envelope";
import {
  SCHOOL_DOCUMENT_UPLOAD,
  SCHOOL_IMAGE_UPLOAD,
  assetLinkQuerySchema,
  schoolApprovePayloadSchema,
  schoolChangeStatusPayloadSchema,
  schoolDetailSchema,
  schoolListEnvelope,
  schoolListQuerySchema,
  schoolParamsSchema,
  schoolPayloadSchema,
  schoolSavedSchema,
  type SchoolSaved,
  schoolUpdatePayloadSchema,
} from "../../contract/schools";
import { keyed, type KeyedMessage } from "../../contract/apiMessages";
import {
  bulkAction,
  forbidden,
  bulkStatusMessage,
  invalidInput,
  json,
  notFound,
  ok,
  pageFields,
  stateChange,
  statusChange,
  operations,
  type FailureMessage,
  type FailureStatus,
} from "../http";
import type { AppContext } from "../context";
import { attendanceSummary } from "../schools/attendance";
import { assetLinks, signingKey } from "../schools/links";
import {
  approveSchool,
  bulkSchoolStatus,
  bulkVerifySchools,
  changeSchoolStatus,
  listSchools,
  registerSchool,
  updateSchool,
  type SchoolFiles,
} from "../schools/service";
import { findAsset, schoolDetail } from "../schools/repository";
import { SchoolPageCache, SearchCountCache } from "../schools/listCaches";
import { readMultipart, type MultipartForm } from "../schools/uploads";
import { actorOf } from "../audit/service";
import {
  CONFIRM_DUPLICATE_FIELD,
  DUPLICATE_MATCHES_MAX,
  codeTakenFailureSchema,
  duplicateFailureSchema,
} from "../../contract/duplicates";
import { bulkStatusPayloadSchema, bulkVerifyPayloadSchema } from "../../contract/audit";

const UPLOADS = [SCHOOL_IMAGE_UPLOAD, SCHOOL_DOCUMENT_UPLOAD];
const operation = operations("Schools");
/** A stored file is served with the content type it was accepted as. */
const fileTypes = UPLOADS.flatMap((rule) => Object.keys(rule.accept));

/** Validates a multipart school form with the contract's schema; every problem in one 400. */
function validated<S extends z.ZodType>(schema: S, form: MultipartForm): z.output<S> {
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(form.fields)) {
    // A repeated field counts once (its last value), except the list of documents to remove.
    values[name] = Array.isArray(value) && name !== "remove_document_ids" ? value.at(-1) : value;
  }
  const result = schema.safeParse(values);
  const errors: Record<string, FailureMessage> = {};
  for (const issue of result.error?.issues ?? [])
    errors[String(issue.path[0] ?? "request")] ??= issue.message;
  for (const [field, message] of Object.entries(form.errors)) errors[field] ??= message;
  if (Object.keys(errors).length || !result.success) throw invalidInput(errors);
  return result.data;
}

const filesOf = (form: MultipartForm): SchoolFiles => ({
  image: form.files[SCHOOL_IMAGE_UPLOAD.field]?.[0],
  documents: form.files[SCHOOL_DOCUMENT_UPLOAD.field] ?? [],
});

/** Content-Disposition with the original name: an ASCII fallback and the UTF-8 name (RFC 6266/5987). */
export function contentDisposition(type: "attachment" | "inline", fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, "_");
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

export const schoolRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { db, config, storage },
) => {
  const links = assetLinks(await signingKey(db), config.now);
  const listCaches = { counts: new SearchCountCache(), pages: new SchoolPageCache() };
  /** Register and update: a multipart form (read by hand, documented field by field). */
  /**
   * Register and update alike: a multipart form of the school's fields and files, validated
   * with the payload schema of the day and saved by `save`; a 409 lists the schools it
   * duplicates. The route's options and handler.
   */
  const savedForm = <P>(
    id: string,
    summary: string,
    description: string,
    payloadOn: (now: Date) => z.ZodType<P>,
    success: { status: 200 | 201; description: string; message: KeyedMessage },
    failures: FailureStatus[],
    save: (payload: P, files: SchoolFiles, request: FastifyRequest) => Promise<SchoolSaved>,
  ) =>
    [
      {
        config: { multipart: { fields: payloadOn(new Date()), files: UPLOADS } },
        schema: operation(
          id,
          summary,
          { description },
          {
            [success.status]: json(success.description, successEnvelope(schoolSavedSchema)),
            409: json(
              `The UDISE+ code is another school's (\`errors.udise_code\` names it; ${CONFIRM_DUPLICATE_FIELD} does not override it), or the school matches another school by email, phone number, or name in the same pincode (case and white space ignored); \`duplicates\` lists them (at most ${DUPLICATE_MATCHES_MAX}, the oldest first). Nothing was saved. Send \`${CONFIRM_DUPLICATE_FIELD}=true\` to save a match anyway.`,
              z.union([duplicateFailureSchema, codeTakenFailureSchema]),
            ),
          },
          [400, 401, 403, 413, 415, ...failures, 500],
        ),
      },
      async (request: FastifyRequest, reply: FastifyReply) => {
        const form = await readMultipart(request, UPLOADS);
        const payload = validated(payloadOn(config.now()), form);
        const saved = await save(payload, filesOf(form), request);
        return ok(reply, success.message, saved, {}, success.status);
      },
    ] as const;

  app.get(
    routes.schoolList,
    {
      schema: operation(
        "listSchools",
        "Schools, newest first, with search, filters and sorts",
        {
          querystring: schoolListQuerySchema,
          description:
            "A page of schools (`page`, `limit` of at most 100) with the page's position in the whole: `total`, `total_pages`, `current_page`. Filters: `admin_approval` (verified or not), `state_id`, `city_id`, `main_board_id`, `board_id`, `type`, `status` (active or inactive: the Action column), and the registration dates `registered_from` and `registered_to` (days in India's time zone, both inclusive). `sort` by `school_id` (the default: newest first), `school_name`, `students` or `created_at` (the registration date), `order` ASC or DESC; ties are broken by `school_id`. A blank filter is no filter. See `total_capped` for when the total is a lower bound.",
        },
        { 200: json("A page of schools.", schoolListEnvelope) },
        [400, 401, 403],
      ),
    },
    async (request, reply) => {
      const query = request.query;
      const { rows, total, total_capped } = await listSchools(db, query, listCaches);
      // The list's page fields, plus total_capped (ok() knows only the common list fields).
      const page: ReturnType<typeof pageFields> & { total_capped: boolean } = {
        ...pageFields(total, query.page, query.limit),
        total_capped,
      };
      return ok(reply, keyed("api.schools_fetched"), rows, page);
    },
  );

  app.get(
    routes.attendanceSummary,
    {
      schema: operation(
        "getAttendanceSummary",
        "The year's attendance summary (an empty array without attendance)",
        {
          querystring: attendanceSummaryQuerySchema,
          description:
            "The dashboard's attendance figures for one calendar year (the server's current year when `year` is left out): an array of one summary, or an empty array for a year without attendance.",
        },
        {
          200: json(
            "The summary: one element, or none for a year without attendance.",
            successEnvelope(z.array(attendanceSummarySchema).max(1)),
          ),
        },
        [400, 401, 403],
      ),
    },
    async (request, reply) => {
      const year = request.query.year ?? config.now().getFullYear();
      return ok(reply, keyed("api.attendance_fetched"), await attendanceSummary(db, year));
    },
  );

  app.get(
    routes.school,
    {
      schema: operation(
        "getSchool",
        "A school's profile, with signed links to its files",
        {
          params: schoolParamsSchema,
          description:
            "The school's data, its principal and its files; each file comes with a signed link that works without the bearer token for a short time (read the profile again for fresh ones). 404 for an id that names no school.",
        },
        { 200: json("The school.", successEnvelope(schoolDetailSchema)) },
        [401, 403, 404],
      ),
    },
    async (request, reply) => {
      const school = await schoolDetail(db, request.params.id, links);
      if (!school) throw notFound(keyed("api.school_not_found"));
      return ok(reply, keyed("api.school_fetched"), school);
    },
  );

  app.post(
    routes.schoolRegister,
    ...savedForm(
      "registerSchool",
      "Register a school with its principal and files (multipart)",
      "Checks every field with the rules the console's form uses (a 400 names each field) and the files by their content, then looks for duplicates before anything is stored.",
      schoolPayloadSchema,
      { status: 201, description: "Registered.", message: keyed("api.school_registered") },
      [],
      (payload, files, request) => registerSchool(db, storage, payload, files, actorOf(request)),
    ),
  );

  app.put(
    routes.schoolUpdate,
    ...savedForm(
      "updateSchool",
      "Update a school, its principal and files (multipart)",
      "The whole form again, named by `school_id`: new files are added, `remove_document_ids` removes documents, and the changes are recorded in the audit trail; 404 for an unknown school.",
      schoolUpdatePayloadSchema,
      { status: 200, description: "Updated.", message: keyed("api.school_updated") },
      [404],
      (payload, files, request) => updateSchool(db, storage, payload, files, actorOf(request)),
    ),
  );

  app.post(
    routes.schoolApprove,
    ...stateChange(
      operation,
      {
        operationId: "approveSchool",
        summary: "Verify a school (once)",
        description:
          "Marks a school verified and records it in the audit trail. Verification is not undone: a school verified already is a 409, and an unknown id a 404.",
        body: schoolApprovePayloadSchema,
        answer: "Verified.",
        message: keyed("api.school_verified"),
      },
      [400, 401, 403, 404, 409, 413, 415],
      ({ school_id }, request) => approveSchool(db, school_id, actorOf(request)),
    ),
  );

  app.put(
    routes.schoolChangeStatus,
    ...statusChange(
      operation,
      "changeSchoolStatus",
      "Set a school's status: Active (true) or Pending (false)",
      schoolChangeStatusPayloadSchema,
      "School",
      "api.school_status_updated",
      ({ school_id, status }, request) =>
        changeSchoolStatus(db, school_id, status, actorOf(request)),
    ),
  );

  app.post(
    routes.schoolBulkVerify,
    ...bulkAction(
      operation,
      {
        operationId: "bulkApproveSchools",
        summary:
          "Verify up to 1,000 schools in one transaction; answers how many changed, how many already were verified and which ids are unknown",
        description:
          "All or nothing: each school changed gets its audit event, and repeating the call changes nothing more. Unknown ids are answered, not refused.",
        body: bulkVerifyPayloadSchema,
      },
      ({ ids }, request) => bulkVerifySchools(db, ids, actorOf(request)),
      ({ changed }) => keyed("api.schools_verified", { smart_count: changed }),
    ),
  );

  app.put(
    routes.schoolBulkStatus,
    ...bulkAction(
      operation,
      {
        operationId: "bulkChangeSchoolStatus",
        summary:
          "Set the status of up to 1,000 schools in one transaction; answers how many changed, how many already had it and which ids are unknown",
        description:
          "All or nothing: each school changed gets its audit event, and repeating the call changes nothing more. Unknown ids are answered, not refused.",
        body: bulkStatusPayloadSchema,
      },
      ({ ids, status }, request) => bulkSchoolStatus(db, ids, status, actorOf(request)),
      bulkStatusMessage("api.schools_activated", "api.schools_deactivated"),
    ),
  );

  app.get(
    routes.schoolAsset,
    {
      // An <img> or a link cannot send the bearer token: the signed link is the credential.
      // Streamed as stored, with its Content-Length: images and documents are compressed already.
      config: { public: true, compress: false },
      schema: operation(
        "downloadSchoolFile",
        "Download a school's file through a signed, short-lived link",
        {
          security: [],
          params: schoolParamsSchema,
          querystring: assetLinkQuerySchema,
          description:
            "The link comes from getSchool and is its own credential (`expires` and `sig`), so that an image or a plain link works without the bearer token. An altered or expired link is a 403, never a 401 (which would sign the console out).",
        },
        {
          200: {
            description: "The file, under its own name (Content-Disposition).",
            content: Object.fromEntries(
              fileTypes.map((type) => [
                type,
                { schema: z.string().meta({ contentMediaType: type }) },
              ]),
            ),
          },
        },
        [400, 403, 404],
      ),
    },
    async (request, reply) => {
      const { id } = request.params;
      const check = links.check(id, request.query.expires, request.query.sig);
      // 403, not 401: a stale link must not sign the console out.
      if (check === "invalid") throw forbidden(keyed("api.download_link_invalid"));
      if (check === "expired") throw forbidden(keyed("api.download_link_expired"));
      const asset = await findAsset(db, id);
      if (!asset) throw notFound(keyed("api.file_not_found"));
      // Opened before any header is sent: a file missing from the storage is still a JSON 404.
      const file = await storage.stream(asset.storage_key).catch(() => {
        throw notFound(keyed("api.file_not_found"));
      });
      const seconds = Math.max(
        0,
        request.query.expires - Math.floor(config.now().getTime() / 1000),
      );
      return reply
        .header("content-type", asset.content_type)
        .header("content-disposition", contentDisposition("attachment", asset.file_name))
        .header("cache-control", `private, max-age=${seconds}`)
        .header("content-length", file.size)
        .send(file.body);
    },
  );
};
