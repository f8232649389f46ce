import ExcelJS from "exceljs";
import type { ImportFormat } from "../../contract/imports";
import type { Queryable } from "../db/index";
import { safeCsvLine, UTF8_BOM } from "./csv";
import { IMPORT_COLUMNS, type ImportColumn } from "../../contract/imports";
import { TEXT_COLUMNS } from "./columns";
import { loadReferences, type References } from "./references";

/*
 * The import template: the columns, one filled example row, and in the XLSX a second sheet of
 * the valid references with their ids. References in the example are names, as most people will
 * write them; an id works as well.
 */

/** The example school: a Karnataka school under its state board (demo references). */
const EXAMPLE: Record<ImportColumn, string> = {
  school_name: "Green Valley School",
  school_email: "office@greenvalley.example",
  type: "private",
  established_year: "1998",
  main_board: "Karnataka School Examination and Assessment Board",
  board: "SSLC (Class 10)",
  state: "Karnataka",
  city: "Mysuru",
  pincode: "570001",
  address: "12 Temple Road",
  udise_code: "29260100105",
  school_phone_number: "9876543210",
  website: "https://greenvalley.example",
  secondary_phone: "",
  first_name: "Asha",
  middle_name: "",
  last_name: "Rao",
  email: "asha.rao@greenvalley.example",
  phone_number: "9876500000",
  latitude: "12.295810",
  longitude: "76.639381",
  area_radius: "250",
  confirm_duplicate: "false",
};

/** The example's references, or the first valid ones where the demo's are not on this server. */
function exampleRow(refs: References): Record<ImportColumn, string> {
  const row = { ...EXAMPLE };
  const has = (list: { name: string }[], name: string) => list.some((p) => p.name === name);
  if (!has(refs.states, row.state) || !has(refs.cities, row.city)) {
    const city = refs.cities[0];
    const state = refs.states.find((s) => s.id === city?.parent);
    row.state = state?.name ?? "";
    row.city = city?.name ?? "";
  }
  if (!has(refs.mainBoards, row.main_board) || !has(refs.boards, row.board)) {
    const board = refs.boards[0];
    row.main_board = refs.mainBoards.find((m) => m.id === board?.parent)?.name ?? "";
    row.board = board?.name ?? "";
  }
  return row;
}

/** The template as a file: its bytes, name and type. */
export async function importTemplate(
  db: Queryable,
  format: ImportFormat,
): Promise<{ body: Buffer; fileName: string; contentType: string }> {
  const refs = await loadReferences(db);
  const example = exampleRow(refs);
  if (format === "csv") {
    // The references are lookups' names, which an administrator types: escaped as every text.
    const body = Buffer.from(
      UTF8_BOM +
        safeCsvLine([...IMPORT_COLUMNS]) +
        safeCsvLine(IMPORT_COLUMNS.map((c) => example[c])),
    );
    return {
      body,
      fileName: "schools-import-template.csv",
      contentType: "text/csv; charset=utf-8",
    };
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Schools");
  sheet.columns = IMPORT_COLUMNS.map((column) => ({
    header: column,
    key: column,
    width: Math.max(14, column.length + 2),
    // Text cells: a numeric one drops a code's leading zero and a coordinate's trailing zeros.
    ...(TEXT_COLUMNS.includes(column) && { style: { numFmt: "@" } }),
  }));
  sheet.addRow(IMPORT_COLUMNS.map((column) => example[column]));
  sheet.getRow(1).font = { bold: true };
  const lists = workbook.addWorksheet("References");
  lists.columns = [
    { header: "kind", key: "kind", width: 12 },
    { header: "id", key: "id", width: 8 },
    { header: "name", key: "name", width: 50 },
    { header: "within", key: "within", width: 50 },
  ];
  const nameOf = (list: { id: number; name: string }[], id: number) =>
    list.find((p) => p.id === id)?.name ?? "";
  for (const c of refs.countries) lists.addRow({ kind: "country", id: c.id, name: c.name });
  for (const s of refs.states)
    lists.addRow({
      kind: "state",
      id: s.id,
      name: s.name,
      within: nameOf(refs.countries, s.parent),
    });
  for (const c of refs.cities)
    lists.addRow({ kind: "city", id: c.id, name: c.name, within: nameOf(refs.states, c.parent) });
  for (const m of refs.mainBoards) lists.addRow({ kind: "main_board", id: m.id, name: m.name });
  for (const b of refs.boards)
    lists.addRow({
      kind: "board",
      id: b.id,
      name: b.name,
      within: nameOf(refs.mainBoards, b.parent),
    });
  lists.getRow(1).font = { bold: true };
  return {
    body: Buffer.from(await workbook.xlsx.writeBuffer()),
    fileName: "schools-import-template.xlsx",
    contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  };
}
