import englishMessages from "ra-language-english";
import type { TranslationMessages } from "react-admin";
import { validationMessages } from "../../contract/messages";
import { apiMessages } from "../../contract/apiMessages";
import { app } from "./en/app";
import { dashboard } from "./en/dashboard";
import { schools } from "./en/schools";
import { boardAdmins } from "./en/boardAdmins";
import { settings } from "./en/settings";
import { audit } from "./en/audit";
import { imports } from "./en/imports";

/**
 * The console's whole message catalogue: react-admin's English, each resource's field names,
 * the app's own namespaces, and the validation messages of contract/ (written there once).
 */
export const en: TranslationMessages = {
  ...englishMessages,
  resources: {
    schools: schools.resource,
    "board-admins": boardAdmins.resource,
    "audit-events": { name: "Audit event |||| Audit events", fields: audit.fields },
  },
  app,
  dashboard,
  schools: schools.screens,
  boardAdmins: boardAdmins.screens,
  settings,
  audit,
  imports,
  validation: validationMessages,
  api: apiMessages,
};
