import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import {
  csvLine,
  CsvParser,
  decodeText,
  detectDelimiter,
  NotTextError,
  parseCsv,
  textChunks,
} from "../../server/imports/csv";
import { cellText, fileRows } from "../../server/imports/read";

const records = (text: string) => [...parseCsv(text)];

describe("The import's CSV reader", () => {
  it("splits fields on commas and records on LF or CRLF", () => {
    expect(records("a,b,c\r\n1,2,3\n4,,6")).toEqual([
      ["a", "b", "c"],
      ["1", "2", "3"],
      ["4", "", "6"],
    ]);
  });

  it("reads quoted fields with commas, doubled quotes and line breaks inside", () => {
    expect(records('name,address\r\n"Sunrise, East","12 ""Main"" Road\r\nBlock B"\r\n')).toEqual([
      ["name", "address"],
      ["Sunrise, East", '12 "Main" Road\r\nBlock B'],
    ]);
  });

  it("keeps a quote inside an unquoted field and an empty last field", () => {
    expect(records('St. Mary"s,x,\n')).toEqual([['St. Mary"s', "x", ""]]);
  });

  it("takes a tab as the separator when the header has more tabs than commas", () => {
    expect(detectDelimiter("a\tb\tc, d\n1\t2\t3")).toBe("\t");
    expect(detectDelimiter("a,b\tc\n")).toBe(",");
    expect(records("a\tb\tc, d\n1\t2\t3")).toEqual([
      ["a", "b", "c, d"],
      ["1", "2", "3"],
    ]);
  });

  it("decodes UTF-8 with or without its BOM, and UTF-16LE with its BOM", () => {
    const text = "नाम,शहर\n";
    expect(decodeText(Buffer.from(text))).toBe(text);
    expect(decodeText(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]))).toBe(
      text,
    );
    expect(
      decodeText(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")])),
    ).toBe(text);
  });

  it("writes what it reads back the same", () => {
    const fields = ["plain", "with, comma", 'with "quotes"', "two\nlines", ""];
    expect(records(csvLine(fields))).toEqual([fields]);
  });

  it("takes off the quote an export puts before a formula-like text, and only that one", () => {
    expect(cellText("'=SUM(A1)")).toBe("=SUM(A1)");
    expect(cellText("'-12")).toBe("-12");
    expect(cellText("'@home")).toBe("@home");
    expect(cellText("'Tis a school")).toBe("'Tis a school");
    expect(cellText("  padded  ")).toBe("padded");
  });
});

/** Every way of cutting `whole` in two, and in pieces of one unit each. */
function* cuts<T extends { length: number; slice(a: number, b?: number): T }>(whole: T) {
  for (let at = 0; at <= whole.length; at++) yield [whole.slice(0, at), whole.slice(at)];
  yield Array.from({ length: whole.length }, (_, i) => whole.slice(i, i + 1));
}

const chunked = (pieces: string[]) => {
  const parser = new CsvParser();
  const out = pieces.flatMap((piece) => [...parser.push(piece)]);
  return [...out, ...parser.push("", true)];
};

async function decoded(pieces: Buffer[]): Promise<string> {
  let text = "";
  for await (const piece of textChunks(Readable.from(pieces))) text += piece;
  return text;
}

describe("The import's CSV reader, fed a file in chunks", () => {
  const awkward = [
    // A quoted field with a doubled quote, a separator and a CRLF inside; a CRLF after it.
    'name,address\r\n"Sunrise, East","12 ""Main"" Road\r\nBlock B"\r\nlast,row',
    // A quote closing a field at the very end, and an empty quoted field.
    'a,b\n"",x\n"y","z"',
    // A lone CR ends a record as LF does; a quote inside an unquoted field stays.
    'a,b\rSt. Mary"s,2\r\n3,4\r',
    // Excel's tab-separated text: the separator is told by the first line, whichever chunk ends it.
    'a\tb\tc, d\n1\t"2\t3"\t4\n',
  ];

  it("reads the same records wherever the text is cut", () => {
    for (const text of awkward) {
      const whole = [...parseCsv(text)];
      for (const pieces of cuts(text))
        expect(chunked(pieces), JSON.stringify(pieces)).toEqual(whole);
    }
  });

  it("decodes the same text wherever the bytes are cut: inside a UTF-8 character, a BOM or a UTF-16 unit", async () => {
    const text = 'नाम,"शहर, राज्य"\r\nआशा,बेंगलुरु\n';
    const files = [
      Buffer.from(text),
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]),
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text.replace(/,/g, "\t"), "utf16le")]),
    ];
    for (const file of files) {
      for (const pieces of cuts(file)) expect(await decoded(pieces)).toBe(decodeText(file));
    }
  });

  it("finds bytes that are not text, wherever they are", async () => {
    const refused = [
      Buffer.from([0x61, 0x2c, 0xc3, 0x28]), // an invalid UTF-8 sequence
      Buffer.from([0x61, 0x2c, 0xe0, 0xa4]), // a character cut off by the end of the file
      Buffer.from("a,b\n1,\u0000\n"), // a NUL
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("a\tb\u0007", "utf16le")]), // a bell
    ];
    for (const file of refused) {
      for (const pieces of cuts(file)) await expect(decoded(pieces)).rejects.toThrow(NotTextError);
    }
    expect(await decoded([Buffer.from("a,\f\t\r\n")])).toBe("a,\f\t\r\n");
  });

  it("numbers a file's rows from its header, blank lines left out", async () => {
    const file = Buffer.from('h1,h2\r\n"a\r\nb",c\r\n,\r\n\r\nd,e\r\n');
    const rows = [];
    for await (const row of fileRows(
      Readable.from(Array.from(file, (b) => Buffer.from([b]))),
      "csv",
    ))
      rows.push(row);
    expect(rows).toEqual([
      { row: 1, cells: ["h1", "h2"] },
      { row: 2, cells: ["a\r\nb", "c"] },
      { row: 5, cells: ["d", "e"] },
    ]);
  });
});

describe("The import's file reader", () => {
  it("closes the file when its reader is left halfway, CSV or XLSX", async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet("Schools");
    for (let i = 0; i < 3000; i++) sheet.addRow([`a${i}`, `b${i}`]);
    const files = {
      csv: Buffer.from("a0,b0\r\na1,b1\r\na2,b2\r\n"),
      xlsx: Buffer.from(await book.xlsx.writeBuffer()),
    };
    for (const format of ["csv", "xlsx"] as const) {
      // In pieces, so that the file is still being read when its reader is left.
      const file = files[format];
      const body = Readable.from(
        Array.from({ length: Math.ceil(file.length / 1024) }, (_, i) =>
          file.subarray(i * 1024, (i + 1) * 1024),
        ),
      );
      const rows = fileRows(body, format);
      expect((await rows.next()).value).toEqual({ row: 1, cells: ["a0", "b0"] });
      await rows.return(undefined);
      expect(body.destroyed, format).toBe(true);
    }
  });
});
