import { z } from "zod";
import { keyed, type KeyedMessage } from "./apiMessages";
import type { MessageParams } from "./messages";
import { schoolDetailSchema, schoolFilterQuery, schoolListItemSchema } from "./schools";
import { boardAdminListItemSchema } from "./boardAdmins";
import { auditEventSchema, auditListQuerySchema } from "./audit";
import { flagValue, ID_MAX, pathId, recordId, searchQuery } from "./common";

/*
 * The simple-REST dialect under /v1/rest/, as react-admin's stock ra-data-simple-rest speaks it:
 * a list is `GET /v1/rest/<resource>?sort=["id","ASC"]&range=[0,9]&filter={...}` answering a
 * bare JSON array with its total in `Content-Range`; a record is `GET /v1/rest/<resource>/<id>`;
 * `PUT /v1/rest/<resource>/<id>` takes the whole record back and changes only its state. Every
 * record carries react-admin's `id`. No Node imports here.
 */

export const REST_PREFIX = "/v1/rest";

/** The resources of the dialect, as their path segment. */
export type RestResource =
  | "schools"
  | "board-admins"
  | "countries"
  | "states"
  | "cities"
  | "main-boards"
  | "boards"
  | "audit-events";

/**
 * The fields each resource sorts on: only those an index serves (`id` is each table's primary
 * key; a lookup's `name` is in its unique index).
 */
export const REST_SORT_FIELDS: Record<RestResource, readonly string[]> = {
  schools: ["id", "school_name", "students", "created_at"],
  "board-admins": ["id"],
  countries: ["id", "name"],
  states: ["id", "name"],
  cities: ["id", "name"],
  "main-boards": ["id", "name"],
  boards: ["id", "name"],
  "audit-events": ["id"],
};

/** Every resource of the dialect. */
export const REST_RESOURCES = Object.keys(REST_SORT_FIELDS) as RestResource[];

/** The filters each resource takes in `filter` (`id` takes one id or a list: getMany). */
export const REST_FILTERS: Record<RestResource, readonly string[]> = {
  schools: [
    "id",
    "q",
    "admin_approval",
    "state_id",
    "city_id",
    "main_board_id",
    "board_id",
    "type",
    "status",
    "registered_from",
    "registered_to",
  ],
  "board-admins": ["id", "q"],
  countries: ["id", "q"],
  states: ["id", "q", "country_id"],
  cities: ["id", "q", "state_id"],
  "main-boards": ["id", "q"],
  boards: ["id", "q", "main_board_id"],
  "audit-events": ["id", "actor", "action", "target_type", "target_id", "from", "to"],
};

/** The fields an update may change: a state, never the record's data. */
export const REST_UPDATABLE: Partial<Record<RestResource, readonly string[]>> = {
  schools: ["status", "admin_approval"],
  "board-admins": ["status"],
};

/**
 * The most records one list (or getMany) answers: react-admin's stock ExportButton asks for
 * 1,000 at once. A limit of the dialect's own, apart from the spec lists' page of 100.
 */
export const REST_MAX_RANGE = 1_000;

/** The dialect's own messages: those of the `api` namespace (contract/messages.ts) it answers. */
type RestMessage =
  | "sort_invalid"
  | "sort_field"
  | "range_invalid"
  | "filter_invalid"
  | "filter_field"
  | "ids_invalid"
  | "field_read_only"
  | "record_read_only"
  | "field_unknown"
  | "id_mismatch"
  | "unverify"
  | "flag_invalid";

/** A message of the dialect, keyed; the range limits are filled in with REST_MAX_RANGE. */
export const restMessage = (key: RestMessage, params: MessageParams = {}): KeyedMessage =>
  key === "range_invalid" || key === "ids_invalid"
    ? keyed(`api.${key}`, { max: REST_MAX_RANGE, ...params })
    : keyed(`api.${key}`, Object.keys(params).length ? params : undefined);

/* ---------- Queries ---------- */

/**
 * The longest text each list parameter takes. A filter holds a getMany of REST_MAX_RANGE ids of
 * up to 10 digits each, with a space after each comma as some JSON writers put (about 12,000
 * characters), beside a search. The server's limit on a
 * request's headers is made from these (server/plugins/clientErrors.ts).
 */
export const REST_QUERY_MAX_LENGTHS = { sort: 200, range: 100, filter: 16_000 } as const;

export const restListQuerySchema = z.object({
  sort: z
    .string()
    .max(REST_QUERY_MAX_LENGTHS.sort)
    .optional()
    .meta({ description: 'JSON `["field", "ASC"|"DESC"]`; `["id", "ASC"]` when left out.' }),
  range: z
    .string()
    .max(REST_QUERY_MAX_LENGTHS.range)
    .optional()
    .meta({
      description: `JSON \`[first, last]\` (0-based, inclusive), at most ${REST_MAX_RANGE} records; \`[0, 9]\` when left out (or every id of a getMany).`,
    }),
  filter: z.string().max(REST_QUERY_MAX_LENGTHS.filter).optional().meta({
    description: 'JSON object, e.g. `{"q": "green"}`, `{"id": [1, 2]}` or `{"state_id": 3}`.',
  }),
});
export type RestListQuery = z.output<typeof restListQuerySchema>;

