import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import {
  failureEnvelope,
  listEnvelope,
  messageEnvelope,
  successEnvelope,
  type ApiEnvelope,
} from "../contract/envelope";
import { bulkResultSchema, type BulkResult } from "../contract/audit";
import {
  keyed,
  keyedOf,
  textOf,
  type KeyedMessage,
  type MessageKey,
} from "../contract/apiMessages";

/**
 * A message of a failure: keyed; or, from a schema's issue, its text (the serializer finds its
 * key, contract/apiMessages.ts keyedOf; zod's own words have none).
 */
export type FailureMessage = KeyedMessage | string;

/** A failure a handler raises on purpose: answered with its status and keyed message. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly said: FailureMessage,
    readonly errors?: Record<string, FailureMessage>,
    readonly headers?: Record<string, string>,
    /** More fields of the failure envelope, which the operation's schema for this status names. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(typeof said === "string" ? said : textOf(said));
  }
}

export const badRequest = (message: KeyedMessage, errors?: Record<string, KeyedMessage>) =>
  new ApiError(400, message, errors);
export const notFound = (message: KeyedMessage) => new ApiError(404, message);
export const conflict = (message: KeyedMessage, errors?: Record<string, KeyedMessage>) =>
  new ApiError(409, message, errors);
export const forbidden = (message: KeyedMessage) => new ApiError(403, message);
/** One keyed message, on the failure and on its field. */
export const badField = (field: string, message: KeyedMessage, status = 400) =>
  new ApiError(status, message, { [field]: message });

/**
 * A 400 of a schema's issues, field to text: the first field's message is the failure's
 * (an empty set, which a failed parse never gives, is the request's).
 */
export const invalidInput = (errors: Record<string, FailureMessage>) =>
  new ApiError(400, Object.values(errors)[0] ?? keyed("validation.request_invalid"), errors);

/** A message's envelope fields: the English text, its key and values (the key when known). */
export function messageFields(said: FailureMessage) {
  const message = typeof said === "string" ? keyedOf(said) : said;
  return {
    message: typeof said === "string" ? said : textOf(said),
    ...(message && { message_key: message.key }),
    ...(message?.params && { message_params: message.params }),
  };
}

/** Answers in the envelope every Rollcall response uses. */
export function ok<T>(
  reply: FastifyReply,
  message: KeyedMessage,
  data: T,
  extra: Omit<ApiEnvelope<T>["resources"], "data"> = {},
  code = 200,
) {
  reply.code(code);
  return {
    status: true as const,
    code,
    message: textOf(message),
    message_key: message.key,
    ...(message.params && { message_params: message.params }),
    resources: { data, ...extra },
  };
}

/** The list fields of the envelope for a page of a total. */
export function pageFields(total: number, page: number, limit: number) {
  return { total, total_pages: Math.max(1, Math.ceil(total / limit)), current_page: page };
}

/** What each failure status means, for the OpenAPI document. */
const FAILURES = {
  400: "Bad input: `message` says what, `errors` gives a message per field.",
  401: "No valid session: sign in (again).",
  403: "Signed in, but not allowed.",
  404: "No such record (an id outside 1..2147483647 names none).",
  409: "Taken: `errors` names the field.",
  413: "The body or a file is too large.",
  415: "The body is not of a content type this operation takes.",
  429: "Too many failed sign-ins; `Retry-After` says when to try again.",
  500: "The server failed; nothing was saved.",
} as const;
export type FailureStatus = keyof typeof FAILURES;

interface ResponseDoc {
  description: string;
  content: Record<string, { schema: z.ZodType }>;
}

/** A JSON response with its description, in the form both the serializer and the document read. */
export function json<T extends z.ZodType>(description: string, schema: T) {
  return { description, content: { "application/json": { schema } } };
}

/**
 * An operation's responses: its success and each failure it can give, all in the envelope (a
 * failure status given among `success` keeps the schema given there, e.g. a 409 with more
 * fields). The serializer answers through these, so no field leaves that the contract does not
 * name. Every operation documents 500 too: a fault (the database gone, say) can reach any of
 * them, and the answer says so in the envelope with the request id of its log line.
 */
export function responses<S extends Record<number, ResponseDoc>>(
  success: S,
  failures: FailureStatus[],
) {
  const out: Record<number, ResponseDoc> = { ...success };
  for (const status of [...failures, 500] as const)
    out[status] ??= json(FAILURES[status], failureEnvelope);
  return out as S & Partial<Record<FailureStatus, ReturnType<typeof json<typeof failureEnvelope>>>>;
}

/**
 * The operations of one area (one OpenAPI tag): each declares its id, summary, request schemas
 * and responses in one call, so that a route reads as what it takes and what it answers.
 */
export function operations(tag: string) {
  return <const Request extends object, Success extends Record<number, ResponseDoc>>(
    operationId: string,
    summary: string,
    request: Request,
    success: Success,
    failures: FailureStatus[],
  ) => ({
    operationId,
    tags: [tag],
    summary,
    ...request,
    response: responses(success, failures),
  });
}

/**
 * A page of a list (schools, board administrators): `read` answers the rows of the validated
 * query's page and their total, which the envelope gives with total_pages and current_page.
 * The route's options and handler, for `app.get(path, ...pageList(...))`. The answer goes
 * through the route's serializer, so it is checked against its schema every time.
 */
