import { FORMULA_START_PATTERN, type ExportList } from "../../contract/exports";
import type { SqlValue } from "../db/index";
import { whereOf } from "../schools/repository";
import { schoolFilterOf } from "../schools/service";
import { BOARD_ADMIN_FROM, boardAdminWhere } from "../boardAdmins/service";
import { auditConditions } from "../audit/service";
import type { BoardAdminListQuery } from "../../contract/boardAdmins";
import type { AuditListQuery } from "../../contract/audit";

/**
 * What each list's export reads: its columns, and the rows its list's query takes. The filter
 * is the list's own (built by the list's service), so the file holds what the list shows.
 */

/**
 * A column of the file: its header (English, whatever the console's language: a file is passed
 * on, and its columns are read by programs), its SQL over the row's tables, and its kind. `text`
 * is what someone typed: formula-escaped (formulaSafe). `label` is a text the server writes
 * (Yes/No, a date), never escaped. `number` is left alone, a negative one included, and an XLSX
 * number cell.
 */
export interface Column {
  header: string;
  sql: string;
  kind: "text" | "label" | "number";
}

/**
 * The CSV injection rule (contract/exports.ts) in the SELECT, so that the database applies it to
 * CSV (COPY) and XLSX rows alike; the import strips it back.
 */
export const formulaSafe = (expr: string) =>
  `CASE WHEN ${expr} ~ '${FORMULA_START_PATTERN}' THEN '''' || ${expr} ELSE ${expr} END`;

/** The SELECT list of the columns, each named by its header (fixed texts, no quote in any). */
export const selectList = (columns: Column[]) =>
  columns
    .map((c) => `${c.kind === "text" ? formulaSafe(c.sql) : c.sql} AS "${c.header}"`)
    .join(", ");

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

/** The school list's columns, then the profile's main fields and the code. */
export const SCHOOL_COLUMNS: Column[] = [
  { header: "School ID", sql: "s.school_id", kind: "number" },
  { header: "School name", sql: "s.school_name", kind: "text" },
  {
    header: "Principal",
    sql: "concat_ws(' ', p.first_name, p.middle_name, p.last_name)",
    kind: "text",
  },
  { header: "State", sql: "st.name", kind: "text" },
  { header: "City", sql: "c.name", kind: "text" },
  { header: "Students", sql: "s.students", kind: "number" },
  { header: "Verified", sql: yesNo("s.admin_approval"), kind: "label" },
  { header: "Active", sql: yesNo("s.status"), kind: "label" },
  { header: "UDISE+ code", sql: "s.udise_code", kind: "text" },
  { header: "School type", sql: "s.type", kind: "text" },
  { header: "Established", sql: "s.established_year", kind: "number" },
  { header: "Main board", sql: "mb.name", kind: "text" },
  { header: "Board", sql: "b.name", kind: "text" },
  { header: "Country", sql: "co.name", kind: "text" },
  { header: "Address", sql: "s.address", kind: "text" },
  { header: "Pincode", sql: "s.pincode", kind: "text" },
  { header: "School email", sql: "s.school_email", kind: "text" },
  { header: "School phone", sql: "s.school_phone_number", kind: "text" },
  { header: "Secondary phone", sql: "s.secondary_phone", kind: "text" },
  { header: "Website", sql: "s.website", kind: "text" },
  { header: "Principal email", sql: "p.email", kind: "text" },
  { header: "Principal phone", sql: "p.phone_number", kind: "text" },
  { header: "Employee number", sql: "p.employee_number", kind: "text" },
  { header: "Teachers", sql: "s.teachers", kind: "number" },
  { header: "Latitude", sql: "s.latitude", kind: "number" },
  { header: "Longitude", sql: "s.longitude", kind: "number" },
  { header: "Area radius", sql: "s.area_radius", kind: "number" },
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
