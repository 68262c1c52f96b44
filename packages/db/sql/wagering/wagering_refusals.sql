-- The one policy every wager of every family passes before it moves money (modules/wagering).
--
-- wagering_refusals: set-based, for the batched instant fast path. Each element of p_wagers names
-- {"userId", "game", "amount"} (other keys are ignored, so a bet row's JSON serves as it is); one row per
-- element, in order, with NULL when the player may stake that amount on that game, else the refusal's
-- message code. The order is what the player is told first: the account, the game, the stake. Player
-- protection's limits and self-exclusions plug in here, before the stake checks, so that no bet path can
-- miss them. A plain SQL set-returning function, so the planner inlines it into the caller's query.
CREATE OR REPLACE FUNCTION wagering_refusals(p_wagers jsonb) RETURNS TABLE (idx integer, code text)
LANGUAGE sql STABLE AS $$
  SELECT (w.ord - 1)::integer,
    CASE
      WHEN u.id IS NULL THEN 'player_not_found'
      WHEN u.blocked_at IS NOT NULL THEN 'account_blocked'
      WHEN g.game IS NULL THEN 'game_unknown'
      WHEN NOT g.enabled THEN 'game_disabled'
      WHEN (w.item->>'amount')::bigint < g.min_bet THEN 'bet_too_small'
      WHEN (w.item->>'amount')::bigint > g.max_bet THEN 'bet_too_large'
    END
  FROM jsonb_array_elements(p_wagers) WITH ORDINALITY AS w(item, ord)
  LEFT JOIN users u ON u.id = (w.item->>'userId')::bigint
  LEFT JOIN game_catalogue g ON g.game = w.item->>'game'
$$;
