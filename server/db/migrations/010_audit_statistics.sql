-- The planner takes the audit list's filters for independent: an actor who verifies schools
-- and a second actor who never does look alike to it, so a combination that matches three
-- events is planned as if it matched a hundred thousand (a parallel scan, or a walk of the whole
-- table newest first). Statistics on the combinations themselves (their most common values)
-- tell it which are common and, by what is left, that the others are rare.
CREATE STATISTICS audit_events_actor_action (mcv) ON lower(actor_username), action FROM audit_events;
CREATE STATISTICS audit_events_actor_target_type (mcv) ON lower(actor_username), target_type FROM audit_events;
CREATE STATISTICS audit_events_action_target_type (mcv) ON action, target_type FROM audit_events;
ANALYZE audit_events;
