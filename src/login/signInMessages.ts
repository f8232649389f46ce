import type { TranslationMessages } from "ra-core";
import polyglotI18nProvider from "ra-i18n-polyglot";
import { validationMessages } from "../../contract/messages";
import { app } from "../i18n/en/app";
import { reportMissingKeys } from "../i18n/missingKey";
import type { Translate } from "./SignInForm";

/*
 * The sign-in entry's strings, from the console's own catalogue (src/i18n/en/app.ts and the
 * validation messages of contract/), but only the namespaces the page shows. Not the whole
 * catalogue (src/i18n/en.ts): that spreads in ra-language-english, react-admin's own messages,
 * none of which this page shows, and the entry must stay small.
 */
const messages = {
  app: { login: app.login, loading: app.loading },
  validation: validationMessages,
};

// The console's i18n library (ra-i18n-polyglot, without react-admin) over those messages alone.
const i18n = polyglotI18nProvider(
  // react-admin's type asks for its own namespace (ra), which this page never shows.
  () => messages as unknown as TranslationMessages,
  "en",
  [{ locale: "en", name: "English" }],
  reportMissingKeys,
);

export const translate: Translate = (key, options) => i18n.translate(key, options);
