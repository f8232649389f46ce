import { IMPORT_BYTES_MAX, type ImportJob } from "../../contract/imports";
import type { UploadRule } from "../../contract/schools";
import type { DownloadedFile } from "../providers/resources/imports";
import { IMPORT_FILE_FIELD } from "../providers/resources/imports";

/** The file an import takes: one CSV or XLSX file, up to the contract's size. */
export const IMPORT_UPLOAD: UploadRule = {
  field: IMPORT_FILE_FIELD,
  maxFiles: 1,
  maxBytes: IMPORT_BYTES_MAX,
  extensions: ["csv", "xlsx"],
  accept: {
    "text/csv": [".csv"],
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": [".xlsx"],
  },
};

/** How often a job that is still working is read again, in milliseconds. */
export const POLL_MS = 1000;

/** A job whose figures are still moving: the dry run or the import is running. */
export const isWorking = (job: Pick<ImportJob, "state"> | undefined) =>
  job?.state === "checking" || job?.state === "importing";

/** A percentage for a progress bar, 0 when the whole is not known yet. */
export const percent = (part: number, whole: number | null | undefined) =>
  whole ? Math.min(100, Math.round((part / whole) * 100)) : 0;

/**
 * A time left as the catalogue says it: whole seconds under a minute, then minutes, then hours,
 * each rounded up (a bar that says "0 seconds" while rows are still being written would be wrong).
 */
export function timeLeft(seconds: number): { key: string; count: number } {
  if (seconds < 60) return { key: "imports.time.seconds", count: Math.max(1, Math.ceil(seconds)) };
  if (seconds < 3600) return { key: "imports.time.minutes", count: Math.ceil(seconds / 60) };
  return { key: "imports.time.hours", count: Math.ceil(seconds / 3600) };
}

/**
 * Saves a file held in memory as a download: the browser's own "save" of a link to it, which is
 * what a link with a `download` name does (there is no other way to hand a Blob to the user).
 */
export function saveFile({ blob, name }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handed to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
