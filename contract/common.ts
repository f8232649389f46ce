import { z } from "zod";
import { MAX_PAGE_SIZE, PAGE_SIZE } from "./envelope";
import { formatMessage, validationMessages as m } from "./messages";

/*
 * The building blocks of every payload schema, written once. A form holds numbers (selects),
 * strings or null (cleared inputs) and multipart sends strings, so each field accepts
 * string | number and is trimmed before its rules run. No Node imports here.
 */

/** The largest id the database holds (int4); ids are documented as 1..ID_MAX. */
export const ID_MAX = 2_147_483_647;

/**
 * What the OpenAPI document says of an id sent as a number or as its digits (a form's text):
 * 1..ID_MAX; as digits, up to nine without a leading zero, which a pattern says plainly and
 * every id there is fits.
 */
export const ID_DOC = { minimum: 1, maximum: ID_MAX, pattern: "^[1-9][0-9]{0,8}$" } as const;

const PHONE = /^\d{10}$/;
const WHOLE = /^\d+$/;

export const tooLong = (max: number) => formatMessage(m.too_long, { max });

/** The database's text cannot hold a NUL character. */
const storable = (value: string) => !value.includes("\u0000");

/** A string or number, as text, trimmed; missing or null answers `required`. */
export const raw = (required: string) =>
  z
    .union([z.string(), z.number()], { error: required })
    .transform((v) => String(v).trim())
    .refine(storable, m.text_invalid);

/** One of a fixed list: blank answers `required`, anything else off the list `invalid`. */
export const choice = <T extends readonly [string, ...string[]]>(
  values: T,
  required: string,
  invalid: string,
) =>
  raw(required)
    .pipe(z.enum(values, { error: (issue) => (issue.input === "" ? required : invalid) }))
    .meta({ enum: [...values] });

/** The digits of a whole number, as a number. */
export const wholeNumber = (s: z.ZodString, message: string) =>
  s.regex(WHOLE, message).transform(Number);

/** A number in the range of ids the database holds. */
export const inIdRange = (message: string) => z.number().min(1, message).max(ID_MAX, message);

/** Ten digits. */
export const phoneRule = (s: z.ZodString) => s.regex(PHONE, m.phone_invalid);

/** True for the digits of a whole number (how the console's forms pick a number out of a select). */
export const isWholeNumber = (value: string) => WHOLE.test(value);

/**
 * What the OpenAPI document says of a text a client sends (the rules of `raw` and
 * `textFields`): a string of at most `max` characters, at least `min` once trimmed, without
 * NUL. A form's value is taken as a number too (the console's selects), but a client sends
 * text: the union of `raw`, which the document would give as `anyOf`, is left out.
 */
export function textDoc(min: number, max: number) {
  const inside = "[^\\u0000]";
  const edge = "[^\\s\\u0000]";
  const middle = min <= 1 ? "" : `${inside}{${min - 2},}${edge}`;
  return {
    type: "string",
    anyOf: undefined,
    minLength: min,
    maxLength: max,
    pattern: `^${inside}*${edge}${middle}${inside}*$`,
  };
}

/**
 * What the OpenAPI document says of a whole number a form sends as its digits (a year, a
 * radius): an integer of min..max, none of a text's rules.
 */
export const integerDoc = (minimum: number, maximum: number) => ({
  type: "integer",
  anyOf: undefined,
  minLength: undefined,
  maxLength: undefined,
  pattern: undefined,
  minimum,
  maximum,
});

/**
 * The text rules of a form whose texts may be at most `max` characters long: required and
 * optional text, an id picked from a list, an email and a phone number.
 */
