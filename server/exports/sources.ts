import { FORMULA_START_PATTERN, type ExportFormat, type ExportList } from "../../contract/exports";
import type { SqlValue } from "../db/index";
import { whereOf } from "../schools/repository";
import { schoolFilterOf } from "../schools/service";
import { BOARD_ADMIN_FROM, boardAdminWhere } from "../boardAdmins/service";
import { auditConditions } from "../audit/service";
import type { BoardAdminListQuery } from "../../contract/boardAdmins";
import type { AuditListQuery } from "../../contract/audit";
import type { ImportColumn } from "../../contract/imports";

/**
 * What each list's export reads: its columns, and the rows its list's query takes. The filter
 * is the list's own (built by the list's service), so the file holds what the list shows.
 */

/**
 * A column of the file: its header (English, whatever the console's language: a file is passed
 * on, and its columns are read by programs), its SQL over the row's tables, and its kind. `text`
 * is what someone typed: formula-escaped in CSV (formulaSafe). `label` is a text the server writes
 * (Yes/No, a date), never escaped. `number` is left alone, a negative one included, and an XLSX
 * number cell. `decimal` is a number whose written digits are its value (a coordinate keeps its
 * six decimals): left alone, and an XLSX text cell, as the import's template writes it.
 */
export interface Column {
  header: string;
  sql: string;
  kind: "text" | "label" | "number" | "decimal";
  /**
   * The import's column this one fills when the file is imported back (issue 41: an exported
   * file imports cleanly); a school column without one (its id, its counts) is left alone then.
   */
  field?: ImportColumn;
}

/**
 * The CSV injection rule (contract/exports.ts) in the SELECT, so that the database applies it to
 * a CSV's rows as COPY writes them; the import strips it back. Not to an XLSX's: its texts are
 * string cells, which a spreadsheet never runs.
 */
export const formulaSafe = (expr: string) =>
  `CASE WHEN ${expr} ~ '${FORMULA_START_PATTERN}' THEN '''' || ${expr} ELSE ${expr} END`;

/** A column's SQL as a file holds it: a text formula-escaped in CSV, a decimal as its digits. */
function selected(c: Column, format: ExportFormat) {
  if (c.kind === "text" && format === "csv") return formulaSafe(c.sql);
  return c.kind === "decimal" ? `(${c.sql})::text` : c.sql;
}

/** The SELECT list of the columns, each named by its header (fixed texts, no quote in any). */
export const selectList = (columns: Column[], format: ExportFormat) =>
  columns.map((c) => `${selected(c, format)} AS "${c.header}"`).join(", ");

export interface ExportSource {
  list: ExportList;
  columns: Column[];
  /** The rows' ids (newest first, by `id`): from `from`, where every condition holds. */
  ids: { from: string; id: string; conditions: string[]; params: SqlValue[] };
  /** The rows' tables, joined to a slice of ids `x` (column `id`). */
  join: string;
}

const yesNo = (sql: string) => `CASE WHEN ${sql} THEN 'Yes' ELSE 'No' END`;
const timestamp = (sql: string) => `to_char(${sql} AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS')`;

/**
 * The school list's columns (its principal as the three parts of the name), then the profile's
 * main fields and the code: each with the import column it fills, so that the file imports back.
 */
export const SCHOOL_COLUMNS: Column[] = [
  { header: "School ID", sql: "s.school_id", kind: "number" },
  { header: "School name", sql: "s.school_name", kind: "text", field: "school_name" },
  { header: "Principal first name", sql: "p.first_name", kind: "text", field: "first_name" },
  { header: "Principal middle name", sql: "p.middle_name", kind: "text", field: "middle_name" },
  { header: "Principal last name", sql: "p.last_name", kind: "text", field: "last_name" },
  { header: "State", sql: "st.name", kind: "text", field: "state" },
  { header: "City", sql: "c.name", kind: "text", field: "city" },
  { header: "Students", sql: "s.students", kind: "number" },
  { header: "Verified", sql: yesNo("s.admin_approval"), kind: "label" },
  { header: "Active", sql: yesNo("s.status"), kind: "label" },
  { header: "UDISE+ code", sql: "s.udise_code", kind: "text", field: "udise_code" },
  { header: "School type", sql: "s.type", kind: "text", field: "type" },
  { header: "Established", sql: "s.established_year", kind: "number", field: "established_year" },
  { header: "Main board", sql: "mb.name", kind: "text", field: "main_board" },
  { header: "Board", sql: "b.name", kind: "text", field: "board" },
  { header: "Country", sql: "co.name", kind: "text" },
  { header: "Address", sql: "s.address", kind: "text", field: "address" },
  { header: "Pincode", sql: "s.pincode", kind: "text", field: "pincode" },
  { header: "School email", sql: "s.school_email", kind: "text", field: "school_email" },
  {
    header: "School phone",
    sql: "s.school_phone_number",
    kind: "text",
    field: "school_phone_number",
  },
  { header: "Secondary phone", sql: "s.secondary_phone", kind: "text", field: "secondary_phone" },
  { header: "Website", sql: "s.website", kind: "text", field: "website" },
  { header: "Principal email", sql: "p.email", kind: "text", field: "email" },
  { header: "Principal phone", sql: "p.phone_number", kind: "text", field: "phone_number" },
  { header: "Employee number", sql: "p.employee_number", kind: "text" },
  { header: "Teachers", sql: "s.teachers", kind: "number" },
  { header: "Latitude", sql: "s.latitude", kind: "decimal", field: "latitude" },
  { header: "Longitude", sql: "s.longitude", kind: "decimal", field: "longitude" },
  { header: "Area radius", sql: "s.area_radius", kind: "number", field: "area_radius" },
  { header: "Registered (UTC)", sql: timestamp("s.created_at"), kind: "label" },
];

