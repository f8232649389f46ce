/*
 * CSV as spreadsheets write it (RFC 4180): fields separated by a comma (or a tab: Excel's
 * "Unicode text" export), quoted when they hold the separator, a quote or a line break, a quote
 * inside doubled; lines end in CRLF or LF. Written here rather than taken from a package: the
 * whole format is these few rules, and the import's tests cover each one.
 */

/** The text of a file: UTF-8 with or without its BOM, or UTF-16LE with its BOM (Excel's export). */
export function decodeText(data: Buffer): string {
  if (data[0] === 0xff && data[1] === 0xfe) return data.subarray(2).toString("utf16le");
  if (data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf)
    return data.subarray(3).toString("utf8");
  return data.toString("utf8");
}

/** The separator of a file: a tab when its first line has more tabs than commas. */
export function detectDelimiter(text: string): "," | "\t" {
  const end = text.search(/\r?\n/);
  const first = end < 0 ? text : text.slice(0, end);
  const count = (c: string) => first.split(c).length - 1;
  return count("\t") > count(",") ? "\t" : ",";
}

/** The records of a CSV text, one array of fields each, read lazily. A last empty line ends it. */
export function* parseCsv(text: string, delimiter = detectDelimiter(text)): Generator<string[]> {
  let field = "";
  let record: string[] = [];
  let quoted = false;
  let i = 0;
  const n = text.length;
  while (i < n) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i += 1;
        continue;
      }
      // Copies the run up to the next quote at once (a long quoted address is one slice).
      const next = text.indexOf('"', i);
      const stop = next < 0 ? n : next;
      field += text.slice(i, stop);
      i = stop;
      continue;
    }
    if (c === '"' && field === "") {
      quoted = true;
      i += 1;
    } else if (c === delimiter) {
      record.push(field);
      field = "";
      i += 1;
    } else if (c === "\n" || c === "\r") {
      record.push(field);
      yield record;
      record = [];
      field = "";
      i += c === "\r" && text[i + 1] === "\n" ? 2 : 1;
    } else {
      // The rest of an unquoted field at once, up to its separator or line end: one slice
      // rather than a string grown a character at a time.
      let end = i + 1;
      while (end < n && text[end] !== delimiter && text[end] !== "\n" && text[end] !== "\r") end++;
      field += text.slice(i, end);
      i = end;
    }
  }
  if (field !== "" || record.length > 0) {
    record.push(field);
    yield record;
  }
}

/** One field as CSV: quoted when it holds a comma, a quote or a line break. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** One record as a CSV line, CRLF-terminated (what spreadsheets write). */
export const csvLine = (fields: string[]) => `${fields.map(csvField).join(",")}\r\n`;
