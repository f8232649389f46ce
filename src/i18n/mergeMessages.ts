import { deepmerge } from "@mui/utils";
import type { StringMap, TranslationMessages } from "ra-core";
import { isolateTexts, isolateValues } from "./bidi";
import type { Language } from "./locales";

/** A partial catalogue over a complete one: each key it has wins, the others stay. */
export const mergeMessages = (base: object, partial: object): TranslationMessages =>
  deepmerge(base, partial, { clone: true }) as TranslationMessages;

/** Whether a language's texts run against English's: its English fallbacks and values isolated. */
const againstEnglish = (language: Language) => language.dir !== "ltr";

/**
 * What a language is shown from: a complete catalogue as it is; a partial one laid over the
 * English one, whose texts (the fallbacks) are isolated in a right-to-left language.
 */
export const catalogueFor = (
  language: Language,
  english: object,
  messages: object,
): TranslationMessages =>
  (language.partial
    ? mergeMessages(
        againstEnglish(language) ? isolateTexts(english as StringMap) : english,
        messages,
      )
    : messages) as TranslationMessages;

/** The values of a text as a language shows them: in a right-to-left one, isolated. */
export const valuesFor = <T extends object | undefined>(language: Language, options: T): T =>
  againstEnglish(language) ? isolateValues(options) : options;
