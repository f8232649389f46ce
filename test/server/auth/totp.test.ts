import { createHash } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  RECOVERY_CODE_COUNT,
  codeWasUsed,
  currentCode,
  enableTwoFactor,
  hashChallenge,
  hashRecoveryCode,
  matchingStep,
  newChallenge,
  newRecoveryCodes,
  newSecret,
  otpauthUri,
  recoveryCodesLeft,
  removeTwoFactor,
  resetTwoFactor,
  storePendingSecret,
  totpOf,
  useRecoveryCode,
  useTotpCode,
} from "../../../server/auth/totp";
import type { Db } from "../../../server/db/index";
import { describeEachDb, freshDb } from "../harness";
import { addAccount, newAuditEvents } from "./fixtures";

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

describeEachDb("two-factor sign-in in the database", (kind) => {
  let db: Db;
  let admin: number;
  let other: number;
  let auditEvents: ReturnType<typeof newAuditEvents>;
  const now = at(30 * 1000 + 10);
  // Typed without dashes, one ends and the other starts with six digits, as a current code does.
  const RECOVERY = ["aaaa-bbbb-cc23-4567", "2345-67ee-ffff-gggg"];
  beforeAll(async () => {
    db = await freshDb(kind);
    admin = await addAccount(db, "admin");
    other = await addAccount(db, "other");
    auditEvents = newAuditEvents(db);
  });
  afterAll(() => db.close());
  beforeEach(async () => {
    await removeTwoFactor(db, admin);
    await removeTwoFactor(db, other);
    await storePendingSecret(db, admin, SECRET);
    await enableTwoFactor(db, admin, RECOVERY, now);
  });

  const rows = async (table: string, accountId: number) =>
    (await db.query(`SELECT 1 FROM ${table} WHERE account_id = $1`, [accountId])).length;
  const codeTry = (code: string, when = now) => ({
    accountId: admin,
    secret: SECRET,
    code,
    now: when,
  });

  it("keeps a new secret pending until turned on, and a newer secret replaces it", async () => {
    await storePendingSecret(db, other, "AAAAAAAAAAAAAAAA");
    expect(await totpOf(db, other)).toEqual({
      secret: "AAAAAAAAAAAAAAAA",
      enabled_at: null,
      last_step: expect.anything(),
    });
    expect(Number((await totpOf(db, other))!.last_step)).toBe(0);
    await db.query("UPDATE account_totp SET last_step = 5 WHERE account_id = $1", [other]);
    await storePendingSecret(db, other, "BBBBBBBBBBBBBBBB");
    const row = await totpOf(db, other);
    expect([row!.secret, Number(row!.last_step)]).toEqual(["BBBBBBBBBBBBBBBB", 0]);
    expect(await totpOf(db, 999_999)).toBeUndefined();
  });

  it("turns on with the time and replaces the recovery codes", async () => {
    const row = await totpOf(db, admin);
    expect(new Date(row!.enabled_at!).toISOString()).toBe(now.toISOString());
    expect(await recoveryCodesLeft(db, admin)).toBe(2);
    await enableTwoFactor(db, admin, ["iiii-jjjj-kkkk-llll"], now);
    expect(await recoveryCodesLeft(db, admin)).toBe(1);
    expect(await useRecoveryCode(db, admin, RECOVERY[0], now)).toBe(false);
    expect(await useRecoveryCode(db, admin, "iiii-jjjj-kkkk-llll", now)).toBe(true);
  });

  it("accepts a current code once, and no older one after it", async () => {
    expect(await useTotpCode(db, codeTry(currentCode(SECRET, at(30 * 999))))).toBe(true);
    expect(Number((await totpOf(db, admin))!.last_step)).toBe(999);
    expect(await useTotpCode(db, codeTry(currentCode(SECRET, now)))).toBe(true);
    expect(Number((await totpOf(db, admin))!.last_step)).toBe(1000);
    // A replay, and a code of an earlier step, are refused.
    expect(await useTotpCode(db, codeTry(currentCode(SECRET, now)))).toBe(false);
    expect(await useTotpCode(db, codeTry(currentCode(SECRET, at(30 * 999))))).toBe(false);
    expect(await useTotpCode(db, codeTry(currentCode(SECRET, at(30 * 1001))))).toBe(true);
    // Another account's step is its own.
    await storePendingSecret(db, other, SECRET);
    expect(await useTotpCode(db, { ...codeTry(currentCode(SECRET, now)), accountId: other })).toBe(
      true,
    );
  });

  it("refuses a code that is not six digits or matches no step in the window", async () => {
    const code = currentCode(SECRET, now);
    expect(await useTotpCode(db, codeTry(` ${code}`))).toBe(false);
    expect(await useTotpCode(db, codeTry(`${code}0`))).toBe(false);
    expect(await useTotpCode(db, codeTry(code.slice(1)))).toBe(false);
    expect(await useTotpCode(db, codeTry(currentCode(SECRET, at(30 * 998))))).toBe(false);
    expect(Number((await totpOf(db, admin))!.last_step)).toBe(0);
    expect(await useTotpCode(db, codeTry(code))).toBe(true);
  });

  it("spends each recovery code once, typed in any case, with or without dashes", async () => {
    expect(await useRecoveryCode(db, admin, " AAAABBBB-CC23 4567", now)).toBe(true);
    expect(await recoveryCodesLeft(db, admin)).toBe(1);
    expect(await useRecoveryCode(db, admin, RECOVERY[0], now)).toBe(false);
    expect(await useRecoveryCode(db, other, RECOVERY[1], now)).toBe(false);
    expect(await useRecoveryCode(db, admin, "zzzz-zzzz-zzzz-zzzz", now)).toBe(false);
    expect(await recoveryCodesLeft(db, admin)).toBe(1);
    const [spent] = await db.query<{ used_at: Date }>(
      "SELECT used_at FROM recovery_codes WHERE account_id = $1 AND used_at IS NOT NULL",
      [admin],
    );
    expect(new Date(spent.used_at).toISOString()).toBe(now.toISOString());
  });

  it("tells a code used before from a wrong one", async () => {
    const code = currentCode(SECRET, now);
    expect(await codeWasUsed(db, codeTry(` ${code} `))).toBe(true);
    expect(await codeWasUsed(db, codeTry(currentCode(SECRET, at(30 * 998))))).toBe(false);
    expect(await codeWasUsed(db, codeTry(RECOVERY[0]))).toBe(false);
    await useRecoveryCode(db, admin, RECOVERY[0], now);
    expect(await codeWasUsed(db, codeTry(RECOVERY[0].toUpperCase()))).toBe(true);
    expect(await codeWasUsed(db, codeTry(RECOVERY[1]))).toBe(false);
    expect(await codeWasUsed(db, codeTry("aaaabbbbcc234567"))).toBe(true);
    await useRecoveryCode(db, admin, RECOVERY[1], now);
    expect(await codeWasUsed(db, codeTry("234567eeffffgggg"))).toBe(true);
    expect(await codeWasUsed(db, { ...codeTry(RECOVERY[0]), accountId: other })).toBe(false);
  });

  it("turns off: secret, recovery codes and pending challenges gone, another account's kept", async () => {
    await storePendingSecret(db, other, SECRET);
    await enableTwoFactor(db, other, RECOVERY, now);
    for (const id of [admin, other]) {
      await db.query(
        "INSERT INTO mfa_challenges (challenge_hash, account_id, client_address, expires_at) VALUES ($1, $2, '192.0.2.1', $3)",
        [`challenge-${id}`, id, now],
      );
    }
    await auditEvents();
    await resetTwoFactor(db, admin, "admin");
    for (const table of ["account_totp", "recovery_codes", "mfa_challenges"]) {
      expect([await rows(table, admin), (await rows(table, other)) > 0]).toEqual([0, true]);
    }
    expect(await auditEvents()).toEqual([
      {
        actor_id: null,
        actor_username: "system",
        action: "account.two_factor_reset",
        target_type: "account",
        target_id: admin,
        target_name: "admin",
        details: {},
        client_ip: null,
        request_id: null,
      },
    ]);
  });
});
