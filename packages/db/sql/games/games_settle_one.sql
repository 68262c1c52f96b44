-- The source of games_settle_one (its last numbered migration was 0010_settle_instant_batch.sql), applied as a repeatable migration
-- whenever this file changes (packages/db/src/repeatable.ts).
-- One bet: the claim's check, the nonce, then wagering's policy, posting and bet row. Raises on any refusal.
CREATE OR REPLACE FUNCTION games_settle_one(p_item jsonb, OUT bet_id bigint, OUT created_at timestamptz, OUT balances jsonb)
LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_variable
BEGIN
  PERFORM games_check_claims(jsonb_build_array(p_item));
  PERFORM fairness_claim_nonces(jsonb_build_array(jsonb_build_object('pair', p_item->'bet'->'seedPairId', 'nonce', p_item->'bet'->'nonce')));
  SELECT w.bet_id, w.created_at, w.balances INTO bet_id, created_at, balances FROM wagering_settle_instant(jsonb_build_array(p_item)) w;
END
$$;
