-- Instant bets settled many at a time (decision 013): one statement settles a
-- batch of bets that arrived together, each bet in its own subtransaction, so
-- one refused bet never fails the others. Each step is the function of the
-- module that owns what it writes:
--   fairness_claim_nonce   fairness  (seed_pairs, migration 0007)
--   ledger_post_many       ledger    (accounts, postings, entries, migration 0006)
--   bets_insert_seed_bet   bets      (bets)
--   outbox_emit            outbox    (outbox)
--   games_settle_instant   games     (the order of the steps)
CREATE FUNCTION bets_insert_seed_bet(p jsonb, p_posting bigint, OUT id bigint, OUT created_at timestamptz)
LANGUAGE sql VOLATILE AS $$
  INSERT INTO bets (user_id, game, amount, win, coefficient, demo, source, seed_pair_id, nonce, params, outcome, idempotency_key, posting_id)
  VALUES ((p->>'userId')::bigint, p->>'game', (p->>'amount')::bigint, (p->>'win')::bigint, (p->>'coefficient')::int, (p->>'demo')::boolean, 'seed',
          (p->>'seedPairId')::bigint, (p->>'nonce')::int, p->'params', p->'outcome', p->>'idempotencyKey', p_posting)
  RETURNING id, created_at
$$;
--> statement-breakpoint
CREATE FUNCTION outbox_emit(p_type text, p_payload jsonb) RETURNS void
LANGUAGE sql VOLATILE AS $$
  INSERT INTO outbox (type, payload) VALUES (p_type, p_payload)
$$;
--> statement-breakpoint
-- Each element: {"bet": <bets_insert_seed_bet's argument>, "postings": <ledger_post_many's argument>}.
-- One row per bet, in order: the bet's id, time and the player's balances, or the error that undid it
-- (SQLSTATE, constraint and message: the caller maps nonce_moved, insufficient_funds, a repeated key…).
CREATE FUNCTION games_settle_instant(p_bets jsonb)
RETURNS TABLE (idx integer, bet_id bigint, created_at timestamptz, balances jsonb, error_code text, error_constraint text, error_message text)
LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_variable
DECLARE
  v_item jsonb;
  v_index integer := 0;
  v_posted record;
  v_bet record;
BEGIN
  FOR v_item IN SELECT value FROM jsonb_array_elements(p_bets) LOOP
    idx := v_index;
    v_index := v_index + 1;
    bet_id := NULL; created_at := NULL; balances := NULL; error_code := NULL; error_constraint := NULL; error_message := NULL;
    BEGIN
      PERFORM fairness_claim_nonce((v_item->'bet'->>'seedPairId')::bigint, (v_item->'bet'->>'nonce')::int);
      SELECT p.posting_id, p.balances INTO v_posted FROM ledger_post_many(v_item->'postings') p LIMIT 1;
      SELECT b.id, b.created_at INTO v_bet FROM bets_insert_seed_bet(v_item->'bet', v_posted.posting_id) b;
      PERFORM outbox_emit('bet_settled', jsonb_build_object('betId', v_bet.id, 'userId', (v_item->'bet'->>'userId')::bigint));
      bet_id := v_bet.id;
      created_at := v_bet.created_at;
      balances := v_posted.balances;
    EXCEPTION WHEN OTHERS THEN
      GET STACKED DIAGNOSTICS error_code = RETURNED_SQLSTATE, error_constraint = CONSTRAINT_NAME, error_message = MESSAGE_TEXT;
    END;
    RETURN NEXT;
  END LOOP;
END
$$;
