import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UploadRule } from "../../../contract/schools";
import { ApiError } from "../../../server/http";
import { failure } from "../../../server/plugins/errors";
import { uploads } from "../../../server/plugins/uploads";
import { cleanFileName, readMultipart } from "../../../server/schools/uploads";
import { multipart, sample, type FilePart } from "../schoolsFixtures";

// Small limits, so that a test reaches them with a few bytes.
const PHOTO: UploadRule = {
  field: "photo",
  maxFiles: 1,
  maxBytes: 64,
  extensions: ["png"],
  accept: { "image/png": [".png"] },
};
const DOCS: UploadRule = {
  field: "docs",
  maxFiles: 2,
  maxBytes: 128,
  extensions: ["pdf", "csv"],
  accept: { "application/pdf": [".pdf"], "text/csv": [".csv"] },
};
const PHOTO_TYPE = "File type must be png";
const DOCS_TYPE = "File type must be pdf, csv";

/** A PNG of exactly `size` bytes (the sniffer reads its signature only). */
const png = (size: number) => Buffer.concat([sample.png.subarray(0, 8), Buffer.alloc(size - 8)]);
const csv = (size: number) => Buffer.alloc(size, "a");

describe("reading an upload form", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await app.register(uploads);
    // The form as read, or the refusal as the API would answer it.
    app.post("/form", async (request, reply) => {
      try {
        const form = await readMultipart(request, [PHOTO, DOCS]);
        const files = Object.fromEntries(
          Object.entries(form.files).map(([field, list]) => [
            field,
            list.map(({ data, ...file }) => ({ ...file, size: data.length })),
          ]),
        );
        // The field errors as the API answers them (a keyed message as its text).
        const { errors = {} } = failure(400, "", form.errors);
        return { fields: form.fields, files, errors };
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        const { message, errors } = failure(error.statusCode, error.said, error.errors);
        return reply.code(error.statusCode).send({ message, errors });
      }
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const send = (fields: Record<string, string | string[]>, files: FilePart[] = []) => {
    const body = multipart(fields, files);
    return app.inject({ method: "POST", url: "/form", ...body });
  };

  it("reads the text fields, a repeated name as a list", async () => {
    const res = await send({ name: "Green Valley", tags: ["a", "b", "c"] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      fields: { name: "Green Valley", tags: ["a", "b", "c"] },
      files: {},
      errors: {},
    });
  });

  it("keeps each file that matches its rule, with its type read from its bytes and a clean name", async () => {
    const res = await send({}, [
      { field: "photo", name: "C:\\Pictures\\front.png", data: png(64) },
      { field: "docs", name: "Affiliation.pdf", data: Buffer.from("%PDF-1.4 x") },
      { field: "docs", name: "../students.csv", data: csv(128) },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      fields: {},
      files: {
        photo: [{ fileName: "front.png", extension: "png", contentType: "image/png", size: 64 }],
        docs: [
          {
            fileName: "Affiliation.pdf",
            extension: "pdf",
            contentType: "application/pdf",
            size: 10,
          },
          {
            fileName: "students.csv",
            extension: "csv",
            contentType: "text/csv; charset=utf-8",
            size: 128,
          },
        ],
      },
      errors: {},
    });
  });

  it("skips an empty file input and files that no rule names", async () => {
    const res = await send({ name: "x" }, [
      { field: "photo", name: "", data: Buffer.alloc(0) },
      { field: "avatar", name: "me.png", data: png(16) },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ fields: { name: "x" }, files: {}, errors: {} });
  });

  it("refuses an empty file that has a name, and bytes without a name, as the wrong type", async () => {
    const named = await send({}, [{ field: "photo", name: "front.png", data: Buffer.alloc(0) }]);
    expect(named.json().errors).toEqual({ photo: PHOTO_TYPE });
    const nameless = await send({}, [{ field: "docs", name: "", data: csv(8) }]);
    expect(nameless.json().errors).toEqual({ docs: DOCS_TYPE });
  });

  it("refuses a file whose bytes do not match its rule, at its field, keeping the others", async () => {
    const res = await send({}, [
      { field: "photo", name: "front.png", data: sample.exe.subarray(0, 32) },
      { field: "docs", name: "fees.pdf", data: png(32) },
      { field: "docs", name: "fees.csv", data: csv(4) },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().errors).toEqual({ photo: PHOTO_TYPE, docs: DOCS_TYPE });
    expect(res.json().files).toEqual({
      photo: [],
      docs: [expect.objectContaining({ fileName: "fees.csv" })],
    });
  });

  it("refuses more files than a rule takes", async () => {
    const res = await send({}, [
      { field: "docs", name: "a.csv", data: csv(4) },
      { field: "docs", name: "b.csv", data: csv(4) },
      { field: "docs", name: "c.csv", data: csv(4) },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().errors).toEqual({ docs: "Too many files" });
    expect(res.json().files.docs.map((f: { fileName: string }) => f.fileName)).toEqual([
      "a.csv",
      "b.csv",
    ]);
  });

  it("answers 413 for a file over its own rule's size, under the largest", async () => {
    const res = await send({}, [
      { field: "photo", name: "front.png", data: png(65) },
      { field: "docs", name: "a.csv", data: csv(4) },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      message: "File is larger than 64 bytes",
      errors: { photo: "File is larger than 64 bytes" },
    });
  });

  it("answers 413 for a file over the largest rule's size", async () => {
    const res = await send({}, [{ field: "docs", name: "a.csv", data: csv(129) }]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      message: "File is larger than 128 bytes",
      errors: { docs: "File is larger than 128 bytes" },
    });
  });

  it("answers 413 for a file of no rule over the largest size", async () => {
    const res = await send({}, [{ field: "avatar", name: "me.csv", data: csv(200) }]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      message: "The file is too large.",
      errors: { file: "The file is too large." },
    });
  });

  it("refuses more file parts than the form could hold, at its last file field", async () => {
    const parts = Array.from({ length: 9 }, (_, i) => ({
      field: "avatar",
      name: `${i}.csv`,
      data: csv(4),
    }));
    const res = await send({}, parts);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "Too many files", errors: { docs: "Too many files" } });
  });

  it("takes as many file parts as the form could hold", async () => {
    const parts = Array.from({ length: 8 }, (_, i) => ({
      field: "avatar",
      name: `${i}.csv`,
      data: csv(4),
    }));
    expect((await send({}, parts)).statusCode).toBe(200);
  });

  it("answers 415 to a body that is not multipart", async () => {
    const res = await app.inject({ method: "POST", url: "/form", payload: { name: "x" } });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe("Send the school as multipart/form-data.");
  });

  it("answers 400 to a multipart body cut short", async () => {
    const body = multipart({ name: "x" }, [{ field: "docs", name: "a.csv", data: csv(64) }]);
    const res = await app.inject({
      method: "POST",
      url: "/form",
      headers: body.headers,
      payload: body.payload.subarray(0, body.payload.length - 40),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("The multipart body could not be read.");
  });

  it("passes on the multipart reader's own refusals, such as too many fields", async () => {
    const fields = Object.fromEntries(Array.from({ length: 61 }, (_, i) => [`f${i}`, "x"]));
    const res = await send(fields);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/fields limit/);
  });
});

describe("the stored name of an uploaded file", () => {
  it.each([
    ["Affiliation.pdf", "Affiliation.pdf"],
    ["C:\\Users\\asha\\Affiliation.pdf", "Affiliation.pdf"],
    ["../../etc/passwd.pdf", "passwd.pdf"],
    ['my "best" report.pdf', "my best report.pdf"],
    ["a\u0000b\u001fc\u007fd.pdf", "abcd.pdf"],
    ["  École verte.pdf  ", "École verte.pdf"],
    ["", "file.pdf"],
    ["\\", "file.pdf"],
    ['"\u0001"', "file.pdf"],
  ])("stores %j as %j", (name, stored) => {
    expect(cleanFileName(name, "pdf")).toBe(stored);
  });

  it("keeps the last 200 characters of a long name, with its extension", () => {
    const name = `${"a".repeat(150)}${"b".repeat(196)}.pdf`;
    expect(cleanFileName(name, "pdf")).toBe(`${"b".repeat(196)}.pdf`);
  });
});
