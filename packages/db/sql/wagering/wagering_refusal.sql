-- The one policy every wager of every family passes before it moves money (modules/wagering): NULL when the
-- player may stake p_amount on p_game, else the refusal's message code. The order is what the player is told
-- first: the account, the game, the stake. Player protection's limits and self-exclusions plug in here, before
-- the stake checks, so that no bet path can miss them.
CREATE OR REPLACE FUNCTION wagering_refusal(p_user bigint, p_game text, p_amount bigint) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN u.id IS NULL THEN 'player_not_found'
    WHEN u.blocked_at IS NOT NULL THEN 'account_blocked'
    WHEN g.game IS NULL THEN 'game_unknown'
    WHEN NOT g.enabled THEN 'game_disabled'
    WHEN p_amount < g.min_bet THEN 'bet_too_small'
    WHEN p_amount > g.max_bet THEN 'bet_too_large'
  END
  FROM (SELECT 1) one
  LEFT JOIN users u ON u.id = p_user
  LEFT JOIN game_catalogue g ON g.game = p_game
$$;
