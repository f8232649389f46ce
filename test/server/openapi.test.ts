import { REST_RESOURCES, REST_UPDATABLE } from "../../contract/rest";
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ID_MAX } from "../../contract/common";
import {
  SCHOOL_FORM_FIELDS,
  SCHOOL_FORM_ONLY_FIELDS,
  schoolListQuerySchema,
  schoolPayloadSchema,
} from "../../contract/schools";
import { createTestApp, describeEachDb, type TestApp } from "./harness";
import {
  alternativesOf,
  requestFields,
  resolverOf,
  typesOf,
  valuesOf,
  type OpenApiDocument,
  type Schema,
} from "./openapiWalk";
import fc from "fast-check";
import type { z } from "zod";
import { periodQuerySchema } from "../../contract/analytics";
import { attendanceBulkPayloadSchema } from "../../contract/attendance";
import { attendanceQuerySchema } from "../../contract/attendanceAnalytics";
import { bulkVerifyPayloadSchema } from "../../contract/audit";
import { boardAdminPayloadSchema } from "../../contract/boardAdmins";
import { holidayListQuerySchema, holidayPayloadSchema } from "../../contract/holidays";

type Operation = {
  operationId?: string;
  tags?: string[];
  summary?: string;
  description?: string;
  security?: unknown[];
  parameters?: {
    in: string;
    name: string;
    required?: boolean;
    description?: string;
    schema: Schema;
  }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown>; encoding?: object }> };
  responses: Record<string, { content?: Record<string, { example?: unknown }> }>;
};
type Document = {
  openapi: string;
  servers?: unknown[];
  paths: Record<string, Record<string, Operation>>;
};

const redocly = path.resolve("node_modules/@redocly/cli/bin/cli.js");
const spectral = path.resolve("node_modules/@stoplight/spectral-cli/dist/index.js");

/**
 * Runs a linter's CLI (`script` with `args`, the document's file last) on `doc` written to a
 * temporary file, and answers what it printed: both exit non-zero on a finding, which the test
 * shows from the output.
 */
