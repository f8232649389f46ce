-- Board administrators: accounts with role 'board_admin' (they sign in to the board portal, not
-- to this console), each attached to one divisional board. The main board is the board's own.
CREATE TABLE board_admins (
  account_id integer PRIMARY KEY REFERENCES accounts (account_id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('board', 'other')),
  board_id integer NOT NULL REFERENCES boards (board_id)
);
CREATE INDEX board_admins_board_idx ON board_admins (board_id);
