import type { FastifyReply } from "fastify";
import { ID_MAX } from "../../contract/common";
import {
  REST_FILTERS,
  REST_MAX_RANGE,
  REST_SORT_FIELDS,
  REST_UPDATABLE,
  restMessage,
  type RestListQuery,
  type RestResource,
} from "../../contract/rest";
import type { KeyedMessage } from "../../contract/apiMessages";
import { badField, badRequest } from "../http";

/*
 * ra-data-simple-rest's query language, read once for every resource: `sort`, `range` and
 * `filter` are JSON in the query string. Bad input is a 400 naming the parameter (or the field).
 */

export interface ListRequest {
  sort: string;
  order: "ASC" | "DESC";
  offset: number;
  limit: number;
  /** The filter's fields, each checked to be one the resource takes; `id` is read into `ids`. */
  filter: Record<string, unknown>;
  ids?: number[];
}

function parseJson(text: string, parameter: string, message: KeyedMessage): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw badField(parameter, message);
  }
}

const isWhole = (value: unknown): value is number =>
  typeof value === "number" && Number.isSafeInteger(value);

/** The ids of `{"id": ...}`: one id or a list of at most REST_MAX_RANGE (an id out of range finds nothing). */
function idsOf(value: unknown): number[] {
  const list = Array.isArray(value) ? value : [value];
  const message = restMessage("ids_invalid");
  const ids = list.map((item) =>
    typeof item === "string" && /^\d{1,16}$/.test(item) ? Number(item) : item,
  );
  if (list.length > REST_MAX_RANGE || !ids.every(isWhole)) {
    throw badField("filter.id", message);
  }
  return [...new Set(ids.filter((id) => id >= 1 && id <= ID_MAX))];
}

/** Reads a list request of `resource`: its sort (an indexed field only), range and filter. */
export function listRequest(resource: RestResource, query: RestListQuery): ListRequest {
  let sort = "id";
  let order: "ASC" | "DESC" = "ASC";
  if (query.sort !== undefined) {
    const value = parseJson(query.sort, "sort", restMessage("sort_invalid"));
    if (
      !Array.isArray(value) ||
      value.length !== 2 ||
      typeof value[0] !== "string" ||
      (value[1] !== "ASC" && value[1] !== "DESC")
    ) {
      throw badField("sort", restMessage("sort_invalid"));
    }
    const fields = REST_SORT_FIELDS[resource];
    if (!fields.includes(value[0])) {
      const message = restMessage("sort_field", { field: value[0], fields: fields.join(", ") });
      throw badField("sort", message);
    }
    [sort, order] = value as [string, "ASC" | "DESC"];
  }

  let filter: Record<string, unknown> = {};
  if (query.filter !== undefined) {
    const value = parseJson(query.filter, "filter", restMessage("filter_invalid"));
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
      throw badField("filter", restMessage("filter_invalid"));
    }
    filter = value as Record<string, unknown>;
    const allowed = REST_FILTERS[resource];
    for (const field of Object.keys(filter)) {
      if (!allowed.includes(field)) {
        const message = restMessage("filter_field", { field, fields: allowed.join(", ") });
        throw badField(`filter.${field}`, message);
      }
    }
  }
  const { id, ...rest } = filter;
  const ids = id === undefined ? undefined : idsOf(id);

  let offset = 0;
  let limit = ids ? Math.max(ids.length, 1) : 10;
  if (query.range !== undefined) {
    const message = restMessage("range_invalid");
    const value = parseJson(query.range, "range", message);
    if (
      !Array.isArray(value) ||
      value.length !== 2 ||
      !value.every(isWhole) ||
      value[0] < 0 ||
      value[1] < value[0] ||
      value[1] - value[0] + 1 > REST_MAX_RANGE ||
      value[0] > Number.MAX_SAFE_INTEGER - REST_MAX_RANGE
    ) {
      throw badField("range", message);
    }
    offset = value[0];
    limit = value[1] - value[0] + 1;
  }
  return { sort, order, offset, limit, filter: rest, ids };
}

/** The part of a list request every service's list takes: the window and the ids of a getMany. */
export const listWindow = ({ limit, offset, order, ids }: ListRequest) => ({
  page: 1,
  limit,
  offset,
  order,
  ids,
});

/** The answer of a list: the rows as a bare array, and the total in `Content-Range`. */
export function listAnswer<T>(
  reply: FastifyReply,
  resource: RestResource,
  offset: number,
  rows: T[],
  total: number,
): T[] {
  const range = rows.length ? `${offset}-${offset + rows.length - 1}` : "*";
  reply.header("content-range", `${resource} ${range}/${total}`);
  return rows;
}

/** A stable text of a value for comparing: keys sorted, signed links (which expire) left out. */
function comparable(value: unknown): string {
  return JSON.stringify(value, (key, inner: unknown) => {
    if (key === "url") return undefined;
    if (inner && typeof inner === "object" && !Array.isArray(inner)) {
      return Object.fromEntries(
        Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
      );
    }
    return inner;
  });
}

/**
 * The state an update asks for: the fields of `sent` that differ from `current`. Only the
 * resource's updatable fields may differ; any other (or a field the record has not) is a 400
 * naming each one.
 */
export function requestedChanges(
  resource: RestResource,
  id: number,
  current: Record<string, unknown>,
  sent: Record<string, unknown>,
): Record<string, unknown> {
  const updatable = REST_UPDATABLE[resource] ?? [];
  const errors: Record<string, KeyedMessage> = {};
  const changes: Record<string, unknown> = {};
  if ("id" in sent && String(sent.id) !== String(id)) errors.id = restMessage("id_mismatch");
  for (const [field, value] of Object.entries(sent)) {
    if (field === "id") continue;
    if (!(field in current)) {
      errors[field] = restMessage("field_unknown", { field });
    } else if (comparable(value) !== comparable(current[field])) {
      if (updatable.includes(field)) changes[field] = value;
      else {
        errors[field] = updatable.length
          ? restMessage("field_read_only", { field, fields: updatable.join(" and ") })
          : restMessage("record_read_only", { field });
      }
    }
  }
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
  return changes;
}
