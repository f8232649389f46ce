import type { StringMap } from "ra-core";

/*
 * Text of one direction inside a page of the other. In a right-to-left page an English text (a
 * partial catalogue's fallback, a name, a date) is laid out by the page's direction: its
 * leading digits and trailing punctuation move to the wrong end ('Welcome, Super Admin!' drawn
 * '!Welcome, Super Admin'). Each such text is isolated with Unicode's first-strong isolate,
 * what `<bdi>` and `dir="auto"` do in markup: laid out in the direction of its first letter and
 * as one block in the line around it. Written into the text itself rather than as markup, so
 * that it holds wherever a translation goes: a heading, a button, an aria-label, a title, a
 * placeholder, a toast, the document's title.
 */

/** FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE. */
const FSI = "\u2068";
const PDI = "\u2069";

/** A text laid out in the direction of its first letter, as one block in the line around it. */
export const isolate = (text: string): string => `${FSI}${text}${PDI}`;

/** A polyglot text isolated form by form (`one |||| many`: polyglot picks and trims one). */
const isolateForms = (text: string): string =>
  text
    .split("||||")
    .map((form) => isolate(form.trim()))
    .join(" |||| ");

/** Every text of a catalogue isolated: the fallback of a catalogue of the other direction. */
export function isolateTexts(catalogue: StringMap): StringMap {
  return Object.fromEntries(
    Object.entries(catalogue).map(([key, value]) => [
      key,
      typeof value === "string" ? isolateForms(value) : isolateTexts(value as StringMap),
    ]),
  );
}

/**
 * The values of a translation isolated: a name or a date inside a sentence of the page's
 * direction, and the default text (`_`) shown for a key the catalogue does not have (a
 * server's English message). Numbers stay numbers: polyglot picks a plural form by
 * `smart_count`.
 */
export function isolateValues<T extends object | undefined>(options: T): T {
  if (!options) return options;
  return Object.fromEntries(
    Object.entries(options).map(([key, value]) => [
      key,
      typeof value === "string" && value !== "" ? isolate(value) : value,
    ]),
  ) as T;
}
