import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Queryable } from "../db/index";
import { paths } from "../../contract/api";

/** How long a signed download link stays valid. */
export const LINK_TTL_SECONDS = 15 * 60;
/** Expiry times are rounded up to this, so that a profile reloaded soon gets the same links (cacheable). */
const ROUND_SECONDS = 5 * 60;

export const assetPath = paths.schoolAsset;

/** The signing key: generated once and kept in the database, so every server process shares it. */
export async function signingKey(db: Queryable): Promise<Buffer> {
  await db.query(
    "INSERT INTO server_secrets (name, value) VALUES ('asset_links', $1) ON CONFLICT (name) DO NOTHING",
    [randomBytes(32).toString("base64")],
  );
  const [row] = await db.query<{ value: string }>(
    "SELECT value FROM server_secrets WHERE name = 'asset_links'",
  );
  return Buffer.from(row.value, "base64");
}

export type LinkCheck = "valid" | "expired" | "invalid";

/**
 * Signed links to the files of one kind: `kind` goes into the signature, so that a link to one
 * kind of file (an import's error file) cannot be turned into a link to another (an asset).
 */
export function assetLinks(
  key: Buffer,
  now: () => Date,
  kind = "asset",
  pathOf: (id: number) => string = assetPath,
) {
  const mac = (id: number, expires: number) =>
    createHmac("sha256", key).update(`${kind}:${id}:${expires}`).digest("base64url");
  return {
    /** A link to the asset that needs no bearer token, valid for LINK_TTL_SECONDS or a little more. */
    url(id: number): string {
      const seconds = Math.floor(now().getTime() / 1000) + LINK_TTL_SECONDS;
      const expires = Math.ceil(seconds / ROUND_SECONDS) * ROUND_SECONDS;
      return `${pathOf(id)}?expires=${expires}&sig=${mac(id, expires)}`;
    },
    check(id: number, expires: number, sig: string): LinkCheck {
      const expected = Buffer.from(mac(id, expires));
      const given = Buffer.from(sig);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "invalid";
      return expires * 1000 < now().getTime() ? "expired" : "valid";
    },
  };
}
export type AssetLinks = ReturnType<typeof assetLinks>;
