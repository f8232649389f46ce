import { describe, expect, it } from "vitest";
import { extensionOf, sniff, zipEntryNames } from "../../../server/schools/sniff";
import { sample, zip } from "../schoolsFixtures";

const ALL = ["png", "jpg", "jpeg", "webp", "pdf", "csv", "docx", "xlsx", "odt", "doc", "xls"];

/** A file that starts like a zip archive and holds only the central directory given, then its end record. */
function centralDirectory(entries: { name: string; extra?: number; comment?: number }[]) {
  const head = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26)]);
  const records = entries.map(({ name, extra = 0, comment = 0 }) => {
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(Buffer.byteLength(name), 28);
    record.writeUInt16LE(extra, 30);
    record.writeUInt16LE(comment, 32);
    return Buffer.concat([record, Buffer.from(name), Buffer.alloc(extra + comment, 0x41)]);
  });
  const directory = Buffer.concat(records);
  return Buffer.concat([head, directory, endRecord(entries.length, head.length, directory.length)]);
}

function endRecord(count: number, offset: number, size = 0, commentLength = 0) {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  end.writeUInt16LE(commentLength, 20);
  return end;
}

describe("the type of an uploaded file, read from its bytes", () => {
  it.each([
    ["photo.png", sample.png, "png", "image/png"],
    ["photo.jpg", sample.jpeg, "jpg", "image/jpeg"],
    ["photo.jpeg", sample.jpeg, "jpeg", "image/jpeg"],
    ["photo.webp", sample.webp, "webp", "image/webp"],
    ["Affiliation.pdf", sample.pdf, "pdf", "application/pdf"],
    ["students.csv", sample.csv, "csv", "text/csv; charset=utf-8"],
    [
      "letter.docx",
      sample.docx,
      "docx",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ],
    [
      "fees.xlsx",
      sample.xlsx,
      "xlsx",
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    ],
    ["letter.odt", sample.odt, "odt", "application/vnd.oasis.opendocument.text"],
    ["letter.doc", sample.doc, "doc", "application/msword"],
    ["fees.xls", sample.xls, "xls", "application/vnd.ms-excel"],
  ])("accepts %s as %s", (name, data, extension, contentType) => {
    expect(sniff(name, data, ALL)).toEqual({ extension, contentType });
  });

  it("reads the extension whatever its case", () => {
    expect(sniff("PHOTO.PNG", sample.png, ["png"])).toEqual({
      extension: "png",
      contentType: "image/png",
    });
  });

  it("refuses an extension that is not allowed, even with the right content", () => {
    expect(sniff("photo.png", sample.png, ["jpg", "pdf"])).toBeNull();
  });

  it("refuses an allowed extension it has no signature for", () => {
    expect(sniff("setup.exe", sample.exe, ["exe", "png"])).toBeNull();
  });

  it.each([
    ["a renamed executable", "photo.png", sample.exe],
    ["a PDF called .xlsx", "fees.xlsx", sample.pdf],
    ["a PNG called .jpg", "photo.jpg", sample.png],
    ["an image called .pdf", "report.pdf", sample.png],
    ["a file that starts like a PDF and then differs", "report.pdf", Buffer.from("%PDF+1.4")],
    ["a PNG cut short inside its signature", "photo.png", sample.png.subarray(0, 5)],
    [
      "a RIFF file that is not WebP",
      "photo.webp",
      Buffer.concat([Buffer.from("RIFF"), Buffer.alloc(40)]),
    ],
    [
      "a WebP without its RIFF header",
      "photo.webp",
      Buffer.concat([Buffer.alloc(8), Buffer.from("WEBPVP8 ")]),
    ],
    ["a spreadsheet called .docx", "letter.docx", sample.xlsx],
    ["a document called .xlsx", "fees.xlsx", sample.docx],
    ["a zip without the document", "letter.docx", zip({ "[Content_Types].xml": "<Types/>" })],
    [
      "an OpenDocument without its mimetype first",
      "letter.odt",
      zip({ "content.xml": "<office/>", mimetype: "application/vnd.oasis.opendocument.text" }),
    ],
    [
      "an OpenDocument without its content",
      "letter.odt",
      zip({ mimetype: "application/vnd.oasis.opendocument.text", "meta.xml": "<office/>" }),
    ],
    ["a legacy spreadsheet called .doc", "letter.doc", sample.xls],
    ["a legacy document called .xls", "fees.xls", sample.doc],
    [
      "a stream name without the compound-file header",
      "letter.doc",
      Buffer.concat([Buffer.alloc(8), Buffer.from("WordDocument", "utf16le")]),
    ],
    ["an empty CSV", "students.csv", Buffer.alloc(0)],
    ["a CSV with a NUL byte", "students.csv", Buffer.from("name\0,students\n")],
    ["a CSV with a control character", "students.csv", Buffer.from("name\x1f,students\n")],
    ["a CSV with DEL", "students.csv", Buffer.from("name\x7f,students\n")],
    ["a CSV that is not UTF-8", "students.csv", Buffer.from([0x61, 0x2c, 0xff, 0x0a])],
  ])("refuses %s", (_, name, data) => {
    expect(sniff(name, data, ALL)).toBeNull();
  });

  it("accepts an Excel 5 workbook, whose stream is called Book", () => {
    const book = Buffer.concat([sample.doc.subarray(0, 512), Buffer.from("Book", "utf16le")]);
    expect(sniff("old.xls", book, ["xls"])?.contentType).toBe("application/vnd.ms-excel");
  });

  it("accepts a CSV with tabs, both line ends, a form feed, spaces and non-ASCII letters", () => {
    const csv = Buffer.from("name\tcity\r\nÉcole Verte\tMysuru\n\f");
    expect(sniff("students.csv", csv, ["csv"])?.extension).toBe("csv");
  });

  it.each([
    ["report.pdf", "pdf"],
    ["REPORT.PDF", "pdf"],
    ["archive.tar.gz", "gz"],
    ["scan.7z", "7z"],
    ["notes.abcdefgh", "abcdefgh"],
    ["notes.abcdefghi", ""],
    ["notes.pdf.", ""],
    ["notes.p_f", ""],
    ["notes.pdf ", ""],
    ["pdf", ""],
    ["", ""],
  ])("finds the extension of %j: %j", (name, extension) => {
    expect(extensionOf(name)).toBe(extension);
  });
});

