import polyglotI18nProvider from "ra-i18n-polyglot";
import type { I18nProvider, TranslationMessages } from "react-admin";
import { en } from "../i18n/en";
import { DEFAULT_LOCALE, languageOf, languages } from "../i18n/locales";
import { catalogueFor, valuesFor } from "../i18n/mergeMessages";
import { reportMissingKeys } from "../i18n/missingKey";

/**
 * A language's catalogue: English at once, any other one fetched as its chunk when chosen. A
 * partial one is laid over English, so what it lacks is shown in English without a report
 * (isolated in a right-to-left language); a key in neither is still reported. A complete
 * catalogue has every key of English (the catalogue tests hold it to that).
 */
const messagesOf = (locale: string): TranslationMessages | Promise<TranslationMessages> => {
  const language = languageOf(locale);
  if (!language.messages) return en;
  return language.messages().then((messages) => catalogueFor(language, en, messages));
};

const polyglot = polyglotI18nProvider(
  messagesOf,
  DEFAULT_LOCALE,
  languages.map(({ locale, name }) => ({ locale, name })),
  reportMissingKeys,
);

/** react-admin's polyglot provider; in a right-to-left language, a text's values are isolated. */
export const i18nProvider: I18nProvider = {
  ...polyglot,
  translate: (key, options) =>
    polyglot.translate(key, valuesFor(languageOf(polyglot.getLocale()), options)),
};
