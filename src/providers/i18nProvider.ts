import polyglotI18nProvider from "ra-i18n-polyglot";
import type { TranslationMessages } from "react-admin";
import { en } from "../i18n/en";
import { DEFAULT_LOCALE, languageOf, languages } from "../i18n/locales";
import { mergeMessages } from "../i18n/mergeMessages";
import { reportMissingKeys } from "../i18n/missingKey";

/**
 * A language's catalogue: English at once, any other one fetched as its chunk when chosen. A
 * partial one is laid over English, so what it lacks is shown in English without a report; a
 * key in neither is still reported.
 */
const messagesOf = (locale: string): TranslationMessages | Promise<TranslationMessages> => {
  const language = languageOf(locale);
  if (!language.messages) return en;
  return language.messages().then((messages) =>
    // A complete catalogue has every key of English (the catalogue tests hold it to that).
    language.partial ? mergeMessages(en, messages) : (messages as TranslationMessages),
  );
};

export const i18nProvider = polyglotI18nProvider(
  messagesOf,
  DEFAULT_LOCALE,
  languages.map(({ locale, name }) => ({ locale, name })),
  reportMissingKeys,
);
