import path from "node:path";
import type { FastifyRequest } from "fastify";
import { keyed } from "../../contract/apiMessages";
import { fileTooLargeMessage, fileTypeMessage, type UploadRule } from "../../contract/schools";
import { ApiError, badField, type FailureMessage } from "../http";
import { sniff } from "./sniff";

export interface UploadedFile {
  fileName: string;
  extension: string;
  contentType: string;
  data: Buffer;
}

export interface MultipartForm {
  /** Text fields; a repeated name gives an array. */
  fields: Record<string, string | string[]>;
  /** Files by field name, each checked against its rule. */
  files: Record<string, UploadedFile[]>;
  /** File field name to message (wrong type, too many). */
  errors: Record<string, FailureMessage>;
}

/** A file name safe to store and send back: no path, no control characters, not too long. */
export function cleanFileName(name: string, extension: string): string {
  const base = path.posix
    .basename(name.replace(/\\/g, "/"))
    .replace(/["\\]/g, "")
    .split("")
    .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f)
    .join("")
    .trim();
  return (base || `file.${extension}`).slice(-200);
}

/**
 * Reads a multipart request into memory: fields, and the files of the given rules checked for
 * count, size and content. Oversized files answer 413; the other problems come back in
 * `errors` so that they join the field messages in one 400.
 */
export async function readMultipart(
  request: FastifyRequest,
  rules: UploadRule[],
): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw new ApiError(415, keyed("api.multipart_required"));
  }
  const form: MultipartForm = { fields: {}, files: {}, errors: {} };
  const maxBytes = Math.max(...rules.map((r) => r.maxBytes));
  const maxFiles = rules.reduce((n, r) => n + r.maxFiles, 0) + 5;
  // The contract's texts of a rule (keyed when answered, as a schema's are) or a keyed message.
  const tooLarge: Record<string, FailureMessage> = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: maxFiles } })) {
      if (part.type === "field") {
        const value = String(part.value);
        const previous = form.fields[part.fieldname];
        form.fields[part.fieldname] =
          previous === undefined
            ? value
            : [...(Array.isArray(previous) ? previous : [previous]), value];
        continue;
      }
      const rule = rules.find((r) => r.field === part.fieldname);
      let data: Buffer;
      try {
        data = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code !== "FST_REQ_FILE_TOO_LARGE") throw error;
        if (rule) tooLarge[rule.field] = fileTooLargeMessage(rule);
        else tooLarge[part.fieldname] = keyed("api.file_too_large_any");
        continue;
      }
      // An empty file input sends a part without a name or bytes.
      if (!rule || (!part.filename && data.length === 0)) continue;
      if (data.length > rule.maxBytes) {
        tooLarge[rule.field] = fileTooLargeMessage(rule);
        continue;
      }
      const list = (form.files[rule.field] ??= []);
      if (list.length >= rule.maxFiles) {
        form.errors[rule.field] = keyed("validation.too_many_files");
        continue;
      }
      const sniffed = sniff(part.filename, data, rule.extensions);
      if (!sniffed) {
        form.errors[rule.field] ??= fileTypeMessage(rule);
        continue;
      }
      list.push({ ...sniffed, fileName: cleanFileName(part.filename, sniffed.extension), data });
    }
  } catch (error) {
    const failure = error as { code?: string; part?: { fieldname?: string } };
    // The plugin reports an oversized file again on the next part: answer it like ours.
    if (failure.code === "FST_REQ_FILE_TOO_LARGE") {
      const rule = rules.find((r) => r.field === failure.part?.fieldname);
      const message = rule ? fileTooLargeMessage(rule) : Object.values(tooLarge)[0];
      if (message) throw new ApiError(413, message, { [rule?.field ?? "file"]: message });
    }
    if (failure.code === "FST_FILES_LIMIT") {
      throw badField(rules[rules.length - 1].field, keyed("validation.too_many_files"));
    }
    // The plugin's own refusals carry their 4xx; anything else is a body that cannot be read
    // (cut short, a broken boundary): the client's fault, not the server's.
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status < 500) throw error;
    throw new ApiError(400, keyed("api.multipart_unreadable"));
  }
  const large = Object.values(tooLarge)[0];
  if (large) throw new ApiError(413, large, tooLarge);
  return form;
}
