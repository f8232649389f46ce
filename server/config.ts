import net from "node:net";
import path from "node:path";
import { z } from "zod";
import { PASSWORD_MAX, PASSWORD_MIN } from "../contract/auth";

/** Everything the server reads from its environment, parsed once. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** A PostgreSQL server instead of the embedded database. */
  databaseUrl?: string;
  adminUsername: string;
  /** When unset, a random password is generated for the first super administrator. */
  adminPassword?: string;
  demoData: boolean;
  /** Minutes a session may sit unused. */
  sessionIdleMinutes: number;
  /** Hours a session lasts at most. */
  sessionMaxHours: number;
  /** Failed sign-ins allowed per (username, client address) pair within the window. */
  loginMaxFailures: number;
  /** Failed sign-ins allowed per client address across all usernames within the window. */
  loginMaxFailuresPerAddress: number;
  loginWindowSeconds: number;
  /**
   * Whether X-Forwarded-For (and X-Request-Id) are believed: false, true (any peer is the
   * proxy), or the proxies' addresses and CIDR ranges.
   */
  trustProxy: boolean | string[];
  /** Pino's level for the logs: fatal, error, warn, info, debug, trace or silent. */
  logLevel: LogLevel;
  /** Seconds /health answers 503 on shutdown before the listener closes. */
  shutdownDrainSeconds: number;
  /** log2 of scrypt's cost N for new password hashes (tests lower it to run fast). */
  passwordHashLogN: number;
  /** Days sign-in events are kept in the audit trail (change events are kept for good). */
  auditSignInRetentionDays: number;
  /** Rows a school import checks or writes per transaction. */
  importBatchSize: number;
  /**
   * A test setting: milliseconds each import batch's transaction is held open before it
   * commits, so that a test can kill the server mid-batch. 0 (the default) in production.
   */
  importHoldBatchMs: number;
  /**
   * Origins (scheme://host[:port]) whose pages may call the API (CORS); empty, the default,
   * allows none but the API's own.
   */
  corsOrigins: string[];
  /** Where the console's build is served from. */
  staticDir?: string;
  /** Serve the build's source maps (`*.map`); off by default so the sources are not published. */
  serveSourceMaps?: boolean;
  /** The most rows an XLSX export takes (tests lower it); XLSX_ROWS_MAX when unset. */
  xlsxRowsMax?: number;
  /** Rows per slice of an export (tests lower it to see several); SLICE_ROWS when unset. */
  exportSliceRows?: number;
  /** The clock, injectable so that tests do not depend on today. */
  now: () => Date;
  /** Waits (the sign-in slow-down); injectable so that tests do not wait. */
  sleep: (ms: number) => Promise<void>;
}

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** A setting that cannot be used: its message names the variable and what to do. */
export class ConfigError extends Error {}

/** What most settings take as unset: nothing, or only spaces. */
const blank = (raw: unknown) => raw === undefined || (typeof raw === "string" && raw.trim() === "");
/** Where a space could be meant (the administrator's name and password), only nothing is unset. */
const empty = (raw: unknown) => raw === undefined || raw === "";

/** A variable read with `schema` when it is set, and `fallback` when it is not. */
function setting<T>(schema: z.ZodType<T, string>, fallback: T, isUnset = blank) {
  return z
    .preprocess((raw) => (isUnset(raw) ? undefined : raw), schema.optional())
    .transform((value) => (value === undefined ? fallback : value));
}

/** A whole number within [min, max]. */
function wholeNumber(name: string, fallback: number, min: number, max: number) {
  const error = (issue: { input?: unknown }) =>
    `${name} must be a whole number from ${min} to ${max}, got "${String(issue.input)}". ` +
    `Set it in that range, or unset it to use ${fallback}.`;
  return setting(
    z
      .string()
      .trim()
      .regex(/^[+-]?\d+$/, { error })
      .transform(Number)
      .pipe(z.int({ error }).min(min, { error }).max(max, { error })),
    fallback,
  );
}

/** An address or a CIDR range, as Node reads addresses. */
function isAddressOrRange(item: string): boolean {
  const [address, bits] = item.split("/");
  const family = net.isIP(address);
  const maxBits = family === 6 ? 128 : 32;
  return family !== 0 && (bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= maxBits));
}

/** Exactly scheme://host[:port]: no path, no wildcard, no trailing slash. */
function isOrigin(item: string): boolean {
  try {
    const url = new URL(item);
    return /^https?:$/.test(url.protocol) && url.origin === item;
  } catch {
    return false;
  }
}

/** A comma-separated list, each item trimmed. */
const list = (raw: string) => raw.split(",").map((item) => item.trim());

/**
 * Every variable the server reads, in the order they are checked; each message is one line that
 * names the variable and what to do.
 */
