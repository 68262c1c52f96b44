-- Instant bets settled many at a time (decision 013): one statement settles a
-- batch of bets that arrived together, each bet in its own subtransaction, so
-- one refused bet never fails the others. Each step is the function of the
-- module that owns what it writes:
--   fairness_claim_nonce   fairness  (seed_pairs, migration 0007)
--   ledger_post            ledger    (accounts, postings, entries, migration 0006)
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
-- One bet: the nonce, the posting, the bet row. Raises on any refusal.
CREATE FUNCTION games_settle_one(p_item jsonb, OUT bet_id bigint, OUT created_at timestamptz, OUT balances jsonb)
LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_variable
DECLARE
  v_posted record;
BEGIN
  PERFORM fairness_claim_nonce((p_item->'bet'->>'seedPairId')::bigint, (p_item->'bet'->>'nonce')::int);
  -- An instant bet has exactly one posting.
  SELECT p.posting_id, p.balances INTO v_posted
    FROM ledger_post(p_item->'postings'->0->>'key', (p_item->'postings'->0->>'code')::posting_code, p_item->'postings'->0->'legs', p_item->'postings'->0->'meta') p;
  SELECT b.id, b.created_at INTO bet_id, created_at FROM bets_insert_seed_bet(p_item->'bet', v_posted.posting_id) b;
  balances := v_posted.balances;
END
$$;
--> statement-breakpoint
-- Each element: {"bet": <bets_insert_seed_bet's argument>, "postings": [the bet's one posting, as ledger_post_many takes it]}.
-- One row per bet, in order: the bet's id, time and the player's balances, or, with p_isolated, the error
-- that undid that bet alone (SQLSTATE, constraint and message: the caller maps nonce_moved,
-- insufficient_funds, a repeated key…). Without p_isolated the bets share one transaction and any refusal
-- fails the whole statement: the caller's fast path, retried isolated when it fails (a subtransaction per
-- bet costs about a sixth of a bet, and refusals are rare). The batch's settled bets get one
-- `bets_settled` event together.
CREATE FUNCTION games_settle_instant(p_bets jsonb, p_isolated boolean)
RETURNS TABLE (idx integer, bet_id bigint, created_at timestamptz, balances jsonb, error_code text, error_constraint text, error_message text)
LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_variable
DECLARE
  v_item jsonb;
  v_index integer := 0;
  v_posted record;
  v_bet record;
  v_settled jsonb := '[]'::jsonb;
BEGIN
  FOR v_item IN SELECT value FROM jsonb_array_elements(p_bets) LOOP
    idx := v_index;
    v_index := v_index + 1;
    bet_id := NULL; created_at := NULL; balances := NULL; error_code := NULL; error_constraint := NULL; error_message := NULL;
    IF p_isolated THEN
      BEGIN
        SELECT s.bet_id, s.created_at, s.balances INTO bet_id, created_at, balances FROM games_settle_one(v_item) s;
      EXCEPTION WHEN OTHERS THEN
        GET STACKED DIAGNOSTICS error_code = RETURNED_SQLSTATE, error_constraint = CONSTRAINT_NAME, error_message = MESSAGE_TEXT;
      END;
    ELSE
      SELECT s.bet_id, s.created_at, s.balances INTO bet_id, created_at, balances FROM games_settle_one(v_item) s;
    END IF;
    IF bet_id IS NOT NULL THEN
      v_settled := v_settled || jsonb_build_object('betId', bet_id, 'userId', (v_item->'bet'->>'userId')::bigint);
    END IF;
    RETURN NEXT;
  END LOOP;
  -- One event for the whole batch (its settled bets only): one outbox row instead of one per bet.
  IF jsonb_array_length(v_settled) > 0 THEN
    PERFORM outbox_emit('bets_settled', jsonb_build_object('bets', v_settled));
  END IF;
END
$$;
