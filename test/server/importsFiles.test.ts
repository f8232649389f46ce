import ExcelJS from "exceljs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { routes } from "../../contract/api";
import { FORMULA_START } from "../../contract/exports";
import { IMPORT_COLUMNS } from "../../contract/imports";
import { decodeText, parseCsv } from "../../server/imports/csv";
import { describeEachDb, seededApp, type TestApp } from "./harness";
import {
  expectNoFormulaField,
  formulaTexts,
  importCsv,
  importRow,
  uploadChecked,
  xlsxCells,
} from "./importsFixtures";

/*
 * The files the import gives out, the template and the file with its errors, written by the
 * exports' one rule against formulas (contract/exports.ts, issue 41): in a CSV a text that
 * starts like a formula gets a leading '; in an XLSX every text is a string cell, which a
 * spreadsheet shows and never runs, so it is written as it is.
 */

const csvRows = (data: Buffer) => [...parseCsv(decodeText(data))];

describeEachDb("The import's files", (kind) => {
  let t: TestApp;
  let token: string;
  beforeEach(async () => {
    ({ t, token } = await seededApp(kind));
  });
  afterEach(() => t.close());

  const get = (url: string) => t.app.inject({ url, headers: t.auth(token) });

  /** One row per formula character, its name and address starting with it; one row wrong. */
  const formulaRows = () =>
    formulaTexts().map((text, i) =>
      importRow(i + 1, { school_name: text, address: text, pincode: i === 0 ? "12" : "570001" }),
    );

  describe("the file given back with its errors", () => {
    it("as CSV, escapes every text that starts like a formula", async () => {
      const job = await uploadChecked(t, token, "formulas.csv", importCsv(formulaRows()));
      expect(job.with_errors).toBe(1);
      const res = await t.app.inject({ url: job.error_file_url! });
      expect(res.statusCode).toBe(200);
      const rows = csvRows(res.rawPayload);
      expectNoFormulaField(rows);
      const names = rows.slice(1).map((row) => row[IMPORT_COLUMNS.indexOf("school_name")]);
      for (const text of formulaTexts().filter((text) => text.trim() === text)) {
        expect(names).toContain(`'${text}`);
      }
    });

    it("as XLSX, writes every text as a string cell, never a formula, without a '", async () => {
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet("Schools");
      sheet.addRow([...IMPORT_COLUMNS]);
      for (const row of formulaRows()) sheet.addRow(IMPORT_COLUMNS.map((c) => row[c]));
      const data = Buffer.from(await book.xlsx.writeBuffer());
      const job = await uploadChecked(t, token, "formulas.xlsx", data);
      expect(job.with_errors).toBe(1);
      const res = await t.app.inject({ url: job.error_file_url! });
      const cells = await xlsxCells(res.rawPayload);
      expect(cells.filter((c) => c.type !== ExcelJS.ValueType.String)).toEqual([]);
      const values = cells.map((c) => c.value);
      for (const text of formulaTexts().filter((text) => text.trim() === text)) {
        expect(values).toContain(text);
      }
    });
  });

  describe("the template", () => {
    beforeEach(async () => {
      // References named like formulas, as an administrator could name a lookup.
      const prefix = (table: string, start: string) =>
        t.db.query(`UPDATE ${table} SET name = $1 || name`, [start]);
      await prefix("cities", "=");
      await prefix("states", "+");
      await prefix("boards", "-");
      await prefix("main_boards", "@");
      await prefix("countries", "\t");
      await t.db.query(
        "UPDATE countries SET name = $1 || name WHERE country_id = (SELECT max(country_id) FROM countries)",
        ["\r"],
      );
    });

    it("as CSV, escapes every reference of its example row", async () => {
      const res = await get(`${routes.schoolImportTemplate}?format=csv`);
      const rows = csvRows(res.rawPayload);
      expectNoFormulaField(rows);
      const example = rows[1];
      for (const start of ["=", "+", "-", "@"]) {
        expect(example.some((cell) => cell.startsWith(`'${start}`))).toBe(true);
      }
    });

    it("as XLSX, writes the references as string cells, never formulas", async () => {
      const res = await get(`${routes.schoolImportTemplate}?format=xlsx`);
      const cells = await xlsxCells(res.rawPayload);
      expect(cells.filter((c) => c.type === ExcelJS.ValueType.Formula)).toEqual([]);
      const texts = cells.filter((c) => typeof c.value === "string").map((c) => String(c.value));
      // XML reads a carriage return back as a line feed.
      for (const start of [...FORMULA_START.filter((c) => c !== "\r"), "\n"]) {
        expect(
          texts.some((text) => text.startsWith(start)),
          JSON.stringify(start),
        ).toBe(true);
      }
      expect(texts.some((text) => text.startsWith("'"))).toBe(false);
    });
  });
});
