import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CompressedAnswers, preferredEncoding } from "../../server/plugins/compression";
import { seededApp, createTestApp, describeEachDb, type TestApp } from "./harness";

const SCRIPT = `console.log(${JSON.stringify("rollcall ".repeat(400))});`;
const HTML = `<!doctype html><title>Rollcall</title><script type="module" src="/assets/index-Ab12Cd.js"></script>`;

/** A console build as Vite leaves it: hashed assets with .br and .gz siblings, and a source map. */
function fakeBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rollcall-dist-"));
  fs.mkdirSync(path.join(dir, "assets"));
  const write = (name: string, text: string) => {
    fs.writeFileSync(path.join(dir, name), text);
    fs.writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(text));
    fs.writeFileSync(path.join(dir, `${name}.gz`), gzipSync(text));
  };
  write("index.html", HTML);
  write("assets/index-Ab12Cd.js", SCRIPT);
  fs.writeFileSync(path.join(dir, "assets", "index-Ab12Cd.js.map"), '{"version":3}');
  return dir;
}

describeEachDb("the console's files are compressed and cached", (kind) => {
  let t: TestApp;
  let withMaps: TestApp;
  let staticDir: string;
  beforeAll(async () => {
    staticDir = fakeBuild();
    t = await createTestApp(kind, { staticDir });
    withMaps = await createTestApp(kind, { staticDir, serveSourceMaps: true });
  });
  afterAll(async () => {
    await t.close();
    await withMaps.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) =>
    t.app.inject({ url, headers: encoding ? { "accept-encoding": encoding } : {} });

  it("lets the browser keep hashed assets for a year, and never keep the HTML unchecked", async () => {
    const asset = await get("/assets/index-Ab12Cd.js");
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    for (const url of ["/", "/index.html", "/dashboard", "/school/profile/5"]) {
      const page = await get(url, "br, gzip");
      expect(page.statusCode, url).toBe(200);
      expect(page.headers["cache-control"], url).toBe("no-cache");
    }
  });

  it("sends brotli to a browser that takes it, gzip to one that takes only gzip, plain otherwise", async () => {
    const br = await get("/assets/index-Ab12Cd.js", "gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await get("/assets/index-Ab12Cd.js", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get("/assets/index-Ab12Cd.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);

    const page = await get("/school", "br");
    expect(page.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(HTML);
  });

  it("does not publish source maps unless the configuration asks for them", async () => {
    expect((await get("/assets/index-Ab12Cd.js.map")).statusCode).toBe(404);
    const served = await withMaps.app.inject({ url: "/assets/index-Ab12Cd.js.map" });
    expect(served.statusCode).toBe(200);
    expect(served.body).toBe('{"version":3}');
  });
});

describeEachDb("API answers are compressed when large", (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    ({ t, token } = await seededApp(kind, { schools: 40, seed: 11 }));
  });
  afterAll(() => t.close());

  it("sends a long school list compressed with brotli, and the same data uncompressed on request", async () => {
    const url = "/v1/super-admin/school/list?page=1&limit=100";
    const res = await t.app.inject({
      url,
      headers: { ...t.auth(token), "accept-encoding": "br, gzip" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    const body = JSON.parse(brotliDecompressSync(res.rawPayload).toString());
    expect(body.resources.data).toHaveLength(40);

    const plain = await t.app.inject({ url, headers: t.auth(token) });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.json()).toEqual(body);
  });

  it("sends gzip to a client that takes only gzip, and small answers as they are", async () => {
    const doc = await t.app.inject({
      url: "/v1/openapi.json",
      headers: { "accept-encoding": "gzip" },
    });
    expect(doc.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(doc.rawPayload).toString())).toHaveProperty("openapi");

    const small = await t.app.inject({ url: "/health", headers: { "accept-encoding": "br" } });
    expect(small.statusCode).toBe(200);
    expect(small.headers["content-encoding"]).toBeUndefined();
  });

  it("sends the encoding the client weighs most, and plain to one that refuses both", async () => {
    const url = "/v1/super-admin/school/list?page=1&limit=100";
    const get = (encoding: string) =>
      t.app.inject({ url, headers: { ...t.auth(token), "accept-encoding": encoding } });
    const gz = await get("br;q=0.5, gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString()).resources.data).toHaveLength(40);
    const refused = await get("br;q=0, gzip;q=0, identity");
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(refused.headers.vary).toMatch(/accept-encoding/i);
    expect(refused.json().resources.data).toHaveLength(40);
  });
});

describe("the encoding an Accept-Encoding header asks for", () => {
  it("is brotli when taken, gzip when only gzip is, none when neither is", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip")).toBe("gzip");
    expect(preferredEncoding("deflate, identity")).toBeUndefined();
    expect(preferredEncoding("")).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });

  it("weighs q, brotli on a tie, and reads * as either encoding not named", () => {
    expect(preferredEncoding("br;q=0.4, gzip;q=0.8")).toBe("gzip");
    expect(preferredEncoding("BR; q=0.8 , GZIP;q=0.8")).toBe("br");
    expect(preferredEncoding("br;q=0, gzip")).toBe("gzip");
    expect(preferredEncoding("br;q=0, *")).toBe("gzip");
    expect(preferredEncoding("*")).toBe("br");
    expect(preferredEncoding("*;q=0, gzip")).toBe("gzip");
    expect(preferredEncoding("br;q=nonsense, gzip;q=0")).toBeUndefined();
  });
});

describe("the compressed answers kept", () => {
  const bytes = (n: number) => Buffer.alloc(n);
  /** A text of 50 characters. */
  const text = (c: string) => c.repeat(50);

  it("are kept apart by encoding and text", () => {
    const kept = new CompressedAnswers(1000);
    kept.set("br", "abc", bytes(3));
    expect(kept.get("br", "abc")).toEqual(bytes(3));
    expect(kept.get("gzip", "abc")).toBeUndefined();
    expect(kept.get("br", "abd")).toBeUndefined();
  });

  it("forget the answer kept longest once texts and forms pass the budget", () => {
    // Each entry costs its text (50) and its compressed form (50): 100.
    const kept = new CompressedAnswers(300);
    kept.set("br", text("a"), bytes(50));
    kept.set("br", text("b"), bytes(50));
    kept.set("br", text("c"), bytes(50));
    expect(kept.size).toBe(3);
    kept.set("br", text("d"), bytes(50));
    expect(kept.size).toBe(3);
    expect(kept.get("br", text("a"))).toBeUndefined();
    for (const c of "bcd") expect(kept.get("br", text(c))).toBeDefined();
  });

  it("count a text once for both its encodings", () => {
    const kept = new CompressedAnswers(300);
    kept.set("br", text("a"), bytes(50));
    kept.set("gzip", text("a"), bytes(50));
    kept.set("br", text("b"), bytes(50));
    // 150 + 100 = 250 of 300: both of a's forms are still there.
    expect(kept.get("br", text("a"))).toBeDefined();
    expect(kept.get("gzip", text("a"))).toBeDefined();
    kept.set("gzip", text("b"), bytes(50));
    // 300 of 300: nothing dropped yet; one more byte drops a, whole.
    expect(kept.size).toBe(2);
    kept.set("br", "c", bytes(1));
    expect(kept.get("gzip", text("a"))).toBeUndefined();
    expect(kept.get("br", text("a"))).toBeUndefined();
    expect(kept.get("gzip", text("b"))).toBeDefined();
  });

  it("count an answer set twice once, and never keep one larger than the budget", () => {
    const kept = new CompressedAnswers(300);
    kept.set("br", text("a"), bytes(50));
    kept.set("br", text("a"), bytes(50));
    kept.set("br", text("b"), bytes(50));
    kept.set("br", text("c"), bytes(50));
    expect(kept.size).toBe(3);
    kept.set("br", "x", bytes(400));
    expect(kept.get("br", "x")).toBeUndefined();
    expect(kept.size).toBe(3);
  });
});
