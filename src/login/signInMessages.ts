import type { StringMap, TranslationMessages } from "ra-core";
import polyglotI18nProvider from "ra-i18n-polyglot";
import { validationMessages } from "../../contract/messages";
import { app } from "../i18n/en/app";
import { languageOf, type Language } from "../i18n/locales";
import { catalogueFor, valuesFor } from "../i18n/mergeMessages";
import { reportMissingKeys } from "../i18n/missingKey";
import type { LoadedLanguage } from "../i18n/useLanguage";
import type { Translate } from "./SignInForm";

/*
 * The sign-in entry's strings, from the console's own catalogue (src/i18n/en/app.ts and the
 * validation and server messages of contract/), but only the namespaces the page shows. Not the whole
 * catalogue (src/i18n/en.ts): that spreads in ra-language-english, react-admin's own messages,
 * none of which this page shows, and the entry must stay small.
 */
const pick = <T extends object, K extends keyof T>(all: T, keys: K[]) =>
  Object.fromEntries(keys.map((key) => [key, all[key]])) as Pick<T, K>;

/** The server's answers to a sign-in (both steps); any other is shown in English. */
const SIGN_IN_ANSWERS = [
  "credentials_required",
  "sign_in_invalid",
  "board_admin_elsewhere",
  "account_deactivated",
  "sign_in_expired",
  "sign_in_too_many",
  "code_wrong",
  "server_error",
] as const;

const pageOf = (messages: StringMap): StringMap => {
  const strings = (messages.app ?? {}) as StringMap;
  // Only what the catalogue has: a partial one's gaps must not hide English when merged.
  const present = (entries: StringMap) =>
    Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined));
  return present({
    app: present({
      login: strings.login,
      loading: strings.loading,
      language: strings.language,
      http: strings.http,
    }),
    validation: messages.validation,
    api: messages.api ? present(pick(messages.api as StringMap, [...SIGN_IN_ANSWERS])) : undefined,
  });
};

// The server's answers in English are its own \`message\` (the translator's default): the page's
// English holds no \`api\` texts, which keeps the server's catalogue out of this entry.
const english = pageOf({ app, validation: validationMessages });

// The console's i18n library (ra-i18n-polyglot, without react-admin) over those messages alone;
// in a right-to-left language a text's values are isolated, as in the console.
const translatorOf = (messages: object, language: Language): Translate => {
  const { locale } = language;
  const i18n = polyglotI18nProvider(
    // react-admin's type asks for its own namespace (ra), which this page never shows.
    () => messages as unknown as TranslationMessages,
    locale,
    [{ locale, name: locale }],
    reportMissingKeys,
  );
  return (key, options) => i18n.translate(key, valuesFor(language, options));
};

/** The page in English. */
export const translate: Translate = translatorOf(english, languageOf("en"));

/**
 * The page in a loaded language: its own strings (the Hindi catalogue's, say), a partial
 * language's laid over English as in the console.
 */
export const translatorFor = ({ language, messages }: LoadedLanguage): Translate => {
  if (!messages) return translate;
  const page = pageOf(messages);
  return translatorOf(catalogueFor(language, english, page), language);
};
