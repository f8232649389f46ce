import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { flagValue, pathId } from "../../contract/common";
import {
  SCHOOL_SEARCH_DESCRIPTION,
  registrationReversed,
  type SchoolSort,
} from "../../contract/schools";
import { BOARD_ADMIN_SEARCH_DESCRIPTION } from "../../contract/boardAdmins";
import {
  REST_FILTERS,
  REST_PREFIX,
  REST_SORT_FIELDS,
  REST_UPDATABLE,
  restAuditEventSchema,
  restBoardAdminSchema,
  restFilterSchemas,
  restListJsonQuery,
  restListQuerySchema,
  restLookupSchemas,
  restMessage,
  restSchoolDetailSchema,
  restSchoolSchema,
  restUpdateBody,
  restUpdateBodySchema,
  type RestLookupResource,
  type RestResource,
} from "../../contract/rest";
import { keyed, type MessageKey } from "../../contract/apiMessages";
import { badField, invalidInput, json, notFound, operations } from "../http";
import type { AppContext } from "../context";
import {
  listAnswer,
  listRequest,
  listWindow,
  requestedChanges,
  type ListRequest,
} from "../rest/dialect";
import { listSchools, setSchoolState } from "../schools/service";
import { schoolDetail } from "../schools/repository";
import { assetLinks, signingKey } from "../schools/links";
import { findBoardAdmin, listBoardAdmins, setBoardAdminStatus } from "../boardAdmins/service";
import { listAuditEvents } from "../audit/service";
import { lookupCount, lookupRows, LOOKUP_TABLES, type LookupTable } from "../lookups/repository";
import { actorOf } from "../audit/service";

const operation = operations("Simple REST");
const idParams = z.object({ id: pathId });

/** `board-admins` → `BoardAdmins`, for operation ids. */
const pascal = (resource: string) =>
  resource.replace(/(^|-)(\w)/g, (_whole, _dash, letter: string) => letter.toUpperCase());

/** A filter's fields checked with the contract's own rules: a 400 names `filter.<field>`. */
function filterOf<S extends z.ZodObject>(schema: S, filter: Record<string, unknown>): z.output<S> {
  const result = schema.safeParse(filter);
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues)
    errors[`filter.${String(issue.path[0] ?? "")}`] ??= issue.message;
  throw Object.keys(errors).length
    ? invalidInput(errors)
    : badField("filter", restMessage("filter_invalid"));
}

/** A true/false a record's state field takes; anything else is a 400 naming the field. */
function flagOf(field: string, value: unknown): boolean {
  const result = flagValue.safeParse(value);
  if (result.success) return result.data;
  throw badField(field, restMessage("flag_invalid", { field }));
}

interface ResourceRoutes<R, O = R> {
  resource: RestResource;
  /** The record's name in the document: "School". */
  noun: string;
  /** The record's own not-found message ("School not found"). */
  notFound: MessageKey;
  /** What the filter's `q` searches, for the document (resources without `q` have none). */
  search?: string;
  listSchema: z.ZodType;
  oneSchema: z.ZodObject;
  list(request: ListRequest, http: FastifyRequest): Promise<{ rows: R[]; total: number }>;
  one(id: number): Promise<O | null>;
  /** Applies the changes an update asks for (already checked to be updatable fields). */
  update?(id: number, changes: Record<string, unknown>, http: FastifyRequest): Promise<void>;
}

const describeList = (resource: RestResource, search?: string) =>
  [
    `The ${resource}, a range at a time, as a bare JSON array;`,
    `\`Content-Range: ${resource} 0-9/<total>\` gives the total.`,
    `Sorts on ${REST_SORT_FIELDS[resource].join(", ")} (indexed fields only);`,
    `filters on ${REST_FILTERS[resource].join(", ")}.`,
    ...(search ? [`\`q\` matches ${search[0].toLowerCase()}${search.slice(1)}`] : []),
  ].join(" ");

