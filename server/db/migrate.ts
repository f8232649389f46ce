import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Db } from "./index";

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/**
 * Applies every migration in migrations/ not yet applied, in file-name order, each whole in its
 * own transaction (one multi-statement call, so a migration may hold functions and triggers).
 * Migrations are plain SQL that both PGlite and PostgreSQL 15 understand.
 */
export async function migrate(db: Db): Promise<string[]> {
  let done: Set<string>;
  try {
    await db.exec(
      "CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
    );
    done = new Set(
      (await db.query<{ name: string }>("SELECT name FROM schema_migrations")).map((r) => r.name),
    );
  } catch (error) {
    throw new MigrationError("schema_migrations", error as Error);
  }
  const applied: string[] = [];
  for (const file of pendingMigrations(fs.readdirSync(migrationsDir), done)) {
    const sql = fs.readFileSync(path.join(migrationsDir, file), "utf8");
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query("INSERT INTO schema_migrations (name) VALUES ($1)", [file]);
      });
    } catch (error) {
      throw new MigrationError(file, error as Error);
    }
    applied.push(file);
  }
  return applied;
}

/** The migrations to apply, in the order to apply them: the .sql files not yet applied, by name. */
export function pendingMigrations(files: string[], done: Set<string>): string[] {
  return files.filter((file) => file.endsWith(".sql") && !done.has(file)).sort();
}

/** A migration (or the table that records them) that failed: everything it did is rolled back. */
export class MigrationError extends Error {
  constructor(
    readonly file: string,
    readonly cause: Error,
  ) {
    super(`Migration ${file} failed: ${cause.message}`);
  }
}
