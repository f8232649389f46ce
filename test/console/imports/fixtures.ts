import type { ImportJob, ImportRowError } from "../../../contract/imports";

/** An import as the API answers it; each test says what differs. */
export const job = (overrides: Partial<ImportJob> = {}): ImportJob => ({
  id: 7,
  file_name: "schools-karnataka.csv",
  format: "csv",
  checksum: "ab".repeat(32),
  state: "checked",
  created_by: "admin",
  created_at: "2026-11-20T09:30:00.000Z",
  rows: 30,
  checked: 30,
  valid: 25,
  with_errors: 5,
  existing: 0,
  imported: 0,
  rows_per_second: null,
  seconds_left: null,
  started_at: null,
  finished_at: null,
  undo_until: null,
  undone_at: null,
  failure: null,
  error_file_url: "/v1/files/signed/import-7-errors.csv?sig=abc",
  ...overrides,
});

/** A row's problem as the API answers it. */
export const rowError = (overrides: Partial<ImportRowError> = {}): ImportRowError => ({
  row: 4,
  column: "pincode",
  message: "Pincode must be exactly 6 digits",
  message_key: "validation.pincode_invalid",
  ...overrides,
});
