import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { paths, routes } from "../../contract/api";
import { IMPORT_ROWS_MAX } from "../../contract/imports";
import { IMPORT_COLUMNS } from "../../contract/imports";
import { csvLine, decodeText, parseCsv } from "../../server/imports/csv";
import { errorFile } from "../../server/imports/errorFile";
import type { JobRow } from "../../server/imports/jobs";
import type { FileStorage } from "../../server/storage/index";
import { describeEachDb, seededApp, type TestApp } from "./harness";
import { multipart, sample } from "./schoolsFixtures";
import {
  getJob,
  importCsv,
  importRow,
  rowErrors,
  runImport,
  upload,
  uploadChecked,
} from "./importsFixtures";

describeEachDb("School import", (kind) => {
  let t: TestApp;
  let token: string;
  beforeEach(async () => {
    ({ t, token } = await seededApp(kind));
  });
  afterEach(() => t.close());

  const get = (url: string) => t.app.inject({ url, headers: t.auth(token) });
  /** How many files the storage holds (a refused upload must leave none of its own). */
  const storedFiles = () =>
    fs
      .readdirSync(path.join(t.dataDir, "files"), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile()).length;
  const post = (url: string) => t.app.inject({ method: "POST", url, headers: t.auth(token) });

  describe("the template", () => {
    it("is a CSV of the columns and one example row that passes the dry run", async () => {
      const res = await get(`${routes.schoolImportTemplate}?format=csv`);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-disposition"]).toContain("schools-import-template.csv");
      expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const [header] = parseCsv(decodeText(res.rawPayload));
      expect(header).toEqual([...IMPORT_COLUMNS]);
      const job = await uploadChecked(t, token, "template.csv", res.rawPayload);
      expect(job).toMatchObject({ state: "checked", rows: 1, valid: 1, with_errors: 0 });
    });

    it("names its reference columns for what they hold, a name or an id, as its example does", async () => {
      const res = await get(`${routes.schoolImportTemplate}?format=csv`);
      const [header, example] = [...parseCsv(decodeText(res.rawPayload))];
      const cell = (column: string) => example[header.indexOf(column)];
      expect(header).not.toEqual(expect.arrayContaining(["board_id"]));
      expect(header).not.toEqual(expect.arrayContaining(["state_id"]));
      expect(header).not.toEqual(expect.arrayContaining(["city_id"]));
      expect([cell("main_board"), cell("board"), cell("state"), cell("city")]).toEqual([
        "Karnataka School Examination and Assessment Board",
        "SSLC (Class 10)",
        "Karnataka",
        "Mysuru",
      ]);
    });

    it("reads a file made from the earlier template, its columns board_id, state_id and city_id", async () => {
      const earlier = IMPORT_COLUMNS.map(
        (c) => ({ board: "board_id", state: "state_id", city: "city_id" })[c as string] ?? c,
      );
      const rows = [importRow(1)].map((row) =>
        Object.fromEntries(earlier.map((name, i) => [name, row[IMPORT_COLUMNS[i]]])),
      );
      const job = await uploadChecked(
        t,
        token,
        "earlier.csv",
        Buffer.from(csvLine(earlier) + rows.map((r) => csvLine(earlier.map((c) => r[c]))).join("")),
      );
      expect(job).toMatchObject({ valid: 1, with_errors: 0 });
    });

    it("is an XLSX with text cells and a sheet of the references with their ids", async () => {
      const res = await get(`${routes.schoolImportTemplate}?format=xlsx`);
      expect(res.statusCode).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const [schools, references] = book.worksheets;
      expect((schools.getRow(1).values as string[]).slice(1)).toEqual([...IMPORT_COLUMNS]);
      const column = (name: string) => IMPORT_COLUMNS.indexOf(name as never) + 1;
      for (const name of ["udise_code", "pincode", "latitude", "phone_number"]) {
        expect(schools.getRow(2).getCell(column(name)).numFmt).toBe("@");
        expect(typeof schools.getRow(2).getCell(column(name)).value).toBe("string");
      }
      const kinds = new Set<string>();
      references.eachRow((row, n) => {
        if (n > 1) kinds.add(String(row.getCell(1).value));
      });
      expect([...kinds].sort()).toEqual(["board", "city", "country", "main_board", "state"]);
      const [{ board_id }] = await t.db.query<{ board_id: number }>(
        "SELECT board_id FROM boards WHERE name = 'II PUC (Class 12)'",
      );
      let found = false;
      references.eachRow((row) => {
        if (row.getCell(3).value === "II PUC (Class 12)") found = row.getCell(2).value === board_id;
      });
      expect(found).toBe(true);
      const job = await uploadChecked(t, token, "template.xlsx", res.rawPayload);
      expect(job).toMatchObject({ format: "xlsx", valid: 1, with_errors: 0 });
    });
  });

  describe("the dry run", () => {
    it("names every kind of row error by row and column, and skips schools on record", async () => {
      // On record: one by code and name, one by name with pincode, one by email only.
      await uploadAndImport([importRow(900), importRow(901), importRow(902)]);
      const rows = [
        importRow(1), // 2: valid
        importRow(2, { school_name: "", school_email: "not-an-email" }), // 3
        importRow(3, { type: "charity", established_year: "1700" }), // 4
        importRow(4, { board: "No Such Board" }), // 5
        importRow(5, { main_board: "Tamil Nadu State Board", board: "II PUC (Class 12)" }), // 6
        importRow(6, { state: "Atlantis" }), // 7
        importRow(7, { city: "Chennai" }), // 8: a city of another state
        importRow(8, { pincode: "5700", udise_code: "2926010010" }), // 9: 10-digit code
        importRow(9, { udise_code: "29ABC010010", latitude: "12.5" }), // 10
        importRow(10, { school_name: "Imported School 1" }), // 11: repeats row 2
        importRow(11, { school_email: "office1@imported.example" }), // 12: contact of row 2
        importRow(12, { school_email: "office902@imported.example" }), // 13: on record by email
        importRow(13, { school_email: "office902@imported.example", confirm_duplicate: "TRUE" }), // 14
        importRow(900, { school_name: " imported  SCHOOL 900" }), // 15: existing by code and name
        importRow(901, { udise_code: "" }), // 16: existing by name with pincode
        importRow(15, { board: "SSLC (Class 10)", main_board: "" }), // 17: ambiguous name
        importRow(16, { confirm_duplicate: "maybe" }), // 18
      ];
      const job = await uploadChecked(t, token, "errors.csv", importCsv(rows));
      expect(job).toMatchObject({ state: "checked", rows: 17, checked: 17 });
      expect(job).toMatchObject({ valid: 2, existing: 2, with_errors: 13 });
      const errors = await rowErrors(t, token, job.id);
      const brief = errors.map((e) => `${e.row} ${e.column ?? "-"} ${e.message_key}`);
      expect(brief).toEqual([
        "3 school_name validation.school_name_required",
        "3 school_email validation.email_invalid",
        "4 type validation.school_type_invalid",
        "4 established_year validation.year_min",
        "5 board validation.board_unknown",
        "6 board validation.board_unknown",
        "7 state validation.state_unknown",
        "8 city validation.city_unknown",
        "9 pincode validation.pincode_invalid",
        "9 udise_code validation.udise_code_leading_zero",
        "10 udise_code validation.udise_code_invalid",
        "10 latitude validation.latitude_decimals",
        "11 - validation.import_row_repeated",
        "12 - validation.import_row_same_contact",
        "13 - validation.import_row_duplicate",
        "17 board validation.board_unknown",
        "18 confirm_duplicate validation.confirm_duplicate_invalid",
      ]);
      const repeated = errors.find((e) => e.row === 11)!;
      expect(repeated.message).toBe(
        "Repeats row 2 of this file (the same UDISE+ code, or name and pincode)",
      );
      expect(errors.find((e) => e.row === 13)!.message).toContain("Imported School 902");
      expect(errors.find((e) => e.row === 9 && e.column === "udise_code")!.message).toContain(
        "leading zero",
      );
    });

    it("names the school that holds a row's code when the row is another school", async () => {
      await uploadAndImport([importRow(900), importRow(901, { udise_code: "" })]);
      const holder = importRow(900);
      const rows = [
        // 2: the code of 'Imported School 900' on a school of another name.
        importRow(1, { school_name: "Brand New Different School", udise_code: holder.udise_code }),
        // 3: the same school (its code and its name, written otherwise).
        importRow(900, { school_name: "IMPORTED school 900" }),
        // 4: without a code, the same school by its name with pincode.
        importRow(901, { udise_code: "" }),
        // 5: a code of its own, and the name and pincode of a school on record: a duplicate to
        // confirm, as the registration form asks.
        importRow(2, { school_name: "Imported School 901" }),
        importRow(3, { school_name: "Imported School 900", confirm_duplicate: "true" }), // 6
      ];
      const job = await uploadChecked(t, token, "codes.csv", importCsv(rows));
      expect(job).toMatchObject({ valid: 1, existing: 2, with_errors: 2 });
      const errors = await rowErrors(t, token, job.id);
      expect(errors.map((e) => `${e.row} ${e.column ?? "-"} ${e.message_key}`)).toEqual([
        "2 udise_code api.udise_code_taken",
        "5 - validation.import_row_duplicate",
      ]);
      expect(errors[0].message).toBe(
        `UDISE+ code ${holder.udise_code} is already the code of Imported School 900`,
      );
      expect(errors[1].message).toContain("Imported School 901");
      // The file given back says it in its error column.
      const back = await t.app.inject({ url: job.error_file_url! });
      expect(back.body).toContain(
        `udise_code: UDISE+ code ${holder.udise_code} is already the code of Imported School 900`,
      );
    });

    it("writes nothing to the schools", async () => {
      await uploadChecked(t, token, "one.csv", importCsv([importRow(1)]));
      const [{ n }] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM schools");
      expect(n).toBe(0);
    });

    it("reads Excel's UTF-16 tab-separated text and UTF-8 with a BOM", async () => {
      const tsv = [
        IMPORT_COLUMNS.join("\t"),
        ...[importRow(1), importRow(2)].map((r) => IMPORT_COLUMNS.map((c) => r[c]).join("\t")),
      ].join("\r\n");
      const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(tsv, "utf16le")]);
      expect(await uploadChecked(t, token, "unicode.csv", utf16)).toMatchObject({
        valid: 2,
        with_errors: 0,
      });
      const bom = Buffer.concat([
        Buffer.from([0xef, 0xbb, 0xbf]),
        importCsv([importRow(3, { school_name: "विद्यालय तीन" })]),
      ]);
      const job = await uploadChecked(t, token, "bom.csv", bom);
      expect(job).toMatchObject({ valid: 1, with_errors: 0 });
      await runImport(t, token, job.id);
      const [school] = await t.db.query<{ school_name: string }>(
        "SELECT school_name FROM schools WHERE udise_code = $1",
        [importRow(3).udise_code],
      );
      expect(school.school_name).toBe("विद्यालय तीन");
    });

    it("takes references by id, and a board's name within its main board", async () => {
      const [ref] = await t.db.query<{ board_id: number; state_id: number; city_id: number }>(
        `SELECT b.board_id, c.state_id, c.city_id FROM boards b, cities c
          WHERE b.name = 'II PUC (Class 12)' AND c.name = 'Mysuru'`,
      );
      const job = await uploadChecked(
        t,
        token,
        "ids.csv",
        importCsv([
          importRow(1, {
            main_board: "",
            board: String(ref.board_id),
            state: String(ref.state_id),
            city: String(ref.city_id),
          }),
          importRow(2, {
            main_board: "Tamil Nadu State Board",
            state: "Tamil Nadu",
            city: "Chennai",
          }),
        ]),
      );
      expect(job).toMatchObject({ valid: 2, with_errors: 0 });
    });
  });

  describe("the upload's refusals", () => {
    let filesBefore = 0;
    beforeEach(() => {
      filesBefore = storedFiles();
    });
    afterEach(() => {
      expect(storedFiles()).toBe(filesBefore);
    });

    it("names unknown and missing columns", async () => {
      const unknown = await upload(
        t,
        token,
        "a.csv",
        Buffer.from(csvLine([...IMPORT_COLUMNS, "colour", "size"]) + csvLine(["x"])),
      );
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({
        message: "Unknown columns: colour, size. Use the template's columns.",
        message_key: "api.import_columns_unknown",
      });
      const columns = IMPORT_COLUMNS.filter((c) => c !== "pincode" && c !== "latitude");
      const missing = await upload(t, token, "b.csv", importCsv([importRow(1)], columns));
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe("Missing required columns: pincode, latitude.");
    });

    it("refuses a file that is not what its name says, or has no rows", async () => {
      for (const [name, data] of [
        ["schools.csv", sample.exe],
        ["schools.xlsx", importCsv([importRow(1)])],
        ["schools.xlsx", sample.xls],
        ["schools.pdf", sample.pdf],
      ] as const) {
        const res = await upload(t, token, name, data);
        expect(res.statusCode, name).toBe(400);
        expect(res.json().message_key).toBe("api.import_file_type");
      }
      // Told first, even when the header is wrong too: a CSV is text to its last byte.
      const header = Buffer.from(csvLine(["colour"]) + "a".repeat(200_000) + "\u0000\n");
      const notText = await upload(t, token, "schools.csv", header);
      expect(notText.json().message_key).toBe("api.import_file_type");
      const empty = await upload(t, token, "empty.csv", importCsv([]));
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message_key).toBe("api.import_file_empty");
    });

    it("says that a file of 0 bytes is empty", async () => {
      const res = await upload(t, token, "schools.csv", Buffer.alloc(0));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: "The file is empty (0 bytes). Choose the file again, or save it again.",
        message_key: "api.import_file_zero_bytes",
      });
    });

    it("asks for a CSV saved in another encoding than UTF-8 to be saved as CSV UTF-8", async () => {
      // 'é' as Excel's plain "CSV" writes it on Windows: one byte, 0xE9 (Windows-1252).
      const text = importCsv([importRow(1, { school_name: "École Vidyalaya" })]).toString("utf8");
      const windows1252 = Buffer.from(text.replace("É", "\u00c9"), "latin1");
      expect(windows1252.includes(0xc9)).toBe(true);
      const res = await upload(t, token, "schools.csv", windows1252);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message:
          "The file is not UTF-8 text. In the spreadsheet, save it as 'CSV UTF-8' (or as XLSX) and upload it again.",
        message_key: "api.import_file_encoding",
      });
    });

    it("asks for the file when the form has none, or two", async () => {
      const send = (files: { field: string; name: string; data: Buffer }[]) => {
        const body = multipart({}, files);
        return t.app.inject({
          method: "POST",
          url: routes.schoolImports,
          payload: body.payload,
          headers: { ...body.headers, ...t.auth(token) },
        });
      };
      const csv = importCsv([importRow(1)]);
      for (const files of [
        [{ field: "attachment", name: "schools.csv", data: csv }],
        [
          { field: "file", name: "schools.csv", data: csv },
          { field: "file", name: "more.csv", data: csv },
        ],
      ]) {
        const res = await send(files);
        expect(res.statusCode, files.map((f) => f.field).join()).toBe(400);
        expect(res.json().message_key).toBe("api.import_file_required");
      }
      const [{ n }] = await t.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM school_imports",
      );
      expect(n).toBe(0);
    });

    it(`refuses more than ${IMPORT_ROWS_MAX} rows, and more than 50 MB`, async () => {
      const line = csvLine(IMPORT_COLUMNS.map((c) => importRow(1)[c]));
      const many = Buffer.from(csvLine([...IMPORT_COLUMNS]) + line.repeat(IMPORT_ROWS_MAX + 1));
      const res = await upload(t, token, "many.csv", many);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        `The file has ${IMPORT_ROWS_MAX + 1} rows; at most ${IMPORT_ROWS_MAX} can be imported at once.`,
      );
      const large = Buffer.concat([many, Buffer.alloc(50 * 1024 * 1024 - many.length + 1, 0x20)]);
      const tooLarge = await upload(t, token, "large.csv", large);
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json().message).toBe(
        "The file is larger than 50 MB. Split it into smaller files.",
      );
      const [{ n }] = await t.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM school_imports",
      );
      expect(n).toBe(0);
    });
  });

  /** Uploads rows, imports them and answers the finished job. */
  async function uploadAndImport(rows: ReturnType<typeof importRow>[], name = "schools.csv") {
    const checked = await uploadChecked(t, token, name, importCsv(rows));
    return runImport(t, token, checked.id);
  }

  describe("the import", () => {
    it("writes every valid row with its principal, employee number and audit event", async () => {
      const rows = Array.from({ length: 25 }, (_, i) => importRow(i + 1));
      rows.push(importRow(99, { pincode: "12" }));
      const job = await uploadAndImport(rows);
      expect(job).toMatchObject({ state: "done", valid: 25, imported: 25, with_errors: 1 });
      expect(job.undo_until).not.toBeNull();
      const schools = await t.db.query<{
        udise_code: string;
        employee_number: string;
        website: string | null;
      }>(
        `SELECT s.udise_code, p.employee_number, s.website FROM schools s
           JOIN school_principals p USING (school_id) ORDER BY s.school_id`,
      );
      expect(schools.map((s) => s.udise_code)).toEqual(rows.slice(0, 25).map((r) => r.udise_code));
      expect(new Set(schools.map((s) => s.employee_number)).size).toBe(25);
      const events = await t.db.query<{ action: string; n: number }>(
        "SELECT action, count(*)::int AS n FROM audit_events GROUP BY action ORDER BY action",
      );
      expect(events).toEqual(
        expect.arrayContaining([
          { action: "school.imported", n: 25 },
          { action: "school_import.done", n: 1 },
        ]),
      );
      const list = await get(`${routes.schoolList}?search=${rows[3].udise_code}`);
      expect(list.json().resources.data[0].school_name).toBe("Imported School 4");
      // Started once: a second run is a conflict.
      const again = await post(paths.schoolImportRun(job.id));
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe("Only a checked import can be started; this one is done.");
    });

    it("creates nothing from the same file uploaded again", async () => {
      const rows = Array.from({ length: 5 }, (_, i) => importRow(i + 1));
      await uploadAndImport(rows);
      const again = await uploadAndImport(rows);
      expect(again).toMatchObject({ state: "done", valid: 0, existing: 5, imported: 0 });
      const [{ n }] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM schools");
      expect(n).toBe(5);
    });

    it("refuses a row whose code another school took since the dry run", async () => {
      const checked = await uploadChecked(t, token, "late.csv", importCsv([importRow(1)]));
      expect(checked).toMatchObject({ valid: 1 });
      // Registered in between: the code, on a school of another name.
      await uploadAndImport([importRow(2, { udise_code: importRow(1).udise_code })]);
      const job = await runImport(t, token, checked.id);
      expect(job).toMatchObject({ state: "done", imported: 0, existing: 0, with_errors: 1 });
      const [error] = await rowErrors(t, token, checked.id);
      expect(error).toMatchObject({ row: 2, column: "udise_code" });
      expect(error.message).toBe(
        `UDISE+ code ${importRow(1).udise_code} is already the code of Imported School 2`,
      );
    });

    it("writes in batches and resumes from the job's committed progress", async () => {
      const rows = Array.from({ length: 7 }, (_, i) => importRow(i + 1));
      const checked = await uploadChecked(t, token, "b.csv", importCsv(rows));
      // As if a server had died after its first batch of 3 (rows 2-4 of the file).
      await t.app.importRunner!.stop();
      await t.db.query(
        "UPDATE school_imports SET state = 'importing', started_at = now() WHERE import_id = $1",
        [checked.id],
      );
      const { writeBatch } = await import("../../server/imports/write");
      await t.db.transaction(async (tx) => {
        const [job] = await tx.query<never>("SELECT * FROM school_imports WHERE import_id = $1", [
          checked.id,
        ]);
        await writeBatch(tx, job, 3);
      });
      expect(await getJob(t, token, checked.id)).toMatchObject({ imported: 3 });
      t.app.importRunner!.start();
      t.app.importRunner!.wake();
      const { settled } = await import("./importsFixtures");
      const done = await settled(t, token, checked.id);
      expect(done).toMatchObject({ state: "done", imported: 7 });
      const [{ n, codes }] = await t.db.query<{ n: number; codes: number }>(
        "SELECT count(*)::int AS n, count(DISTINCT udise_code)::int AS codes FROM schools",
      );
      expect([n, codes]).toEqual([7, 7]);
    });

    it("gives the file back with an error column, through a signed link", async () => {
      const job = await uploadChecked(
        t,
        token,
        "back.csv",
        importCsv([importRow(1), importRow(2, { pincode: "12", address: 'A "quoted", address' })]),
      );
      const res = await t.app.inject({ url: job.error_file_url! });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-disposition"]).toContain("back-errors.csv");
      const lines = res.body
        .replace(/^\ufeff/, "")
        .trim()
        .split("\r\n");
      expect(lines[0].endsWith(",error")).toBe(true);
      expect(lines[1].endsWith(",")).toBe(true);
      expect(lines[2]).toContain('"A ""quoted"", address"');
      expect(lines[2].endsWith(",pincode: Pincode must be exactly 6 digits")).toBe(true);
      // Fixed and uploaded again, its error column is ignored.
      const fixed = Buffer.from(res.body.replace("12,", "570001,"));
      expect(await uploadChecked(t, token, "back.csv", fixed)).toMatchObject({ valid: 2 });
      const forged = await t.app.inject({ url: job.error_file_url!.replace(/sig=./, "sig=x") });
      expect(forged.statusCode).toBe(403);
    });

    it("closes the stored file when the error file's download is left before its first row", async () => {
      const checked = await uploadChecked(t, token, "schools.csv", importCsv([importRow(1)]));
      const [job] = await t.db.query<JobRow>("SELECT * FROM school_imports WHERE import_id = $1", [
        checked.id,
      ]);
      const source = Readable.from([Buffer.from(csvLine([...IMPORT_COLUMNS]))]);
      const storage = { stream: async () => ({ body: source, size: 0 }) } as unknown as FileStorage;
      const file = await errorFile(t.db, storage, job);
      file.body.destroy();
      await new Promise((resolve) => setImmediate(resolve));
      expect(source.destroyed).toBe(true);
    });

    it("gives an XLSX back as XLSX", async () => {
      const template = await get(`${routes.schoolImportTemplate}?format=xlsx`);
      const job = await uploadChecked(t, token, "mine.xlsx", template.rawPayload);
      const res = await t.app.inject({ url: job.error_file_url! });
      expect(res.statusCode).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = book.worksheets[0];
      expect(sheet.getRow(1).getCell(IMPORT_COLUMNS.length + 1).value).toBe("error");
      expect(sheet.getRow(2).getCell(1).value).toBe("Green Valley School");
    });

    it("lists the imports newest first", async () => {
      await uploadChecked(t, token, "first.csv", importCsv([importRow(1)]));
      await uploadChecked(t, token, "second.csv", importCsv([importRow(2)]));
      const res = await get(`${routes.schoolImports}?page=1&limit=10`);
      expect(res.json().resources).toMatchObject({ total: 2 });
      expect(res.json().resources.data.map((j: { file_name: string }) => j.file_name)).toEqual([
        "second.csv",
        "first.csv",
      ]);
      expect(res.json().resources.data[0].created_by).toBe("admin");
      expect(res.json().resources.data[0].checksum).toMatch(/^[0-9a-f]{64}$/);
    });
  });

  describe("an exported file", () => {
    /** The school list's export in `format`, as the console downloads it. */
    async function exported(format: "csv" | "xlsx") {
      const link = await get(`${paths.schoolExport}?format=${format}`);
      expect(link.statusCode, link.body).toBe(200);
      const { url, file_name } = link.json().resources.data;
      const file = await t.app.inject({ url });
      expect(file.statusCode).toBe(200);
      return { name: file_name as string, data: file.rawPayload };
    }

    it("imports back as CSV and as XLSX: every school already existing, no error", async () => {
      await t.close();
      ({ t, token } = await seededApp(kind, { schools: 40, seed: 3 }));
      // Imported ones too, one of them with a code and texts that start like formulas.
      await uploadAndImport([
        importRow(1, { school_name: "=Imported School 1", address: "-12 Temple Road" }),
        importRow(2, { udise_code: "", middle_name: "K", website: "www.two.example" }),
      ]);
      for (const format of ["csv", "xlsx"] as const) {
        const file = await exported(format);
        const job = await uploadChecked(t, token, file.name, file.data);
        const errors = await rowErrors(t, token, job.id);
        expect(errors.slice(0, 5), format).toEqual([]);
        expect(job, format).toMatchObject({ rows: 42, existing: 42, valid: 0, with_errors: 0 });
      }
    });
  });

  describe("undo", () => {
    it("removes the untouched schools and keeps the touched ones, saying why", async () => {
      const rows = Array.from({ length: 6 }, (_, i) => importRow(i + 1));
      const job = await uploadAndImport(rows);
      const id = (n: number) =>
        t.db
          .query<{ school_id: number }>("SELECT school_id FROM schools WHERE udise_code = $1", [
            rows[n].udise_code,
          ])
          .then(([r]) => r.school_id);
      const [verified, active, changed] = [await id(0), await id(1), await id(2)];
      await t.app.inject({
        method: "POST",
        url: routes.schoolApprove,
        payload: { school_id: verified },
        headers: t.auth(token),
      });
      await t.app.inject({
        method: "PUT",
        url: routes.schoolChangeStatus,
        payload: { school_id: active, status: true },
        headers: t.auth(token),
      });
      await t.db.query(
        "UPDATE schools SET updated_at = now() + interval '1 minute' WHERE school_id = $1",
        [changed],
      );
      const res = await post(paths.schoolImportUndo(job.id));
      expect(res.statusCode, res.body).toBe(200);
      const result = res.json().resources.data;
      expect(result.removed).toBe(3);
      expect(result.kept.map((k: { reason: string }) => k.reason)).toEqual([
        "verified",
        "activated",
        "changed",
      ]);
      expect(res.json().message).toBe("3 schools removed");
      const [{ n }] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM schools");
      expect(n).toBe(3);
      const [{ removed }] = await t.db.query<{ removed: number }>(
        "SELECT count(*)::int AS removed FROM audit_events WHERE action = 'school.removed'",
      );
      expect(removed).toBe(3);
      expect(await getJob(t, token, job.id)).toMatchObject({ state: "undone", undo_until: null });
      // Undone once: again is a conflict. The codes it brought are free again.
      expect((await post(paths.schoolImportUndo(job.id))).statusCode).toBe(409);
      const again = await uploadChecked(t, token, "again.csv", importCsv(rows.slice(3)));
      expect(again).toMatchObject({ valid: 3, existing: 0 });
    });

    it("is refused after 7 days", async () => {
      const job = await uploadAndImport([importRow(1)]);
      t.clock.advance(7 * 86_400_000 + 1000);
      token = await t.login();
      const res = await post(paths.schoolImportUndo(job.id));
      expect(res.statusCode).toBe(409);
      expect(res.json().message_key).toBe("api.import_undo_closed");
      expect((await getJob(t, token, job.id)).undo_until).toBeNull();
    });
  });
});
