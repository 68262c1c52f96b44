-- The rounds module's read function for the fairness module (decision 034): how many rounds of a hash
-- chain have been played (0 before its first), for the chains' public list. One index probe
-- (game_rounds by chain and index), as the subquery it replaces.
CREATE OR REPLACE FUNCTION rounds_chain_used(p_chain bigint) RETURNS integer
LANGUAGE sql STABLE AS $$
  SELECT coalesce(max(chain_index) + 1, 0)::integer FROM game_rounds WHERE chain_id = p_chain
$$;