/** The fields each resource's `filter` takes besides `id`, checked with the contract's rules. */
export const restFilterSchemas = {
  // The school list's filters with their rules and messages; the flags as JSON true/false too.
  // The registration range's order is checked by the route (a refine here would keep the
  // document's `filter` from extending this object).
  schools: z.object(schoolFilterQuery).omit({ search: true }).extend({
    q: searchQuery,
    admin_approval: flagValue.optional(),
    status: flagValue.optional(),
  }),
  "board-admins": z.object({ q: searchQuery }),
  countries: z.object({ q: searchQuery }),
  states: z.object({ q: searchQuery, country_id: pathId.optional() }),
  cities: z.object({ q: searchQuery, state_id: pathId.optional() }),
  "main-boards": z.object({ q: searchQuery }),
  boards: z.object({ q: searchQuery, main_board_id: pathId.optional() }),
  "audit-events": auditListQuerySchema.pick({
    actor: true,
    action: true,
    target_type: true,
    target_id: true,
    from: true,
    to: true,
  }),
} satisfies Record<RestResource, z.ZodObject>;

const oneId = z.number().int().min(1).max(ID_MAX);

/**
 * What the JSON in a list's `sort`, `range` and `filter` holds, for the OpenAPI document (the
 * query carries them as text: server/rest/dialect.ts reads them).
 */
export function restListJsonQuery(resource: RestResource) {
  const fields = REST_SORT_FIELDS[resource] as [string, ...string[]];
  return {
    // A rest of never: no third item, written as a schema (`items: {not: {}}`), not `false`.
    sort: z.tuple([z.enum(fields), z.enum(["ASC", "DESC"])], z.never()),
    range: z.tuple([z.number().int().min(0), z.number().int().min(0)], z.never()),
    filter: restFilterSchemas[resource]
      .extend({
        id: z
          .union([oneId, z.array(oneId).max(REST_MAX_RANGE)])
          .optional()
          .meta({ description: "getMany: one id or a list of ids." }),
      })
      .strict(),
  };
}

/* ---------- Records ---------- */

/** A record of the dialect: the row, with react-admin's `id`. */
const withId = <T extends z.ZodObject>(schema: T) => schema.extend({ id: recordId });

/** The first example of a schema that has one. */
const exampleOf = (schema: z.ZodType) =>
  (schema.meta() as { examples: Record<string, unknown>[] }).examples[0];

export const restSchoolSchema = withId(schoolListItemSchema).meta({
  id: "RestSchool",
  examples: [{ id: 25, ...exampleOf(schoolListItemSchema) }],
});
export const restSchoolDetailSchema = withId(schoolDetailSchema).meta({
  id: "RestSchoolDetail",
  examples: [{ id: 25, ...exampleOf(schoolDetailSchema) }],
});
export const restBoardAdminSchema = withId(boardAdminListItemSchema).meta({
  id: "RestBoardAdmin",
  examples: [{ id: 7, ...exampleOf(boardAdminListItemSchema) }],
});
export const restAuditEventSchema = auditEventSchema;

/** A lookup row: its id twice (react-admin's `id` and its own key), its name, its parent's id. */
function lookupRecord<K extends string>(key: K, parent?: string) {
  return z.object({
    id: z.number().int(),
    [key]: z.number().int(),
    name: z.string(),
    ...(parent && { [parent]: z.number().int() }),
  });
}

export const restLookupSchemas = {
  countries: lookupRecord("country_id").meta({
    id: "RestCountry",
    examples: [{ id: 3, country_id: 3, name: "India" }],
  }),
  states: lookupRecord("state_id", "country_id").meta({
    id: "RestState",
    examples: [{ id: 3, state_id: 3, name: "Karnataka", country_id: 1 }],
  }),
  cities: lookupRecord("city_id", "state_id").meta({
    id: "RestCity",
    examples: [{ id: 3, city_id: 3, name: "Mysuru", state_id: 1 }],
  }),
  "main-boards": lookupRecord("main_board_id").meta({
    id: "RestMainBoard",
    examples: [{ id: 3, main_board_id: 3, name: "CBSE" }],
  }),
  boards: lookupRecord("board_id", "main_board_id").meta({
    id: "RestBoard",
    examples: [{ id: 3, board_id: 3, name: "CBSE Regional Office, Chennai", main_board_id: 1 }],
  }),
} as const;
export type RestLookupResource = keyof typeof restLookupSchemas;

/**
 * What an update's body may hold, for the OpenAPI document: any of the record's fields (as
 * getOne answered them, which ra-data-simple-rest sends back whole) and no other; only the
 * updatable ones may differ from the stored record. The route reads the body as an object and
 * answers a 400 naming each field that breaks this (server/rest/dialect.ts).
 */
export function restUpdateBody(record: z.ZodObject) {
  return record.partial().strict();
}

/** An update's body: the whole record, as getOne answered it. */
export const restUpdateBodySchema = z
  .record(z.string(), z.unknown())
  .meta({ description: "The whole record as getOne answered it, with only its state changed." });
