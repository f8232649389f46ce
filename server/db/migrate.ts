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
  await db.exec(
    "CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
  );
  const done = new Set(
    (await db.query<{ name: string }>("SELECT name FROM schema_migrations")).map((r) => r.name),
  );
  const files = fs
    .readdirSync(migrationsDir)
    .filter((f) => f.endsWith(".sql"))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
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

/** A migration that failed: everything it did is rolled back. */
export class MigrationError extends Error {
  constructor(
    readonly file: string,
    readonly cause: Error,
  ) {
    super(`Migration ${file} failed: ${cause.message}`);
  }
}
