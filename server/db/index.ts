import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { Readable } from "node:stream";
import pg from "pg";
import { to as copyTo } from "pg-copy-streams";

/** A value a query parameter may take. */
export type SqlValue =
  string | number | boolean | null | Date | Buffer | Uint8Array | string[] | number[];

/**
 * A statement a PostgreSQL server prepares once per connection and then only executes: no
 * parsing, and once its generic plan costs what a planned one does, no planning either (for a
 * small query, planning is most of the work). Only for statements whose plan does not depend on
 * their parameters' values (a key lookup, not a LIMIT or a LIKE pattern). PGlite's API has no
 * named statements: there it runs as its text.
 */
export interface Prepared {
  readonly name: string;
  readonly text: string;
}

/** A prepared statement of this text, named after it (the same text, the same name). */
export function prepared(text: string): Prepared {
  return { name: `r_${createHash("sha256").update(text).digest("hex").slice(0, 24)}`, text };
}

/** What the route handlers see of the database: the same on PGlite and on a PostgreSQL server. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string | Prepared, params?: SqlValue[]): Promise<T[]>;
}

/** The SQL text of a query, prepared or not. */
export const textOf = (sql: string | Prepared) => (typeof sql === "string" ? sql : sql.text);

/** node-postgres's query config: a named statement when the SQL is one. */
const pgQuery = (sql: string | Prepared, values: SqlValue[]) =>
  typeof sql === "string" ? { text: sql, values } : { name: sql.name, text: sql.text, values };

/** A transaction: queries, and several statements at once without parameters (migrations). */
export interface Transaction extends Queryable {
  exec(sql: string): Promise<void>;
}

