-- The source of bets_insert_seed_bets (its last numbered migration was 0015_bonus_play_and_loyalty.sql), applied as a repeatable migration
-- whenever this file changes (packages/db/src/repeatable.ts).
CREATE OR REPLACE FUNCTION bets_insert_seed_bets(p_bets jsonb, p_postings bigint[]) RETURNS bigint[]
LANGUAGE plpgsql VOLATILE SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  v_ids bigint[];
BEGIN
  SELECT array_agg(nextval('bets_id_seq')) INTO v_ids FROM generate_series(1, jsonb_array_length(p_bets));
  INSERT INTO bets (id, user_id, game, amount, win, coefficient, demo, bonus, source, seed_pair_id, nonce, params, outcome, idempotency_key, posting_id)
  SELECT v_ids[b.ord], (b.bet->>'userId')::bigint, b.bet->>'game', (b.bet->>'amount')::bigint, (b.bet->>'win')::bigint, (b.bet->>'coefficient')::int,
         (b.bet->>'demo')::boolean, COALESCE((b.bet->>'bonus')::boolean, false), 'seed', (b.bet->>'seedPairId')::bigint, (b.bet->>'nonce')::int,
         b.bet->'params', b.bet->'outcome', b.bet->>'idempotencyKey', p_postings[b.ord]
  FROM jsonb_array_elements(p_bets) WITH ORDINALITY AS b(bet, ord)
  ORDER BY b.ord;
  RETURN v_ids;
END
$$;
