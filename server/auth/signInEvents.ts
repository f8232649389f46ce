import type { SignInFailureReason } from "../../contract/audit";
import type { Queryable } from "../db/index";
import { recordEvent, type Actor } from "../audit/service";

/** How long after a recorded failed sign-in the same (username, address) pair is not recorded again. */
export const FAILURE_EVENT_INTERVAL_MS = 60_000;

/** The longest username kept in a failed sign-in's event: the rest of what was typed is dropped. */
const MAX_TRIED_USERNAME = 100;

/** Who tried: the username as typed, cut to a sane length; a NUL (which text cannot hold) shown as U+FFFD. */
export function triedUsername(username: string): string {
  return username.replaceAll("\u0000", "\uFFFD").slice(0, MAX_TRIED_USERNAME);
}

/**
 * Records failed sign-ins in the audit trail, at most one event per (username, client address)
 * pair per minute, so that nobody can flood the table by guessing. How: the moment of the last
 * event written for each pair is kept in memory (one process serves the API, as for the
 * limiter); a failure within FAILURE_EVENT_INTERVAL_MS of it is not written. The map holds only
 * pairs that failed in the last minute: older entries are swept once it grows past a bound, so
 * memory stays bounded by the number of pairs that can fail in one minute. Usernames are
 * compared in any case, as sign-in compares them. The clock is the configuration's (tests move
 * it on instead of waiting).
 */
export class FailedSignInRecorder {
  private readonly lastRecorded = new Map<string, number>();

  constructor(private readonly now: () => Date) {}

  /** Whether a failure of this pair is to be written now; if so, remembers that it was. */
  claim(username: string, address: string | null): boolean {
    const now = this.now().getTime();
    const key = `${username.toLowerCase()}\n${address}`;
    const last = this.lastRecorded.get(key) ?? -Infinity;
    if (now - last < FAILURE_EVENT_INTERVAL_MS) return false;
    this.lastRecorded.set(key, now);
    if (this.lastRecorded.size > 10_000) this.sweep(now);
    return true;
  }

  /** Writes the failure's event unless its pair had one in the last minute. */
  async record(db: Queryable, actor: Actor, reason: SignInFailureReason): Promise<void> {
    const username = triedUsername(actor.username);
    if (!this.claim(username, actor.client_ip)) return;
    await recordEvent(
      db,
      { ...actor, username },
      {
        action: "auth.sign_in_failed",
        details: { reason },
      },
    );
  }

  private sweep(now: number): void {
    for (const [key, at] of this.lastRecorded) {
      if (now - at >= FAILURE_EVENT_INTERVAL_MS) this.lastRecorded.delete(key);
    }
  }
}
