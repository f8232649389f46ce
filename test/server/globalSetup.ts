import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { dumpDb, openMemoryDb } from "../../server/db/index";
import { migrate } from "../../server/db/migrate";
import { seedGeography } from "../../server/db/bootstrap";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated embedded database with the lookups, dumped once; each test file loads a copy. */
    pgliteTemplate: string;
    /** The name of a migrated template database on TEST_DATABASE_URL's server, if set. */
    postgresTemplate: string | null;
  }
}

export const POSTGRES_TEMPLATE = "rollcall_test_template";

/** Builds the migrated templates once per run, so each test file starts from a copy in well under a second. */
export default async function setup(project: TestProject) {
  const db = await openMemoryDb();
  await migrate(db);
  await seedGeography(db);
  const dump = await dumpDb(db);
  await db.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rollcall-test-"));
  const file = path.join(dir, "template.tar");
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);

  const url = process.env.TEST_DATABASE_URL;
  project.provide("postgresTemplate", url ? POSTGRES_TEMPLATE : null);
  if (!url) {
    // Said once per run, so that a green run on the embedded database alone is not mistaken for both.
    console.warn(
      "PostgreSQL skipped: TEST_DATABASE_URL is not set, so the server tests run on the embedded " +
        "database only. Set it to a PostgreSQL server to run them on both.",
    );
  }
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${POSTGRES_TEMPLATE}`);
    await admin.query(`CREATE DATABASE ${POSTGRES_TEMPLATE}`);
    await admin.end();
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${POSTGRES_TEMPLATE}`;
    const { postgresDb } = await import("../../server/db/index");
    const template = postgresDb(templateUrl.toString());
    await migrate(template);
    await seedGeography(template);
    await template.close();
  }
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
