import net from "node:net";
import path from "node:path";

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
  /** Where the console's build is served from. */
  staticDir?: string;
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

function intFrom(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new ConfigError(`${name} must be a whole number, got "${raw}".`);
  }
  return value;
}

export class ConfigError extends Error {}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: intFrom(env, "PORT", 3000),
    host: env.HOST || "127.0.0.1",
    dataDir: path.resolve(env.DATA_DIR || "./data"),
    databaseUrl: env.DATABASE_URL || undefined,
    adminUsername: env.ADMIN_USERNAME || "admin",
    adminPassword: env.ADMIN_PASSWORD || undefined,
    demoData: env.DEMO_DATA !== "0",
    sessionIdleMinutes: intFrom(env, "SESSION_IDLE_MINUTES", 30),
    sessionMaxHours: intFrom(env, "SESSION_MAX_HOURS", 12),
    loginMaxFailures: intFrom(env, "LOGIN_MAX_FAILURES", 5),
    loginMaxFailuresPerAddress: intFrom(env, "LOGIN_MAX_FAILURES_PER_ADDRESS", 50),
    loginWindowSeconds: intFrom(env, "LOGIN_WINDOW_SECONDS", 900),
    trustProxy: trustProxyFrom(env),
    logLevel: logLevelFrom(env),
    shutdownDrainSeconds: intFrom(env, "SHUTDOWN_DRAIN_SECONDS", 5),
    passwordHashLogN: intFrom(env, "PASSWORD_HASH_LOG_N", 17),
    staticDir: path.resolve("dist"),
    now: () => new Date(),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  };
}
