import {
  formatMessage,
  matchTemplate,
  templatesOf,
  validationMessages,
  type MessageParams,
} from "./messages";

/**
 * Every other text the server answers (catalogue namespace `api`): sign-in, sessions, two-factor
 * sign-in, not-found, uploads, download links, the simple-REST dialect (contract/rest.ts) and
 * each success. A count takes polyglot's `%{smart_count}` with its "one |||| many" forms.
 */
export const apiMessages = {
  // Signing in and the session.
  sign_in_required: "Please sign in to continue.",
  session_expired: "Your session has expired. Please sign in again.",
  super_admin_only: "This console is for super administrators only.",
  board_admin_elsewhere:
    "This console is for super administrators only. Board administrators sign in to the board portal.",
  credentials_required: "Username and password are required.",
  sign_in_invalid: "Invalid username or password.",
  account_deactivated: "This account is deactivated.",
  sign_in_expired: "This sign-in has expired. Please sign in again.",
  /** Takes %{smart_count}: the minutes to wait. */
  sign_in_too_many:
    "Too many failed sign-ins. Try again in %{smart_count} minute. |||| Too many failed sign-ins. Try again in %{smart_count} minutes.",
  code_wrong: "The code is not correct.",
  code_wanted: "Enter the code from your authenticator app",
  signed_in: "Login successful",
  signed_out: "Logged out",
  profile_fetched: "Profile fetched successfully",
  current_password_wrong: "The current password is not correct.",
  password_changed: "Password Changed Successfully!",
  // Sessions and two-factor sign-in.
  sessions_fetched: "Sessions fetched",
  other_sessions_ended: "Your other sessions are ended",
  session_ended: "The session is ended",
  session_already_ended: "This session has already ended.",
  two_factor_status: "Two-factor sign-in status",
  two_factor_scan: "Scan the code with your authenticator app",
  two_factor_already_on: "Two-factor sign-in is already on.",
  two_factor_restart: "Start the set-up again.",
  two_factor_on: "Two-factor sign-in is on",
  two_factor_not_on: "Two-factor sign-in is not on.",
  password_wrong: "The password is not correct.",
  two_factor_off: "Two-factor sign-in is off",
  // Schools.
  schools_fetched: "Schools fetched successfully",
  school_fetched: "School fetched successfully",
  attendance_fetched: "Attendance summary fetched successfully",
  registrations_fetched: "Registrations by month fetched",
  attendance_overview_fetched: "Attendance overview of the period fetched",
  attendance_trend_fetched: "Attendance trend of the period fetched",
  attendance_breakdown_fetched: "Attendance breakdown of the period fetched",
  not_reporting_fetched: "Schools not reporting attendance fetched",
  low_attendance_fetched: "Schools with low attendance fetched",
  /** Takes %{smart_count} and %{day}. */
  attendance_recorded:
    "Attendance of %{smart_count} school recorded for %{day} |||| Attendance of %{smart_count} schools recorded for %{day}",
  /** Takes %{ids}: a few of the ids. */
  attendance_schools_unknown: "No school has these ids: %{ids}",
  /** Takes %{ids}: a few of the schools' ids. */
  attendance_before_registration: "The day is before the registration of schools %{ids}",
  /** Takes %{ids}: a few of the schools' ids. */
  attendance_over_enrolment: "More present than enrolled at schools %{ids}",
  school_registered: "School registered successfully",
  school_updated: "School updated successfully",
  school_verified: "School verified successfully",
  school_status_updated: "School status updated successfully",
  school_already_verified: "School is already verified",
  /** Takes %{code} and %{school}: the school that holds the code. */
  udise_code_taken: "UDISE+ code %{code} is already the code of %{school}",
  /** Takes %{smart_count}. */
  schools_verified: "%{smart_count} school verified |||| %{smart_count} schools verified",
  /** Takes %{smart_count}. */
  schools_activated: "%{smart_count} school activated |||| %{smart_count} schools activated",
  /** Takes %{smart_count}. */
  schools_deactivated: "%{smart_count} school deactivated |||| %{smart_count} schools deactivated",
  multipart_required: "Send the school as multipart/form-data.",
  multipart_unreadable: "The multipart body could not be read.",
  file_too_large_any: "The file is too large.",
  upload_too_large: "The upload is too large.",
  download_link_invalid: "This download link is not valid.",
  download_link_expired: "This download link has expired. Reload the page.",
  // Exports.
  export_ready: "The export is ready: its download starts.",
  export_link_invalid: "This export link is not valid.",
  export_link_expired: "This export link has expired. Export the list again.",
  /** Takes %{max}: the rows an XLSX file holds. */
  export_too_many_rows:
    "An XLSX file holds at most %{max} rows, and this list has more. Narrow the filters, or export CSV.",
  // School imports (server/imports/).
  import_file_required: "Send the file as multipart/form-data, in a field named file.",
  /** Takes %{size}: a readable size such as "50 MB". */
  import_file_too_large: "The file is larger than %{size}. Split it into smaller files.",
  import_file_type: "The file is not a CSV or XLSX file, or its content does not match its name.",
  import_file_empty: "The file has no rows below its header.",
  import_file_zero_bytes: "The file is empty (0 bytes). Choose the file again, or save it again.",
  import_file_encoding:
    "The file is not UTF-8 text. In the spreadsheet, save it as 'CSV UTF-8' (or as XLSX) and upload it again.",
  /** Takes %{rows} and %{max}. */
  import_too_many_rows: "The file has %{rows} rows; at most %{max} can be imported at once.",
  /** Takes %{columns}: their names, comma-separated. */
  import_columns_unknown: "Unknown columns: %{columns}. Use the template's columns.",
  /** Takes %{columns}: their names, comma-separated. */
  import_columns_missing: "Missing required columns: %{columns}.",
  import_unreadable: "The file could not be read.",
  import_uploaded: "File received; its rows are being checked",
  imports_fetched: "Imports fetched successfully",
  import_fetched: "Import fetched successfully",
  import_errors_fetched: "Row errors fetched successfully",
  import_started: "Import started",
  /** Takes %{state}. */
  import_not_checked: "Only a checked import can be started; this one is %{state}.",
  /** Takes %{smart_count}: the schools removed. */
  import_undone: "%{smart_count} school removed |||| %{smart_count} schools removed",
  /** Takes %{days}. */
  import_undo_closed: "Only a finished import can be undone, within %{days} days, and only once.",
  import_not_found: "Import not found",
  // Board administrators.
  board_admins_fetched: "Board admins fetched successfully",
  board_admin_fetched: "Board admin fetched successfully",
  board_admin_created: "Board admin created successfully",
  board_admin_status_updated: "Board admin status updated successfully",
  /** Takes %{smart_count}. */
  board_admins_activated:
    "%{smart_count} board admin activated |||| %{smart_count} board admins activated",
  /** Takes %{smart_count}. */
  board_admins_deactivated:
    "%{smart_count} board admin deactivated |||| %{smart_count} board admins deactivated",
  // The holiday calendar.
  holidays_fetched: "Holidays fetched successfully",
  holiday_added: "Holiday added successfully",
  holiday_renamed: "Holiday renamed successfully",
  holiday_removed: "Holiday removed successfully",
  /** Takes %{day} (dd/mm/yyyy) and %{name}: the holiday already on that day. */
  holiday_taken: "%{day} is already a holiday: %{name}",
  // Lookups, the audit trail, the bell.
  countries_fetched: "Countries fetched successfully",
  states_fetched: "States fetched successfully",
  cities_fetched: "Cities fetched successfully",
  main_boards_fetched: "Main boards fetched successfully",
  audit_events_fetched: "Audit events fetched successfully",
  notifications_fetched: "Notifications fetched",
  notifications_seen: "Notifications marked as seen",
  // Not found: each record of its own.
  school_not_found: "School not found",
  board_admin_not_found: "Board admin not found",
  audit_event_not_found: "Audit event not found",
  country_not_found: "Country not found",
  state_not_found: "State not found",
  city_not_found: "City not found",
  main_board_not_found: "Main board not found",
  board_not_found: "Board not found",
  holiday_not_found: "Holiday not found",
  file_not_found: "File not found",
  record_not_found: "Not found: no record has this id.",
  /** Takes %{method} and %{path}. */
  route_not_found: "No such API route: %{method} %{path}",
  /** Takes %{method} and %{allowed}: the methods the path answers. */
  method_not_allowed: "%{method} is not allowed here. Allowed: %{allowed}.",
  value_invalid: "Invalid value",
  /** Takes %{expected}: the JSON type a field takes (string, number, object, ...). */
  value_type_invalid: "Invalid value: expected %{expected}",
  /** Takes %{max}: bytes. */
  request_too_large: "The request's address and headers are too large: at most %{max} bytes.",
  request_too_slow: "The request took too long to arrive.",
  request_not_http: "The request is not valid HTTP.",
  // The framework's refusals before a route's own rules (server/app.ts, server/plugins/errors.ts).
  address_invalid: "The address is not valid: a % in it is not followed by two hexadecimal digits.",
  body_empty: "The body is empty, but its content type says JSON.",
  body_not_json: "The body is not valid JSON.",
  media_type_unsupported: "This call does not take a body of this content type.",
  field_name_forbidden: "A field's name is not allowed (such as __proto__ or constructor).",
  server_error: "Something went wrong on the server. Please try again.",
  // The simple-REST dialect (contract/rest.ts).
  sort_invalid: 'Sort must be a JSON array ["field", "ASC" or "DESC"]',
  /** Takes %{field} and %{fields}. */
  sort_field: "Sorting by %{field} is not supported; sort by %{fields}",
  /** Takes %{max}. */
  range_invalid:
    "Range must be a JSON array [first, last] of whole numbers, at most %{max} records",
  filter_invalid: "Filter must be a JSON object",
  /** Takes %{field} and %{fields}. */
  filter_field: "Cannot filter by %{field}; filter by %{fields}",
  /** Takes %{max}. */
  ids_invalid: "Filter by at most %{max} ids, each a whole number",
  /** Takes %{field} and %{fields}. */
  field_read_only: "%{field} cannot be changed here; only %{fields} can",
  /** Takes %{field}: a resource none of whose fields can be changed (the lookups). */
  record_read_only: "%{field} cannot be changed: these records are read-only",
  /** Takes %{field}. */
  field_unknown: "%{field} is not a field of this record",
  id_mismatch: "The record's id is not the one in the path",
  unverify: "A verified school cannot be un-verified",
  /** Takes %{field}. */
  flag_invalid: "%{field} must be true or false",
} as const;

