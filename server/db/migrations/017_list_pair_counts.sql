-- Exact totals for two of the list's counted filters together (issue 31). Migration 015 counts
-- each filter's values alone; a pair was counted by scanning its matches up to 10,001, which at
-- 1.5 million schools costs 200 to 500 ms when both filters take many schools and few take both
-- (the largest state with the largest board: 247,830 and 51,801 schools, 7,794 together), as
-- the planner intersects both indexes whole. Each pair of state, city, main board, board and
-- type is now a dimension of its own, its value the two values joined by '+', kept by the same
-- triggers: a school has 17 counted keys rather than 7. A pair with the registration range is
-- still counted up to 10,001 (ten years of days times every other value would be millions of
-- rows).
CREATE OR REPLACE FUNCTION school_list_count_keys(
  state_id integer, city_id integer, main_board_id integer, board_id integer, type text,
  created_at timestamptz
) RETURNS TABLE (dimension text, value text) LANGUAGE sql STABLE AS $$
  VALUES ('all', ''), ('state', state_id::text), ('city', city_id::text),
         ('main_board', main_board_id::text), ('board', board_id::text), ('type', type),
         ('day', (created_at AT TIME ZONE 'Asia/Kolkata')::date::text),
         ('state+city', state_id || '+' || city_id),
         ('state+main_board', state_id || '+' || main_board_id),
         ('state+board', state_id || '+' || board_id),
         ('state+type', state_id || '+' || type),
         ('city+main_board', city_id || '+' || main_board_id),
         ('city+board', city_id || '+' || board_id),
         ('city+type', city_id || '+' || type),
         ('main_board+board', main_board_id || '+' || board_id),
         ('main_board+type', main_board_id || '+' || type),
         ('board+type', board_id || '+' || type)
$$;
SELECT school_list_counts_recount();
