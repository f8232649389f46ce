import { ConfigError } from "./config";
import { DbStartError } from "./db/index";
import { MigrationError } from "./db/migrate";

/** A PostgreSQL error as the pg driver and PGlite report it. */
interface PgError extends Error {
  code?: string;
}

const oneLine = (text: string) => text.replace(/\s*\n\s*/g, " ").trim();

/** Why the database could not be migrated, and what to do, for a migration that failed. */
function migrationMessage(error: MigrationError): string {
  const cause = error.cause as PgError;
  const text = oneLine(cause.message);
  if (/pg_trgm/.test(text) && /not available|could not open extension control file/.test(text)) {
    return (
      "the PostgreSQL server lacks the pg_trgm extension (part of PostgreSQL's contrib package). " +
      "Install it on the database server (Debian: apt-get install postgresql-contrib) and start again."
    );
  }
  if (/permission denied to create extension|must be owner of/.test(text)) {
    return (
      `the DATABASE_URL user may not create the pg_trgm extension (${text}). ` +
      "Make that user the database's owner, or run CREATE EXTENSION pg_trgm; in the database as a superuser."
    );
  }
  if (cause.code === "42501") {
    return (
      `the DATABASE_URL user may not create tables (${text}). ` +
      "Make that user the owner of the database and of its public schema."
    );
  }
  if (cause.code === "42P07" || cause.code === "42710") {
    return (
      `the database cannot be migrated: ${error.file} found an object already there (${text}). ` +
      "DATABASE_URL must name an empty database or one that Rollcall created."
    );
  }
  return (
    `the database cannot be migrated: ${error.file} failed (${text}); nothing of it was applied. ` +
    "Fix the cause and start again."
  );
}

/**
 * One line saying why start-up failed and what to do, without a stack trace: the settings, the
 * database (unreachable, locked, not migratable), the port and the address.
 */
export function startupMessage(error: unknown, listen?: { host: string; port: number }): string {
  if (error instanceof ConfigError || error instanceof DbStartError) return oneLine(error.message);
  if (error instanceof MigrationError) return migrationMessage(error);
  const { code, syscall } = error as NodeJS.ErrnoException;
  // Only the server's own listen (and its name lookup) is about PORT and HOST.
  if (syscall !== "listen" && syscall !== "getaddrinfo") listen = undefined;
  if (listen && code === "EADDRINUSE")
    return `port ${listen.port} on ${listen.host} is in use. Stop what uses it or set PORT to another port.`;
  if (listen && code === "EACCES")
    return `port ${listen.port} needs privileges this user lacks. Set PORT to a port above 1023.`;
  if (listen && (code === "EADDRNOTAVAIL" || code === "ENOTFOUND" || code === "EAI_AGAIN"))
    return `HOST ${listen.host} is not an address of this machine. Set HOST to 127.0.0.1, 0.0.0.0 or one of its addresses.`;
  return oneLine(error instanceof Error ? error.message : String(error));
}
