-- Instant bets settled many at a time (decisions 013 and 014): one statement settles a batch of bets that
-- arrived together, first all in one go, and if any of them is refused, again each in its own subtransaction,
-- so one refused bet never fails the others. Each step is the function of the module that owns what it
-- writes or checks:
--   games_check_claims     games     (what each bet was played under still holds)
--   fairness_claim_nonces  fairness  (seed_pairs, migration 0007)
--   ledger_post_many       ledger    (accounts, postings, entries, migration 0006)
--   bets_insert_seed_bets  bets      (bets)
--   outbox_emit            outbox    (outbox)
--   games_settle_instant   games     (the order of the steps)
-- Functions called once per batch are PL/pgSQL, whose statements keep their plans for the session
-- (PostgreSQL plans a SQL function's statements again on every call), and those plans are generic: their
-- statements work on arrays and JSON whose sizes the planner cannot know, so a custom plan per call (the
-- default while a generic one does not look cheaper) would be the same plan made again each time.
--
-- A batch's event is written once and read once soon after: an outbox row up to a page long stays inline and
-- uncompressed.
ALTER TABLE outbox SET (toast_tuple_target = 8160);
--> statement-breakpoint
-- Bets of own games (their outcome from a seed pair and nonce), each with the posting that moved its
-- money: their ids, in order, drawn before the insert (their created_at is the transaction's now()).
CREATE FUNCTION bets_insert_seed_bets(p_bets jsonb, p_postings bigint[]) RETURNS bigint[]
LANGUAGE plpgsql VOLATILE SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  v_ids bigint[];
BEGIN
  SELECT array_agg(nextval('bets_id_seq')) INTO v_ids FROM generate_series(1, jsonb_array_length(p_bets));
  INSERT INTO bets (id, user_id, game, amount, win, coefficient, demo, source, seed_pair_id, nonce, params, outcome, idempotency_key, posting_id)
  SELECT v_ids[b.ord], (b.bet->>'userId')::bigint, b.bet->>'game', (b.bet->>'amount')::bigint, (b.bet->>'win')::bigint, (b.bet->>'coefficient')::int,
         (b.bet->>'demo')::boolean, 'seed', (b.bet->>'seedPairId')::bigint, (b.bet->>'nonce')::int, b.bet->'params', b.bet->'outcome',
         b.bet->>'idempotencyKey', p_postings[b.ord]
  FROM jsonb_array_elements(p_bets) WITH ORDINALITY AS b(bet, ord)
  ORDER BY b.ord;
  RETURN v_ids;
END
$$;
--> statement-breakpoint
CREATE FUNCTION outbox_emit(p_type text, p_payload jsonb) RETURNS void
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  INSERT INTO outbox (type, payload) VALUES (p_type, p_payload);
END
$$;
--> statement-breakpoint
-- What each bet was played under still holds (the caller may have read it earlier, or remembered it from the
-- player's previous bet): the session is open, the player is not blocked and is in the same mode with the same
-- login and scope (what the answer shows), and the game's settings are the ones the limits and the payout used.
-- Raises AZ301 claim_stale otherwise, which undoes the bet: the caller reads afresh and plays again.
-- Each element: {"bet": {"userId", "game", "demo"}, "sessionId", "login", "scope", "settings": {"edgeBp",
-- "minBet", "maxBet", "maxWin"}}.
CREATE FUNCTION games_check_claims(p_bets jsonb) RETURNS void
LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  v_current integer;
BEGIN
  SELECT count(*) INTO v_current
  FROM jsonb_array_elements(p_bets) AS b(item)
  JOIN users u ON u.id = (b.item->'bet'->>'userId')::bigint
  JOIN sessions s ON s.id = (b.item->>'sessionId')::uuid AND s.user_id = u.id
  JOIN game_settings g ON g.game = b.item->'bet'->>'game'
  WHERE u.blocked_at IS NULL AND s.revoked_at IS NULL
    AND u.demo = (b.item->'bet'->>'demo')::boolean AND u.login = b.item->>'login' AND to_jsonb(u.scope) = b.item->'scope'
    AND g.edge_bp = (b.item->'settings'->>'edgeBp')::integer AND g.min_bet = (b.item->'settings'->>'minBet')::bigint
    AND g.max_bet = (b.item->'settings'->>'maxBet')::bigint AND g.max_win = (b.item->'settings'->>'maxWin')::bigint;
  IF v_current <> jsonb_array_length(p_bets) THEN
    RAISE EXCEPTION USING ERRCODE = 'AZ301', MESSAGE = 'claim_stale', DETAIL = format('%s of %s bets played under what still holds', v_current, jsonb_array_length(p_bets));
  END IF;
END
$$;
--> statement-breakpoint
-- One bet: the check, the nonce, the posting, the bet row. Raises on any refusal.
CREATE FUNCTION games_settle_one(p_item jsonb, OUT bet_id bigint, OUT created_at timestamptz, OUT balances jsonb)
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
--> statement-breakpoint
-- What the `bets_settled` event says of one bet: enough for the relay to push the player's balance and the
-- feed row without reading anything back. STABLE, as jsonb_build_object is (a timestamp's text depends on the
-- session's time zone), so that the planner inlines it into the statement that calls it.
CREATE FUNCTION games_settled_event(p_item jsonb, p_bet bigint, p_at timestamptz, p_balances jsonb) RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'betId', p_bet, 'userId', (p_item->'bet'->>'userId')::bigint, 'login', p_item->>'login', 'demo', (p_item->'bet'->>'demo')::boolean,
    'game', p_item->'bet'->>'game', 'amount', (p_item->'bet'->>'amount')::bigint, 'win', (p_item->'bet'->>'win')::bigint,
    'coefficient', (p_item->'bet'->>'coefficient')::int, 'createdAt', p_at, 'balances', p_balances)
$$;
--> statement-breakpoint
-- Each element: {"bet": <bets_insert_seed_bets' element>, "postings": [the bet's one posting, as ledger_post_many takes it],
-- "sessionId", "login", "scope", "settings"} (what games_check_claims checks).
-- One row per bet, in order: the bet's id, time and the player's balances, or, with p_isolated, the error
-- that undid that bet alone (SQLSTATE, constraint and message: the caller maps nonce_moved, claim_stale,
-- insufficient_funds, a repeated key…). Without p_isolated the bets share one transaction and any refusal
-- fails them all (the caller then runs them again isolated). The batch's settled bets get one
-- `bets_settled` event together.
CREATE FUNCTION games_settle_instant(p_bets jsonb, p_isolated boolean)
RETURNS TABLE (idx integer, bet_id bigint, created_at timestamptz, balances jsonb, error_code text, error_constraint text, error_message text)
LANGUAGE plpgsql VOLATILE SET plan_cache_mode = force_generic_plan AS $$
#variable_conflict use_variable
DECLARE
  v_item jsonb;
  v_index integer := 0;
  v_settled jsonb := '[]'::jsonb;
  v_postings bigint[];
  v_balances jsonb[];
  v_ids bigint[];
BEGIN
  IF NOT p_isolated THEN
    -- Fast path: every step once for the whole batch, set-based; any refusal fails the whole statement.
    PERFORM games_check_claims(p_bets);
    PERFORM fairness_claim_nonces((SELECT jsonb_agg(jsonb_build_object('pair', b.item->'bet'->'seedPairId', 'nonce', b.item->'bet'->'nonce')) FROM jsonb_array_elements(p_bets) AS b(item)));
    SELECT array_agg(o.posting_id ORDER BY o.ord), array_agg(o.balances ORDER BY o.ord) INTO v_postings, v_balances
      FROM ledger_post_many((SELECT jsonb_agg(b.item->'postings'->0 ORDER BY b.ord) FROM jsonb_array_elements(p_bets) WITH ORDINALITY AS b(item, ord)))
           WITH ORDINALITY AS o(idempotency_key, posting_id, duplicate, balances, ord);
    v_ids := bets_insert_seed_bets((SELECT jsonb_agg(b.item->'bet' ORDER BY b.ord) FROM jsonb_array_elements(p_bets) WITH ORDINALITY AS b(item, ord)), v_postings);
    PERFORM outbox_emit('bets_settled', jsonb_build_object('bets',
      (SELECT jsonb_agg(games_settled_event(b.item, v_ids[b.ord], now(), v_balances[b.ord]) ORDER BY b.ord) FROM jsonb_array_elements(p_bets) WITH ORDINALITY AS b(item, ord))));
    RETURN QUERY SELECT (k - 1)::integer, v_ids[k], now(), v_balances[k], NULL::text, NULL::text, NULL::text FROM generate_subscripts(v_ids, 1) AS k ORDER BY k;
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
