-- Foundation: extensions, geography, boards, accounts and sessions.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE countries (
  country_id serial PRIMARY KEY,
  name text NOT NULL UNIQUE
);

CREATE TABLE states (
  state_id serial PRIMARY KEY,
  country_id integer NOT NULL REFERENCES countries (country_id),
  name text NOT NULL,
  UNIQUE (country_id, name)
);

CREATE TABLE cities (
  city_id serial PRIMARY KEY,
  state_id integer NOT NULL REFERENCES states (state_id),
  name text NOT NULL,
  UNIQUE (state_id, name)
);

CREATE TABLE main_boards (
  main_board_id serial PRIMARY KEY,
  name text NOT NULL UNIQUE
);

CREATE TABLE boards (
  board_id serial PRIMARY KEY,
  main_board_id integer NOT NULL REFERENCES main_boards (main_board_id),
  name text NOT NULL,
  UNIQUE (main_board_id, name)
);

-- Everyone who can sign in to the platform. This console admits only super administrators.
CREATE TABLE accounts (
  account_id serial PRIMARY KEY,
  role text NOT NULL CHECK (role IN ('super_admin', 'board_admin')),
  username text NOT NULL,
  password_hash text NOT NULL,
  first_name text NOT NULL,
  middle_name text,
  last_name text NOT NULL,
  email text NOT NULL,
  phone_number text NOT NULL,
  status boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX accounts_username_key ON accounts (lower(username));
CREATE UNIQUE INDEX accounts_email_key ON accounts (lower(email));

-- Only a hash of each token is kept: a leaked table gives no usable session.
CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_account_idx ON sessions (account_id);
