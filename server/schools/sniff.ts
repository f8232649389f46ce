/**
 * What a file is, read from its bytes rather than its name: a renamed executable or a PDF called
 * .xlsx is refused. Each accepted extension names the signature its content must carry.
 */

import { isUtf8 } from "node:buffer";

export interface Sniffed {
  extension: string;
  contentType: string;
}

// A byte past the end reads as undefined, which matches none: a shorter file does not start so.
const startsWith = (data: Buffer, bytes: number[], offset = 0) =>
  bytes.every((b, i) => data[offset + i] === b);
const ascii = (text: string) => [...Buffer.from(text)];

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** The entry names of a zip archive, read from its central directory (none when it is not one). */
export function zipEntryNames(data: Buffer): string[] {
  if (!startsWith(data, ZIP)) return [];
  // The end-of-central-directory record sits in the last 22 + 65535 bytes.
  const floor = Math.max(0, data.length - 22 - 0xffff);
  for (let at = data.length - 22; at >= floor; at--) {
    if (data.readUInt32LE(at) !== 0x06054b50) continue;
    const count = data.readUInt16LE(at + 10);
    let entry = data.readUInt32LE(at + 16);
    const names: string[] = [];
    for (let i = 0; i < count; i++) {
      if (entry + 46 > data.length || data.readUInt32LE(entry) !== 0x02014b50) return [];
      const nameLength = data.readUInt16LE(entry + 28);
      const extraLength = data.readUInt16LE(entry + 30);
      const commentLength = data.readUInt16LE(entry + 32);
      names.push(data.toString("utf8", entry + 46, entry + 46 + nameLength));
      entry += 46 + nameLength + extraLength + commentLength;
    }
    return names;
  }
  return [];
}

/** An OLE compound file (legacy Office) holding a stream of this name (names are UTF-16LE). */
function oleHasStream(data: Buffer, ...streams: string[]): boolean {
  return startsWith(data, OLE) && streams.some((s) => data.includes(Buffer.from(s, "utf16le")));
}

const ALLOWED_CONTROLS = new Set([0x09, 0x0a, 0x0c, 0x0d]);

/** CSV is text: UTF-8 without NUL or other control characters than tab, CR, LF and form feed. */
function isText(data: Buffer): boolean {
  if (data.length === 0 || !isUtf8(data)) return false;
  for (const char of data.toString()) {
    const code = char.charCodeAt(0);
    if ((code < 0x20 && !ALLOWED_CONTROLS.has(code)) || code === 0x7f) return false;
  }
  return true;
}

const checks: Record<string, { contentType: string; test: (data: Buffer) => boolean }> = {
  png: { contentType: "image/png", test: (d) => startsWith(d, PNG) },
  jpg: { contentType: "image/jpeg", test: (d) => startsWith(d, JPEG) },
  jpeg: { contentType: "image/jpeg", test: (d) => startsWith(d, JPEG) },
  webp: {
    contentType: "image/webp",
    test: (d) => startsWith(d, ascii("RIFF")) && startsWith(d, ascii("WEBP"), 8),
  },
  pdf: { contentType: "application/pdf", test: (d) => startsWith(d, ascii("%PDF-")) },
  csv: { contentType: "text/csv; charset=utf-8", test: isText },
  docx: {
    contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    test: (d) => zipEntryNames(d).includes("word/document.xml"),
  },
  xlsx: {
    contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    test: (d) => zipEntryNames(d).includes("xl/workbook.xml"),
  },
  odt: {
    contentType: "application/vnd.oasis.opendocument.text",
    // The first entry is the uncompressed "mimetype" file, right after its 30-byte header.
    test: (d) =>
      startsWith(d, ascii("mimetypeapplication/vnd.oasis.opendocument.text"), 30) &&
      zipEntryNames(d).includes("content.xml"),
  },
  doc: { contentType: "application/msword", test: (d) => oleHasStream(d, "WordDocument") },
  xls: {
    contentType: "application/vnd.ms-excel",
    test: (d) => oleHasStream(d, "Workbook", "Book"),
  },
};

export function extensionOf(fileName: string): string {
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(fileName);
  return match ? match[1].toLowerCase() : "";
}

/** The file's type when its name has one of `allowed` extensions and its bytes match it. */
export function sniff(fileName: string, data: Buffer, allowed: readonly string[]): Sniffed | null {
  const extension = extensionOf(fileName);
  const check = checks[extension];
  if (!allowed.includes(extension) || !check || !check.test(data)) return null;
  return { extension, contentType: check.contentType };
}
