import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

// OWASP's scrypt parameters: N=2^17, r=8, p=1 (128 MiB of memory per hash). Tests lower N
// through the config; the parameters are stored with each hash, so both verify.
export const DEFAULT_SCRYPT_LOG_N = 17;
const MAXMEM = 256 * 1024 * 1024;
const KEY_LENGTH = 32;

function scryptAsync(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFC"), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** Hashes a password as `scrypt$N$r$p$salt$key` (base64), so parameters can change later. */
export async function hashPassword(password: string, logN = DEFAULT_SCRYPT_LOG_N): Promise<string> {
  const salt = randomBytes(16);
  const params = { N: 2 ** logN, r: 8, p: 1 };
  const key = await scryptAsync(password, salt, { ...params, maxmem: MAXMEM });
  return [
    "scrypt",
    params.N,
    params.r,
    params.p,
    salt.toString("base64"),
    key.toString("base64"),
  ].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !key) return false;
  const expected = Buffer.from(key, "base64");
  const actual = await scryptAsync(password, Buffer.from(salt, "base64"), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAXMEM,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash that matches no password: checked against when the user is unknown, so both take as long. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(logN = DEFAULT_SCRYPT_LOG_N): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"), logN);
  return dummyHash;
}

/** A readable random password (for the first administrator and new board administrators). */
export function generatePassword(): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789";
  const bytes = randomBytes(16);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("");
}
