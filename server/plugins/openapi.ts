import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { z } from "zod";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { routes } from "../../contract/api";
import { ID_MAX } from "../../contract/common";
import type { UploadRule } from "../../contract/schools";
import { CHALLENGES } from "./challenges";
import { MAX_HEADER_BYTES } from "./clientErrors";
import { countOf } from "../http";

/** A multipart body, read by hand (so not validated by Fastify) but documented field by field. */
export interface MultipartDoc {
  fields: z.ZodType;
  files: UploadRule[];
  /** The file fields a request must send (the import's one file); the others are optional. */
  requiredFiles?: string[];
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** The multipart body an operation reads itself, for the OpenAPI document. */
    multipart?: MultipartDoc;
    /** Query parameters that carry JSON as text, with what the JSON holds (the simple-REST lists). */
    jsonQuery?: Record<string, z.ZodType>;
    /** What a body read as any object really takes, for the document (a simple-REST update). */
    jsonBody?: z.ZodType;
    /** Headers of an operation's success, for the OpenAPI document (a list's Content-Range). */
    responseHeaders?: Record<string, { description: string; schema: Record<string, unknown> }>;
  }
}

type OpenApiDoc = Record<string, unknown> & {
  paths?: Record<string, Record<string, Record<string, unknown>>>;
};

/** A multipart form's schema: the text fields as the contract takes them, and each file field. */
function multipartSchema({ fields, files, requiredFiles = [] }: MultipartDoc) {
  const text = z.toJSONSchema(fields, { io: "input", target: "draft-2020-12" }) as {
    properties?: Record<string, unknown>;
    required?: string[];
  };
  const properties: Record<string, unknown> = { ...text.properties };
  for (const rule of files) {
    const needed = requiredFiles.includes(rule.field);
    const count = !needed
      ? `Up to ${countOf(rule.maxFiles, "file")}`
      : rule.maxFiles === 1
        ? "One file, required,"
        : `1 to ${rule.maxFiles} files, required,`;
    properties[rule.field] = {
      type: "array",
      ...(needed && { minItems: 1 }),
      maxItems: rule.maxFiles,
      description: `${count} of at most ${rule.maxBytes} bytes each: ${rule.extensions.join(", ")}.`,
      items: { type: "string", contentMediaType: "application/octet-stream" },
    };
  }
  const required = [...(text.required ?? []), ...requiredFiles];
  return { type: "object", properties, ...(required.length && { required }) };
}

/** The console's own viewport (index.html), for the reference page. */
const PHONE_VIEWPORT = '<meta name="viewport" content="width=device-width, initial-scale=1.0" />';

const encodingOf = ({ files }: MultipartDoc) =>
  Object.fromEntries(
    files.map((rule) => [rule.field, { contentType: Object.keys(rule.accept).join(", ") }]),
  );

/** The WWW-Authenticate of an operation's 401 (server/plugins/challenges.ts). */
function challengeHeader(operationId: string) {
  const signIn = operationId === "login" || operationId === "loginTwoFactor";
  const values = signIn
    ? operationId === "login"
      ? [CHALLENGES.signInBasic, CHALLENGES.signInAgain]
      : [CHALLENGES.signInAgain]
    : [CHALLENGES.bearer, CHALLENGES.bearerInvalid];
  return {
    "WWW-Authenticate": {
      description: signIn
        ? "`Basic` when the request sent no Authorization header; `xBasic` (the same credentials, on which no browser opens its own dialog) when what it sent was refused."
        : '`Bearer`; with `error="invalid_token"` when the token sent names no live session.',
      required: true,
      schema: { type: "string", enum: values },
    },
  };
}

type JsonSchema = Record<string, unknown>;

/**
 * A zod schema as an inline JSON Schema of what it takes: no reference to components (an empty
 * registry), each part's metadata (its format, its range) written in place, less its id.
 */
function inlineSchema(schema: z.ZodType) {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io: "input",
    target: "draft-2020-12",
    metadata: z.registry(),
    override: ({ zodSchema, jsonSchema }) => {
      const { id: _id, ...meta } = z.globalRegistry.get(zodSchema) ?? {};
      Object.assign(jsonSchema, meta);
    },
  });
  return rest;
}

/** A query parameter's JSON content in place of its text schema (OpenAPI's `content`). */
function withJsonContent(parameter: Record<string, unknown>, schema: z.ZodType) {
  const { schema: _text, ...rest } = parameter;
  return { ...rest, content: { "application/json": { schema: inlineSchema(schema) } } };
}