describe("the entry names of a zip archive", () => {
  it("lists the central directory's names in order", () => {
    expect(zipEntryNames(sample.docx)).toEqual(["[Content_Types].xml", "word/document.xml"]);
  });

  it("steps over each entry's extra field and comment", () => {
    const data = centralDirectory([
      { name: "a.xml", extra: 7, comment: 5 },
      { name: "word/document.xml", extra: 3 },
      { name: "z.xml", comment: 2 },
    ]);
    expect(zipEntryNames(data)).toEqual(["a.xml", "word/document.xml", "z.xml"]);
  });

  it("finds the end record behind the longest archive comment", () => {
    const archive = sample.docx.subarray(0, sample.docx.length - 22);
    const end = Buffer.from(sample.docx.subarray(sample.docx.length - 22));
    end.writeUInt16LE(0xffff, 20);
    const data = Buffer.concat([archive, end, Buffer.alloc(0xffff, 0x20)]);
    expect(zipEntryNames(data)).toEqual(["[Content_Types].xml", "word/document.xml"]);
  });

  it("finds nothing in a file that does not start like a zip archive", () => {
    expect(zipEntryNames(sample.pdf)).toEqual([]);
    expect(zipEntryNames(Buffer.concat([Buffer.alloc(4), sample.docx.subarray(4)]))).toEqual([]);
  });

  it("finds nothing in an archive without its end record", () => {
    expect(zipEntryNames(sample.docx.subarray(0, sample.docx.length - 22))).toEqual([]);
    expect(zipEntryNames(Buffer.from([0x50, 0x4b, 0x03, 0x04]))).toEqual([]);
  });

  it("finds nothing when the directory is not where the end record says", () => {
    const data = Buffer.from(sample.docx);
    data.writeUInt32LE(1, data.length - 22 + 16);
    expect(zipEntryNames(data)).toEqual([]);
  });

  it("finds nothing when an entry of the directory lacks its signature", () => {
    const data = centralDirectory([{ name: "word/document.xml" }]);
    data.writeUInt32LE(0x02014b51, 30);
    expect(zipEntryNames(data)).toEqual([]);
  });

  it("reads an entry that ends exactly where the file ends", () => {
    // The entry's last 22 bytes are the end record, which points back at the entry.
    const data = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(46)]);
    data.writeUInt32LE(0x02014b50, 4);
    data.writeUInt32LE(0x06054b50, data.length - 22);
    data.writeUInt16LE(1, data.length - 22 + 10);
    data.writeUInt32LE(4, data.length - 22 + 16);
    expect(zipEntryNames(data)).toEqual([""]);
  });

  it("finds nothing when an entry of the directory is cut short", () => {
    const head = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26)]);
    const cut = Buffer.alloc(10);
    cut.writeUInt32LE(0x02014b50, 0);
    const data = Buffer.concat([head, cut, endRecord(1, head.length, cut.length)]);
    expect(zipEntryNames(data)).toEqual([]);
  });
});