const environmentSchema = z.object({
  PORT: wholeNumber("PORT", 3000, 1, 65535),
  HOST: setting(z.string().trim(), "127.0.0.1"),
  DATA_DIR: setting(z.string(), "./data", empty),
  DATABASE_URL: setting(
    z
      .string()
      .trim()
      // The message does not echo a URL that may hold a password.
      .pipe(
        z.url({
          protocol: /^postgres(ql)?$/,
          error:
            "DATABASE_URL is not a PostgreSQL URL. Write it as postgres://user:password@host:5432/database, " +
            "or unset it to use the embedded database.",
        }),
      ),
    undefined,
  ),
  ADMIN_USERNAME: setting(
    // Sign-in sends "username:password" (Basic): a colon or a space could never sign in.
    z.string().regex(/^[^\s:]{3,100}$/, {
      error: (issue) =>
        `ADMIN_USERNAME must be 3 to 100 characters without spaces or colons, got "${String(issue.input)}".`,
    }),
    "admin",
    empty,
  ),
  ADMIN_PASSWORD: setting(
    z
      .string()
      .min(PASSWORD_MIN, { error: (issue) => passwordLengthError(issue.input) })
      .max(PASSWORD_MAX, { error: (issue) => passwordLengthError(issue.input) }),
    undefined,
    empty,
  ),
  DEMO_DATA: setting(
    z
      .string()
      .trim()
      .pipe(
        z.enum(["0", "1"], {
          error: (issue) => `DEMO_DATA must be 0 or 1, got "${String(issue.input)}".`,
        }),
      )
      .transform((flag) => flag === "1"),
    true,
  ),
  SESSION_IDLE_MINUTES: wholeNumber("SESSION_IDLE_MINUTES", 30, 1, 24 * 60),
  SESSION_MAX_HOURS: wholeNumber("SESSION_MAX_HOURS", 12, 1, 24 * 30),
  LOGIN_MAX_FAILURES: wholeNumber("LOGIN_MAX_FAILURES", 5, 1, 1000),
  LOGIN_MAX_FAILURES_PER_ADDRESS: wholeNumber("LOGIN_MAX_FAILURES_PER_ADDRESS", 50, 1, 100_000),
  LOGIN_WINDOW_SECONDS: wholeNumber("LOGIN_WINDOW_SECONDS", 900, 1, 24 * 60 * 60),
  // Off (0 or false), on for any peer (1 or true), or the proxies' addresses and CIDR ranges.
  TRUST_PROXY: setting(
    z
      .string()
      .trim()
      .transform((raw) =>
        /^(0|false)$/i.test(raw) ? false : /^(1|true)$/i.test(raw) ? true : list(raw),
      )
      .pipe(
        z.union([
          z.boolean(),
          z.array(
            z.string().refine(isAddressOrRange, {
              error: (issue) =>
                `TRUST_PROXY must be true, false or a comma-separated list of proxy addresses or CIDR ranges, got "${String(issue.input)}".`,
            }),
          ),
        ]),
      ),
    false,
  ),
  LOG_LEVEL: setting(
    z
      .string()
      .toLowerCase()
      .pipe(
        z.enum(LOG_LEVELS, {
          error: (issue) =>
            `LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")}, got "${String(issue.input)}".`,
        }),
      ),
    "info",
    empty,
  ),
  SHUTDOWN_DRAIN_SECONDS: wholeNumber("SHUTDOWN_DRAIN_SECONDS", 5, 0, 300),
  // scrypt needs 128 * N * r bytes: 2^17 is 128 MiB, the most the hashing allows for itself.
  PASSWORD_HASH_LOG_N: wholeNumber("PASSWORD_HASH_LOG_N", 17, 10, 17),
  AUDIT_SIGNIN_RETENTION_DAYS: wholeNumber("AUDIT_SIGNIN_RETENTION_DAYS", 365, 1, 36_500),
  IMPORT_BATCH_SIZE: wholeNumber("IMPORT_BATCH_SIZE", 1000, 1, 10_000),
  IMPORT_TEST_HOLD_BATCH_MS: wholeNumber("IMPORT_TEST_HOLD_BATCH_MS", 0, 0, 600_000),
  // No other origin by default.
  CORS_ORIGINS: setting(
    z
      .string()
      .transform(list)
      .pipe(
        z.array(
          z.string().refine(isOrigin, {
            error: (issue) =>
              `CORS_ORIGINS must be a comma-separated list of origins such as https://console.example.com, got "${String(issue.input)}".`,
          }),
        ),
      ),
    [],
  ),
  SOURCE_MAPS: z.string().optional(),
});

function passwordLengthError(input: unknown): string {
  const length = String(input).length;
  return (
    `ADMIN_PASSWORD must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters long (it has ${length}), ` +
    "or unset it to have one generated."
  );
}

/**
 * Reads and checks every setting; the first unusable one throws a ConfigError whose message
 * names it, so start-up stops with one line instead of failing later or running misconfigured.
 */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) throw new ConfigError(parsed.error.issues[0].message);
  const settings = parsed.data;
  return {
    port: settings.PORT,
    host: settings.HOST,
    dataDir: path.resolve(settings.DATA_DIR),
    databaseUrl: settings.DATABASE_URL,
    adminUsername: settings.ADMIN_USERNAME,
    adminPassword: settings.ADMIN_PASSWORD,
    demoData: settings.DEMO_DATA,
    sessionIdleMinutes: settings.SESSION_IDLE_MINUTES,
    sessionMaxHours: settings.SESSION_MAX_HOURS,
    loginMaxFailures: settings.LOGIN_MAX_FAILURES,
    loginMaxFailuresPerAddress: settings.LOGIN_MAX_FAILURES_PER_ADDRESS,
    loginWindowSeconds: settings.LOGIN_WINDOW_SECONDS,
    trustProxy: settings.TRUST_PROXY,
    logLevel: settings.LOG_LEVEL,
    shutdownDrainSeconds: settings.SHUTDOWN_DRAIN_SECONDS,
    passwordHashLogN: settings.PASSWORD_HASH_LOG_N,
    auditSignInRetentionDays: settings.AUDIT_SIGNIN_RETENTION_DAYS,
    importBatchSize: settings.IMPORT_BATCH_SIZE,
    importHoldBatchMs: settings.IMPORT_TEST_HOLD_BATCH_MS,
    corsOrigins: settings.CORS_ORIGINS,
    staticDir: path.resolve("dist"),
    serveSourceMaps: settings.SOURCE_MAPS === "1",
    now: () => new Date(),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  };
}
