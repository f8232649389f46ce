import { formulaSafeText } from "../../contract/exports";

/*
 * CSV as spreadsheets write it (RFC 4180): fields separated by a comma (or a tab: Excel's
 * "Unicode text" export), quoted when they hold the separator, a quote or a line break, a quote
 * inside doubled; lines end in CRLF or LF. Written here rather than taken from a package: the
 * whole format is these few rules, and the import's tests cover each one.
 */

/** A decoder for a file that starts with these bytes: UTF-16LE after its BOM, else UTF-8. */
function decoderFor(start: Uint8Array, strict: boolean): TextDecoder {
  // Either BOM (UTF-8's EF BB BF, UTF-16LE's FF FE) is consumed by the decoder itself.
  if (start[0] === 0xff && start[1] === 0xfe) return new TextDecoder("utf-16le");
  return new TextDecoder("utf-8", { fatal: strict });
}

/** The text of a file: UTF-8 with or without its BOM, or UTF-16LE with its BOM (Excel's export). */
export function decodeText(data: Uint8Array): string {
  return decoderFor(data, false).decode(data);
}

/**
 * A file's bytes are not UTF-8 text. `encoding`: text in another encoding (Excel's plain "CSV"
 * on Windows writes Windows-1252: an 'é' is one byte that UTF-8 refuses). `binary`: a control
 * character other than a text's, so no text at all.
 */
export class NotTextError extends Error {
  constructor(readonly reason: "encoding" | "binary") {
    super(reason === "encoding" ? "The file is not UTF-8 text." : "The file is not text.");
  }
}

/** Control characters but tab, line feed, form feed and carriage return; and DEL. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL = /[\x00-\x08\x0b\x0e-\x1f\x7f]/;

/**
 * The text of a file read in chunks, decoded as decodeText decodes it whole: a character split
 * between two chunks (a UTF-8 sequence, a UTF-16 unit split on an odd byte) is carried over by
 * the decoder. Throws NotTextError on bytes that are not UTF-8 or on a control character.
 */
export async function* textChunks(body: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  let decoder: TextDecoder | undefined;
  // The first bytes, until there are two: the BOM that says UTF-16 is two bytes long.
  let start = Buffer.alloc(0);
  const decode = (bytes?: Uint8Array, stream = false) => {
    let text: string;
    try {
      text = decoder!.decode(bytes, { stream });
    } catch {
      // The strict decoder's refusal: bytes that are not UTF-8. Read leniently, a text in
      // another encoding is mostly ASCII with a few bytes UTF-8 refuses (an 'é') and no control
      // character; a binary file has control characters, or is mostly bytes UTF-8 refuses.
      const lenient = new TextDecoder("utf-8").decode(bytes);
      const refused = lenient.split("\ufffd").length - 1;
      const binary = CONTROL.test(lenient) || refused * 4 > lenient.length;
      throw new NotTextError(binary ? "binary" : "encoding");
    }
    if (CONTROL.test(text)) throw new NotTextError("binary");
    return text;
  };
  for await (const chunk of body) {
    let bytes: Uint8Array = chunk;
    if (!decoder) {
      start = Buffer.concat([start, chunk]);
      if (start.length < 2) continue;
      decoder = decoderFor(start, true);
      bytes = start;
    }
    yield decode(bytes, true);
  }
  if (decoder) {
    // What the decoder still holds: an incomplete last character is not text.
    yield decode();
  } else {
    // A file of fewer than two bytes.
    decoder = decoderFor(start, true);
    yield decode(start);
  }
}

/** The separator of a file: a tab when its first line has more tabs than commas. */
export function detectDelimiter(text: string): "," | "\t" {
  const end = text.search(/\r?\n/);
  const first = end < 0 ? text : text.slice(0, end);
  const count = (c: string) => first.split(c).length - 1;
  return count("\t") > count(",") ? "\t" : ",";
}

/**
 * A CSV parser fed a text in chunks, cut anywhere: it keeps its place (inside a quoted field,
 * after a quote that may be the first of a doubled one, after a carriage return that a line
 * feed may follow) from one chunk to the next. The separator is detected from the first line,
 * so the text before the first line feed is held until it comes.
 */
