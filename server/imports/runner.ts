import type { FastifyBaseLogger } from "fastify";
import { keyed } from "../../contract/apiMessages";
import type { Db, Queryable } from "../db/index";
import type { FileStorage } from "../storage/index";
import { recordEvent } from "../audit/service";
import { activeJobs, actorOfJob, claimJob, type JobRow } from "./jobs";
import { fileRows, type FileRow } from "./read";
import { loadReferences } from "./references";
import { finishCheck, rowChecker, stageRows } from "./check";
import { writeBatch } from "./write";

/*
 * The import jobs' runner: one loop per server process. Each step is one transaction that claims
 * its job row with FOR UPDATE SKIP LOCKED (another server working on the job skips it), does one
 * batch (checks and stages rows, or writes schools) and moves the job's progress on in the same
 * transaction. A crash loses at most the batch in flight; the next start carries on from the
 * job's committed progress: a dry run re-reads the file past the rows it had checked, an import
 * takes the staged rows after the last one written.
 */

export interface RunnerOptions {
  now: () => Date;
  batchSize: number;
  /** Test setting: how long each import batch's transaction stays open before its commit. */
  holdBatchMs: number;
  /** How often the loop looks for work when nothing woke it. */
  pollMs?: number;
  log?: FastifyBaseLogger;
}

/** A dry run's place in its file, kept between steps (rebuilt after a restart). */
interface Cursor {
  rows: AsyncGenerator<FileRow>;
  check: ReturnType<typeof rowChecker>;
  /** Data rows read so far. */
  read: number;
}

/**
 * No JIT compilation in a step's transaction: a batch's statements over a register whose
 * statistics lag behind its growth are estimated costly enough for PostgreSQL to compile them,
 * which took 300 ms of a lookup that runs in 15 ms (measured at 100,000 schools).
 */
const noJit = (tx: Queryable) => tx.query("SET LOCAL jit = off");

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class ImportRunner {
  private stopped = true;
  private loop: Promise<void> | null = null;
  private wakeUp: (() => void) | null = null;
  private readonly cursors = new Map<number, Cursor>();

  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
    private readonly options: RunnerOptions,
  ) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.loop = this.run();
  }

  /** Looks for work now (an upload or a run was just asked for). */
  wake(): void {
    this.wakeUp?.();
  }

  /** Stops after the step in flight (its transaction commits or rolls back whole). */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wake();
    await this.loop;
    for (const cursor of this.cursors.values()) await cursor.rows.return(undefined);
    this.cursors.clear();
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      let worked = false;
      try {
        for (const job of await activeJobs(this.db)) {
          if (this.stopped) break;
          worked = (await this.step(job.import_id, job.state)) || worked;
        }
      } catch (error) {
        this.options.log?.error({ err: error }, "import step failed; retrying");
        worked = false;
      }
      if (!worked && !this.stopped) {
        await new Promise<void>((resolve) => {
          this.wakeUp = resolve;
          setTimeout(resolve, this.options.pollMs ?? 1000);
        });
        this.wakeUp = null;
      }
    }
  }

  /** One batch of one job; answers whether it did anything. */
  private async step(id: number, state: string): Promise<boolean> {
    if (state === "checking") {
      try {
        return await this.db.transaction((tx) => this.checkBatch(tx, id));
      } catch (error) {
        // A file that cannot be read (a broken sheet) fails its job, with the reason logged.
        this.options.log?.warn({ err: error, import_id: id }, "import file unreadable");
        await this.dropCursor(id);
        await this.db.query(
          `UPDATE school_imports SET state = 'failed', failure = $2::jsonb, finished_at = $3
            WHERE import_id = $1 AND state = 'checking'`,
          [id, JSON.stringify(keyed("api.import_unreadable")), this.options.now()],
        );
        return true;
      }
    }
    return this.db.transaction((tx) => this.importBatch(tx, id));
  }

  private async dropCursor(id: number) {
    await this.cursors.get(id)?.rows.return(undefined);
    this.cursors.delete(id);
  }

  /** Opens the job's file at its first unchecked row. */
  private async cursorFor(tx: Queryable, job: JobRow): Promise<Cursor> {
    const kept = this.cursors.get(job.import_id);
    if (kept && kept.read === job.checked) return kept;
    await this.dropCursor(job.import_id);
    // The references first: past the file's opening, only the reader can fail, and a reader
    // that fails closes its file.
    const references = await loadReferences(tx);
    // A stream: the dry run holds the chunk it is reading, never the whole file or its text.
    const { body } = await this.storage.stream(job.storage_key);
    const rows = fileRows(body, job.format);
    const header = await rows.next();
    if (header.done) throw new Error("The file has no header.");
    const check = rowChecker(header.value.cells, references, this.options.now());
    const cursor: Cursor = { rows, check, read: 0 };
    while (cursor.read < job.checked && !(await rows.next()).done) cursor.read += 1;
    this.cursors.set(job.import_id, cursor);
    return cursor;
  }

  private async checkBatch(tx: Queryable, id: number): Promise<boolean> {
    await noJit(tx);
    const job = await claimJob(tx, id, "checking");
    if (!job) return false;
    const cursor = await this.cursorFor(tx, job);
    const checked = [];
    let ended = false;
    while (checked.length < this.options.batchSize) {
      const next = await cursor.rows.next();
      // Counted as read at once: a batch that fails leaves the cursor ahead of the job, and the
      // next step reopens the file at the job's committed count.
      if (!next.done) cursor.read += 1;
      if (next.done) {
        ended = true;
        break;
      }
      checked.push(cursor.check(next.value.row, next.value.cells));
    }
    await stageRows(tx, id, checked);
    await tx.query("UPDATE school_imports SET checked = checked + $2 WHERE import_id = $1", [
      id,
      checked.length,
    ]);
    if (ended) {
      await finishCheck(tx, id);
      this.cursors.delete(id);
    }
    return true;
  }

  private async importBatch(tx: Queryable, id: number): Promise<boolean> {
    await noJit(tx);
    const job = await claimJob(tx, id, "importing");
    if (!job) return false;
    const wrote = await writeBatch(tx, job, this.options.batchSize);
    if (wrote) {
      if (this.options.holdBatchMs > 0) await sleep(this.options.holdBatchMs);
      return true;
    }
    const now = this.options.now();
    await tx.query(
      "UPDATE school_imports SET state = 'done', finished_at = $2 WHERE import_id = $1",
      [id, now],
    );
    const [counts] = await tx.query<{ imported: number; existing: number; with_errors: number }>(
      "SELECT imported, existing, with_errors FROM school_imports WHERE import_id = $1",
      [id],
    );
    await recordEvent(tx, actorOfJob(job), {
      action: "school_import.done",
      target_type: "school_import",
      target_id: id,
      target_name: job.file_name,
      details: {
        import_id: id,
        checksum: job.checksum,
        counts: { ...counts, rows: job.rows ?? 0 },
      },
    });
    return true;
  }
}
