/**
 * Throttles sign-in guesses without letting an attacker lock anyone out (OWASP Authentication
 * cheat sheet): failures are counted per (account, client address) pair, which is what gets
 * locked; per address across all usernames, at a higher threshold, so that one address cannot
 * sweep usernames; and per account across all addresses, which only slows attempts from
 * addresses the account has not recently signed in from. Kept in memory: one process serves
 * the API, and a restart forgetting the counts costs an attacker no more than one window.
 */
export interface LimiterSettings {
  /** Failures allowed per (account, address) pair in the window; the next try answers 429. */
  pairMax: number;
  /** Failures allowed per address across usernames in the window. */
  addressMax: number;
  windowMs: number;
  now: () => Date;
}

/** Who is trying: the username as typed (any case) and the client address. */
export interface Attempt {
  username: string;
  address: string;
}

export interface Verdict {
  /** Seconds until a try is allowed (429 with Retry-After), or 0. */
  retryAfter: number;
  /** How long to hold this try back before checking it, in milliseconds (0: not at all). */
  delayMs: number;
}

/** The longest an attempt is held back while its account is under attack. */
export const MAX_DELAY_MS = 10_000;

/** Multiples of pairMax at which the account's slow-down reaches its cap (1 s doubled 4 times passes it). */
const STEPS_TO_CAP = 5;

const pairKey = (a: Attempt) => `pair:${a.username.toLowerCase()}\n${a.address}`;
const addressKey = (a: Attempt) => `ip:${a.address}`;
const accountKey = (a: Attempt) => `user:${a.username.toLowerCase()}`;

export class LoginLimiter {
  private readonly failures = new Map<string, number[]>();
  private sweptAt = 0;

  constructor(private readonly settings: LimiterSettings) {}

  private recent(key: string): number[] {
    const since = this.settings.now().getTime() - this.settings.windowMs;
    const list = this.failures.get(key)?.filter((t) => t > since) ?? [];
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  /** Seconds until the oldest of the last `max` failures leaves the window, or 0 below `max`. */
  private wait(key: string, max: number): number {
    const list = this.recent(key);
    if (list.length < max) return 0;
    const oldest = list[list.length - max];
    const now = this.settings.now().getTime();
    return Math.max(1, Math.ceil((oldest + this.settings.windowMs - now) / 1000));
  }

  /**
   * Whether this attempt may be checked now. A locked pair answers 429 whatever the password
   * (no oracle). `usualAddress` (a recent successful sign-in of this account from this address)
   * exempts the attempt from the account-wide slow-down, never from the pair or address limits.
   */
  check(attempt: Attempt, usualAddress: boolean): Verdict {
    const retryAfter = Math.max(
      this.wait(pairKey(attempt), this.settings.pairMax),
      this.wait(addressKey(attempt), this.settings.addressMax),
    );
    if (retryAfter > 0 || usualAddress) return { retryAfter, delayMs: 0 };
    // Past pairMax failures across all addresses the account is under attack: each further
    // multiple of pairMax doubles the delay, from one second up to MAX_DELAY_MS.
    const steps = Math.floor(this.recent(accountKey(attempt)).length / this.settings.pairMax);
    const delayMs = steps < 1 ? 0 : Math.min(MAX_DELAY_MS, 1000 * 2 ** Math.min(steps - 1, 10));
    return { retryAfter: 0, delayMs };
  }

  fail(attempt: Attempt): void {
    const t = this.settings.now().getTime();
    const { pairMax, addressMax } = this.settings;
    // Each list keeps no more failures than its limit reads, so memory stays bounded.
    const bounds: [string, number][] = [
      [pairKey(attempt), pairMax],
      [addressKey(attempt), addressMax],
      [accountKey(attempt), STEPS_TO_CAP * pairMax],
    ];
    for (const [key, bound] of bounds) {
      this.failures.set(key, [...this.recent(key), t].slice(-bound));
    }
    this.sweep(t);
  }

  /** A correct password clears its own pair only: the address and account counts stay. */
  succeed(attempt: Attempt): void {
    this.failures.delete(pairKey(attempt));
  }

  /** Drops keys whose failures all left the window, at most once a window, so memory stays bounded. */
  private sweep(now: number): void {
    // Stryker disable next-line ConditionalExpression,ArithmeticOperator: sweeping more often only costs time (check() drops stale failures on reading), so no answer changes
    if (now - this.sweptAt < this.settings.windowMs) return;
    this.sweptAt = now;
    for (const key of [...this.failures.keys()]) this.recent(key);
  }
}
