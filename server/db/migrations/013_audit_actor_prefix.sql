-- Who in the Audit Log is the start of a username (LIKE 'mee%' on lower(actor_username)). The
-- actor's other indexes follow the database's collation, which a prefix LIKE can use only under
-- "C"; this one compares characters whatever the collation.
CREATE INDEX audit_events_actor_prefix ON audit_events (lower(actor_username) text_pattern_ops);
