import type { StringMap } from "react-admin";

/**
 * The checks a translated catalogue must pass against the English one, written once for every
 * language: each returns one line per fault, so that a failing test lists them all.
 */

/** A key of the translation allowed to read as the English does, with the reason why. */
export type SameAsEnglish = Record<string, string>;

/** Every text of a catalogue under its dotted key ("app.login.title"). */
export function flatten(catalogue: StringMap, prefix = ""): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix + key;
    if (typeof value === "string") texts.set(path, value);
    else if (value !== undefined) flatten(value, `${path}.`).forEach((v, k) => texts.set(k, v));
  }
  return texts;
}

/** The %{name}s of a text, each once, in order of name. */
export const placeholders = (text: string): string[] =>
  [...new Set(Array.from(text.matchAll(/%\{(\w+)\}/g), (match) => match[1]))].sort();

/** How many forms a polyglot text has (`one |||| many` has two). */
export const pluralForms = (text: string): number => text.split("||||").length;

/** A key of English the translation lacks, and a key of the translation English lacks. */
export function keyFaults(english: StringMap, translated: StringMap): string[] {
  const en = flatten(english);
  const other = flatten(translated);
  return [
    ...[...en.keys()].filter((key) => !other.has(key)).map((key) => `missing: ${key}`),
    ...[...other.keys()].filter((key) => !en.has(key)).map((key) => `not in English: ${key}`),
  ];
}

/** A text whose placeholders are not English's: a value would go unshown or show as %{x}. */
export function placeholderFaults(english: StringMap, translated: StringMap): string[] {
  const other = flatten(translated);
  return [...flatten(english)].flatMap(([key, text]) => {
    const mine = other.get(key);
    if (mine === undefined) return [];
    const want = placeholders(text).join(", ");
    const have = placeholders(mine).join(", ");
    return want === have ? [] : [`placeholders of ${key}: [${have}], English has [${want}]`];
  });
}

/** A text with another number of plural forms than English's: polyglot would pick the wrong one. */
export function pluralFaults(english: StringMap, translated: StringMap): string[] {
  const other = flatten(translated);
  return [...flatten(english)].flatMap(([key, text]) => {
    const mine = other.get(key);
    if (mine === undefined || pluralForms(mine) === pluralForms(text)) return [];
    return [`plural forms of ${key}: ${pluralForms(mine)}, English has ${pluralForms(text)}`];
  });
}

/**
 * A text left in English, unless allowed (a name, a code); and an allowance no longer needed,
 * so that the list stays as short as what is really the same in both languages.
 */
export function untranslatedFaults(
  english: StringMap,
  translated: StringMap,
  allowed: SameAsEnglish,
): string[] {
  const other = flatten(translated);
  const en = flatten(english);
  const same = [...en].filter(([key, text]) => other.get(key) === text).map(([key]) => key);
  return [
    ...same.filter((key) => !(key in allowed)).map((key) => `same as English: ${key}`),
    ...Object.keys(allowed)
      .filter((key) => !same.includes(key))
      .map((key) => `allowed to be English but is not (or no longer exists): ${key}`),
  ];
}

/** Every fault of a translated catalogue against the English one. */
export const catalogueFaults = (
  english: StringMap,
  translated: StringMap,
  allowed: SameAsEnglish,
): string[] => [
  ...keyFaults(english, translated),
  ...placeholderFaults(english, translated),
  ...pluralFaults(english, translated),
  ...untranslatedFaults(english, translated, allowed),
];
