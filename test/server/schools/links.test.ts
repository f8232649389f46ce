import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paths } from "../../../contract/api";
import type { Db } from "../../../server/db/index";
import { assetLinks, LINK_TTL_SECONDS, signingKey } from "../../../server/schools/links";
import { describeEachDb, freshDb, testClock } from "../harness";

const KEY = Buffer.alloc(32, 7);
const at = (iso: string) => Date.parse(iso) / 1000;

/** The expiry and signature of a link. */
function parts(url: string) {
  const query = new URL(url, "http://localhost").searchParams;
  return { expires: Number(query.get("expires")), sig: query.get("sig")! };
}

describe("signed download links", () => {
  it("point at the asset and stay valid at least 15 minutes, rounded up to 5", () => {
    expect(LINK_TTL_SECONDS).toBe(15 * 60);
    const clock = testClock("2026-03-15T09:00:00Z");
    const links = assetLinks(KEY, clock.now);
    const url = links.url(42);
    expect(url.startsWith(`${paths.schoolAsset(42)}?expires=`)).toBe(true);
    expect(parts(url).sig).toMatch(/^[\w-]{43}$/);
    expect(parts(url).expires).toBe(at("2026-03-15T09:15:00Z"));
    clock.set("2026-03-15T09:00:01Z");
    expect(parts(links.url(42)).expires).toBe(at("2026-03-15T09:20:00Z"));
    clock.set("2026-03-15T09:00:00.500Z");
    expect(parts(links.url(42)).expires).toBe(at("2026-03-15T09:15:00Z"));
  });

  it("give the same link to profiles loaded within the same five minutes", () => {
    const clock = testClock("2026-03-15T09:00:01Z");
    const links = assetLinks(KEY, clock.now);
    const first = links.url(7);
    clock.set("2026-03-15T09:04:59Z");
    expect(links.url(7)).toBe(first);
  });

  it("are valid until their expiry second and expired after it", () => {
    const clock = testClock("2026-03-15T09:00:00Z");
    const links = assetLinks(KEY, clock.now);
    const { expires, sig } = parts(links.url(42));
    expect(links.check(42, expires, sig)).toBe("valid");
    clock.set(new Date(expires * 1000).toISOString());
    expect(links.check(42, expires, sig)).toBe("valid");
    clock.advance(1);
    expect(links.check(42, expires, sig)).toBe("expired");
  });

  it("are invalid for another asset, another expiry, another key or a changed signature", () => {
    const clock = testClock("2026-03-15T09:00:00Z");
    const links = assetLinks(KEY, clock.now);
    const { expires, sig } = parts(links.url(42));
    expect(links.check(43, expires, sig)).toBe("invalid");
    expect(links.check(42, expires + 300, sig)).toBe("invalid");
    expect(assetLinks(Buffer.alloc(32, 8), clock.now).check(42, expires, sig)).toBe("invalid");
    const changed = (sig[0] === "A" ? "B" : "A") + sig.slice(1);
    expect(links.check(42, expires, changed)).toBe("invalid");
    expect(links.check(42, expires, sig.slice(1))).toBe("invalid");
    expect(links.check(42, expires, "")).toBe("invalid");
  });
});

describeEachDb("the links' signing key", (kind) => {
  let db: Db;
  beforeAll(async () => {
    db = await freshDb(kind);
  });
  afterAll(() => db.close());

  it("is made once, 32 random bytes, and read back by every later call", async () => {
    const key = await signingKey(db);
    expect(key.length).toBe(32);
    expect((await signingKey(db)).equals(key)).toBe(true);
    const rows = await db.query("SELECT name FROM server_secrets");
    expect(rows).toEqual([{ name: "asset_links" }]);
  });
});
