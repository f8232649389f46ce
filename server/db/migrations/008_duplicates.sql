-- Duplicate warnings (server/schools/duplicates.ts): registering or updating a school whose email,
-- phone number, or name with the same pincode matches another school is refused unless confirmed.
--
-- The keys a school is matched on, written once here: the check compares key(stored column) with
-- key(given value), so both sides are normalised by the same function, and each comparison is a
-- lookup in one of the expression indexes below (about 1.5 million schools).
--   email: lower case, white space removed;
--   phone: its digits only;
--   name:  lower case, white space removed (so "St. Mary's  School" = "st. mary'sschool").
-- Immutable SQL functions whose calls are qualified, so an index built on them does not depend on
-- the search_path.

CREATE FUNCTION school_email_key(email text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT pg_catalog.lower(pg_catalog.regexp_replace(email, '\s', '', 'g')) $$;

CREATE FUNCTION school_phone_key(phone text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT pg_catalog.regexp_replace(phone, '[^0-9]', '', 'g') $$;

CREATE FUNCTION school_name_key(name text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT pg_catalog.lower(pg_catalog.regexp_replace(name, '\s', '', 'g')) $$;

-- Built inside the migration's transaction (CREATE INDEX CONCURRENTLY cannot be): on a large
-- table this holds writes to schools for the seconds the three builds take.
CREATE INDEX schools_email_key_idx ON schools (school_email_key(school_email));
CREATE INDEX schools_phone_key_idx ON schools (school_phone_key(school_phone_number));
CREATE INDEX schools_name_key_idx ON schools (school_name_key(school_name), pincode);