export interface Db extends Transaction {
  readonly kind: "pglite" | "postgres";
  /**
   * `COPY (select) TO STDOUT (FORMAT csv)`, after `before` ran in the same transaction (COPY takes
   * no parameters: `before` selects with them into a temporary table the SELECT reads). The
   * database writes the CSV. On PostgreSQL the bytes stream while the transaction stays open
   * (it ends with the stream); PGlite gives the whole result at once ('/dev/blob'), so the
   * transaction, which holds the embedded database, ends before the bytes are sent.
   */
  copyOut(
    select: string,
    options: { header: boolean; before?: (tx: Transaction) => Promise<void> },
  ): Promise<Readable>;
  /** Runs `fn` in one transaction: everything it wrote is undone when it throws. */
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export class DbStartError extends Error {}

/** A text matched literally inside a LIKE pattern: its wildcards and backslashes escaped. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

class PgliteDb implements Db {
  readonly kind = "pglite";
  constructor(
    private readonly pglite: PGlite,
    private readonly release: () => void = () => {},
  ) {}
  async query<T>(sql: string | Prepared, params: SqlValue[] = []): Promise<T[]> {
    return (await this.pglite.query<T>(textOf(sql), params)).rows;
  }
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.pglite.transaction((tx) =>
      fn({
        query: async <R>(sql: string | Prepared, params: SqlValue[] = []) =>
          (await tx.query<R>(textOf(sql), params)).rows,
        exec: async (sql: string) => {
          await tx.exec(sql);
        },
      }),
    );
  }
  async exec(sql: string): Promise<void> {
    await this.pglite.exec(sql);
  }
  async copyOut(
    select: string,
    options: { header: boolean; before?: (tx: Transaction) => Promise<void> },
  ): Promise<Readable> {
    const blob = await this.pglite.transaction(async (tx) => {
      await options.before?.({
        query: async <R>(sql: string | Prepared, params: SqlValue[] = []) =>
          (await tx.query<R>(textOf(sql), params)).rows,
        exec: async (sql: string) => {
          await tx.exec(sql);
        },
      });
      const result = await tx.query(
        `COPY (${select}) TO '/dev/blob' (FORMAT csv${options.header ? ", HEADER" : ""})`,
      );
      return result.blob ?? new Blob([]);
    });
    return Readable.from([Buffer.from(await blob.arrayBuffer())]);
  }
  async close(): Promise<void> {
    await this.pglite.close();
    this.release();
  }
}

class PostgresDb implements Db {
  readonly kind = "postgres";
  constructor(private readonly pool: pg.Pool) {}
  async query<T>(sql: string | Prepared, params: SqlValue[] = []): Promise<T[]> {
    return (await this.pool.query(pgQuery(sql, params))).rows as T[];
  }
  async transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query("BEGIN");
      const result = await fn({
        query: async <R>(sql: string | Prepared, params: SqlValue[] = []) =>
          (await client.query(pgQuery(sql, params))).rows as R[],
        // Without parameters, pg sends the simple protocol, which takes several statements.
        exec: async (sql: string) => {
          await client.query(sql);
        },
      });
      await client.query("COMMIT");
      return result;
    } catch (error) {
      await client.query("ROLLBACK");
      throw error;
    } finally {
      client.release();
    }
  }
  async exec(sql: string): Promise<void> {
    await this.pool.query(sql);
  }
  async copyOut(
    select: string,
    options: { header: boolean; before?: (tx: Transaction) => Promise<void> },
  ): Promise<Readable> {
    const client = await this.pool.connect();
    try {
      await client.query("BEGIN");
      await options.before?.({
        query: async <R>(sql: string | Prepared, params: SqlValue[] = []) =>
          (await client.query(pgQuery(sql, params))).rows as R[],
        exec: async (sql: string) => {
          await client.query(sql);
        },
      });
      const stream = client.query(
        copyTo(`COPY (${select}) TO STDOUT (FORMAT csv${options.header ? ", HEADER" : ""})`),
      );
      let done = false;
      const finish = (error?: Error) => {
        if (done) return;
        done = true;
        // A stream cut short (the client went away) leaves the connection mid-COPY: destroyed.
        if (error) client.release(error);
        else
          client.query("COMMIT").then(
            () => client.release(),
            (e: Error) => client.release(e),
          );
      };
      stream.on("end", () => finish());
      stream.on("error", (error) => finish(error));
      stream.on("close", () => finish(new Error("The COPY stream was closed before its end.")));
      return stream;
    } catch (error) {
      await client.query("ROLLBACK").catch(() => {});
      client.release();
      throw error;
    }
  }
  async close(): Promise<void> {
    await this.pool.end();
  }
}

export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * An in-memory embedded database, optionally started from a dump (tests use a migrated
 * template). Tests pass other extensions to see a server that lacks one.
 */
export async function openMemoryDb(
  dump?: Blob,
  extensions: Partial<typeof PGLITE_EXTENSIONS> = PGLITE_EXTENSIONS,
): Promise<Db> {
  const pglite = new PGlite({ extensions, loadDataDir: dump });
  await pglite.waitReady;
  return new PgliteDb(pglite);
}

/** Dumps an embedded database so that others can start from it. */
export async function dumpDb(db: Db): Promise<Blob> {
  if (!(db instanceof PgliteDb)) throw new Error("Only the embedded database can be dumped.");
  return db["pglite"].dumpDataDir("none");
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes the embedded database's lock file: PGlite has no postmaster, so two processes on one
 * data directory would corrupt it. A lock left by a process that is gone is taken over.
 */
function lockDataDir(dir: string): () => void {
  const lockPath = path.join(dir, "rollcall.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number(fs.readFileSync(lockPath, "utf8"));
      if (holder && holder !== process.pid && isAlive(holder)) {
        throw new DbStartError(
          `The data directory ${dir} is in use by another Rollcall process (pid ${holder}). ` +
            "Stop that process or set DATA_DIR to another directory.",
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DbStartError(`Could not lock the data directory ${dir}.`);
}

/**
 * The sessions' settings on PostgreSQL: no JIT compilation. Every statement of this server reads
 * ranges of an index and answers in milliseconds, except the attendance lists over a custom
 * range, whose high estimated cost set off JIT: 0.6 s of compiling in a 1.7 s query at 100,000
 * schools (docs/performance.md).
 */
const SESSION_OPTIONS = "-c jit=off";

export async function openDb(options: { dataDir: string; databaseUrl?: string }): Promise<Db> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      options: SESSION_OPTIONS,
    });
    try {
      await pool.query("select 1");
    } catch (error) {
      await pool.end().catch(() => {});
      throw new DbStartError(
        `Cannot reach the PostgreSQL server of DATABASE_URL: ${(error as Error).message}. ` +
          "Check that the server runs and the URL is right, or unset DATABASE_URL to use the embedded database.",
      );
    }
    return new PostgresDb(pool);
  }
  const dir = path.join(options.dataDir, "db");
  try {
    fs.mkdirSync(dir, { recursive: true });
    fs.accessSync(dir, fs.constants.W_OK);
  } catch (error) {
    throw new DbStartError(
      `DATA_DIR ${options.dataDir} cannot be written (${(error as NodeJS.ErrnoException).code}). ` +
        "Set DATA_DIR to a directory this user can write.",
    );
  }
  const release = lockDataDir(options.dataDir);
  try {
    const pglite = new PGlite(dir, { extensions: PGLITE_EXTENSIONS });
    await pglite.waitReady;
    return new PgliteDb(pglite, release);
  } catch (error) {
    release();
    throw error;
  }
}

/** Opens a pool on a PostgreSQL server (tests, when TEST_DATABASE_URL is set). */
export function postgresDb(connectionString: string): Db {
  return new PostgresDb(new pg.Pool({ connectionString, max: 5, options: SESSION_OPTIONS }));
}
