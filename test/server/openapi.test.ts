import { REST_RESOURCES, REST_UPDATABLE } from "../../contract/rest";
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ID_MAX } from "../../contract/common";
import { SCHOOL_FORM_FIELDS, SCHOOL_FORM_ONLY_FIELDS } from "../../contract/schools";
import { createTestApp, describeEachDb, type TestApp } from "./harness";

type Operation = {
  operationId?: string;
  tags?: string[];
  summary?: string;
  description?: string;
  security?: unknown[];
  parameters?: {
    in: string;
    name: string;
    description?: string;
    schema: { minimum?: number; maximum?: number };
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
