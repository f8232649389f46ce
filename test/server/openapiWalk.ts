import fc from "fast-check";

/** A JSON Schema of the OpenAPI document, as far as the walk reads it. */
export interface Schema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  contentMediaType?: string;
  description?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  prefixItems?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
}

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: Schema;
  content?: Record<string, { schema: Schema }>;
}

export interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        operationId: string;
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema: Schema }> };
      }
    >
  >;
  components?: { schemas?: Record<string, Schema> };
}

/** The schema a reference of the document names (a schema that is no reference as it is). */
export const resolverOf =
  (doc: OpenApiDocument) =>
  (schema: Schema): Schema =>
    schema.$ref ? resolverOf(doc)(doc.components!.schemas![schema.$ref.split("/").pop()!]) : schema;

/** One field a request sends: a parameter, or a property of a body or of a JSON parameter. */
export interface RequestField {
  /** Where it is, for a failure's message: "getSchool path:id", "registerSchool body.board_id". */
  where: string;
  /** Its own name (the last part of `where`): `id`, `board_id`, `from`. */
  name: string;
  required: boolean;
  schema: Schema;
}

/**
 * Every field of every request the document describes, with its schema (a reference resolved),
 * walking into bodies, JSON parameters, arrays and the branches of a choice.
 */
export function requestFields(doc: OpenApiDocument): RequestField[] {
  const resolve = resolverOf(doc);
  const fields: RequestField[] = [];
  const walk = (where: string, name: string, required: boolean, given: Schema) => {
    const schema = resolve(given);
    fields.push({ where, name, required, schema });
    for (const [key, property] of Object.entries(schema.properties ?? {})) {
      walk(`${where}.${key}`, key, schema.required?.includes(key) ?? false, property);
    }
    if (schema.items) walk(`${where}[]`, name, true, schema.items);
    for (const [i, item] of (schema.prefixItems ?? []).entries()) {
      walk(`${where}[${i}]`, name, true, item);
    }
  };
  for (const operations of Object.values(doc.paths)) {
    for (const op of Object.values(operations)) {
      for (const parameter of op.parameters ?? []) {
        const schema = parameter.schema ?? Object.values(parameter.content ?? {})[0]?.schema;
        if (schema) {
          const where = `${op.operationId} ${parameter.in}:${parameter.name}`;
          walk(where, parameter.name, parameter.required ?? false, schema);
        }
      }
      for (const [type, media] of Object.entries(op.requestBody?.content ?? {})) {
        walk(`${op.operationId} body(${type})`, "", false, media.schema);
      }
    }
  }
  return fields;
}

/** The types a schema takes, its own and its branches'. */
export function typesOf(schema: Schema): string[] {
  const own = schema.type === undefined ? [] : [schema.type].flat();
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap(typesOf);
  return [...new Set([...own, ...branches])];
}

/** The schema and its branches: where a rule may be said. */
export const alternativesOf = (schema: Schema): Schema[] => [
  schema,
  ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap(alternativesOf),
];

/** The days a generated date falls on: the contract's dates are real days of these years. */
const FIRST_DAY = new Date("1900-01-01T00:00:00Z");
const LAST_DAY = new Date("2100-12-31T00:00:00Z");

/**
 * Values a client generated from the document could send for a schema: what its type, format,
 * pattern, enum, lengths and range allow (the keywords the contract's request schemas use).
 */
export function valuesOf(
  given: Schema,
  resolve: (schema: Schema) => Schema = (schema) => schema,
): fc.Arbitrary<unknown> {
  const schema = resolve(given);
  const valuesOfPart = (part: Schema) => valuesOf(part, resolve);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const choices = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  if (choices.length) return fc.oneof(...choices.map(valuesOfPart));
  const types = typesOf(schema);
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case "integer":
        case "number":
          return fc.integer({
            min: Math.max(schema.minimum ?? -(2 ** 31), Number.MIN_SAFE_INTEGER),
            max: Math.min(schema.maximum ?? 2 ** 31, Number.MAX_SAFE_INTEGER),
          });
        case "boolean":
          return fc.boolean();
        case "null":
          return fc.constant(null);
        case "array":
          return fc.array(valuesOfPart(schema.items ?? {}), {
            minLength: schema.minItems ?? 0,
            maxLength: Math.min(schema.maxItems ?? 5, 5),
          });
        case "string":
          return textsOf(schema);
        case "object":
          return fc.record(
            Object.fromEntries(
              Object.entries(schema.properties ?? {}).map(([name, property]) => [
                name,
                valuesOfPart(property),
              ]),
            ),
            { requiredKeys: schema.required ?? [] },
          );
        default:
          throw new Error(`no values for a schema of type ${type}`);
      }
    }),
  );
}

function textsOf(schema: Schema): fc.Arbitrary<string> {
  const base =
    schema.format === "date"
      ? fc
          .date({ min: FIRST_DAY, max: LAST_DAY, noInvalidDate: true })
          .map((d) => d.toISOString().slice(0, 10))
      : schema.format === "email"
        ? fc.emailAddress()
        : schema.pattern !== undefined
          ? fc.stringMatching(new RegExp(schema.pattern))
          : fc.string({ unit: "binary", maxLength: schema.maxLength ?? 20 });
  const pattern = schema.pattern === undefined ? undefined : new RegExp(schema.pattern);
  return base.filter(
    (text) =>
      text.length >= (schema.minLength ?? 0) &&
      text.length <= (schema.maxLength ?? Infinity) &&
      (pattern === undefined || pattern.test(text)),
  );
}
