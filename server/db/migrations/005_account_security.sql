-- Account security: usual sign-in addresses, visible sessions, two-factor sign-in.

-- Where each account signed in from lately: attempts from these addresses are spared the
-- slow-down that an attack on the account from elsewhere brings.
CREATE TABLE login_addresses (
  account_id integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  address text NOT NULL,
  last_success_at timestamptz NOT NULL,
  PRIMARY KEY (account_id, address)
);

-- Sessions get an id that can be shown and named (the token hash stays private), and what the
-- profile shows of them.
ALTER TABLE sessions ADD COLUMN session_id text NOT NULL DEFAULT gen_random_uuid()::text;
ALTER TABLE sessions ADD COLUMN client_address text;
ALTER TABLE sessions ADD COLUMN user_agent text;
CREATE UNIQUE INDEX sessions_session_id_key ON sessions (session_id);

-- A TOTP secret per account: pending until confirmed with a first code (enabled_at null).
-- last_step is the time step of the last code accepted, so no code is accepted twice.
CREATE TABLE account_totp (
  account_id integer PRIMARY KEY REFERENCES accounts (account_id) ON DELETE CASCADE,
  secret text NOT NULL,
  enabled_at timestamptz,
  last_step bigint NOT NULL DEFAULT 0
);

-- One-time recovery codes, stored as hashes only.
CREATE TABLE recovery_codes (
  account_id integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (account_id, code_hash)
);

-- The short-lived step between a correct password and a correct code (hash only, like tokens).
CREATE TABLE mfa_challenges (
  challenge_hash text PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  client_address text NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX mfa_challenges_account_idx ON mfa_challenges (account_id);
