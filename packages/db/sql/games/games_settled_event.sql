-- The source of games_settled_event (its last numbered migration was 0015_bonus_play_and_loyalty.sql), applied as a repeatable migration
-- whenever this file changes (packages/db/src/repeatable.ts).
CREATE OR REPLACE FUNCTION games_settled_event(p_item jsonb, p_bet bigint, p_at timestamptz, p_balances jsonb) RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'betId', p_bet, 'userId', (p_item->'bet'->>'userId')::bigint, 'login', p_item->>'login', 'demo', (p_item->'bet'->>'demo')::boolean,
    'bonus', COALESCE((p_item->'bet'->>'bonus')::boolean, false),
    'game', p_item->'bet'->>'game', 'amount', (p_item->'bet'->>'amount')::bigint, 'win', (p_item->'bet'->>'win')::bigint,
    'coefficient', (p_item->'bet'->>'coefficient')::int, 'createdAt', p_at, 'balances', p_balances)
$$;
