-- Exact totals and a direct index for every combination of the audit list's single-value
-- filters (actor, action, target type or one target), not only for each filter alone: two
-- filters that each match millions of events may match a handful together, and PostgreSQL's
-- planner, expecting the matches to be spread evenly, then walks the whole table newest first.

-- The counter key of one combination: its parts in a fixed order (action, target, actor), joined
-- by '|'; a part that is NULL is left out, so one part alone is the key 006_audit.sql gave it
-- ('action:x', 'target_type:t', 'target:t:id', 'actor:name') and no part at all is '' (every
-- event). Unambiguous: actions and target types are the contract's words, without '|', and the
-- actor, the one free text, comes last. `actor` is given lower-cased. The list reads its total
-- through this same function, so the keys written and read cannot drift apart. Both functions
-- are written with || and casts only (no aggregate, no function that is merely stable), so that
-- PostgreSQL inlines them into the trigger's statement, where a bulk action's thousand events
-- make twelve thousand keys.
CREATE FUNCTION audit_counter_key(action text, actor text, target_type text, target_id int)
RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT substr(
    coalesce('|action:' || action, '')
    || coalesce('|' || CASE WHEN target_id IS NOT NULL
                            THEN 'target:' || target_type || ':' || target_id::text
                            ELSE 'target_type:' || target_type END, '')
    || coalesce('|actor:' || actor, ''),
    2);
$$;

-- An event counts under every combination it matches: with or without its action, with or
-- without its actor, and with no target, its target type or its target (up to 12 keys).
CREATE FUNCTION audit_counter_keys_of(action text, actor text, target_type text, target_id int)
RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT array_remove(ARRAY[
    audit_counter_key(NULL, NULL, NULL, NULL),
    audit_counter_key(action, NULL, NULL, NULL),
    audit_counter_key(NULL, actor, NULL, NULL),
    audit_counter_key(action, actor, NULL, NULL),
    CASE WHEN target_type IS NOT NULL THEN audit_counter_key(NULL, NULL, target_type, NULL) END,
    CASE WHEN target_type IS NOT NULL THEN audit_counter_key(action, NULL, target_type, NULL) END,
    CASE WHEN target_type IS NOT NULL THEN audit_counter_key(NULL, actor, target_type, NULL) END,
    CASE WHEN target_type IS NOT NULL THEN audit_counter_key(action, actor, target_type, NULL) END,
    CASE WHEN target_type IS NOT NULL AND target_id IS NOT NULL
         THEN audit_counter_key(NULL, NULL, target_type, target_id) END,
    CASE WHEN target_type IS NOT NULL AND target_id IS NOT NULL
         THEN audit_counter_key(action, NULL, target_type, target_id) END,
    CASE WHEN target_type IS NOT NULL AND target_id IS NOT NULL
         THEN audit_counter_key(NULL, actor, target_type, target_id) END,
    CASE WHEN target_type IS NOT NULL AND target_id IS NOT NULL
         THEN audit_counter_key(action, actor, target_type, target_id) END
  ], NULL);
$$;

-- The statement triggers of 006_audit.sql call this one for each event written or pruned.
CREATE OR REPLACE FUNCTION audit_counter_keys(e audit_events) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT audit_counter_keys_of(e.action, lower(e.actor_username), e.target_type, e.target_id);
$$;

-- Backfill: every key of the events on record, counted once per distinct (action, actor,
-- target) so that millions of events cost one pass. Writers wait until it is done.
LOCK TABLE audit_events IN SHARE MODE;
INSERT INTO audit_counters (key, n)
SELECT k, sum(g.n)
  FROM (SELECT action, lower(actor_username) AS actor, target_type, target_id, count(*) AS n
          FROM audit_events GROUP BY 1, 2, 3, 4) g,
       unnest(audit_counter_keys_of(g.action, g.actor, g.target_type, g.target_id)) AS k
 GROUP BY k
 ORDER BY k
ON CONFLICT (key) DO UPDATE SET n = excluded.n;

-- Newest first within each combination, so that a page is an index range read from its start.
-- A filter on one target reads that target's own events (audit_events_target); an action
-- belongs to one target type, so action with target type reads the action's range.
CREATE INDEX audit_events_actor_action ON audit_events (lower(actor_username), action, event_id DESC);
CREATE INDEX audit_events_actor_target_type ON audit_events (lower(actor_username), target_type, event_id DESC);
CREATE INDEX audit_events_target_type ON audit_events (target_type, event_id DESC);
