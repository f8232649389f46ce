-- The audit trail: one row per change or sign-in event, written in the same transaction as what
-- it records. Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE, except the deletes of
-- audit_prune_sign_ins() (retention of sign-in events, which hold usernames that were tried).
--
-- actor_id is null for the command line ('system') and unknown usernames; target_name is the school's (or account's)
-- name at the moment of the event, so the record stays true after a rename.

CREATE TABLE audit_events (
  event_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  occurred_at timestamptz NOT NULL DEFAULT now(),
  actor_id int,
  actor_username text NOT NULL,
  action text NOT NULL,
  target_type text,
  target_id int,
  target_name text,
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  client_ip text,
  request_id text
);

-- Newest first within each single-value filter: an index scan that stops after one page.
CREATE INDEX audit_events_actor ON audit_events (lower(actor_username), event_id DESC);
CREATE INDEX audit_events_action ON audit_events (action, event_id DESC);
CREATE INDEX audit_events_target ON audit_events (target_type, target_id, event_id DESC);
-- Date ranges and retention.
CREATE INDEX audit_events_occurred ON audit_events (occurred_at);

-- Exact totals per single-value filter ('' is every event), kept by the triggers below: a
-- count(*) over millions of events costs about a second.
CREATE TABLE audit_counters (
  key text PRIMARY KEY,
  n bigint NOT NULL
);

CREATE FUNCTION audit_counter_keys(e audit_events) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT array_remove(ARRAY[
    '',
    'action:' || e.action,
    'actor:' || lower(e.actor_username),
    CASE WHEN e.target_type IS NOT NULL THEN 'target_type:' || e.target_type END,
    CASE WHEN e.target_id IS NOT NULL THEN 'target:' || e.target_type || ':' || e.target_id END
  ], NULL);
$$;

CREATE FUNCTION audit_counters_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO audit_counters (key, n)
  SELECT k, count(*) FROM new_events e, unnest(audit_counter_keys(e)) AS k GROUP BY k
  ORDER BY k  -- one lock order for every writer
  ON CONFLICT (key) DO UPDATE SET n = audit_counters.n + excluded.n;
  RETURN NULL;
END $$;

CREATE FUNCTION audit_counters_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE audit_counters c SET n = c.n - d.n
    FROM (SELECT k, count(*) AS n FROM old_events e, unnest(audit_counter_keys(e)) AS k GROUP BY k) d
   WHERE c.key = d.k;
  RETURN NULL;
END $$;

CREATE TRIGGER audit_events_counters_insert AFTER INSERT ON audit_events
  REFERENCING NEW TABLE AS new_events
  FOR EACH STATEMENT EXECUTE FUNCTION audit_counters_after_insert();
CREATE TRIGGER audit_events_counters_delete AFTER DELETE ON audit_events
  REFERENCING OLD TABLE AS old_events
  FOR EACH STATEMENT EXECUTE FUNCTION audit_counters_after_delete();

CREATE FUNCTION audit_events_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND OLD.action LIKE 'auth.%'
     AND current_setting('rollcall.audit_prune', true) = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_events is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END $$;

CREATE TRIGGER audit_events_append_only BEFORE UPDATE OR DELETE ON audit_events
  FOR EACH ROW EXECUTE FUNCTION audit_events_refuse_change();

CREATE FUNCTION audit_events_refuse_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_events is append-only: TRUNCATE is not allowed'
    USING ERRCODE = 'insufficient_privilege';
END $$;

CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON audit_events
  FOR EACH STATEMENT EXECUTE FUNCTION audit_events_refuse_truncate();

-- Retention, the one delete the trigger allows: sign-in events (action 'auth.*') older than
-- `before`. Change events are kept. Answers how many went.
CREATE FUNCTION audit_prune_sign_ins(before timestamptz) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  pruned bigint;
BEGIN
  PERFORM set_config('rollcall.audit_prune', 'on', true);
  DELETE FROM audit_events WHERE action LIKE 'auth.%' AND occurred_at < before;
  GET DIAGNOSTICS pruned = ROW_COUNT;
  PERFORM set_config('rollcall.audit_prune', 'off', true);
  RETURN pruned;
END $$;
