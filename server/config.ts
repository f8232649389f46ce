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
  /** Failed sign-ins allowed per username, and per client address, within the window. */
  loginMaxFailures: number;
  loginWindowSeconds: number;
  /** log2 of scrypt's cost N for new password hashes (tests lower it to run fast). */
  passwordHashLogN: number;
  /** Days sign-in events are kept in the audit trail (change events are kept for good). */
  auditSignInRetentionDays: number;
  /** Where the console's build is served from. */
  staticDir?: string;
  /** The clock, injectable so that tests do not depend on today. */
  now: () => Date;
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
    loginWindowSeconds: intFrom(env, "LOGIN_WINDOW_SECONDS", 900),
    passwordHashLogN: intFrom(env, "PASSWORD_HASH_LOG_N", 17),
    auditSignInRetentionDays: intFrom(env, "AUDIT_SIGNIN_RETENTION_DAYS", 365),
    staticDir: path.resolve("dist"),
    now: () => new Date(),
  };
}