export function textFields(max: number) {
  /** A required value, trimmed: missing, null or blank answers `required`; then the given rules. */
  function text<T extends z.ZodType<unknown, string> = z.ZodString>(
    required: string,
    rules: (s: z.ZodString) => T = (s) => s as unknown as T,
  ) {
    return raw(required)
      .pipe(rules(z.string().min(1, required).max(max, tooLong(max))))
      .meta(textDoc(1, max));
  }

  /** A required text of at least `min` characters once trimmed: a shorter one answers `short`. */
  const textOfAtLeast = (required: string, min: number, short: string) =>
    text(required, (s) => s.min(min, short)).meta(textDoc(min, max));

  /** An optional text: absent, null or blank is absent; otherwise the given rules. */
  function optionalText(rules: (s: z.ZodString) => z.ZodType<string, string> = (s) => s) {
    return z
      .union([z.string(), z.number()], { error: m.text_expected })
      .nullish()
      .transform((v) => (v == null ? undefined : String(v).trim() || undefined))
      .refine((v) => v === undefined || storable(v), m.text_invalid)
      .pipe(rules(z.string().max(max, tooLong(max))).optional());
  }

  /** A required id picked from a list: a number, or its digits, in the range the database holds. */
  const id = (required: string, notNumber = required) =>
    text(required, (s) => wholeNumber(s, notNumber).pipe(inIdRange(notNumber))).meta({
      ...ID_DOC,
      type: ["string", "integer"],
    });

  const email = (required: string) =>
    text(required, (s) => s.pipe(z.email({ error: m.email_invalid }))).meta({
      format: "email",
      pattern: z.regexes.email.source,
    });

  const phone = (required: string) => text(required, phoneRule).meta({ pattern: PHONE.source });

  return { text, textOfAtLeast, optionalText, id, email, phone };
}

/** A record's id as the API answers it (the simple-REST update takes the record back). */
export const recordId = z.number().int().min(1).max(ID_MAX);

/** A record's id in a JSON body (a number or its digits): anything else is a 400 at the field. */
export const bodyId = z.coerce
  .number({ error: m.number_required })
  .int(m.number_required)
  .min(1, m.number_required)
  .max(ID_MAX, m.number_required);

/** A record's id in a path: anything outside 1..ID_MAX names no record (the server answers 404). */
export const pathId = z.coerce
  .number({ error: m.number_required })
  .int(m.number_required)
  .min(1, m.number_required)
  .max(ID_MAX, m.number_required);

/** A true/false given as JSON or as its text (z.coerce.boolean("false") would be true). */
export const flagValue = z.union(
  [z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")],
  { error: m.status_invalid },
);

/** The longest search a list accepts; the console's search box holds no more. */
export const SEARCH_MAX_LENGTH = 100;
/** A search matches every one of its words; this bounds how many one search may ask for. */
export const SEARCH_MAX_WORDS = 10;
/** The words of a search, as the lists match them (lower case, split on white space). */
export const searchWords = (search: string | undefined) =>
  (search ?? "").toLowerCase().split(/\s+/).filter(Boolean);

/**
 * A list's text search (the school list's `search`, the board-admin list's, the simple-REST
 * dialect's `q`): trimmed, at most SEARCH_MAX_LENGTH characters and SEARCH_MAX_WORDS words;
 * blank is no search.
 */
export const searchQuery = z
  .string({ error: m.text_expected })
  .trim()
  .max(SEARCH_MAX_LENGTH, m.search_too_long)
  .refine((v) => searchWords(v).length <= SEARCH_MAX_WORDS, m.search_too_many_words)
  .optional()
  // A NUL cannot be searched for (the database's text has none): it separates words.
  .transform((v) => v?.replaceAll("\u0000", " ").trim() || undefined);

const limitInvalid = formatMessage(m.limit_invalid, { max: MAX_PAGE_SIZE });

/** The list queries' page and page size, each rule with its own message. */
export const pageQuery = {
  page: z.coerce
    .number({ error: m.page_invalid })
    .int(m.page_invalid)
    .min(1, m.page_invalid)
    .default(1),
  limit: z.coerce
    .number({ error: limitInvalid })
    .int(limitInvalid)
    .min(1, limitInvalid)
    .max(MAX_PAGE_SIZE, limitInvalid)
    .default(PAGE_SIZE),
};

/** A searchable list's query: its page, page size and `search`, described as `matches` says. */
export const listQuery = (matches: string) => ({
  ...pageQuery,
  search: searchQuery.meta({ description: matches }),
});
