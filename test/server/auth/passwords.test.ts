import { describe, expect, it } from "vitest";
import {
  dummyPasswordHash,
  generatePassword,
  hashPassword,
  verifyPassword,
} from "../../../server/auth/passwords";

describe("password hashes", () => {
  it("are stored as scrypt$N$r$p$salt$key, with a fresh salt each time, and verify", async () => {
    const hash = await hashPassword("correct horse", 10);
    const [scheme, n, r, p, salt, key] = hash.split("$");
    expect([scheme, n, r, p]).toEqual(["scrypt", "1024", "8", "1"]);
    expect(Buffer.from(salt, "base64")).toHaveLength(16);
    expect(Buffer.from(key, "base64")).toHaveLength(32);
    expect(await hashPassword("correct horse", 10)).not.toBe(hash);
    expect(await verifyPassword("correct horse", hash)).toBe(true);
    expect(await verifyPassword("correct horsE", hash)).toBe(false);
  });

  it("verify with the parameters stored in the hash, not today's", async () => {
    const hash = await hashPassword("correct horse", 11);
    expect(hash.split("$")[1]).toBe("2048");
    expect(await verifyPassword("correct horse", hash)).toBe(true);
    const [scheme, , r, p, salt, key] = hash.split("$");
    expect(await verifyPassword("correct horse", [scheme, 1024, r, p, salt, key].join("$"))).toBe(
      false,
    );
  });

  it("treat a password's composed and decomposed accents as the same password", async () => {
    const hash = await hashPassword("caf\u00e9", 10);
    expect(await verifyPassword("cafe\u0301", hash)).toBe(true);
  });

  it("match nothing when the stored text is no scrypt hash, or is cut short", async () => {
    const hash = await hashPassword("correct horse", 10);
    const parts = hash.split("$");
    expect(await verifyPassword("correct horse", ["bcrypt", ...parts.slice(1)].join("$"))).toBe(
      false,
    );
    expect(await verifyPassword("correct horse", parts.slice(0, 5).join("$"))).toBe(false);
    expect(await verifyPassword("correct horse", parts.slice(0, 4).join("$"))).toBe(false);
    expect(
      await verifyPassword("correct horse", [...parts.slice(0, 4), "", parts[5]].join("$")),
    ).toBe(false);
    // A key of another length (a truncated column) is a mismatch, not an error.
    const short = Buffer.from(parts[5], "base64").subarray(0, 16).toString("base64");
    expect(await verifyPassword("correct horse", [...parts.slice(0, 5), short].join("$"))).toBe(
      false,
    );
  });

  it("of unknown users are one hash, made once, that no password matches", async () => {
    const dummy = dummyPasswordHash(10);
    expect(dummyPasswordHash(12)).toBe(dummy);
    const hash = await dummy;
    expect(hash.split("$").slice(0, 2)).toEqual(["scrypt", "1024"]);
    expect(await verifyPassword("", hash)).toBe(false);
  });
});

describe("generated passwords", () => {
  it("are 16 characters without look-alikes (0, O, 1, l, I), and differ", () => {
    const passwords = Array.from({ length: 50 }, generatePassword);
    for (const password of passwords) {
      expect(password).toMatch(/^[ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789]{16}$/);
    }
    expect(new Set(passwords).size).toBe(50);
  });
});
