-- The one writer of bets (its callers are the wagering module's: writeBets in modules/wagering and the
-- instant fast path's wagering_settle_instant). Each element of p_bets is one settled bet:
-- {"userId", "game", "amount", "win", "coefficient", "demo", "bonus", "source" (default "seed"),
--  "seedPairId", "nonce" | "chainRoundId" | "provider", "providerRoundId", "providerTxId",
--  "postingId", "payoutPostingId", "params", "outcome", "idempotencyKey"}.
-- Returns the new ids and their time, in the order given. The insert queues each bet for counting
-- (trigger bets_followups, decision 018).
CREATE OR REPLACE FUNCTION bets_write(p_bets jsonb) RETURNS TABLE (id bigint, idempotency_key text, created_at timestamptz)
LANGUAGE plpgsql VOLATILE SET plan_cache_mode = force_generic_plan AS $$
#variable_conflict use_column
DECLARE
  v_ids bigint[];
BEGIN
  -- Ids drawn first, so that they come back in the order given whatever order the insert writes in.
  SELECT array_agg(nextval('bets_id_seq')) INTO v_ids FROM generate_series(1, jsonb_array_length(p_bets));
  INSERT INTO bets (id, user_id, game, amount, win, coefficient, demo, bonus, source, seed_pair_id, nonce, chain_round_id, provider, provider_round_id, provider_tx_id,
                    posting_id, payout_posting_id, params, outcome, idempotency_key)
  SELECT v_ids[b.ord], (b.bet->>'userId')::bigint, b.bet->>'game', (b.bet->>'amount')::bigint, (b.bet->>'win')::bigint, (b.bet->>'coefficient')::int,
         (b.bet->>'demo')::boolean, COALESCE((b.bet->>'bonus')::boolean, false), COALESCE(b.bet->>'source', 'seed'), (b.bet->>'seedPairId')::bigint, (b.bet->>'nonce')::int,
         (b.bet->>'chainRoundId')::bigint, b.bet->>'provider', b.bet->>'providerRoundId', b.bet->>'providerTxId',
         (b.bet->>'postingId')::bigint, (b.bet->>'payoutPostingId')::bigint, COALESCE(b.bet->'params', '{}'::jsonb), COALESCE(b.bet->'outcome', '{}'::jsonb), b.bet->>'idempotencyKey'
  FROM jsonb_array_elements(p_bets) WITH ORDINALITY AS b(bet, ord)
  ORDER BY b.ord;
  RETURN QUERY SELECT v_ids[k], p_bets->(k - 1)->>'idempotencyKey', now() FROM generate_subscripts(v_ids, 1) AS k ORDER BY k;
END
$$;
