import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import type { FastifyInstance } from "fastify";

interface MediaType {
  schema?: unknown;
}
interface Operation {
  responses?: Record<string, { content?: Record<string, MediaType> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components?: unknown;
}

/** `/v1/super-admin/school/:id` as the document names it: `/v1/super-admin/school/{id}`. */
const documentPath = (route: string) => route.replace(/:(\w+)/g, "{$1}");

/**
 * The document and its compiled validators, shared by every app of a test worker: each app is
 * built by the same code, so each has the same document, and generating it and compiling its
 * schemas anew for each of the hundreds of test apps cost more than many of the tests.
 */
let shared: { doc: Document; ajv: Ajv2020; validators: Map<string, ValidateFunction> } | undefined;

function documentOf(app: FastifyInstance) {
  if (!shared) {
    const doc = app.swagger() as unknown as Document;
    const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: false });
    ajv.addSchema({ $id: "openapi.json", components: doc.components });
    shared = { doc, ajv, validators: new Map() };
  }
  return shared;
}

/**
 * Checks every answer of an app against its own OpenAPI document: the status must be one the
 * operation documents, and a JSON body must match that status's schema. Problems are collected
 * (a hook must not throw into the answer) and reported by `problems()`.
 */
export function checkResponsesAgainstDocument(app: FastifyInstance) {
  const problems: string[] = [];

  const validatorFor = (key: string, schema: unknown) => {
    const { ajv, validators } = documentOf(app);
    let validate = validators.get(key);
    if (!validate) {
      // The document's refs point into its own components, registered under this id.
      const text = JSON.stringify(schema).replaceAll(
        '"#/components/',
        '"openapi.json#/components/',
      );
      validate = ajv.compile(JSON.parse(text) as object);
      validators.set(key, validate);
    }
    return validate;
  };

  app.addHook("onSend", async (request, reply, payload) => {
    const route = request.routeOptions.url;
    if (!route || request.method === "HEAD" || request.is404) return payload;
    const { doc, ajv } = documentOf(app);
    const operation = doc.paths[documentPath(route)]?.[request.method.toLowerCase()];
    // Routes the document hides on purpose (the document itself, the reference's files).
    if (!operation) return payload;
    const status = String(reply.statusCode);
    // A method the path does not take: the API's 405, described once in the document's info.
    if (status === "405" && reply.getHeader("allow")) return payload;
    const where = `${request.method} ${request.url} → ${status}`;
    const documented = operation.responses?.[status];
    if (!documented) {
      problems.push(`${where}: status not in the document`);
      return payload;
    }
    const type = String(reply.getHeader("content-type") ?? "").split(";")[0];
    const media = documented.content?.[type];
    if (!media) {
      problems.push(`${where}: content type "${type}" not in the document`);
      return payload;
    }
    if (type === "application/json" && typeof payload === "string") {
      const validate = validatorFor(`${route} ${request.method} ${status}`, media.schema);
      if (!validate(JSON.parse(payload))) {
        problems.push(`${where}: ${ajv.errorsText(validate.errors)}`);
      }
    }
    return payload;
  });

  return { problems: () => [...problems] };
}
