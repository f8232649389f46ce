import {
  SCHOOL_FORM_FIELDS,
  schoolFormSchema,
  type SchoolAsset,
  type SchoolFormValues,
} from "../../contract/schools";
import { validateWith } from "../common/validateWith";
import { errorStatus } from "../providers/httpClient";
import {
  isNewFile,
  type FileValue,
  type SchoolDetailRecord,
  type SchoolSaveRecord,
} from "../providers/resources/schools";

/**
 * The school fields the spec requires before the principal's can be entered: address, board,
 * city, country, email, established year, phone, pincode, name, state and type.
 */
export const PRINCIPAL_GATE_FIELDS = [
  "address",
  "board_id",
  "city_id",
  "country_id",
  "school_email",
  "established_year",
  "school_phone_number",
  "pincode",
  "school_name",
  "state_id",
  "type",
] as const;

export const PRINCIPAL_FIELDS = [
  "first_name",
  "middle_name",
  "last_name",
  "email",
  "phone_number",
] as const;

const filled = (value: unknown) =>
  value !== null && value !== undefined && String(value).trim() !== "";

/** Whether the principal's fields may be entered, given the gate fields' values in order. */
export function principalUnlocked(values: readonly unknown[]): boolean {
  return values.length === PRINCIPAL_GATE_FIELDS.length && values.every(filled);
}

/** The form's values of a loaded school: each field as loaded, missing ones empty. */
export function schoolFormDefaults(school: SchoolDetailRecord | undefined): SchoolFormValues {
  const values: SchoolFormValues = {};
  for (const field of SCHOOL_FORM_FIELDS) {
    const value = (school as Record<string, unknown> | undefined)?.[field];
    values[field] =
      typeof value === "number" ? String(value) : typeof value === "string" ? value : "";
  }
  return values;
}

/** Only the form's own fields, as the form holds them (the payload builder drops what is not sent). */
export function pickFormValues(values: Record<string, unknown>): SchoolFormValues {
  const picked: SchoolFormValues = {};
  for (const field of SCHOOL_FORM_FIELDS) {
    const value = values[field];
    if (typeof value === "string" || typeof value === "number") picked[field] = value;
  }
  return picked;
}

/**
 * The form's files, as react-admin's file values: the image chosen (none keeps the saved one),
 * and the documents: the saved ones kept, as the profile gives them, then those chosen.
 */
export interface SchoolFileValues {
  school_image: FileValue | null;
  school_documents: (FileValue | SchoolAsset)[];
}

/** The files a form starts with: no new image, the school's saved documents. */
export const fileDefaults = (school: SchoolDetailRecord | undefined): SchoolFileValues => ({
  school_image: null,
  school_documents: school?.assets?.document ?? [],
});

/** A chosen file as react-admin's file inputs hold it (the preview is made where it shows). */
export const toFileValue = (file: File): FileValue => ({ rawFile: file, title: file.name });

/** Whether any file was chosen. */
export function hasFileChanges(values: Partial<SchoolFileValues>): boolean {
  return !!values.school_image || (values.school_documents ?? []).some(isNewFile);
}

/*
 * The draft: what was typed is kept in sessionStorage, keyed by the form's route, so that a
 * session that expires while the form is open (401 -> sign-in -> back here) loses nothing.
 * Text values only: files cannot be stored (the draft remembers that there were some, so the
 * form can say they must be added again), and the employee number is the server's.
 */
const DRAFT_PREFIX = "rollcall.schoolDraft:";

export interface SchoolDraft {
  values: SchoolFormValues;
  /** Files had been chosen (or documents removed): they must be chosen again. */
  filesDropped: boolean;
}

export function readDraft(key: string): SchoolDraft | null {
  try {
    const raw = sessionStorage.getItem(DRAFT_PREFIX + key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { values?: Record<string, unknown>; filesDropped?: unknown };
    return {
      values: pickFormValues(parsed.values ?? {}),
      filesDropped: parsed.filesDropped === true,
    };
  } catch {
    return null;
  }
}

export function writeDraft(key: string, values: Record<string, unknown>) {
  const { employee_number: _ignored, ...draft } = pickFormValues(values);
  const filesDropped = hasFileChanges(values as Partial<SchoolFileValues>);
  try {
    sessionStorage.setItem(DRAFT_PREFIX + key, JSON.stringify({ values: draft, filesDropped }));
  } catch {
    // Storage full or disabled: the draft is a convenience, the form still works.
  }
}

export function clearDraft(key: string) {
  sessionStorage.removeItem(DRAFT_PREFIX + key);
}

/** A school that the server refused or does not know (4xx) is not asked for again; others are, twice. */
export function retryUnlessRefused(failures: number, error: unknown): boolean {
  const status = errorStatus(error);
  return !(status >= 400 && status < 500) && failures < 2;
}

const rules = validateWith(() => schoolFormSchema(new Date()));

/**
 * The form's validation: the contract's rules, except the principal's while they are locked
 * (a required-field error under a field that cannot be filled yet would only confuse; the
 * school fields that unlock them show their own).
 */
export function validateSchoolForm(values: Record<string, unknown>): Record<string, string> {
  const errors = rules(values);
  if (!principalUnlocked(PRINCIPAL_GATE_FIELDS.map((field) => values[field]))) {
    for (const field of PRINCIPAL_FIELDS) delete errors[field];
  }
  return errors;
}

/** What 'Save anyway' hands to create/update: the form's record, with the duplicate confirmed. */
export const toConfirmedSaveInput = (values: Record<string, unknown>): SchoolSaveRecord => ({
  ...(values as SchoolSaveRecord),
  confirm_duplicate: true,
});