export const BOARD_ADMIN_COLUMNS: Column[] = [
  { header: "ID", sql: "a.account_id", kind: "number" },
  { header: "Username", sql: "a.username", kind: "text" },
  { header: "Type", sql: "ba.type", kind: "text" },
  { header: "Main board", sql: "mb.name", kind: "text" },
  { header: "Board", sql: "b.name", kind: "text" },
  { header: "First name", sql: "a.first_name", kind: "text" },
  { header: "Middle name", sql: "a.middle_name", kind: "text" },
  { header: "Last name", sql: "a.last_name", kind: "text" },
  { header: "Email", sql: "a.email", kind: "text" },
  { header: "Phone", sql: "a.phone_number", kind: "text" },
  { header: "Active", sql: yesNo("a.status"), kind: "label" },
];

export const AUDIT_COLUMNS: Column[] = [
  { header: "ID", sql: "e.event_id", kind: "number" },
  { header: "When (UTC)", sql: timestamp("e.occurred_at"), kind: "label" },
  { header: "Who", sql: "e.actor_username", kind: "text" },
  { header: "Action", sql: "e.action", kind: "text" },
  { header: "Target type", sql: "e.target_type", kind: "text" },
  { header: "Target ID", sql: "e.target_id", kind: "number" },
  { header: "Target", sql: "e.target_name", kind: "text" },
  { header: "Details", sql: "e.details::text", kind: "text" },
  { header: "Address", sql: "e.client_ip", kind: "text" },
  { header: "Request", sql: "e.request_id", kind: "text" },
];

/** A list's WHERE ("WHERE a AND b", or nothing) as its conditions. */
const conditionsOf = (where: string) => (where ? [where.replace(/^WHERE /, "")] : []);

export function schoolSource(query: Parameters<typeof schoolFilterOf>[0]): ExportSource {
  const where = whereOf(schoolFilterOf(query));
  return {
    list: "schools",
    columns: SCHOOL_COLUMNS,
    ids: {
      from: "schools",
      id: "school_id",
      conditions: conditionsOf(where.sql),
      params: where.params,
    },
    join: `schools s ON s.school_id = x.id
       JOIN school_principals p ON p.school_id = s.school_id
       JOIN boards b ON b.board_id = s.board_id
       JOIN main_boards mb ON mb.main_board_id = b.main_board_id
       JOIN states st ON st.state_id = s.state_id
       JOIN countries co ON co.country_id = st.country_id
       JOIN cities c ON c.city_id = s.city_id`,
  };
}

export function boardAdminSource(query: Omit<BoardAdminListQuery, "page" | "limit">): ExportSource {
  const where = boardAdminWhere(query);
  return {
    list: "board-admins",
    columns: BOARD_ADMIN_COLUMNS,
    ids: {
      from: BOARD_ADMIN_FROM.replace(/^FROM /, ""),
      id: "ba.account_id",
      conditions: conditionsOf(where.sql),
      params: where.params,
    },
    join: `board_admins ba ON ba.account_id = x.id
       JOIN accounts a ON a.account_id = ba.account_id
       JOIN boards b ON b.board_id = ba.board_id
       JOIN main_boards mb ON mb.main_board_id = b.main_board_id`,
  };
}

/** Newest first by id (the list, with a date range, orders by time: the same events). */
export function auditSource(query: Omit<AuditListQuery, "page" | "limit">): ExportSource {
  const { where, dates, params } = auditConditions(query);
  return {
    list: "audit-events",
    columns: AUDIT_COLUMNS,
    ids: { from: "audit_events", id: "event_id", conditions: [...where, ...dates], params },
    join: "audit_events e ON e.event_id = x.id",
  };
}