export class CsvParser {
  private field = "";
  private record: string[] = [];
  private quoted = false;
  /** A chunk ended on a quote inside a quoted field: closing, or the first of a doubled one. */
  private quoteAtEnd = false;
  /** A chunk ended on a carriage return: a line feed starting the next belongs to it. */
  private crAtEnd = false;
  private head = "";

  constructor(private delimiter?: "," | "\t") {}

  /** The records that end in this chunk; `last` ends the text (and its last record). */
  *push(chunk: string, last = false): Generator<string[]> {
    let text = chunk;
    if (!this.delimiter) {
      this.head += chunk;
      if (!last && !this.head.includes("\n")) return;
      this.delimiter = detectDelimiter(this.head);
      text = this.head;
      this.head = "";
    }
    const delimiter = this.delimiter;
    const n = text.length;
    let i = 0;
    if (n > 0 && this.crAtEnd) {
      this.crAtEnd = false;
      if (text[0] === "\n") i = 1;
    }
    if (n > 0 && this.quoteAtEnd) {
      this.quoteAtEnd = false;
      if (text[0] === '"') {
        this.field += '"';
        i = 1;
      } else {
        this.quoted = false;
      }
    }
    while (i < n) {
      const c = text[i];
      if (this.quoted) {
        if (c === '"') {
          if (i + 1 === n && !last) {
            this.quoteAtEnd = true;
            i += 1;
            continue;
          }
          if (text[i + 1] === '"') {
            this.field += '"';
            i += 2;
            continue;
          }
          this.quoted = false;
          i += 1;
          continue;
        }
        // Copies the run up to the next quote at once (a long quoted address is one slice).
        const next = text.indexOf('"', i);
        const stop = next < 0 ? n : next;
        this.field += text.slice(i, stop);
        i = stop;
        continue;
      }
      if (c === '"' && this.field === "") {
        this.quoted = true;
        i += 1;
      } else if (c === delimiter) {
        this.record.push(this.field);
        this.field = "";
        i += 1;
      } else if (c === "\n" || c === "\r") {
        this.record.push(this.field);
        yield this.record;
        this.record = [];
        this.field = "";
        if (c === "\r" && i + 1 === n && !last) this.crAtEnd = true;
        i += c === "\r" && text[i + 1] === "\n" ? 2 : 1;
      } else {
        // The rest of an unquoted field at once, up to its separator or line end: one slice
        // rather than a string grown a character at a time.
        let end = i + 1;
        while (end < n && text[end] !== delimiter && text[end] !== "\n" && text[end] !== "\r")
          end++;
        this.field += text.slice(i, end);
        i = end;
      }
    }
    if (last) {
      // A quote that ended the text closed its field.
      this.quoted = false;
      if (this.field !== "" || this.record.length > 0) {
        this.record.push(this.field);
        yield this.record;
      }
      this.record = [];
      this.field = "";
    }
  }
}

/** The records of a CSV text, one array of fields each, read lazily. A last empty line ends it. */
export function parseCsv(text: string, delimiter = detectDelimiter(text)): Generator<string[]> {
  return new CsvParser(delimiter).push(text, true);
}

/** One field as CSV: quoted when it holds a comma, a quote or a line break. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** One record as a CSV line, CRLF-terminated (what spreadsheets write): a file as typed. */
export const csvLine = (fields: string[]) => `${fields.map(csvField).join(",")}\r\n`;

/**
 * One record of a CSV file Rollcall gives out (an error file, a template, a dashboard's file):
 * each field formula-escaped by the exports' one rule (contract/exports.ts, as the lists' COPY
 * escapes in SQL), then quoted. CRLF-terminated unless `end` says otherwise.
 */
export const safeCsvLine = (fields: string[], end = "\r\n") =>
  `${fields.map((field) => csvField(formulaSafeText(field))).join(",")}${end}`;

/** The byte-order mark a CSV file Rollcall gives out starts with: Excel then reads it as UTF-8. */
export const UTF8_BOM = "\ufeff";