async function lintOutput(doc: unknown, script: string, args: string[]): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rollcall-openapi-"));
  const file = path.join(dir, "openapi.json");
  fs.writeFileSync(file, JSON.stringify(doc));
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [script, "lint", file, ...args],
      {
        env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
      },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? "" }));
    return stdout;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describeEachDb("the OpenAPI document", (kind) => {
  let t: TestApp;
  let doc: Document;
  const operations = () =>
    Object.entries(doc.paths).flatMap(([url, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ name: `${method} ${url}`, op })),
    );
  const operation = (id: string) => operations().find((o) => o.op.operationId === id)!.op;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const res = await t.app.inject({ method: "GET", url: "/v1/openapi.json" });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(() => t.close());

  it("passes Redocly's recommended rules with no error and no warning", async () => {
    const stdout = await lintOutput(doc, redocly, ["--extends=recommended", "--format=json"]);
    const report = JSON.parse(stdout.slice(stdout.indexOf("{"))) as {
      totals: { errors: number; warnings: number };
      problems: { message: string }[];
    };
    expect(report.problems.map((p) => p.message)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 60_000);

  it("passes Spectral's OpenAPI rules (the repository's .spectral.yaml) with no warning", async () => {
    const stdout = await lintOutput(doc, spectral, [
      "--ruleset",
      ".spectral.yaml",
      "--format=json",
      "--quiet",
    ]);
    const findings = JSON.parse(stdout.slice(stdout.indexOf("["))) as {
      code: string;
      path: string[];
    }[];
    expect(findings.map((f) => `${f.code} at ${f.path.join(".")}`)).toEqual([]);
  }, 60_000);

  it("is OpenAPI 3.1 with its server, and every operation is named, tagged and summarised", () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(doc.servers).toHaveLength(1);
    expect(operations().length).toBeGreaterThanOrEqual(19);
    for (const { name, op } of operations()) {
      expect(op.operationId, name).toMatch(/^[a-zA-Z]+$/);
      expect(op.tags, name).toHaveLength(1);
      expect(op.summary, name).toBeTruthy();
    }
  });

  it("gives every answer an example, and every operation its 4xx answers", () => {
    for (const { name, op } of operations()) {
      expect(
        Object.keys(op.responses).some((s) => s.startsWith("4")),
        name,
      ).toBe(true);
      for (const [status, response] of Object.entries(op.responses)) {
        const json = response.content?.["application/json"];
        if (json) expect(json.example, `${name} ${status}`).toBeDefined();
      }
    }
    // 400: an unknown query parameter (server/plugins/queryParameters.ts); 431: headers too
    // large for Node's parser (server/plugins/clientErrors.ts).
    expect(Object.keys(operation("getSchool").responses)).toEqual([
      "200",
      "400",
      "401",
      "403",
      "404",
      "431",
      "500",
    ]);
    // One board administrator by id (the console's getOne and getMany), as a school is read.
    expect(Object.keys(operation("getBoardAdmin").responses)).toEqual(
      Object.keys(operation("getSchool").responses),
    );
    expect(Object.keys(operation("login").responses)).toContain("429");
    expect(Object.keys(operation("createBoardAdmin").responses)).toContain("409");
  });

  it("says which credentials each operation takes: Basic, bearer or none", () => {
    expect(operation("login").security).toEqual([{ basic: [] }]);
    expect(operation("health").security).toEqual([]);
    expect(operation("downloadSchoolFile").security).toEqual([]);
    expect(operation("downloadSchoolFile").parameters?.map((p) => `${p.in}:${p.name}`)).toEqual(
      expect.arrayContaining(["query:expires", "query:sig", "path:id"]),
    );
    expect(operation("listSchools").security).toBeUndefined(); // the document's default: bearer
    expect((doc as unknown as { security: unknown }).security).toEqual([{ bearer: [] }]);
  });

  it("documents the lists' searches: what each matches and its limit", () => {
    for (const id of ["listSchools", "listBoardAdmins"]) {
      const search = operation(id).parameters?.find((p) => p.name === "search");
      expect(search, id).toMatchObject({ in: "query", required: false });
      expect(search?.schema, id).toMatchObject({ type: "string", maxLength: 100 });
      expect(search?.description, id).toMatch(/^Words \(any case\), each found in /);
    }
    expect(
      operation("listBoardAdmins").parameters?.find((p) => p.name === "search")?.description,
    ).toContain("board name");
    expect(operation("restListBoardAdmins").description).toContain("filters on id, q.");
    expect(operation("restListBoardAdmins").description).toContain("username");
  });

  it("documents ids in the range the database holds", () => {
    // A session's id and an export's ticket are opaque strings, a holiday's key its day, an
    // attendance breakdown's what it goes by; every other id in a path is a record's number.
    const notIds = [
      "endSession",
      "downloadExport",
      "renameHoliday",
      "removeHoliday",
      "getAttendanceBreakdown",
    ];
    const idParams = operations()
      .filter(({ op }) => !notIds.includes(op.operationId!))
      .flatMap(({ op }) => (op.parameters ?? []).filter((p) => p.in === "path"));
    // Five of the super-admin API's, five of the school imports', and the simple-REST dialect's
    // getOne and update.
    expect(idParams.length).toBe(
      5 + 5 + REST_RESOURCES.length + Object.keys(REST_UPDATABLE).length,
    );
    for (const param of idParams) {
      expect(param.schema).toMatchObject({ minimum: 1, maximum: ID_MAX });
    }
    const sessionId = operation("endSession").parameters?.find((p) => p.in === "path");
    expect(sessionId?.schema).toMatchObject({ type: "string", maxLength: 100 });
    const ticket = operation("downloadExport").parameters?.find((p) => p.in === "path");
    expect(ticket?.schema).toMatchObject({ type: "string", maxLength: 4096 });
    const day = operation("removeHoliday").parameters?.find((p) => p.in === "path");
    expect(day).toMatchObject({ name: "day", schema: { type: "string" } });
    const by = operation("getAttendanceBreakdown").parameters?.find((p) => p.in === "path");
    expect(by).toMatchObject({ name: "by", schema: { enum: ["place", "main_board", "type"] } });
  });

  describe("says of each field of a request what the validation checks", () => {
    const fields = () => requestFields(doc as unknown as OpenApiDocument);
    /** Days, by the contract's names for them (an export's `token` is no `to`). */
    const DAY_NAMES = ["day", "from", "to", "registered_from", "registered_to"];

    it("gives every day its format, date", () => {
      const days = fields().filter(({ name }) => DAY_NAMES.includes(name));
      // The dashboard's period, the holidays, the registration filters, attendance, the audit.
      expect(days.length).toBeGreaterThan(30);
      // The audit trail's moments take a date-time too: one of their forms is the day.
      const undated = days.filter(({ schema }) =>
        alternativesOf(schema).every((form) => form.format !== "date"),
      );
      expect(undated.map(({ where }) => where)).toEqual([]);
    });

    it("gives every required text a length of at least one, or a form that has one", () => {
      // A file's content has no length to say; the simple-REST update's body is the record as
      // getOne answered it, its read-only fields compared with the stored ones, not validated.
      const texts = fields().filter(
        ({ where, required, schema }) =>
          required &&
          typesOf(schema).includes("string") &&
          schema.contentMediaType === undefined &&
          !/^restUpdate\w+ body/.test(where),
      );
      expect(texts.length).toBeGreaterThan(40);
      const unbounded = texts.filter(({ schema }) =>
        alternativesOf(schema).every(
          (form) =>
            (form.minLength ?? 0) < 1 &&
            form.format === undefined &&
            form.pattern === undefined &&
            form.enum === undefined &&
            form.const === undefined,
        ),
      );
      expect(unbounded.map(({ where }) => where)).toEqual([]);
    });

    it("gives every id the range 1..2147483647, as a number and as its digits", () => {
      // A number, or a form's text of one; a session's id (an opaque text) is no number.
      const ids = fields().filter(
        ({ name, schema }) =>
          (name === "id" || name === "ids" || name.endsWith("_id")) &&
          typesOf(schema).some((type) => type === "integer" || type === "number"),
      );
      expect(ids.length).toBeGreaterThan(40);
      const loose = ids.filter(({ schema }) =>
        alternativesOf(schema).some((form) => {
          // A choice says nothing itself: each of its forms does.
          const types = form.type === undefined ? [] : [form.type].flat();
          const numeric = types.includes("integer") || types.includes("number");
          return (
            (numeric && (form.minimum !== 1 || form.maximum !== ID_MAX)) ||
            (types.includes("string") && form.pattern === undefined)
          );
        }),
      );
      expect(loose.map(({ where }) => where)).toEqual([]);
    });

    /** Each request's schema of the contract, and where the document describes it. */
    const VALIDATED: {
      operationId: string;
      part: "query" | "json" | "form";
      schema: z.ZodObject;
    }[] = [
      { operationId: "getRegistrationTrend", part: "query", schema: periodQuerySchema },
      { operationId: "getAttendanceOverview", part: "query", schema: attendanceQuerySchema },
      { operationId: "listSchools", part: "query", schema: schoolListQuerySchema },
      { operationId: "listHolidays", part: "query", schema: holidayListQuerySchema },
      { operationId: "addHoliday", part: "json", schema: holidayPayloadSchema },
      { operationId: "recordAttendance", part: "json", schema: attendanceBulkPayloadSchema },
      { operationId: "createBoardAdmin", part: "json", schema: boardAdminPayloadSchema },
      { operationId: "bulkApproveSchools", part: "json", schema: bulkVerifyPayloadSchema },
      { operationId: "registerSchool", part: "form", schema: schoolPayloadSchema(new Date()) },
    ];

    it("takes every day, id and required text a client generates from the document", () => {
      const resolve = resolverOf(doc as unknown as OpenApiDocument);
      for (const { operationId, part, schema } of VALIDATED) {
        const op = operation(operationId);
        const type = part === "json" ? "application/json" : "multipart/form-data";
        const body =
          part === "query" ? undefined : resolve(op.requestBody!.content[type].schema as Schema);
        const documented: { name: string; required: boolean; schema: Schema }[] = body
          ? Object.entries(body.properties ?? {})
              // A file's part is read by the handler, not by the schema.
              .filter(([, property]) => property.items?.contentMediaType === undefined)
              .map(([name, property]) => ({
                name,
                required: body.required?.includes(name) ?? false,
                schema: property,
              }))
          : (op.parameters ?? [])
              .filter((p) => p.in === "query")
              .map((p) => ({ name: p.name, required: p.required ?? false, schema: p.schema }));
        // The document names the schema's fields, none other: the pairs above are the routes'.
        expect(documented.map((f) => f.name).sort(), operationId).toEqual(
          Object.keys(schema.shape).sort(),
        );
        const checked = documented.filter(
          ({ name, required }) =>
            required || DAY_NAMES.includes(name) || name === "ids" || name.endsWith("_id"),
        );
        expect(checked.length, operationId).toBeGreaterThan(0);
        for (const field of checked) {
          const rule = schema.shape[field.name] as z.ZodType;
          // A query's value and a form's are text: a number is sent as its digits.
          const sent = valuesOf(field.schema, resolve).map((value) =>
            part === "json" ? value : String(value),
          );
          fc.assert(
            fc.property(sent, (value) => {
              const parsed = rule.safeParse(value);
              if (!parsed.success) {
                throw new Error(
                  `${operationId} ${field.name}: ${JSON.stringify(value)} is refused: ${parsed.error.issues[0].message}`,
                );
              }
            }),
            { numRuns: 200 },
          );
        }
      }
    });
  });

  it("documents register and update as multipart, with each field and file", () => {
    const sent = SCHOOL_FORM_FIELDS.filter(
      (f) => !(SCHOOL_FORM_ONLY_FIELDS as readonly string[]).includes(f),
    );
    for (const id of ["registerSchool", "updateSchool"]) {
      const body = operation(id).requestBody!.content["multipart/form-data"];
      const properties = body.schema.properties as Record<string, { maxItems?: number }>;
      expect(Object.keys(properties)).toEqual(expect.arrayContaining([...sent]));
      expect(properties.school_image.maxItems).toBe(1);
      expect(properties.school_documents.maxItems).toBe(10);
      expect(body.encoding).toMatchObject({
        school_image: { contentType: "image/png, image/jpeg, image/webp" },
      });
    }
    expect(
      Object.keys(
        operation("updateSchool").requestBody!.content["multipart/form-data"].schema
          .properties as object,
      ),
    ).toEqual(expect.arrayContaining(["school_id", "remove_document_ids"]));
  });

  it("documents the import's upload with its one file required, and a school's files optional", () => {
    const upload = operation("uploadSchoolImport").requestBody!.content["multipart/form-data"];
    expect(upload.schema.required).toEqual(["file"]);
    expect(upload.schema.properties).toMatchObject({ file: { minItems: 1, maxItems: 1 } });
    const register = operation("registerSchool").requestBody!.content["multipart/form-data"];
    expect(register.schema.required).not.toContain("school_image");
    expect(register.schema.required).not.toContain("school_documents");
  });

  it("uses no `nullable` without a type", () => {
    expect(JSON.stringify(doc)).not.toContain('"nullable"');
  });

  it("gives the reference at /v1/docs a phone's viewport, whatever encoding is asked for", async () => {
    for (const url of ["/v1/docs", "/v1/docs/"]) {
      const page = await t.app.inject({ method: "GET", url, headers: { "accept-encoding": "br" } });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain(
        '<meta name="viewport" content="width=device-width, initial-scale=1.0" />',
      );
    }
  });

  it("serves a readable reference at /v1/docs from the product's own files, under the site's CSP", async () => {
    const page = await t.app.inject({ method: "GET", url: "/v1/docs" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    const site = await t.app.inject({ method: "GET", url: "/health" });
    expect(page.headers["content-security-policy"]).toBe(site.headers["content-security-policy"]);
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) {
      expect(source, source).not.toMatch(/^(https?:)?\/\//);
      const url = new URL(source, "http://rollcall.test/v1/docs").pathname;
      expect((await t.app.inject({ method: "GET", url })).statusCode, url).toBe(200);
    }
  });
});