/** A message's catalogue key: its namespace and its name. */
export type MessageKey =
  `validation.${keyof typeof validationMessages}` | `api.${keyof typeof apiMessages}`;

/** A message as the server answers it and the console translates it: its key and values. */
export interface KeyedMessage {
  key: MessageKey;
  params?: MessageParams;
}

/** The catalogue's namespaces that hold the contract's messages, as the console spreads them. */
const catalogue: Record<string, Record<string, string>> = {
  validation: validationMessages,
  api: apiMessages,
};

/** A keyed message (the values only when the text has placeholders). */
export const keyed = (key: MessageKey, params?: MessageParams): KeyedMessage =>
  params ? { key, params } : { key };

/** The English text of a keyed message. */
export function textOf({ key, params = {} }: KeyedMessage): string {
  const [namespace, name] = key.split(".");
  return formatMessage(catalogue[namespace][name], params);
}

const templates = templatesOf<MessageKey>(catalogue);

/**
 * The key and values of a text the contract's schemas give (zod issues carry the English text,
 * filled in): the server's serializer answers them keyed. A literal message wins over a template
 * that would also match it ("Status must be true or false" is `status_invalid`, not
 * `flag_invalid` of "Status"); undefined for a text that is not the catalogue's (zod's own).
 */
export function keyedOf(text: string): KeyedMessage | undefined {
  return matchTemplate(text, templates);
}
