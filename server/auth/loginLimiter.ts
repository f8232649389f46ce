/**
 * Counts failed sign-ins per username and per client address in a sliding window, so that a
 * password cannot be guessed at speed. Kept in memory: one process serves the API.
 */
export class LoginLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly now: () => Date,
  ) {}

  private recent(key: string): number[] {
    const since = this.now().getTime() - this.windowMs;
    const list = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  /** Seconds until another try is allowed, or 0 when one is allowed now. */
  retryAfter(keys: string[]): number {
    let wait = 0;
    for (const key of keys) {
      const list = this.recent(key);
      if (list.length >= this.maxFailures) {
        const oldest = list[list.length - this.maxFailures];
        wait = Math.max(wait, Math.ceil((oldest + this.windowMs - this.now().getTime()) / 1000));
      }
    }
    return wait;
  }

  fail(keys: string[]): void {
    const t = this.now().getTime();
    for (const key of keys) this.failures.set(key, [...this.recent(key), t]);
  }

  succeed(keys: string[]): void {
    for (const key of keys) this.failures.delete(key);
  }
}
