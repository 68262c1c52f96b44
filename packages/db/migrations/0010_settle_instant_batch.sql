-- Instant bets settled many at a time (decision 013): one statement settles a
-- batch of bets that arrived together, each bet in its own subtransaction, so
-- one refused bet never fails the others. Each step is the function of the
-- module that owns what it writes:
--   fairness_claim_nonces  fairness  (seed_pairs, migration 0007)
--   ledger_post_many       ledger    (accounts, postings, entries, migration 0006)
--   bets_insert_seed_bets  bets      (bets)
--   outbox_emit            outbox    (outbox)
--   games_settle_instant   games     (the order of the steps)
-- Bets of own games (their outcome from a seed pair and nonce), each with the posting that moved its money;
-- one row per bet, in order.
CREATE FUNCTION bets_insert_seed_bets(p_bets jsonb, p_postings bigint[])
RETURNS TABLE (ord bigint, id bigint, created_at timestamptz)
LANGUAGE sql VOLATILE AS $$
  WITH given AS (
    SELECT b.ord, b.bet, p_postings[b.ord] AS posting FROM jsonb_array_elements(p_bets) WITH ORDINALITY AS b(bet, ord)
  ), inserted AS (
    INSERT INTO bets (user_id, game, amount, win, coefficient, demo, source, seed_pair_id, nonce, params, outcome, idempotency_key, posting_id)
    SELECT (g.bet->>'userId')::bigint, g.bet->>'game', (g.bet->>'amount')::bigint, (g.bet->>'win')::bigint, (g.bet->>'coefficient')::int, (g.bet->>'demo')::boolean, 'seed',
           (g.bet->>'seedPairId')::bigint, (g.bet->>'nonce')::int, g.bet->'params', g.bet->'outcome', g.bet->>'idempotencyKey', g.posting
    FROM given g ORDER BY g.ord
    RETURNING bets.id, bets.created_at, bets.user_id, bets.idempotency_key
  )
  SELECT g.ord, i.id, i.created_at FROM given g JOIN inserted i ON i.user_id = (g.bet->>'userId')::bigint AND i.idempotency_key = g.bet->>'idempotencyKey' ORDER BY g.ord
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
  PERFORM fairness_claim_nonces(jsonb_build_array(jsonb_build_object('pair', p_item->'bet'->'seedPairId', 'nonce', p_item->'bet'->'nonce')));
  -- An instant bet has exactly one posting.
  SELECT p.posting_id, p.balances INTO v_posted FROM ledger_post_many(jsonb_build_array(p_item->'postings'->0)) p;
  SELECT b.id, b.created_at INTO bet_id, created_at FROM bets_insert_seed_bets(jsonb_build_array(p_item->'bet'), ARRAY[v_posted.posting_id]) b;
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
-- What the `bets_settled` event says of one bet: enough for the relay to push the player's balance and the
-- feed row without reading anything back.
CREATE FUNCTION games_settled_event(p_item jsonb, p_bet bigint, p_at timestamptz, p_balances jsonb) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object(
    'betId', p_bet, 'userId', (p_item->'bet'->>'userId')::bigint, 'login', p_item->>'login', 'demo', (p_item->'bet'->>'demo')::boolean,
    'game', p_item->'bet'->>'game', 'amount', (p_item->'bet'->>'amount')::bigint, 'win', (p_item->'bet'->>'win')::bigint,
    'coefficient', (p_item->'bet'->>'coefficient')::int, 'createdAt', p_at, 'balances', p_balances)
$$;
--> statement-breakpoint
CREATE FUNCTION games_settle_instant(p_bets jsonb, p_isolated boolean)
RETURNS TABLE (idx integer, bet_id bigint, created_at timestamptz, balances jsonb, error_code text, error_constraint text, error_message text)
LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_variable
DECLARE
  v_item jsonb;
  v_index integer := 0;
  v_settled jsonb := '[]'::jsonb;
  v_postings bigint[];
  v_balances jsonb[];
  v_ids bigint[];
  v_times timestamptz[];
BEGIN
  IF NOT p_isolated THEN
    -- Fast path: every step once for the whole batch, set-based; any refusal fails the whole statement.
    PERFORM fairness_claim_nonces((SELECT jsonb_agg(jsonb_build_object('pair', b.item->'bet'->'seedPairId', 'nonce', b.item->'bet'->'nonce')) FROM jsonb_array_elements(p_bets) AS b(item)));
    SELECT array_agg(o.posting_id ORDER BY o.ord), array_agg(o.balances ORDER BY o.ord) INTO v_postings, v_balances
      FROM ledger_post_many((SELECT jsonb_agg(b.item->'postings'->0 ORDER BY b.ord) FROM jsonb_array_elements(p_bets) WITH ORDINALITY AS b(item, ord)))
           WITH ORDINALITY AS o(idempotency_key, posting_id, duplicate, balances, ord);
    SELECT array_agg(i.id ORDER BY i.ord), array_agg(i.created_at ORDER BY i.ord) INTO v_ids, v_times
      FROM bets_insert_seed_bets((SELECT jsonb_agg(b.item->'bet' ORDER BY b.ord) FROM jsonb_array_elements(p_bets) WITH ORDINALITY AS b(item, ord)), v_postings) i;
    PERFORM outbox_emit('bets_settled', jsonb_build_object('bets',
      (SELECT jsonb_agg(games_settled_event(b.item, v_ids[b.ord], v_times[b.ord], v_balances[b.ord]) ORDER BY b.ord) FROM jsonb_array_elements(p_bets) WITH ORDINALITY AS b(item, ord))));
    RETURN QUERY SELECT (k - 1)::integer, v_ids[k], v_times[k], v_balances[k], NULL::text, NULL::text, NULL::text FROM generate_subscripts(v_ids, 1) AS k ORDER BY k;
    RETURN;
  END IF;

  -- Isolated: each bet in its own subtransaction; a refusal undoes that bet alone and is reported.
  FOR v_item IN SELECT value FROM jsonb_array_elements(p_bets) LOOP
    idx := v_index;
    v_index := v_index + 1;
    bet_id := NULL; created_at := NULL; balances := NULL; error_code := NULL; error_constraint := NULL; error_message := NULL;
    BEGIN
      SELECT s.bet_id, s.created_at, s.balances INTO bet_id, created_at, balances FROM games_settle_one(v_item) s;
    EXCEPTION WHEN OTHERS THEN
      GET STACKED DIAGNOSTICS error_code = RETURNED_SQLSTATE, error_constraint = CONSTRAINT_NAME, error_message = MESSAGE_TEXT;
    END;
    IF bet_id IS NOT NULL THEN
      v_settled := v_settled || games_settled_event(v_item, bet_id, created_at, balances);
    END IF;
    RETURN NEXT;
  END LOOP;
  -- One event for the whole batch (its settled bets only): one outbox row instead of one per bet.
  IF jsonb_array_length(v_settled) > 0 THEN
    PERFORM outbox_emit('bets_settled', jsonb_build_object('bets', v_settled));
  END IF;
END
$$;
