import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../server/db/index";
import { migrate, MigrationError, pendingMigrations } from "../../../server/db/migrate";
import { describeEachDb, freshDb } from "../harness";

// The last two migrations only add statistics and indexes to the audit trail, so a test can undo
// them on a migrated database and see them applied again.
const STATISTICS = "010_audit_statistics.sql";
const DATES = "011_audit_dates.sql";

describe("the migrations to apply", () => {
  it("are the .sql files not yet applied, in name order", () => {
    const files = [
      "003_c.sql",
      "README.md",
      "001_a.sql",
      "002_b.sql",
      "004_d.sql.orig",
      "005_e.sql",
    ];
    expect(pendingMigrations(files, new Set(["002_b.sql"]))).toEqual([
      "001_a.sql",
      "003_c.sql",
      "005_e.sql",
    ]);
    expect(pendingMigrations(files, new Set(files))).toEqual([]);
  });
});

describeEachDb("migrations", (kind) => {
  let db: Db;
  beforeAll(async () => {
    db = await freshDb(kind);
  });
  afterAll(() => db.close());

  const recorded = async () =>
    (await db.query<{ name: string }>("SELECT name FROM schema_migrations ORDER BY name")).map(
      (r) => r.name,
    );
  const indexes = async () =>
    (
      await db.query<{ indexname: string }>(
        `SELECT indexname FROM pg_indexes
          WHERE indexname IN ('audit_events_actor_occurred', 'audit_events_action_occurred')
          ORDER BY indexname`,
      )
    ).map((r) => r.indexname);
  const forget = (...names: string[]) =>
    db.query("DELETE FROM schema_migrations WHERE name = ANY($1::text[])", [names]);

  it("applies nothing to a database that has every migration", async () => {
    const before = await recorded();
    expect(before).toContain("001_foundation.sql");
    expect(before).toContain(DATES);
    expect(await migrate(db)).toEqual([]);
    expect(await recorded()).toEqual(before);
  });

  it("applies the migrations not yet recorded, in file-name order, and records each", async () => {
    const all = await recorded();
    await db.exec(`DROP STATISTICS audit_events_actor_action, audit_events_actor_target_type,
                     audit_events_action_target_type;
                   DROP INDEX audit_events_actor_occurred, audit_events_action_occurred`);
    await forget(STATISTICS, DATES);
    expect(await indexes()).toEqual([]);

    expect(await migrate(db)).toEqual([STATISTICS, DATES]);
    expect(await recorded()).toEqual(all);
    expect(await indexes()).toEqual([
      "audit_events_action_occurred",
      "audit_events_actor_occurred",
    ]);
    expect(await migrate(db)).toEqual([]);
  });

  it("undoes the whole of a failed migration, keeps the ones before it, and names its file", async () => {
    const all = await recorded();
    // 011 creates the actor's index first, then the action's, which is still there: it fails.
    await db.exec(`DROP STATISTICS audit_events_actor_action, audit_events_actor_target_type,
                     audit_events_action_target_type;
                   DROP INDEX audit_events_actor_occurred`);
    await forget(STATISTICS, DATES);

    const error = await migrate(db).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MigrationError);
    const failure = error as MigrationError;
    expect(failure.file).toBe(DATES);
    expect(failure.cause).toBeInstanceOf(Error);
    expect(failure.message).toBe(`Migration ${DATES} failed: ${failure.cause.message}`);
    expect(failure.cause.message).toMatch(/audit_events_action_occurred.*already exists/);
    // 010 stays applied; nothing of 011 does.
    expect(await recorded()).toEqual(all.filter((name) => name !== DATES));
    expect(await indexes()).toEqual(["audit_events_action_occurred"]);

    await db.exec("DROP INDEX audit_events_action_occurred");
    expect(await migrate(db)).toEqual([DATES]);
  });

  // Last: these leave the database without its record of applied migrations.
  it("starts from the first migration when the record of applied ones is missing", async () => {
    await db.exec("DROP TABLE schema_migrations");
    const error = await migrate(db).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MigrationError);
    expect((error as MigrationError).file).toBe("001_foundation.sql");
    expect((error as MigrationError).message).toMatch(/already exists/);
    expect(await db.query("SELECT name FROM schema_migrations")).toEqual([]);
  });

  it("names the table of applied migrations when it cannot be read", async () => {
    await db.exec("DROP TABLE schema_migrations; CREATE TABLE schema_migrations (id int)");
    const error = await migrate(db).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MigrationError);
    expect((error as MigrationError).file).toBe("schema_migrations");
    expect((error as MigrationError).message).toMatch(
      /^Migration schema_migrations failed: .*column "name" does not exist/,
    );
  });
});
