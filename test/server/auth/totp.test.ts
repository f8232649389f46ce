import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  RECOVERY_CODE_COUNT,
  currentCode,
  hashChallenge,
  hashRecoveryCode,
  matchingStep,
  newChallenge,
  newRecoveryCodes,
  newSecret,
  otpauthUri,
} from "../../../server/auth/totp";

const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const at = (seconds: number) => new Date(seconds * 1000);

describe("authenticator codes", () => {
  it("are set up from a new 160-bit secret and an otpauth URI naming Rollcall and the user", () => {
    const secret = newSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newSecret()).not.toBe(secret);
    const uri = new URL(otpauthUri(secret, "admin"));
    expect(`${uri.protocol}//${uri.host}${decodeURIComponent(uri.pathname)}`).toBe(
      "otpauth://totp/Rollcall:admin",
    );
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      issuer: "Rollcall",
      secret,
      algorithm: "SHA1",
      digits: "6",
      period: "30",
    });
  });

  it("are RFC 6238's six digits of a 30-second step", () => {
    // RFC 6238's SHA-1 test vector at 59 s, its last six digits, with the RFC's 20-byte secret.
    const rfcSecret = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
    expect(currentCode(rfcSecret, at(59))).toBe("287082");
    expect(currentCode(rfcSecret, at(1111111109))).toBe("081804");
    expect(currentCode(SECRET, at(60))).toBe(currentCode(SECRET, at(89)));
    expect(currentCode(SECRET, at(90))).not.toBe(currentCode(SECRET, at(89)));
  });

  it("match the step they belong to, within one step before or after", () => {
    const now = at(30 * 1000 + 10);
    expect(matchingStep(SECRET, currentCode(SECRET, now), now)).toBe(1000);
    expect(matchingStep(SECRET, currentCode(SECRET, at(30 * 999)), now)).toBe(999);
    expect(matchingStep(SECRET, currentCode(SECRET, at(30 * 1001)), now)).toBe(1001);
    expect(matchingStep(SECRET, currentCode(SECRET, at(30 * 998)), now)).toBeNull();
    expect(matchingStep(SECRET, currentCode(SECRET, at(30 * 1002)), now)).toBeNull();
  });
});

describe("recovery codes", () => {
  it("are ten codes of four groups of four base32 characters, all different", () => {
    const codes = newRecoveryCodes();
    expect(RECOVERY_CODE_COUNT).toBe(10);
    expect(codes).toHaveLength(10);
    for (const code of codes)
      expect(code).toMatch(/^[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}$/);
    expect(new Set([...codes, ...newRecoveryCodes()]).size).toBe(20);
  });

  it("are stored as a hash of the code as typed in any case, without dashes or spaces", () => {
    const hash = hashRecoveryCode("abcd-efgh-ijkl-mn27");
    expect(hash).toBe(createHash("sha256").update("recovery:abcdefghijklmn27").digest("hex"));
    expect(hashRecoveryCode(" ABCD EFGH-IJKL mn27 ")).toBe(hash);
    expect(hashRecoveryCode("abcd-efgh-ijkl-mn28")).not.toBe(hash);
  });
});

describe("sign-in challenges", () => {
  it("are 256 random bits, of which only the hash is stored", () => {
    const { challenge, hash } = newChallenge();
    expect(Buffer.from(challenge, "base64url")).toHaveLength(32);
    expect(hash).toBe(createHash("sha256").update(challenge).digest("hex"));
    expect(hashChallenge(challenge)).toBe(hash);
    expect(newChallenge().challenge).not.toBe(challenge);
  });
});
