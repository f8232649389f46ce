import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { paths } from "../../contract/api";
import { buildApp } from "../../server/app";
import { localStorage, type FileStorage } from "../../server/storage/index";
import { seededApp, describeEachDb, type TestApp } from "./harness";
import { multipart, sample, validFields } from "./schoolsFixtures";

describeEachDb("file downloads", (kind) => {
  let t: TestApp;
  let token: string;
  let documentUrl: string;
  beforeEach(async () => {
    ({ t, token } = await seededApp(kind));
    const body = multipart(await validFields(t.db), [
      { field: "school_documents", name: "Affiliation.pdf", data: sample.pdf },
    ]);
    const created = await t.app.inject({
      method: "POST",
      url: paths.schoolRegister,
      payload: body.payload,
      headers: { ...body.headers, ...t.auth(token) },
    });
    const id = created.json().resources.data.school_id;
    const school = await t.app.inject({
      url: `/v1/super-admin/school/${id}`,
      headers: t.auth(token),
    });
    documentUrl = school.json().resources.data.assets.document[0].url;
  });
  afterEach(() => t.close());

  it("streams the stored file with its length, never reading it whole into memory", async () => {
    const real = localStorage(path.join(t.dataDir, "files"));
    let streamed = 0;
    const streamingOnly: FileStorage = {
      ...real,
      read: () => Promise.reject(new Error("a download must not read a whole file")),
      stream: (key) => {
        streamed++;
        return real.stream(key);
      },
    };
    const app = await buildApp({ config: t.config, db: t.db, storage: streamingOnly });
    await app.ready();
    try {
      const res = await app.inject({ url: documentUrl });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-length"]).toBe(String(sample.pdf.length));
      expect(res.rawPayload.equals(sample.pdf)).toBe(true);
      expect(streamed).toBe(1);
    } finally {
      await app.close();
    }
  });

  it("answers the JSON 404 when the file is missing from the storage", async () => {
    const root = path.join(t.dataDir, "files");
    for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) fs.rmSync(path.join(entry.parentPath, entry.name));
    }
    const res = await t.app.inject({ url: documentUrl });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.json()).toMatchObject({ status: false, code: 404, message: "File not found" });
  });
});
