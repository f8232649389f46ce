-- School imports (issue 31, server/imports/): a job per uploaded file, its checked rows (the
-- staging table, so the file is parsed once), their errors, and on each school the import that
-- created it (so that an undo removes only its own schools).

CREATE TABLE school_imports (
  import_id serial PRIMARY KEY,
  file_name text NOT NULL,
  format text NOT NULL CHECK (format IN ('csv', 'xlsx')),
  -- SHA-256 of the file, in hex.
  checksum text NOT NULL,
  -- The uploaded file, kept through the file storage (server/storage/).
  storage_key text NOT NULL,
  state text NOT NULL CHECK (state IN ('checking', 'checked', 'importing', 'done', 'failed', 'undone')),
  -- Who uploaded it: what each school's audit event carries.
  account_id integer,
  created_by text NOT NULL,
  client_ip text,
  request_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  rows integer,
  checked integer NOT NULL DEFAULT 0,
  valid integer NOT NULL DEFAULT 0,
  with_errors integer NOT NULL DEFAULT 0,
  existing integer NOT NULL DEFAULT 0,
  imported integer NOT NULL DEFAULT 0,
  -- The last file row written (or skipped) by the import: the next batch starts after it, so a
  -- restart resumes from the last committed batch.
  imported_through integer NOT NULL DEFAULT 0,
  started_at timestamptz,
  finished_at timestamptz,
  undone_at timestamptz,
  failure jsonb
);
-- The runner's lookup of work to do (few rows in these states at any time).
CREATE INDEX school_imports_active_idx ON school_imports (import_id)
  WHERE state IN ('checking', 'importing');

-- One row per checked file row. `payload` is the row as the register call's schema parsed it,
-- references resolved to ids, plus the city's name (for the search text).
CREATE TABLE school_import_rows (
  import_id integer NOT NULL REFERENCES school_imports (import_id) ON DELETE CASCADE,
  row_number integer NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('valid', 'error', 'existing')),
  payload jsonb,
  udise_code text,
  email_key text,
  phone_key text,
  name_key text,
  pincode text,
  confirmed boolean NOT NULL DEFAULT false,
  PRIMARY KEY (import_id, row_number)
);

-- Each problem of a row: the list of errors by row then column (`position` is the column's
-- place in the template; 0 for a problem of the whole row).
CREATE TABLE school_import_errors (
  import_id integer NOT NULL REFERENCES school_imports (import_id) ON DELETE CASCADE,
  row_number integer NOT NULL,
  position integer NOT NULL,
  column_name text,
  message_key text NOT NULL,
  message_params jsonb,
  message text NOT NULL
);
CREATE INDEX school_import_errors_idx ON school_import_errors (import_id, row_number, position);

-- The import that created a school; null for a school registered otherwise. An undo removes only
-- its import's schools, and only those that no one has touched since: updated_at moves on every
-- change the server makes to a school (and its principal's edit), and the audit trail tells
-- which (see server/imports/undo.ts).
ALTER TABLE schools ADD COLUMN imported_by integer;
CREATE INDEX schools_imported_by_idx ON schools (imported_by) WHERE imported_by IS NOT NULL;
