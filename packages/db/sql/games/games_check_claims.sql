-- The source of games_check_claims (its last numbered migration was 0015_bonus_play_and_loyalty.sql), applied as a repeatable migration
-- whenever this file changes (packages/db/src/repeatable.ts).
-- Bets from the bonus balance (bonuses.md §1): the claim also carries the balance menu's choice, which must still
-- hold when the bet settles (demo mode clears it: the menu is one choice of main, bonus or demo) (a changed choice makes the claim stale, like a changed demo mode), and the bet row
-- and its event say which balance played. Otherwise as in migration 0010.
-- Whether the player may bet at all (blocked, the game enabled, the limits) is wagering's policy
-- (wagering_refuse, in wagering_settle_instant): this checks only that what the bet was played under is current.
CREATE OR REPLACE FUNCTION games_check_claims(p_bets jsonb) RETURNS void
LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  v_current integer;
BEGIN
  SELECT count(*) INTO v_current
  FROM jsonb_array_elements(p_bets) AS b(item)
  JOIN users u ON u.id = (b.item->'bet'->>'userId')::bigint
  JOIN sessions s ON s.id = (b.item->>'sessionId')::uuid AND s.user_id = u.id
  JOIN game_catalogue g ON g.game = b.item->'bet'->>'game'
  WHERE s.revoked_at IS NULL
    AND u.demo = (b.item->'bet'->>'demo')::boolean AND u.bonus_play = COALESCE((b.item->'bet'->>'bonus')::boolean, false)
    AND u.login = b.item->>'login' AND to_jsonb(u.scope) = b.item->'scope'
    AND g.edge_bp = (b.item->'settings'->>'edgeBp')::integer AND g.min_bet = (b.item->'settings'->>'minBet')::bigint
    AND g.max_bet = (b.item->'settings'->>'maxBet')::bigint AND g.max_win = (b.item->'settings'->>'maxWin')::bigint;
  IF v_current <> jsonb_array_length(p_bets) THEN
    RAISE EXCEPTION USING ERRCODE = 'AZ301', MESSAGE = 'claim_stale', DETAIL = format('%s of %s bets played under what still holds', v_current, jsonb_array_length(p_bets));
  END IF;
END
$$;
