import { describe, expect, it } from "vitest";
import { csvLine, decodeText, detectDelimiter, parseCsv } from "../../server/imports/csv";
import { cellText } from "../../server/imports/read";

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
