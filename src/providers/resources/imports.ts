import { HttpError, type CreateParams, type GetListParams, type Identifier } from "react-admin";
import { paths } from "../../../contract/api";
import type { ListResources } from "../../../contract/envelope";
import type {
  ImportFormat,
  ImportJob,
  ImportRowError,
  ImportUndoResult,
} from "../../../contract/imports";
import type { KeyedMessage } from "../../../contract/apiMessages";
import { translateMessage } from "../httpClient";
import { app } from "../../i18n/en/app";
import { storedToken } from "../session";
import { readInPages } from "./pages";
import type { ApiContext, ResourceHandlers } from "./types";

/** An import as react-admin holds it: the job has its own numeric `id`. */
export type ImportJobRecord = ImportJob;
/** A row's problem as react-admin holds it: `id` is its place in the list (the API gives none). */
export type ImportRowErrorRecord = ImportRowError & { id: number };

/** What `create` on `school-imports` takes: the chosen file (or react-admin's file value). */
export interface ImportUpload {
  file: File | { rawFile: File };
}

/** The multipart field the import's upload is sent in. */
export const IMPORT_FILE_FIELD = "file";

/** A template as the browser saves it. */
export interface DownloadedFile {
  blob: Blob;
  name: string;
}

/** Reads a file the API serves to a signed-in user; injectable for tests. */
export type FileFetcher = (url: string) => Promise<DownloadedFile>;

export interface ImportMethods {
  /** Starts writing an import's valid rows (202): the job as it is now, when the API answers it. */
  runImport(id: Identifier): Promise<ImportJob | null>;
  /** Undoes an import (within its `undo_until`): what was removed, what was kept and why. */
  undoImport(id: Identifier): Promise<ImportUndoResult>;
  /** The template, with its example row (the XLSX with a second sheet of the valid references). */
  getImportTemplate(format: ImportFormat): Promise<DownloadedFile>;
}

/** The job with its error file's signed link resolved against `apiUrl` (as a profile's files). */
export function withResolvedErrorFile(job: ImportJob, apiUrl: string): ImportJob {
  const url = job.error_file_url;
  if (!apiUrl || !url || !url.startsWith("/") || url.startsWith("//")) return job;
  return { ...job, error_file_url: `${apiUrl}${url}` };
}

/** The file name a download's Content-Disposition gives, if any. */
export function attachmentName(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1]);
    } catch {
      // A malformed encoding: the plain name below, if any.
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1];
}

/**
 * The browser's reader of a file behind the session: the JSON httpClient cannot carry a file,
 * and a plain link cannot carry the bearer token, so the file is fetched with it and saved from
 * memory (a template is a few kilobytes). A refusal is the server's message, translated.
 */
export const fetchSignedInFile: FileFetcher = async (url) => {
  const token = storedToken();
  let response: Response;
  try {
    response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    // The console's own sentence for it (the catalogue's app.http, not a server message key).
    const key = "app.http.unreachable" as KeyedMessage["key"];
    throw new HttpError(translateMessage(app.http.unreachable, { key }), 0);
  }
  if (!response.ok) {
    const failure = (await response.json().catch(() => ({}))) as {
      message?: string;
      message_key?: string;
      message_params?: Record<string, string | number>;
    };
    const text = failure.message ?? `HTTP ${response.status}`;
    const key = failure.message_key as KeyedMessage["key"] | undefined;
    throw new HttpError(
      key ? translateMessage(text, { key, params: failure.message_params }) : text,
      response.status,
      failure,
    );
  }
  return {
    blob: await response.blob(),
    name: attachmentName(response.headers.get("Content-Disposition")) ?? "",
  };
};

/** react-admin's calls on `school-imports`: the imports, newest first, one import, an upload. */
export function importsResource({ apiUrl, httpClient }: ApiContext): ResourceHandlers {
  return {
    async getList(params: GetListParams) {
      return await readInPages(params.pagination, async (page, limit) => {
        const query = new URLSearchParams({ page: String(page), limit: String(limit) });
        const { json } = await httpClient<ImportJob[]>(`${apiUrl}${paths.schoolImports}?${query}`, {
          signal: params.signal,
        });
        const resources = json.resources as ListResources<ImportJob>;
        return {
          data: resources.data.map((job) => withResolvedErrorFile(job, apiUrl)),
          total: resources.total,
        };
      });
    },
    async getOne(params) {
      const { json } = await httpClient<ImportJob>(`${apiUrl}${paths.schoolImport(params.id)}`, {
        signal: params.signal,
      });
      return { data: withResolvedErrorFile(json.resources.data, apiUrl) };
    },
    /** Uploads the file (multipart, one `file` field): the job, checking its rows (202). */
    async create(params: CreateParams) {
      const chosen = (params.data as ImportUpload).file;
      const file = chosen instanceof File ? chosen : chosen.rawFile;
      const body = new FormData();
      body.append(IMPORT_FILE_FIELD, file, file.name);
      const { json } = await httpClient<ImportJob>(`${apiUrl}${paths.schoolImports}`, {
        method: "POST",
        body,
      });
      return { data: withResolvedErrorFile(json.resources.data, apiUrl) };
    },
  };
}

/** react-admin's reads of `school-import-errors`: one import's row errors (`filter.import_id`). */
export function importErrorsResource({ apiUrl, httpClient }: ApiContext): ResourceHandlers {
  return {
    async getList(params: GetListParams) {
      const importId = (params.filter as { import_id?: Identifier } | undefined)?.import_id;
      if (importId === undefined || importId === null || importId === "") {
        throw new Error("The import's row errors are read one import at a time: give import_id.");
      }
      return await readInPages(params.pagination, async (page, limit) => {
        const query = new URLSearchParams({ page: String(page), limit: String(limit) });
        const { json } = await httpClient<ImportRowError[]>(
          `${apiUrl}${paths.schoolImportErrors(importId)}?${query}`,
          { signal: params.signal },
        );
        const resources = json.resources as ListResources<ImportRowError>;
        const first = (page - 1) * limit;
        return {
          data: resources.data.map((error, index) => ({ ...error, id: first + index + 1 })),
          total: resources.total,
        };
      });
    },
  };
}

/** The import's own calls: run, undo and the template. */
export function importMethods(
  { apiUrl, httpClient }: ApiContext,
  fetchFile: FileFetcher = fetchSignedInFile,
): ImportMethods {
  return {
    async runImport(id) {
      const { json } = await httpClient<ImportJob | null>(`${apiUrl}${paths.schoolImportRun(id)}`, {
        method: "POST",
      });
      const job = json.resources?.data;
      return job ? withResolvedErrorFile(job, apiUrl) : null;
    },
    async undoImport(id) {
      const { json } = await httpClient<ImportUndoResult>(
        `${apiUrl}${paths.schoolImportUndo(id)}`,
        { method: "POST" },
      );
      return json.resources.data;
    },
    async getImportTemplate(format) {
      const query = new URLSearchParams({ format });
      const file = await fetchFile(`${apiUrl}${paths.schoolImportTemplate}?${query}`);
      return { blob: file.blob, name: file.name || `schools-import-template.${format}` };
    },
  };
}
