-- The source of games_settle_one (its last numbered migration was 0010_settle_instant_batch.sql), applied as a repeatable migration
-- whenever this file changes (packages/db/src/repeatable.ts).
-- One bet: the check, the nonce, the posting, the bet row. Raises on any refusal.
CREATE OR REPLACE FUNCTION games_settle_one(p_item jsonb, OUT bet_id bigint, OUT created_at timestamptz, OUT balances jsonb)
LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_variable
DECLARE
  v_posted record;
BEGIN
  PERFORM games_check_claims(jsonb_build_array(p_item));
  PERFORM fairness_claim_nonces(jsonb_build_array(jsonb_build_object('pair', p_item->'bet'->'seedPairId', 'nonce', p_item->'bet'->'nonce')));
  -- An instant bet has exactly one posting.
  SELECT p.posting_id, p.balances INTO v_posted FROM ledger_post_many(jsonb_build_array(p_item->'postings'->0)) p;
  bet_id := (bets_insert_seed_bets(jsonb_build_array(p_item->'bet'), ARRAY[v_posted.posting_id]))[1];
  created_at := now();
  balances := v_posted.balances;
END
$$;
