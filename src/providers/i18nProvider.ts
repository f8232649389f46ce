import polyglotI18nProvider from "ra-i18n-polyglot";
import { en } from "../i18n/en";
import { reportMissingKeys } from "../i18n/missingKey";
import { setMessageTranslator } from "./httpClient";

export const i18nProvider = polyglotI18nProvider(
  () => en,
  "en",
  [{ locale: "en", name: "English" }],
  reportMissingKeys,
);

// The server's and the forms' messages are shown from this catalogue once the console is loaded.
setMessageTranslator(i18nProvider.translate);