export function pageList<Q extends z.ZodType<{ page: number; limit: number }>, I extends z.ZodType>(
  operation: ReturnType<typeof operations>,
  doc: {
    operationId: string;
    summary: string;
    description: string;
    query: Q;
    answer: string;
    item: I;
    message: KeyedMessage;
  },
  read: (query: z.output<Q>) => Promise<{ rows: z.input<I>[]; total: number }>,
) {
  const { operationId, summary, description, query, answer, item, message } = doc;
  const success = { 200: json(answer, listEnvelope(item)) };
  return [
    {
      schema: operation(
        operationId,
        summary,
        { querystring: query, description },
        success,
        [400, 401, 403],
      ),
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      // The schema above has validated and parsed the query.
      const parsed = request.query as z.output<Q>;
      const { rows, total } = await read(parsed);
      return ok(reply, message, rows, pageFields(total, parsed.page, parsed.limit));
    },
  ] as const;
}

/**
 * A change of one record's state (verify a school, set a school's or a board administrator's
 * status): `run` does it with the validated `body`, and the answer is `message` with no data.
 * The route's options and handler, for `app.put(path, ...stateChange(...))` (or `app.post`).
 */
export function stateChange<B extends z.ZodObject>(
  operation: ReturnType<typeof operations>,
  doc: {
    operationId: string;
    summary: string;
    description: string;
    body: B;
    answer: string;
    message: KeyedMessage;
  },
  failures: FailureStatus[],
  run: (body: z.output<B>, request: FastifyRequest) => Promise<void>,
) {
  const { operationId, summary, description, body, answer, message } = doc;
  const success = { 200: json(answer, messageEnvelope) };
  return [
    { schema: operation(operationId, summary, { body, description }, success, failures) },
    async (request: FastifyRequest, reply: FastifyReply) => {
      // The schema above has validated and parsed the body.
      await run(request.body as z.output<B>, request);
      return ok(reply, message, null);
    },
  ] as const;
}

/** Setting one record's status (a school's, a board administrator's): a stateChange. */
export const statusChange = <B extends z.ZodObject>(
  operation: ReturnType<typeof operations>,
  operationId: string,
  summary: string,
  body: B,
  noun: string,
  /** The success message: the noun's own key ("School status updated successfully"). */
  message: MessageKey,
  run: (body: z.output<B>, request: FastifyRequest) => Promise<void>,
) =>
  stateChange(
    operation,
    {
      operationId,
      summary,
      description: `Sets one ${noun.toLowerCase()}'s status, named by the id in the body, and records the change in the audit trail (a status it has already records nothing); 404 for an unknown id.`,
      body,
      answer: "The status is set.",
      message: keyed(message),
    },
    [400, 401, 403, 404, 413, 415],
    run,
  );

/**
 * A call about the signed-in account's own data (its profile, its bell, marking the bell seen):
 * no input, `call` answers the data for the envelope, 401 or 403 otherwise. The route's options
 * and handler, for `app.get(path, ...ownData(...))` (or `app.post`).
 */
export function ownData<T extends z.ZodType>(
  operation: ReturnType<typeof operations>,
  doc: {
    operationId: string;
    summary: string;
    description: string;
    answer: string;
    data: T;
    message: KeyedMessage;
  },
  call: (accountId: number) => Promise<z.input<T>>,
) {
  const { operationId, summary, description, answer, data, message } = doc;
  const success = { 200: json(answer, successEnvelope(data)) };
  return [
    { schema: operation(operationId, summary, { description }, success, [401, 403]) },
    async (request: FastifyRequest, reply: FastifyReply) =>
      ok(reply, message, await call(request.account.account_id)),
  ] as const;
}

/**
 * A bulk action on up to 1,000 records in one transaction: `run` does it with the validated
 * `body` and answers how many changed, were so already and were not found; `message` says it.
 * The route's options and handler, for `app.put(path, ...bulkAction(...))` (or `app.post`).
 */
export function bulkAction<B extends z.ZodObject>(
  operation: ReturnType<typeof operations>,
  doc: { operationId: string; summary: string; description: string; body: B },
  run: (body: z.output<B>, request: FastifyRequest) => Promise<BulkResult>,
  message: (result: BulkResult, body: z.output<B>) => KeyedMessage,
) {
  const success = {
    200: json("Done (repeating it changes nothing).", successEnvelope(bulkResultSchema)),
  };
  return [
    {
      schema: operation(
        doc.operationId,
        doc.summary,
        { body: doc.body, description: doc.description },
        success,
        [400, 401, 403, 413, 415],
      ),
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      // The schema above has validated and parsed the body.
      const body = request.body as z.output<B>;
      const result = await run(body, request);
      return ok(reply, message(result, body), result);
    },
  ] as const;
}

/** The message of a bulk status change, by the two keys of the noun: "3 schools activated". */
export const bulkStatusMessage =
  (activated: MessageKey, deactivated: MessageKey) =>
  ({ changed }: BulkResult, { status }: { status: boolean }) =>
    keyed(status ? activated : deactivated, { smart_count: changed });

/** A count and its noun, the noun singular for one ("1 file", "3 files"): for the document. */
export const countOf = (count: number, noun: string) =>
  `${count} ${count === 1 ? noun : `${noun}s`}`;