/**
 * Rollcall's data in ra-data-simple-rest's dialect, so that any react-admin application can use
 * it with the stock provider. One implementation underneath: every read and every state change
 * goes through the same service functions (rules, messages and audit events) as the
 * super-admin endpoints.
 */
export const restRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config }) => {
  const links = assetLinks(await signingKey(db), config.now);

  function serve<R, O>(spec: ResourceRoutes<R, O>) {
    const { resource, noun } = spec;
    const name = pascal(resource);
    app.get(
      `${REST_PREFIX}/${resource}`,
      {
        config: {
          jsonQuery: restListJsonQuery(resource),
          responseHeaders: {
            "Content-Range": {
              description: `The range answered and the total: \`${resource} 0-9/42\` (\`${resource} */42\` past the end).`,
              schema: { type: "string" },
            },
          },
        },
        schema: operation(
          `restList${name}`,
          `${noun} records: getList, getMany ({"id": [...]}) and getManyReference`,
          { querystring: restListQuerySchema, description: describeList(resource, spec.search) },
          {
            200: json(
              `A range of ${resource}; the total is in Content-Range.`,
              z.array(spec.listSchema),
            ),
          },
          [400, 401, 403],
        ),
      },
      async (request, reply) => {
        const list = listRequest(resource, request.query);
        const { rows, total } = await spec.list(list, request);
        return listAnswer(reply, resource, list.offset, rows, total);
      },
    );

    app.get(
      `${REST_PREFIX}/${resource}/:id`,
      {
        schema: operation(
          `restGetOne${name}`,
          `One ${noun.toLowerCase()} record (getOne)`,
          {
            params: idParams,
            description: `The ${noun.toLowerCase()} as a bare JSON object with react-admin's \`id\`; 404 for an id that names none.`,
          },
          { 200: json(`The ${noun.toLowerCase()}.`, spec.oneSchema) },
          [401, 403, 404],
        ),
      },
      async (request) => {
        const record = await spec.one(request.params.id);
        if (!record) throw notFound(keyed(spec.notFound));
        return record;
      },
    );

    const update = spec.update;
    if (!update) return;
    const fields = REST_UPDATABLE[resource]!.join(" and ");
    app.put(
      `${REST_PREFIX}/${resource}/:id`,
      {
        config: { jsonBody: restUpdateBody(spec.oneSchema) },
        schema: operation(
          `restUpdate${name}`,
          `Change a ${noun.toLowerCase()}'s ${fields} (update: PUT with the whole record); any other changed field is a 400`,
          {
            params: idParams,
            body: restUpdateBodySchema,
            description: `Takes the record back as getOne answered it and applies only what differs from the stored record: ${fields} (each change with its audit event, through the same rules as the super-admin endpoints). Any other changed field is a 400 naming it; the answer is the record as it is now.`,
          },
          { 200: json(`The ${noun.toLowerCase()}, as it is now.`, spec.oneSchema) },
          [400, 401, 403, 404, 413, 415],
        ),
      },
      async (request) => {
        const { id } = request.params;
        const current = await spec.one(id);
        if (!current) throw notFound(keyed(spec.notFound));
        const changes = requestedChanges(
          resource,
          id,
          current as Record<string, unknown>,
          request.body,
        );
        if (Object.keys(changes).length) await update(id, changes, request);
        const saved = await spec.one(id);
        if (!saved) throw notFound(keyed(spec.notFound));
        return saved;
      },
    );
  }

  serve({
    resource: "schools",
    noun: "School",
    notFound: "api.school_not_found",
    search: SCHOOL_SEARCH_DESCRIPTION,
    listSchema: restSchoolSchema,
    oneSchema: restSchoolDetailSchema,
    async list(list) {
      const { q, ...filter } = filterOf(restFilterSchemas.schools, list.filter);
      const { registered_from: from, registered_to: to } = filter;
      if (registrationReversed(from, to)) {
        throw badField("filter.registered_to", keyed("validation.registration_range_invalid"));
      }
      // A capped total (more than SCHOOL_TOTAL_CAP) is its lower bound in Content-Range: the
      // stock dataProvider reads a number there.
      const { rows, total } = await listSchools(db, {
        ...listWindow(list),
        ...filter,
        search: q,
        sort: list.sort === "id" ? "school_id" : (list.sort as SchoolSort),
      });
      return { rows: rows.map((row) => ({ id: row.school_id, ...row })), total };
    },
    async one(id) {
      const school = await schoolDetail(db, id, links);
      return school && { id: school.school_id, ...school };
    },
    async update(id, changes, request) {
      // Every value is checked before anything is written.
      const verify =
        "admin_approval" in changes ? flagOf("admin_approval", changes.admin_approval) : undefined;
      if (verify === false) {
        throw badField("admin_approval", restMessage("unverify"));
      }
      const status = "status" in changes ? flagOf("status", changes.status) : undefined;
      await setSchoolState(db, id, { verified: verify, status }, actorOf(request));
    },
  });

  serve({
    resource: "board-admins",
    noun: "Board admin",
    notFound: "api.board_admin_not_found",
    search: BOARD_ADMIN_SEARCH_DESCRIPTION,
    listSchema: restBoardAdminSchema,
    oneSchema: restBoardAdminSchema,
    async list(list) {
      const filter = filterOf(restFilterSchemas["board-admins"], list.filter);
      const { rows, total } = await listBoardAdmins(db, { ...listWindow(list), search: filter.q });
      return { rows: rows.map((row) => ({ id: row.board_admin_id, ...row })), total };
    },
    async one(id) {
      const admin = await findBoardAdmin(db, id);
      return admin && { id: admin.board_admin_id, ...admin };
    },
    async update(id, changes, request) {
      const status = flagOf("status", changes.status);
      await setBoardAdminStatus(db, id, status, actorOf(request));
    },
  });

  serve({
    resource: "audit-events",
    noun: "Audit event",
    notFound: "api.audit_event_not_found",
    listSchema: restAuditEventSchema,
    oneSchema: restAuditEventSchema,
    async list(list) {
      const filter = filterOf(restFilterSchemas["audit-events"], list.filter);
      return listAuditEvents(db, { ...listWindow(list), ...filter });
    },
    async one(id) {
      const { rows } = await listAuditEvents(db, { page: 1, limit: 1, ids: [id] });
      return rows[0] ?? null;
    },
  });

  const lookups: [RestLookupResource, LookupTable, string, MessageKey][] = [
    ["countries", "countries", "Country", "api.country_not_found"],
    ["states", "states", "State", "api.state_not_found"],
    ["cities", "cities", "City", "api.city_not_found"],
    ["main-boards", "main_boards", "Main board", "api.main_board_not_found"],
    ["boards", "boards", "Board", "api.board_not_found"],
  ];
  for (const [resource, table, noun, notFound] of lookups) {
    const { key, parent } = LOOKUP_TABLES[table];
    type Row = Record<string, number | string>;
    const withId = (row: Row) => ({ id: row[key] as number, ...row });
    serve<Row, Row>({
      resource,
      noun,
      notFound,
      search: "text found in the name, in any case.",
      listSchema: restLookupSchemas[resource],
      oneSchema: restLookupSchemas[resource],
      async list(list) {
        // The lists' search rules (a NUL, which the database's text cannot hold, is a space).
        const filter = filterOf(restFilterSchemas[resource], list.filter) as Record<
          string,
          unknown
        >;
        const query = {
          ids: list.ids,
          q: filter.q as string | undefined,
          parentId: parent ? (filter[parent] as number | undefined) : undefined,
          sort: list.sort as "id" | "name",
          order: list.order,
        };
        const [rows, total] = await Promise.all([
          lookupRows<Row>(db, table, { ...query, offset: list.offset, limit: list.limit }),
          lookupCount(db, table, query),
        ]);
        return { rows: rows.map(withId), total };
      },
      async one(id) {
        const [row] = await lookupRows<Row>(db, table, { ids: [id] });
        return row ? withId(row) : null;
      },
    });
  }
};
