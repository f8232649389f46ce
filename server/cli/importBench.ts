/**
 * The school import part of `npm run bench`: a file of N generated rows (100,000 by default) sent
 * over HTTP to a server started as `npm start` does, then its dry run and its import, timed from
 * the first byte of the upload to the job's end. The server's resident size is sampled every
 * 100 ms from before the upload to the end; the figure is its peak minus its size before.
 */
import fs from "node:fs";
import path from "node:path";
import { spawn } from "node:child_process";
import { paths, routes } from "../../contract/api";
import type { ImportJob } from "../../contract/imports";
import { IMPORT_COLUMNS, type ImportColumn } from "../../contract/imports";
import { csvLine } from "../imports/csv";
import { configFromEnv } from "../config";
import { freePort, waitForHealth } from "./throughput";

const root = path.resolve(import.meta.dirname, "../..");

/** A process's resident size in bytes (Linux), or 0 where /proc has none. */
function residentBytes(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = /VmRSS:\s+(\d+) kB/.exec(status);
    return kb ? Number(kb[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/**
 * A process's CPU time in seconds, user and system (Linux), or 0 where /proc has none: on a
 * shared machine a steadier figure of the work than the wall clock (the embedded database works
 * inside the server's process; PostgreSQL's work is not in it).
 */
function cpuSeconds(pid: number): number {
  try {
    // The fields after the command's name, which ends with the last ")": utime and stime are
    // the 14th and 15th of the whole line, in clock ticks (100 a second on Linux).
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** N rows of distinct schools (names, emails, phones and codes of this run's own). */
export function benchFile(rows: number, run = Math.floor(Date.now() / 1000) % 9000): Buffer {
  const lines = [csvLine([...IMPORT_COLUMNS])];
  for (let i = 0; i < rows; i++) {
    const n = run * 100_000 + i;
    const digits = String(n).padStart(9, "0");
    const row: Record<ImportColumn, string> = {
      school_name: `Bench Import School ${n}`,
      school_email: `office${n}@bench-import.example`,
      type: i % 2 ? "public" : "private",
      established_year: String(1950 + (i % 70)),
      main_board: "Karnataka School Examination and Assessment Board",
      board: i % 3 ? "SSLC (Class 10)" : "II PUC (Class 12)",
      state: "Karnataka",
      city: i % 2 ? "Mysuru" : "Bengaluru",
      pincode: String(560001 + (i % 9000)),
      address: `${i + 1} Temple Road, Ward ${i % 200}`,
      udise_code: `29${digits}`,
      school_phone_number: `6${digits}`,
      website: i % 4 ? "" : `www.bench${n}.example`,
      secondary_phone: "",
      first_name: "Asha",
      middle_name: i % 5 ? "" : "K",
      last_name: `Rao ${n}`,
      email: `principal${n}@bench-import.example`,
      phone_number: `7${digits}`,
      latitude: (12 + (i % 1000) / 1000).toFixed(6),
      longitude: (76 + (i % 1000) / 1000).toFixed(6),
      area_radius: "250",
      confirm_duplicate: "",
    };
    lines.push(csvLine(IMPORT_COLUMNS.map((c) => row[c])));
  }
  return Buffer.from(lines.join(""));
}

export interface ImportFigures {
  rows: number;
  megabytes: number;
  checkSeconds: number;
  importSeconds: number;
  totalSeconds: number;
  /** The peak growth until the dry run's end, then until the import's. */
  rssGrowthCheckMb: number;
  rssGrowthMb: number;
  /** The server's CPU time from the upload to the job's end. */
  cpuSeconds: number;
  /** The server's IMPORT_BATCH_SIZE. */
  batchSize: number;
  job: ImportJob;
}

/** Uploads, checks and imports `rows` rows through a server of its own on `env`. */
export async function measureImport(
  env: NodeJS.ProcessEnv,
  token: string,
  rows: number,
): Promise<ImportFigures> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "server/main.ts")], {
    cwd: root,
    env: { ...process.env, ...env, DEMO_DATA: "0", PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(base, child);
    const file = benchFile(rows);
    const headers = { authorization: `Bearer ${token}` };
    // Settled before the measure: the size a waiting server keeps.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const before = residentBytes(child.pid!);
    const cpuBefore = cpuSeconds(child.pid!);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, residentBytes(child.pid!));
    }, 100);
    const started = performance.now();
    try {
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(file)], { type: "text/csv" }), "bench.csv");
      const res = await fetch(base + routes.schoolImports, { method: "POST", body: form, headers });
      if (res.status !== 202) throw new Error(`upload: ${res.status} ${await res.text()}`);
      const { id } = ((await res.json()) as { resources: { data: ImportJob } }).resources.data;
      const poll = async (): Promise<ImportJob> => {
        for (;;) {
          const answer = await fetch(base + paths.schoolImport(id), { headers });
          const job = ((await answer.json()) as { resources: { data: ImportJob } }).resources.data;
          if (job.state !== "checking" && job.state !== "importing") return job;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      };
      const checked = await poll();
      const checkedAt = performance.now();
      const peakChecked = peak;
      if (checked.state !== "checked") throw new Error(`dry run ended ${checked.state}`);
      const run = await fetch(base + paths.schoolImportRun(id), { method: "POST", headers });
      if (run.status !== 202) throw new Error(`run: ${run.status} ${await run.text()}`);
      const job = await poll();
      const ended = performance.now();
      return {
        rows,
        megabytes: file.length / 1024 / 1024,
        checkSeconds: (checkedAt - started) / 1000,
        importSeconds: (ended - checkedAt) / 1000,
        totalSeconds: (ended - started) / 1000,
        rssGrowthCheckMb: (peakChecked - before) / 1024 / 1024,
        rssGrowthMb: (peak - before) / 1024 / 1024,
        cpuSeconds: cpuSeconds(child.pid!) - cpuBefore,
        batchSize: configFromEnv({ ...process.env, ...env }).importBatchSize,
        job,
      };
    } finally {
      clearInterval(sampler);
    }
  } finally {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
  }
}

/** The import's lines of the bench's report. */
export function printImport(kind: string, f: ImportFigures) {
  console.log(
    `\nschool import over HTTP, ${kind}: ${f.rows.toLocaleString("en-IN")} rows, ${f.megabytes.toFixed(1)} MB CSV\n`,
  );
  console.log(`${"upload + dry run".padEnd(46)} ${f.checkSeconds.toFixed(1).padStart(8)} s`);
  console.log(
    `${`import (batches of ${f.batchSize.toLocaleString("en-IN")})`.padEnd(46)} ${f.importSeconds.toFixed(1).padStart(8)} s`,
  );
  console.log(`${"total".padEnd(46)} ${f.totalSeconds.toFixed(1).padStart(8)} s`);
  console.log(`${"server CPU time".padEnd(46)} ${f.cpuSeconds.toFixed(1).padStart(8)} s`);
  console.log(
    `${"server peak RSS minus before, to dry run end".padEnd(46)} ${f.rssGrowthCheckMb.toFixed(0).padStart(8)} MB`,
  );
  console.log(
    `${"server peak RSS minus before".padEnd(46)} ${f.rssGrowthMb.toFixed(0).padStart(8)} MB`,
  );
  console.log(
    `${"outcome".padEnd(46)} ${f.job.state}: ${f.job.imported} imported, ${f.job.existing} existing, ${f.job.with_errors} with errors`,
  );
}
