import { describe, expect, it } from "vitest";
import { LoginLimiter, MAX_DELAY_MS, type Attempt } from "../../../server/auth/limiter";
import { testClock } from "../harness";

/** A limiter of 3 failures per pair and 10 per address in a 60-second window, on a test clock. */
function limiter(overrides: { pairMax?: number; addressMax?: number } = {}) {
  const clock = testClock();
  const l = new LoginLimiter({
    pairMax: 3,
    addressMax: 10,
    windowMs: 60_000,
    now: clock.now,
    ...overrides,
  });
  return { l, clock };
}

const at = (username: string, address: string): Attempt => ({ username, address });
const failTimes = (l: LoginLimiter, attempt: Attempt, n: number) => {
  for (let i = 0; i < n; i++) l.fail(attempt);
};
const free = { retryAfter: 0, delayMs: 0 };

describe("the sign-in limiter", () => {
  it("lets a pair try until it has failed pairMax times, then asks it to wait out the window", () => {
    const { l, clock } = limiter();
    const a = at("admin", "192.0.2.1");
    failTimes(l, a, 2);
    expect(l.check(a, false)).toEqual(free);
    clock.advance(10_000);
    l.fail(a);
    // The oldest of the last three failures (at 0 s) leaves the window 60 s after it happened.
    expect(l.check(a, false)).toEqual({ retryAfter: 50, delayMs: 0 });
    clock.advance(20_500);
    expect(l.check(a, false).retryAfter).toBe(30);
    expect(l.check(a, true).retryAfter).toBe(30);
    clock.advance(29_500);
    expect(l.check(a, false).retryAfter).toBe(0);
  });

  it("asks at least one second when the window ends within the second", () => {
    const { l, clock } = limiter();
    const a = at("admin", "192.0.2.1");
    failTimes(l, a, 3);
    clock.advance(59_999);
    expect(l.check(a, false).retryAfter).toBe(1);
    clock.advance(1);
    expect(l.check(a, false).retryAfter).toBe(0);
  });

  it("counts a pair in any case of the username, and apart from other addresses", () => {
    const { l } = limiter();
    failTimes(l, at("Admin", "192.0.2.1"), 3);
    expect(l.check(at("ADMIN", "192.0.2.1"), true).retryAfter).toBeGreaterThan(0);
    expect(l.check(at("admin", "192.0.2.2"), true)).toEqual(free);
    expect(l.check(at("other", "192.0.2.1"), true)).toEqual(free);
  });

  it("refuses an address after addressMax failures across usernames, even for a usual address", () => {
    const { l } = limiter();
    for (let i = 0; i < 9; i++) l.fail(at(`user${i}`, "192.0.2.1"));
    expect(l.check(at("someone", "192.0.2.1"), true)).toEqual(free);
    l.fail(at("user9", "192.0.2.1"));
    expect(l.check(at("someone", "192.0.2.1"), true).retryAfter).toBe(60);
    expect(l.check(at("someone", "192.0.2.2"), true)).toEqual(free);
  });

  it("answers the longer of the pair's and the address's waits", () => {
    const { l, clock } = limiter({ pairMax: 1, addressMax: 2 });
    l.fail(at("other", "192.0.2.1"));
    clock.advance(30_000);
    l.fail(at("admin", "192.0.2.1"));
    // The pair's wait (60 s) is longer than the address's (30 s).
    expect(l.check(at("admin", "192.0.2.1"), false).retryAfter).toBe(60);
    expect(l.check(at("third", "192.0.2.1"), false).retryAfter).toBe(30);
  });

  it("slows an account down from other addresses once it failed pairMax times, doubling up to the cap", () => {
    const { l } = limiter({ pairMax: 2, addressMax: 1000 });
    const elsewhere = at("admin", "198.51.100.1");
    l.fail(at("admin", "203.0.113.1"));
    expect(l.check(elsewhere, false)).toEqual(free);
    l.fail(at("ADMIN", "203.0.113.2"));
    expect(l.check(elsewhere, false)).toEqual({ retryAfter: 0, delayMs: 1000 });
    failTimes(l, at("admin", "203.0.113.3"), 1);
    expect(l.check(elsewhere, false).delayMs).toBe(1000);
    failTimes(l, at("admin", "203.0.113.4"), 1);
    expect(l.check(elsewhere, false).delayMs).toBe(2000);
    for (let i = 0; i < 2; i++) l.fail(at("admin", `203.0.113.${10 + i}`));
    expect(l.check(elsewhere, false).delayMs).toBe(4000);
    for (let i = 0; i < 2; i++) l.fail(at("admin", `203.0.113.${20 + i}`));
    expect(l.check(elsewhere, false).delayMs).toBe(8000);
    for (let i = 0; i < 2; i++) l.fail(at("admin", `203.0.113.${30 + i}`));
    expect(l.check(elsewhere, false).delayMs).toBe(MAX_DELAY_MS);
    for (let i = 0; i < 40; i++) l.fail(at("admin", `203.0.113.${40 + i}`));
    expect(l.check(elsewhere, false).delayMs).toBe(MAX_DELAY_MS);
    // Nor is a usual address slowed down, and other accounts are not.
    expect(l.check(elsewhere, true)).toEqual(free);
    expect(l.check(at("second", "198.51.100.1"), false)).toEqual(free);
  });

  it("forgets failures once they leave the window", () => {
    const { l, clock } = limiter({ pairMax: 2, addressMax: 3 });
    failTimes(l, at("admin", "192.0.2.1"), 3);
    expect(l.check(at("admin", "198.51.100.1"), false).delayMs).toBe(1000);
    clock.advance(59_999);
    expect(l.check(at("admin", "192.0.2.1"), false).retryAfter).toBe(1);
    clock.advance(1);
    expect(l.check(at("admin", "192.0.2.1"), false)).toEqual(free);
    expect(l.check(at("admin", "198.51.100.1"), false)).toEqual(free);
    expect(l.check(at("other", "192.0.2.1"), false)).toEqual(free);
  });

  it("clears the pair on a correct password, but not the address's or the account's counts", () => {
    const { l } = limiter({ pairMax: 2, addressMax: 3 });
    failTimes(l, at("admin", "192.0.2.1"), 2);
    expect(l.check(at("admin", "192.0.2.1"), false).retryAfter).toBe(60);
    l.succeed(at("ADMIN", "192.0.2.1"));
    expect(l.check(at("admin", "192.0.2.1"), true)).toEqual(free);
    expect(l.check(at("admin", "198.51.100.1"), false).delayMs).toBe(1000);
    l.fail(at("other", "192.0.2.1"));
    expect(l.check(at("third", "192.0.2.1"), false).retryAfter).toBe(60);
  });

  it("refuses an address at its limit even above 4,096 failures", () => {
    const { l } = limiter({ pairMax: 1000, addressMax: 4100 });
    for (let i = 0; i < 4099; i++) l.fail(at(`user${i}`, "192.0.2.1"));
    expect(l.check(at("someone", "192.0.2.1"), true)).toEqual(free);
    l.fail(at("user4099", "192.0.2.1"));
    expect(l.check(at("someone", "192.0.2.1"), true).retryAfter).toBe(60);
  });

  it("slows an account down by the full ten seconds when pairMax is high", () => {
    // Five multiples of 820 are more than 4,096 failures.
    const { l } = limiter({ pairMax: 820, addressMax: 100_000 });
    for (let i = 0; i < 4100; i++) l.fail(at("admin", `203.0.113.${i % 250}`));
    expect(l.check(at("admin", "198.51.100.1"), false).delayMs).toBe(MAX_DELAY_MS);
  });

  it("keeps no more failures of a pair, an address or an account than its limit reads", () => {
    const { l } = limiter({ pairMax: 2, addressMax: 3 });
    const kept = (l as unknown as { failures: Map<string, number[]> }).failures;
    for (let i = 0; i < 20; i++) l.fail(at("admin", `203.0.113.${i % 2}`));
    expect(kept.get("pair:admin\n203.0.113.0")).toHaveLength(2);
    expect(kept.get("ip:203.0.113.0")).toHaveLength(3);
    // Enough for the slow-down to reach its cap: five multiples of pairMax.
    expect(kept.get("user:admin")).toHaveLength(10);
    expect(l.check(at("admin", "198.51.100.1"), false).delayMs).toBe(MAX_DELAY_MS);
  });

  it("drops what it keeps of failures that left the window, so memory stays bounded", () => {
    const { l, clock } = limiter();
    const kept = () => (l as unknown as { failures: Map<string, number[]> }).failures;
    for (let i = 0; i < 50; i++) l.fail(at(`user${i}`, `192.0.2.${i}`));
    // A pair, an address and an account per failure.
    expect(kept().size).toBe(150);
    clock.advance(60_000);
    l.fail(at("late", "198.51.100.1"));
    expect([...kept().keys()].sort()).toEqual(
      ["ip:198.51.100.1", "pair:late\n198.51.100.1", "user:late"].sort(),
    );
    // A check of a pair whose failures all left the window keeps nothing for it either.
    clock.advance(60_000);
    l.check(at("late", "198.51.100.1"), false);
    expect(kept().size).toBe(0);
  });
});
