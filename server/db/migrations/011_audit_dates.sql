-- A date range with who or with the action: the range of that actor's (or action's) events in
-- time order, read from its newest end for the page and counted from the index alone (up to the
-- cap), instead of walking the whole range of every event and reading each one's row. The
-- username is carried in the actor's index: PostgreSQL answers from an index alone only when it
-- holds the columns its expressions are made of.
CREATE INDEX audit_events_actor_occurred ON audit_events (lower(actor_username), occurred_at)
  INCLUDE (actor_username);
CREATE INDEX audit_events_action_occurred ON audit_events (action, occurred_at);