/** A value that fits a schema: its own example where it has one, else one made from its type. */
function exampleOf(schema: JsonSchema, components: Record<string, JsonSchema>): unknown {
  if (typeof schema.$ref === "string") {
    return exampleOf(components[schema.$ref.split("/").pop()!] ?? {}, components);
  }
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if ("const" in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const choices = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (choices) return exampleOf(choices.find((c) => c.type !== "null") ?? choices[0], components);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "object":
      return Object.fromEntries(
        Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>)
          .filter(([name]) => (schema.required as string[] | undefined)?.includes(name))
          .map(([name, property]) => [name, exampleOf(property, components)]),
      );
    case "array":
      return schema.maxItems === 0
        ? []
        : [exampleOf((schema.items ?? {}) as JsonSchema, components)];
    case "integer":
    case "number":
      return typeof schema.minimum === "number" ? schema.minimum : 1;
    case "boolean":
      return true;
    case "null":
      return null;
    default:
      return "text";
  }
}

/** Every JSON response gets an example: the envelope around its data's example. */
function withExamples(doc: OpenApiDoc): OpenApiDoc {
  const components = ((doc.components as { schemas?: Record<string, JsonSchema> })?.schemas ??
    {}) as Record<string, JsonSchema>;
  for (const operations of Object.values(doc.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      const answers = (operation.responses ?? {}) as Record<
        string,
        { description: string; content?: Record<string, { schema: JsonSchema; example?: unknown }> }
      >;
      for (const [status, response] of Object.entries(answers)) {
        const media = response.content?.["application/json"];
        if (!media || media.example !== undefined) continue;
        const example = exampleOf(media.schema, components) as Record<string, unknown>;
        if (example && typeof example === "object" && "code" in example) {
          example.code = Number(status);
          example.message = response.description;
          if (example.status === false && status === "400") {
            example.message = "School name is required";
            example.message_key = "validation.school_name_required";
            example.errors = { school_name: "School name is required" };
            example.error_keys = { school_name: { key: "validation.school_name_required" } };
          }
        }
        media.example = example;
      }
    }
  }
  return doc;
}

/**
 * Drops the component schemas nothing refers to: the registry holds each schema's input and
 * output forms, and only responses use them.
 */
