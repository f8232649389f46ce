import polyglotI18nProvider from "ra-i18n-polyglot";
import { en } from "../i18n/en";
import { reportMissingKeys } from "../i18n/missingKey";

export const i18nProvider = polyglotI18nProvider(
  () => en,
  "en",
  [{ locale: "en", name: "English" }],
  reportMissingKeys,
);
