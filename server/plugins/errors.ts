import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaValidationError,
} from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ApiFailure } from "../../contract/envelope";
import {
  keyed,
  keyedOf,
  textOf,
  type KeyedMessage,
  type MessageKey,
} from "../../contract/apiMessages";
import { ApiError, messageFields, type FailureMessage } from "../http";

/**
 * A failure's envelope: the English message with its key (and values), and each field's message
 * in `errors` with its key in `error_keys`. A text (a schema's issue) is keyed here, once.
 */
export function failure(
  code: number,
  message: FailureMessage,
  errors?: Record<string, FailureMessage>,
): ApiFailure {
  if (!errors) return { status: false, code, ...messageFields(message) };
  const texts: Record<string, string> = {};
  const keys: Record<string, KeyedMessage> = {};
  for (const [field, said] of Object.entries(errors)) {
    texts[field] = typeof said === "string" ? said : textOf(said);
    const known = typeof said === "string" ? keyedOf(said) : said;
    if (known) keys[field] = known;
  }
  return {
    status: false,
    code,
    ...messageFields(message),
    errors: texts,
    ...(Object.keys(keys).length && { error_keys: keys }),
  };
}

interface KnownPath {
  pattern: RegExp;
  isStatic: boolean;
  methods: Set<string>;
}

/**
 * The methods a path answers, from the routes declared: a static path wins over a parameter
 * (`GET /school/register` is a wrong method on register, not a school named "register").
 */
function allowedMethods(known: Map<string, KnownPath>, pathname: string): string[] {
  const matches = [...known.values()].filter((k) => k.pattern.test(pathname));
  const chosen = matches.some((k) => k.isStatic) ? matches.filter((k) => k.isStatic) : matches;
  return [...new Set(chosen.flatMap((k) => [...k.methods]))].sort();
}

const pathOf = (request: FastifyRequest) => request.url.split("?")[0];

/** The message of a query parameter the operation does not take, naming those it does. */
function unknownParameter(request: FastifyRequest, parameter: string): KeyedMessage {
  const query = request.routeOptions.schema?.querystring as { shape?: object } | undefined;
  const known = Object.keys(query?.shape ?? {});
  return known.length
    ? keyed("validation.parameter_unknown", { parameter, parameters: known.join(", ") })
    : keyed("validation.parameter_none", { parameter });
}

/** The framework's refusals of a body, by its error code, as the catalogue says them. */
const FRAMEWORK_REFUSALS: Record<string, MessageKey> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "api.media_type_unsupported",
  FST_ERR_CTP_EMPTY_JSON_BODY: "api.body_empty",
  FST_ERR_CTP_INVALID_JSON_BODY: "api.body_not_json",
  FST_PROTO_VIOLATION: "api.field_name_forbidden",
};

/**
 * A schema issue's message: the contract's own (the serializer finds its key), or, where a
 * schema leaves the words to the schema library, the catalogue's of that kind of issue.
 */
function issueMessage(issue: FastifySchemaValidationError): FailureMessage {
  if (issue.message && keyedOf(issue.message)) return issue.message;
  const params = issue.params as { origin?: string; maximum?: unknown; expected?: unknown };
  if (issue.keyword === "too_big" && params.origin === "string") {
    return keyed("validation.too_long", { max: String(params.maximum) });
  }
  if (issue.keyword === "invalid_type" && typeof params.expected === "string") {
    return keyed("api.value_type_invalid", { expected: params.expected });
  }
  return keyed("api.value_invalid");
}

/**
 * Every failure in the envelope: raised ApiErrors as they are, bad input as 400 with a message
 * per field (a bad id in a path as 404: it names no record), a wrong method on a known path as
 * 405 with `Allow`, and anything unexpected as a 500 that says nothing of the inside.
 */
export const errorHandling = fp<{
  notFound?: (request: FastifyRequest, reply: FastifyReply) => unknown;
}>(
  async (app: FastifyInstance, options) => {
    const known = new Map<string, KnownPath>();
    app.addHook("onRoute", (route) => {
      // Only the API's own routes (not the console's files).
      if (!route.url.startsWith("/v1/") && route.url !== "/health") return;
      const entry = known.get(route.url) ?? {
        pattern: new RegExp(
          `^${route.url.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:\w+/g, "[^/]+")}/?$`,
        ),
        isStatic: !route.url.includes(":"),
        methods: new Set<string>(),
      };
      for (const method of [route.method].flat()) entry.methods.add(method);
      known.set(route.url, entry);
    });

    const methodNotAllowed = (request: FastifyRequest, reply: FastifyReply, allow: string[]) =>
      reply
        .code(405)
        .header("allow", allow.join(", "))
        .send(
          failure(
            405,
            keyed("api.method_not_allowed", { method: request.method, allowed: allow.join(", ") }),
          ),
        );

    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (request.is404) {
        // A request no route took failed before the not-found handler (e.g. QUERY without a body type).
        const allow = allowedMethods(known, pathOf(request));
        if (allow.length) return methodNotAllowed(request, reply, allow);
      }
      if (error instanceof ApiError) {
        if (error.headers) reply.headers(error.headers);
        return reply
          .code(error.statusCode)
          .send({ ...failure(error.statusCode, error.said, error.errors), ...error.extra });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        if (error.validationContext === "params") {
          const allow = allowedMethods(known, pathOf(request)).filter((m) => m !== request.method);
          const isOtherRoute = [...known.values()].some(
            (k) => k.isStatic && k.pattern.test(pathOf(request)),
          );
          if (isOtherRoute && allow.length) return methodNotAllowed(request, reply, allow);
          return reply.code(404).send(failure(404, keyed("api.record_not_found")));
        }
        const errors: Record<string, FailureMessage> = {};
        for (const issue of error.validation) {
          if (issue.keyword === "unrecognized_keys" && error.validationContext === "querystring") {
            for (const key of (issue.params as { keys: string[] }).keys)
              errors[key] ??= unknownParameter(request, key);
            continue;
          }
          const field = issue.instancePath.replace(/^\//, "").replace(/\//g, ".") || "request";
          errors[field] ??= issueMessage(issue);
        }
        const first = Object.values(errors)[0];
        return reply
          .code(400)
          .send(failure(400, first ?? keyed("validation.request_invalid"), errors));
      }
      const tooLarge = error.code === "FST_REQ_FILE_TOO_LARGE" || error.statusCode === 413;
      const given = error.statusCode ?? 500;
      const status = tooLarge ? 413 : given >= 400 && given < 600 ? given : 500;
      if (status >= 500) request.log.error({ err: error }, "server error");
      // Below 500, the framework's refusal in the catalogue's words: its own have no key.
      const message = tooLarge
        ? keyed("api.upload_too_large")
        : status >= 500
          ? keyed("api.server_error")
          : keyed(FRAMEWORK_REFUSALS[error.code] ?? "validation.request_invalid");
      // A server error's answer names the request id it was logged under.
      return reply
        .code(status)
        .send({ ...failure(status, message), ...(status >= 500 && { request_id: request.id }) });
    });

    app.setNotFoundHandler((request, reply) => {
      const pathname = pathOf(request);
      const allow = allowedMethods(known, pathname);
      if (allow.length) return methodNotAllowed(request, reply, allow);
      if (options.notFound && request.method === "GET" && !pathname.startsWith("/v1")) {
        return options.notFound(request, reply);
      }
      return reply
        .code(404)
        .send(
          failure(404, keyed("api.route_not_found", { method: request.method, path: pathname })),
        );
    });
  },
  { name: "error-handling" },
);
