import type { TranslationMessages } from "ra-core";
import polyglotI18nProvider from "ra-i18n-polyglot";
import { apiMessages, validationMessages } from "../../contract/messages";
import { setMessageTranslator } from "../providers/httpClient";
import { app } from "../i18n/en/app";
import { reportMissingKeys } from "../i18n/missingKey";
import type { Translate } from "./SignInForm";

/*
 * The sign-in entry's strings, from the console's own catalogue (src/i18n/en/app.ts and the
 * validation and server messages of contract/), but only the namespaces the page shows. Not the whole
 * catalogue (src/i18n/en.ts): that spreads in ra-language-english, react-admin's own messages,
 * none of which this page shows, and the entry must stay small.
 */
const pick = <T extends object, K extends keyof T>(all: T, keys: K[]) =>
  Object.fromEntries(keys.map((key) => [key, all[key]])) as Pick<T, K>;

const messages = {
  app: { login: app.login, loading: app.loading },
  validation: validationMessages,
  // The server's answers to a sign-in (both steps); any other is shown in English.
  api: pick(apiMessages, [
    "credentials_required",
    "sign_in_invalid",
    "board_admin_elsewhere",
    "account_deactivated",
    "sign_in_expired",
    "sign_in_too_many",
    "code_wrong",
    "server_error",
  ]),
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

// The sign-in page's failures are shown from this catalogue until the console's is loaded.
setMessageTranslator(i18n.translate);
