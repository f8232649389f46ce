-- The bell's read state, one row per account: when it was last opened, and the audit trail's
-- counters (audit_counters) of the actions it reports, as they stood at that moment. What is
-- new since is the counter now minus the one kept: exact, and one row read each however large
-- the trail grows (school and board-administrator events are never pruned).
CREATE TABLE notification_reads (
  account_id int PRIMARY KEY REFERENCES accounts (account_id) ON DELETE CASCADE,
  seen_at timestamptz NOT NULL,
  schools_registered bigint NOT NULL,
  board_admins_created bigint NOT NULL
);
