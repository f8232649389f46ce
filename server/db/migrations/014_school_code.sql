-- The UDISE+ code (issue 31): the 11 digits another system knows a school by (state 2,
-- district 2, block 2, village 3, serial 2). Optional; text, since a code may start with 0
-- (state codes 01-09). The contract checks its form (contract/schools.ts); the CHECK keeps a
-- write that bypasses the contract (the demo seed, a script) to the same form.
ALTER TABLE schools ADD COLUMN udise_code text CHECK (udise_code ~ '^[0-9]{11}$');

-- Unique where present: many schools have no code yet. A save that finds the code taken answers
-- a 409 naming the holder (server/schools/duplicates.ts); two saves of one code at once meet
-- here, and the server answers the loser's violation with the same 409. The index is also the
-- list search's lookup of an exact code. The code stays on the school's row: schools are not
-- deleted by the console, so a code once given stays taken.
CREATE UNIQUE INDEX schools_udise_code_key ON schools (udise_code) WHERE udise_code IS NOT NULL;
