import net from "node:net";
import path from "node:path";
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
  /**
   * Origins (scheme://host[:port]) whose pages may call the API (CORS); empty, the default,
   * allows none but the API's own.
   */
  corsOrigins: string[];
  /** Where the console's build is served from. */
  staticDir?: string;
  /** Serve the build's source maps (`*.map`); off by default so the sources are not published. */
  serveSourceMaps?: boolean;
  /** The clock, injectable so that tests do not depend on today. */
  now: () => Date;
  /** Waits (the sign-in slow-down); injectable so that tests do not wait. */
  sleep: (ms: number) => Promise<void>;
}

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

function logLevelFrom(env: NodeJS.ProcessEnv): LogLevel {
  const raw = (env.LOG_LEVEL || "info").toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(raw)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")}, got "${raw}".`);
  }
  return raw as LogLevel;
}

/** TRUST_PROXY: unset, 0 or false (the default), 1 or true, or a comma-separated list of addresses/CIDRs. */
function trustProxyFrom(env: NodeJS.ProcessEnv): boolean | string[] {
  const raw = (env.TRUST_PROXY ?? "").trim();
  if (["", "0", "false"].includes(raw.toLowerCase())) return false;
  if (["1", "true"].includes(raw.toLowerCase())) return true;
  const list = raw.split(",").map((s) => s.trim());
  for (const item of list) {
    const [address, bits] = item.split("/");
    const family = net.isIP(address);
    const maxBits = family === 6 ? 128 : 32;
    const badBits = bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= maxBits);
    if (!family || badBits) {
      throw new ConfigError(
        `TRUST_PROXY must be true, false or a comma-separated list of proxy addresses or CIDR ranges, got "${item}".`,
      );
    }
  }
  return list;
}

/** CORS_ORIGINS: unset or empty (no other origin), or a comma-separated list of origins. */
function corsOriginsFrom(env: NodeJS.ProcessEnv): string[] {
  const raw = env.CORS_ORIGINS?.trim() ?? "";
  if (raw === "") return [];
  return raw.split(",").map((item) => {
    const origin = item.trim();
    let parsed: URL | undefined;
    try {
      parsed = new URL(origin);
    } catch {
      // Reported below.
    }
    // An origin is exactly scheme://host[:port]: no path, no wildcard, no trailing slash.
    if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.origin !== origin) {
      throw new ConfigError(
        `CORS_ORIGINS must be a comma-separated list of origins such as https://console.example.com, got "${origin}".`,
      );
    }
    return origin;
  });
}

/** A setting that cannot be used: its message names the variable and what to do. */
export class ConfigError extends Error {}

/** A whole number within [min, max], or the fallback when the variable is unset or empty. */
function intFrom(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === "") return fallback;
  const value = /^[+-]?\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new ConfigError(
      `${name} must be a whole number from ${min} to ${max}, got "${env[name]}". ` +
        `Set it in that range, or unset it to use ${fallback}.`,
    );
  }
  return value;
}

/** DEMO_DATA: 1 (the default) or 0. */
function flagFrom(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === "") return fallback;
  if (raw === "0" || raw === "1") return raw === "1";
  throw new ConfigError(`${name} must be 0 or 1, got "${env[name]}".`);
}

function databaseUrlFrom(env: NodeJS.ProcessEnv): string | undefined {
  const raw = env.DATABASE_URL?.trim();
  if (!raw) return undefined;
  let protocol: string | undefined;
  try {
    protocol = new URL(raw).protocol;
  } catch {
    // Reported below, without echoing a URL that may hold a password.
  }
  if (protocol !== "postgres:" && protocol !== "postgresql:") {
    throw new ConfigError(
      "DATABASE_URL is not a PostgreSQL URL. Write it as postgres://user:password@host:5432/database, " +
        "or unset it to use the embedded database.",
    );
  }
  return raw;
}

function adminUsernameFrom(env: NodeJS.ProcessEnv): string {
  const raw = env.ADMIN_USERNAME;
  if (raw === undefined || raw === "") return "admin";
  // Sign-in sends "username:password" (Basic): a colon or a space could never sign in.
  if (!/^[^\s:]{3,100}$/.test(raw)) {
    throw new ConfigError(
      `ADMIN_USERNAME must be 3 to 100 characters without spaces or colons, got "${raw}".`,
    );
  }
  return raw;
}

function adminPasswordFrom(env: NodeJS.ProcessEnv): string | undefined {
  const raw = env.ADMIN_PASSWORD;
  if (raw === undefined || raw === "") return undefined;
  if (raw.length < PASSWORD_MIN || raw.length > PASSWORD_MAX) {
    throw new ConfigError(
      `ADMIN_PASSWORD must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters long (it has ${raw.length}), ` +
        "or unset it to have one generated.",
    );
  }
  return raw;
}

/**
 * Reads and checks every setting; the first unusable one throws a ConfigError whose message
 * names it, so start-up stops with one line instead of failing later or running misconfigured.
 */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: intFrom(env, "PORT", 3000, 1, 65535),
    host: env.HOST?.trim() || "127.0.0.1",
    dataDir: path.resolve(env.DATA_DIR || "./data"),
    databaseUrl: databaseUrlFrom(env),
    adminUsername: adminUsernameFrom(env),
    adminPassword: adminPasswordFrom(env),
    demoData: flagFrom(env, "DEMO_DATA", true),
    sessionIdleMinutes: intFrom(env, "SESSION_IDLE_MINUTES", 30, 1, 24 * 60),
    sessionMaxHours: intFrom(env, "SESSION_MAX_HOURS", 12, 1, 24 * 30),
    loginMaxFailures: intFrom(env, "LOGIN_MAX_FAILURES", 5, 1, 1000),
    loginMaxFailuresPerAddress: intFrom(env, "LOGIN_MAX_FAILURES_PER_ADDRESS", 50, 1, 100_000),
    loginWindowSeconds: intFrom(env, "LOGIN_WINDOW_SECONDS", 900, 1, 24 * 60 * 60),
    trustProxy: trustProxyFrom(env),
    logLevel: logLevelFrom(env),
    shutdownDrainSeconds: intFrom(env, "SHUTDOWN_DRAIN_SECONDS", 5, 0, 300),
    // scrypt needs 128 * N * r bytes: 2^17 is 128 MiB, the most the hashing allows for itself.
    passwordHashLogN: intFrom(env, "PASSWORD_HASH_LOG_N", 17, 10, 17),
    auditSignInRetentionDays: intFrom(env, "AUDIT_SIGNIN_RETENTION_DAYS", 365, 1, 36_500),
    corsOrigins: corsOriginsFrom(env),
    staticDir: path.resolve("dist"),
    serveSourceMaps: env.SOURCE_MAPS === "1",
    now: () => new Date(),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  };
}
