/**
 * Every validation message a rule of the spec (section 5) can show. The schemas in contract/
 * use these texts, the server answers with them, and the console's catalogue spreads them in
 * (src/i18n/en.ts) so that a message is written exactly once.
 */
export const validationMessages = {
  required: "Required",
  username_required: "Username is required",
  password_required: "Password is required",
  current_password_required: "Current password is required",
  new_password_required: "New password is required",
  password_min: "Password must be at least 6 characters",
  confirm_password_required: "Confirm password is required",
  passwords_must_match: "Passwords must be same as new password.",
  password_unchanged: "The new password must be different from the current one.",
  password_max: "Password must be at most 128 characters",
  search_too_long: "Search for at most 100 characters",
  search_too_many_words: "Search for at most 10 words",
  code_required: "Code is required",
  code_invalid: "Enter the 6-digit code from your authenticator app",
  /** A sign-in code already used in its 30 s, or a recovery code already spent. */
  code_used:
    "This code was already used. Wait for the next code in your app, or use another recovery code.",
  school_name_required: "School name is required",
  min_3: "Must be at least 3 characters",
  email_required: "Email is required",
  email_invalid: "Invalid email address",
  type_required: "Type is required",
  school_type_invalid: "Type must be either 'public' or 'private'",
  year_required: "Established year is required",
  year_number: "Year must be a number",
  year_min: "Year must be 1800 or later",
  /** Takes %{year}: the current year. */
  year_max: "Year cannot be after %{year}",
  main_board_required: "Main board is required",
  board_required: "Affiliation board is required",
  country_required: "Country is required",
  state_required: "State is required",
  city_required: "City is required",
  pincode_required: "Pincode is required",
  pincode_invalid: "Pincode must be exactly 6 digits",
  address_required: "Address is required",
  phone_required: "Phone number is required",
  phone_invalid: "Phone number must be valid 10 digits number",
  website_invalid: "Invalid website URL",
  first_name_required: "First name is required",
  last_name_required: "Last name is required",
  latitude_required: "Latitude is required",
  latitude_range: "Latitude must be between -90 and 90",
  latitude_decimals: "Latitude must have at least 6 decimal places",
  longitude_required: "Longitude is required",
  longitude_range: "Longitude must be between -180 and 180",
  longitude_decimals: "Longitude must have at least 6 decimal places",
  area_radius_required: "Area radius is required",
  area_radius_invalid: "Area radius must be a whole number of meters, at most 5 digits",
  board_admin_type_invalid: "Type must be either 'board' or 'other'",
  number_required: "Must be a number",
  too_long: "Must be at most %{max} characters",
  text_invalid: "Contains a character that is not allowed",
  file_type: "File type must be %{types}",
  /** Takes %{size}: a readable size such as "5 MB". */
  file_too_large: "File is larger than %{size}",
  file_too_small: "File is smaller than %{size}",
  /** Takes %{name}. */
  file_duplicate: "%{name} has already been added",
  too_many_files: "Too many files",
  board_unknown: "Choose an affiliation board from the list",
  state_unknown: "Choose a state from the list",
  city_unknown: "Choose a city of the chosen state",
  document_unknown: "A document to remove is not one of this school's",
  main_board_unknown: "Choose a main board from the list",
  board_not_in_main_board: "Choose a divisional board of the chosen main board",
  username_taken: "This username is already taken",
  email_taken: "This email is already in use",
  text_expected: "Must be text",
  request_invalid: "The request is not valid.",
  page_invalid: "Page must be a whole number of at least 1",
  /** Takes %{max}. */
  limit_invalid: "Page size must be a whole number from 1 to %{max}",
  approval_filter_invalid: "The verified filter must be true, false or empty",
  status_invalid: "Status must be true or false",
  confirm_duplicate_invalid: "confirm_duplicate must be true or false",
  /** The 409 of a school that matches another (contract/duplicates.ts). */
  duplicate_school:
    "This school may already be registered: its email, phone number, or name and pincode match another school's.",
  /** A date range (the Audit Log's From and To) that ends before it starts. */
  date_range_invalid: "To cannot be before From",
  /** Takes %{min} and %{max}. */
  year_range: "Year must be a whole number from %{min} to %{max}",
  /** Takes %{parameter} and %{parameters}: a query parameter the operation does not take. */
  parameter_unknown: "%{parameter} is not a parameter here; the parameters are %{parameters}",
  /** Takes %{parameter}: a query parameter of an operation that takes none. */
  parameter_none: "%{parameter} is not a parameter here; this call takes none",
} as const;

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
  school_registered: "School registered successfully",
  school_updated: "School updated successfully",
  school_verified: "School verified successfully",
  school_status_updated: "School status updated successfully",
  school_already_verified: "School is already verified",
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
  file_not_found: "File not found",
  record_not_found: "Not found: no record has this id.",
  /** Takes %{method} and %{path}. */
  route_not_found: "No such API route: %{method} %{path}",
  /** Takes %{method} and %{allowed}: the methods the path answers. */
  method_not_allowed: "%{method} is not allowed here. Allowed: %{allowed}.",
  value_invalid: "Invalid value",
  /** Takes %{max}: bytes. */
  request_too_large: "The request's address and headers are too large: at most %{max} bytes.",
  request_too_slow: "The request took too long to arrive.",
  request_not_http: "The request is not valid HTTP.",
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

/** The placeholders' values of a message; a count is `smart_count`, as polyglot names it. */
export type MessageParams = Record<string, string | number>;

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

/**
 * Fills the %{name} placeholders of a message, the way polyglot does in the console: a message
 * with "one |||| many" forms takes the first when `smart_count` is 1 (English's rule).
 */
export function formatMessage(message: string, values: MessageParams): string {
  const forms = message.split(" |||| ");
  const form =
    forms.length > 1 && "smart_count" in values
      ? forms[values.smart_count === 1 ? 0 : 1]
      : forms[0];
  return form.replace(/%\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** The English text of a keyed message. */
export function textOf({ key, params = {} }: KeyedMessage): string {
  const [namespace, name] = key.split(".");
  return formatMessage(catalogue[namespace][name], params);
}

interface Template {
  key: MessageKey;
  names: string[];
  pattern: RegExp;
}

/** Each form of each message as a pattern; a literal text first, so that it wins over a template. */
const templates: Template[] = Object.entries(catalogue)
  .flatMap(([namespace, messages]) =>
    Object.entries(messages).flatMap(([name, message]) =>
      message.split(" |||| ").map((form) => ({
        key: `${namespace}.${name}` as MessageKey,
        names: [...form.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]),
        pattern: new RegExp(
          `^${form.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/%\\\{\w+\\\}/g, "(.+?)")}$`,
          "s",
        ),
      })),
    ),
  )
  .sort((a, b) => a.names.length - b.names.length);

/**
 * The key and values of a text the contract's schemas give (zod issues carry the English text,
 * filled in): the server's serializer answers them keyed. A literal message wins over a template
 * that would also match it ("Status must be true or false" is `status_invalid`, not
 * `flag_invalid` of "Status"); undefined for a text that is not the catalogue's (zod's own).
 */
export function keyedOf(text: string): KeyedMessage | undefined {
  for (const { key, names, pattern } of templates) {
    const match = pattern.exec(text);
    if (!match) continue;
    if (!names.length) return { key };
    const params: MessageParams = {};
    names.forEach((name, index) => {
      const value = match[index + 1];
      params[name] = name === "smart_count" ? Number(value) : value;
    });
    return { key, params };
  }
  return undefined;
}
