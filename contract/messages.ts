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
  udise_code_invalid: "UDISE+ code must be exactly 11 digits",
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
  /** The school list's filters and sorts (issue 31). */
  list_filter_id_invalid: "A state, city, main board or board filter must be an id from the list",
  type_filter_invalid: "The type filter must be public, private or empty",
  activity_filter_invalid: "The activity filter must be true, false or empty",
  registration_date_invalid: "A registration date must be a date written as YYYY-MM-DD",
  registration_range_invalid: "The registration date range cannot end before it starts",
  /** Takes %{fields}: the fields the list sorts by. */
  list_sort_invalid: "The list sorts only by %{fields}",
  list_order_invalid: "The order must be ASC or DESC",
  confirm_duplicate_invalid: "confirm_duplicate must be true or false",
  /** The 409 of a school that matches another (contract/duplicates.ts). */
  duplicate_school:
    "This school may already be registered: its email, phone number, or name and pincode match another school's.",
  // The school import's row errors (server/imports/check.ts).
  udise_code_leading_zero:
    "UDISE+ code has 10 digits: a spreadsheet probably dropped its leading zero (state codes 01-09). Format the column as text and enter the code again",
  /** Takes %{row}: the earlier row of the same file. */
  import_row_repeated:
    "Repeats row %{row} of this file (the same UDISE+ code, or name and pincode)",
  /** Takes %{row}: the earlier row of the same file. */
  import_row_same_contact:
    "Has the email or phone number of row %{row}; set confirm_duplicate to true to import both",
  /** Takes %{school}: the school on record it matches. */
  import_row_duplicate:
    "Matches %{school} by email, phone number, or name and pincode; set confirm_duplicate to true to import it anyway",
  /** A date range (the Audit Log's From and To) that ends before it starts. */
  date_range_invalid: "To cannot be before From",
  /** A range of moments (the audit trail's API: `to` is exclusive) that is empty or reversed. */
  date_range_empty: "To must be after From",
  /** The ids of a bulk action (contract/audit.ts). */
  bulk_ids_required: "Choose at least one record.",
  /** Takes %{max}. */
  bulk_ids_too_many: "At most %{max} records at once.",
  /** Takes %{min} and %{max}. */
  year_range: "Year must be a whole number from %{min} to %{max}",
  /** The dashboard's period (contract/analytics.ts): its query and the picker's custom range. */
  period_date_invalid: "From and to must be real dates written as YYYY-MM-DD",
  period_order_invalid: "The period cannot end before it starts",
  period_too_long: "A period can be at most 3 years long",
  period_in_future: "The period cannot end after today",
  /** The attendance analytics' place (contract/attendanceAnalytics.ts). */
  place_city_without_state: "A city is narrowed to with its state: give state_id too",
  place_city_not_in_state: "This city is not in the state given",
  /** Takes %{min}, %{max} and %{step}. */
  low_attendance_threshold_invalid: "The threshold must be %{min} to %{max} in steps of %{step}",
  /** Takes %{parameter} and %{parameters}: a query parameter the operation does not take. */
  parameter_unknown: "%{parameter} is not a parameter here; the parameters are %{parameters}",
  /** Takes %{parameter}: a query parameter of an operation that takes none. */
  parameter_none: "%{parameter} is not a parameter here; this call takes none",
  // The holiday calendar (contract/holidays.ts).
  holiday_day_required: "Date is required",
  /** Takes %{min} and %{max}: years. */
  holiday_day_invalid: "Enter a date of the years %{min} to %{max}",
  holiday_name_required: "Name is required",
  holiday_year_or_range: "Give a year or a range of days (from and to), not both",
  holiday_range_incomplete: "A range of days needs both from and to",
  // Recording attendance in bulk (contract/attendance.ts).
  attendance_day_invalid: "The day must be a date written as YYYY-MM-DD",
  /** Takes %{today}: today in India, YYYY-MM-DD. */
  attendance_day_future: "The day cannot be after today (%{today} in India)",
  attendance_count_invalid: "Present counts must be whole numbers of at least 0",
  school_id_invalid: "A school id must be a whole number of at least 1",
  /** Takes %{max}. */
  attendance_rows_count: "Send from 1 to %{max} rows",
  /** Takes %{ids}: a few of the ids. */
  attendance_school_repeated: "Each school may appear once per call; repeated: %{ids}",
} as const;

/** The placeholders' values of a message; a count is `smart_count`, as polyglot names it. */
export type MessageParams = Record<string, string | number>;

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

/** A message's key in a catalogue namespace (`validation.required`) and its values. */
export interface KeyOf<K extends string> {
  key: K;
  params?: MessageParams;
}

/** One form of a message as a pattern, with the names of its placeholders in order. */
export interface Template<K extends string> {
  key: K;
  names: string[];
  pattern: RegExp;
}

/**
 * Each form of each message of the namespaces as a pattern; a literal text first, so that it
 * wins over a template that would also match it.
 */
export function templatesOf<K extends string>(
  namespaces: Record<string, Record<string, string>>,
): Template<K>[] {
  return Object.entries(namespaces)
    .flatMap(([namespace, messages]) =>
      Object.entries(messages).flatMap(([name, message]) =>
        message.split(" |||| ").map((form) => ({
          key: `${namespace}.${name}` as K,
          names: [...form.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]),
          pattern: new RegExp(
            `^${form.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/%\\\{\w+\\\}/g, "(.+?)")}$`,
            "s",
          ),
        })),
      ),
    )
    .sort((a, b) => a.names.length - b.names.length);
}

/** The key and values of a text that one of the templates gives, filled in. */
export function matchTemplate<K extends string>(
  text: string,
  templates: Template<K>[],
): KeyOf<K> | undefined {
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

export type ValidationKey = `validation.${keyof typeof validationMessages}`;

const validationTemplates = templatesOf<ValidationKey>({ validation: validationMessages });

/**
 * The key and values of a text the contract's schemas give (zod issues carry the English text,
 * filled in), for the console's forms to show it in the user's language; undefined for a text
 * that is not one of the rules' (zod's own). The server keys its answers with
 * contract/apiMessages.ts, which holds its other texts.
 */
export const keyedValidationOf = (text: string) => matchTemplate(text, validationTemplates);