function withoutUnusedSchemas(doc: OpenApiDoc): OpenApiDoc {
  const components = doc.components as { schemas?: Record<string, unknown> } | undefined;
  const schemas = components?.schemas;
  if (!schemas) return doc;
  const { components: _components, ...rest } = doc;
  const used = new Set<string>();
  let frontier = JSON.stringify(rest);
  for (;;) {
    const found = [...frontier.matchAll(/#\/components\/schemas\/([\w.-]+)/g)]
      .map((match) => match[1])
      .filter((name) => !used.has(name));
    if (!found.length) break;
    for (const name of found) used.add(name);
    frontier = JSON.stringify(found.map((name) => schemas[name]));
  }
  components.schemas = Object.fromEntries(
    Object.entries(schemas).filter(([name]) => used.has(name)),
  );
  return doc;
}

/**
 * The OpenAPI 3.1 document at /v1/openapi.json, built from the routes' zod schemas (so it is
 * complete by construction), and a readable reference at /v1/docs, served from the product's
 * own files under the site's CSP.
 */
export const openApi = fp(
  async (app: FastifyInstance) => {
    const encodings = new Map<string, Record<string, unknown>>();
    const successHeaders = new Map<string, Record<string, unknown>>();
    const jsonQueries = new Map<string, Record<string, z.ZodType>>();
    const jsonBodies = new Map<string, z.ZodType>();
    await app.register(swagger, {
      openapi: {
        openapi: "3.1.0",
        info: {
          title: "Rollcall API",
          version: "1.0.0",
          description: [
            "The reference API of the Rollcall super-admin console.",
            "Every JSON answer travels in one envelope: `{status, code, message, resources: {data, ...}}`;",
            "failures carry `status: false`, the HTTP status as `code`, a readable `message` and,",
            "for bad input, `errors` by field. Each message comes with its catalogue key (`message_key`,",
            "`message_params`; `error_keys` by field), for a client to show it in the user's language.",
            `Ids are 1..${ID_MAX}; an id outside that range in`,
            "a path answers 404, in a body 400. A known path called with another method answers",
            "405 with `Allow`.",
          ].join(" "),
          license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
          contact: { name: "The Rollcall maintainers" },
        },
        servers: [{ url: "/", description: "The server that serves this document" }],
        tags: [
          { name: "Session", description: "Sign in and out, the own profile and password." },
          { name: "Sessions", description: "The own account's sessions: list them, end them." },
          {
            name: "Two-factor sign-in",
            description: "Codes from an authenticator app at sign-in, and recovery codes.",
          },
          { name: "Lookups", description: "Countries, states, cities and boards to pick from." },
          { name: "Schools", description: "Schools, their principals, files and attendance." },
          {
            name: "School imports",
            description:
              "Schools from a CSV or XLSX file: the template, the upload and its dry run, the import in batches, its undo.",
          },
          { name: "Board administrators", description: "The boards' administrators." },
          {
            name: "Holidays",
            description:
              "The holiday calendar: working days are Monday to Saturday less these days.",
          },
          {
            name: "Audit trail",
            description: "Who changed what and when, and every sign-in: read-only.",
          },
          {
            name: "Exports",
            description:
              "Every row a list's query takes, as CSV or XLSX, downloaded through a short-lived signed link.",
          },
          {
            name: "Analytics",
            description:
              "The dashboard's summaries of a period (`from`, `to`: India's days), read from counts kept as the data is written.",
          },
          { name: "Operations", description: "Health of the server." },
          {
            name: "Notifications",
            description: "The bell: what awaits the administrator and what is new.",
          },
          {
            name: "Simple REST",
            description:
              "The same data in ra-data-simple-rest's dialect under /v1/rest/, for any react-admin application: lists answer a bare JSON array with the total in `Content-Range`, `sort`, `range` and `filter` are JSON.",
          },
        ],
        components: {
          securitySchemes: {
            basic: { type: "http", scheme: "basic", description: "Sign-in credentials." },
            bearer: { type: "http", scheme: "bearer", description: "The token login answers." },
          },
        },
        security: [{ bearer: [] }],
      },
      transform: (document) => {
        const multipart = document.route.config?.multipart;
        const headers = document.route.config?.responseHeaders;
        const id = (document.schema as { operationId?: string } | undefined)?.operationId;
        if (headers && id) successHeaders.set(id, headers);
        const { jsonQuery, jsonBody } = document.route.config ?? {};
        if (jsonQuery && id) jsonQueries.set(id, jsonQuery);
        if (jsonBody && id) jsonBodies.set(id, jsonBody);
        const out = jsonSchemaTransform(document);
        if (!multipart || !out.schema) return out;
        const operationId = (document.schema as { operationId?: string }).operationId;
        if (operationId) encodings.set(operationId, encodingOf(multipart));
        return {
          ...out,
          schema: {
            ...out.schema,
            body: multipartSchema(multipart),
            consumes: ["multipart/form-data"],
          },
        };
      },
      transformObject: (document) => {
        const doc = jsonSchemaTransformObject(document) as OpenApiDoc;
        // The file fields' content types (Fastify's generator has no place for `encoding`).
        for (const operations of Object.values(doc.paths ?? {})) {
          for (const operation of Object.values(operations)) {
            const encoding = encodings.get(operation.operationId as string);
            const body = operation.requestBody as
              { content: Record<string, Record<string, unknown>> } | undefined;
            if (encoding && body?.content["multipart/form-data"]) {
              body.content["multipart/form-data"].encoding = encoding;
            }
            const headers = successHeaders.get(operation.operationId as string);
            const success = (operation.responses as Record<string, Record<string, unknown>>)?.[
              "200"
            ];
            if (headers && success) success.headers = headers;
            const jsonQuery = jsonQueries.get(operation.operationId as string);
            if (jsonQuery) {
              operation.parameters = (operation.parameters as Record<string, unknown>[]).map(
                (parameter) =>
                  parameter.in === "query" && jsonQuery[parameter.name as string]
                    ? withJsonContent(parameter, jsonQuery[parameter.name as string])
                    : parameter,
              );
            }
            const jsonBody = jsonBodies.get(operation.operationId as string);
            const jsonMedia = body?.content["application/json"];
            if (jsonBody && jsonMedia) jsonMedia.schema = inlineSchema(jsonBody);
            const answers = operation.responses as Record<string, Record<string, unknown>>;
            if (answers?.["401"])
              answers["401"].headers = challengeHeader(operation.operationId as string);
            // Node's HTTP parser answers it before any route (server/plugins/clientErrors.ts).
            if (answers?.["500"]) {
              answers["431"] = {
                description: `The request's line and headers take more than ${MAX_HEADER_BYTES} bytes (every request this document allows fits).`,
                content: structuredClone(answers["500"].content),
              };
            }
          }
        }
        return withExamples(withoutUnusedSchemas(doc));
      },
    });

    app.get(routes.openapi, { config: { public: true }, schema: { hide: true } }, async () =>
      app.swagger(),
    );

    await app.register(async (docs) => {
      // The reference needs no session: it documents the API, it does not call it.
      docs.addHook("onRoute", (route) => {
        route.config = { ...route.config, public: true };
        if (route.url.replace(/\/$/, "") !== routes.docs) return;
        // The page swagger-ui writes has no viewport: a phone would show it at desktop width,
        // zoomed out. Sent as written (1.5 KB): the hook edits the text before any encoding.
        route.config.compress = false;
        route.onSend = async (_request, _reply, page: unknown) =>
          typeof page === "string" ? page.replace("<head>", `<head>${PHONE_VIEWPORT}`) : page;
      });
      await docs.register(swaggerUi, {
        routePrefix: routes.docs,
        uiConfig: { validatorUrl: null, deepLinking: true },
      });
    });
  },
  { name: "openapi" },
);
