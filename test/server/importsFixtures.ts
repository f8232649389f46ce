import ExcelJS from "exceljs";
import { expect } from "vitest";
import { paths, routes } from "../../contract/api";
import { FORMULA_START } from "../../contract/exports";
import type { ImportJob } from "../../contract/imports";
import { IMPORT_COLUMNS, type ImportColumn } from "../../contract/imports";
import { csvLine } from "../../server/imports/csv";
import type { TestApp } from "./harness";
import { multipart } from "./schoolsFixtures";

/** An import row of school `n`: its own name, emails, phones and code; references by name. */
export function importRow(n: number, overrides: Partial<Record<ImportColumn, string>> = {}) {
  const row: Record<ImportColumn, string> = {
    school_name: `Imported School ${n}`,
    school_email: `office${n}@imported.example`,
    type: n % 2 ? "public" : "private",
    established_year: "1999",
    main_board: "Karnataka School Examination and Assessment Board",
    board: "SSLC (Class 10)",
    state: "Karnataka",
    city: "Mysuru",
    pincode: "570001",
    address: `${n} Temple Road`,
    udise_code: `29${String(n).padStart(9, "0")}`,
    school_phone_number: `92${String(n).padStart(8, "0")}`,
    website: "",
    secondary_phone: "",
    first_name: "Asha",
    middle_name: "",
    last_name: `Rao ${n}`,
    email: `principal${n}@imported.example`,
    phone_number: `93${String(n).padStart(8, "0")}`,
    latitude: "12.295810",
    longitude: "76.639381",
    area_radius: "250",
    confirm_duplicate: "",
  };
  return { ...row, ...overrides };
}

/** A CSV of these rows under the template's header. */
export function importCsv(rows: Record<ImportColumn, string>[], columns = [...IMPORT_COLUMNS]) {
  return Buffer.from(
    csvLine(columns) + rows.map((r) => csvLine(columns.map((c) => r[c as ImportColumn]))).join(""),
  );
}

/** Uploads a file as the console does. */
export function upload(t: TestApp, token: string, name: string, data: Buffer) {
  const body = multipart({}, [{ field: "file", name, data }]);
  return t.app.inject({
    method: "POST",
    url: routes.schoolImports,
    payload: body.payload,
    headers: { ...body.headers, ...t.auth(token) },
  });
}

export async function getJob(t: TestApp, token: string, id: number): Promise<ImportJob> {
  const res = await t.app.inject({ url: paths.schoolImport(id), headers: t.auth(token) });
  expect(res.statusCode).toBe(200);
  return res.json().resources.data;
}

/** Polls the job until it has left `checking` and `importing`. */
export async function settled(t: TestApp, token: string, id: number, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const job = await getJob(t, token, id);
    if (job.state !== "checking" && job.state !== "importing") return job;
    if (Date.now() > end) throw new Error(`import ${id} still ${job.state}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Uploads a file and waits for its dry run; answers the checked job. */
export async function uploadChecked(t: TestApp, token: string, name: string, data: Buffer) {
  const res = await upload(t, token, name, data);
  expect(res.statusCode, res.body).toBe(202);
  return settled(t, token, res.json().resources.data.id);
}

/** Runs a checked import and waits for its end. */
export async function runImport(t: TestApp, token: string, id: number) {
  const res = await t.app.inject({
    method: "POST",
    url: paths.schoolImportRun(id),
    headers: t.auth(token),
  });
  expect(res.statusCode, res.body).toBe(202);
  return settled(t, token, id);
}

export async function rowErrors(t: TestApp, token: string, id: number) {
  const res = await t.app.inject({
    url: `${paths.schoolImportErrors(id)}?limit=100`,
    headers: t.auth(token),
  });
  expect(res.statusCode).toBe(200);
  return res.json().resources.data as {
    row: number;
    column: string | null;
    message_key: string;
    message: string;
  }[];
}

/**
 * The characters that start a formula (contract/exports.ts), each starting a text a user could
 * type, each text its own.
 */
export const formulaTexts = () =>
  FORMULA_START.map((start, i) => `${start}HYPERLINK("http://evil.example","Click me ${i + 1}")`);

/**
 * Fails on a CSV field that a spreadsheet would run: one starting with a formula's character
 * without the exports' leading '.
 */
export function expectNoFormulaField(rows: string[][]) {
  const starts = new Set<string>(FORMULA_START);
  const running = rows.flat().filter((field) => starts.has(field[0]));
  expect(running).toEqual([]);
}

/**
 * The cells of an XLSX's sheets, each with its type as exceljs reads it: a formula, if any
 * writer made one, is a `Formula` cell.
 */
export async function xlsxCells(data: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data as unknown as ArrayBuffer);
  const cells: { sheet: string; value: unknown; type: ExcelJS.ValueType }[] = [];
  for (const sheet of book.worksheets) {
    sheet.eachRow((row) =>
      row.eachCell((cell) => cells.push({ sheet: sheet.name, value: cell.value, type: cell.type })),
    );
  }
  return cells;
}
