import type { TranslationMessages } from "react-admin";
import { ra } from "./hi/ra";
import { app } from "./hi/app";
import { dashboard } from "./hi/dashboard";
import { schools } from "./hi/schools";
import { boardAdmins } from "./hi/boardAdmins";
import { settings } from "./hi/settings";
import { audit } from "./hi/audit";
import { imports } from "./hi/imports";
import { validation } from "./hi/validation";
import { api } from "./hi/api";

/**
 * The console's whole message catalogue in Hindi, in the same shape as en.ts: react-admin's own
 * texts, each resource's field names, the app's namespaces and the contract's validation and
 * server messages. Terms: GLOSSARY.md. A module without side effects, imported on demand.
 */
export const hi: TranslationMessages = {
  ra,
  resources: {
    schools: schools.resource,
    "board-admins": boardAdmins.resource,
    "audit-events": { name: "ऑडिट घटना |||| ऑडिट घटनाएँ", fields: audit.fields },
  },
  app,
  dashboard,
  schools: schools.screens,
  boardAdmins: boardAdmins.screens,
  settings,
  audit,
  imports,
  validation,
  api,
};
