-- The source of games_settle_instant (its last numbered migration was 0010_settle_instant_batch.sql), applied as a repeatable migration
-- whenever this file changes (packages/db/src/repeatable.ts).
-- The instant own games' bet in one statement: what the bet was played under still holds (games_check_claims),
-- its nonce is claimed (fairness_claim_nonces), then its money, policy and bet row go through wagering
-- (wagering_settle_instant), and the batch's event is emitted.
-- Each element: wagering_settle_instant's {"bet", "postings"}, plus "sessionId", "login", "scope", "settings"
-- (what games_check_claims checks).
-- One row per bet, in order: the bet's id, time and the player's balances, or, with p_isolated, the error
-- that undid that bet alone (SQLSTATE, constraint and message: the caller maps nonce_moved, claim_stale,
-- insufficient_funds, wager_refused with its code as the message, a repeated key…). Without p_isolated the bets share one transaction and any refusal
-- fails them all (the caller then runs them again isolated). The batch's settled bets get one
-- `bets_settled` event together.
CREATE OR REPLACE FUNCTION games_settle_instant(p_bets jsonb, p_isolated boolean)
RETURNS TABLE (idx integer, bet_id bigint, created_at timestamptz, balances jsonb, error_code text, error_constraint text, error_message text)
LANGUAGE plpgsql VOLATILE SET plan_cache_mode = force_generic_plan AS $$
#variable_conflict use_variable
DECLARE
  v_item jsonb;
  v_index integer := 0;
  v_settled jsonb := '[]'::jsonb;
  v_balances jsonb[];
  v_ids bigint[];
  v_detail text;
BEGIN
  IF NOT p_isolated THEN
    -- Fast path: every step once for the whole batch, set-based; any refusal fails the whole statement.
    PERFORM games_check_claims(p_bets);
    PERFORM fairness_claim_nonces((SELECT jsonb_agg(jsonb_build_object('pair', b.item->'bet'->'seedPairId', 'nonce', b.item->'bet'->'nonce')) FROM jsonb_array_elements(p_bets) AS b(item)));
    SELECT array_agg(w.bet_id ORDER BY w.ord), array_agg(w.balances ORDER BY w.ord) INTO v_ids, v_balances FROM wagering_settle_instant(p_bets) w;
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
      GET STACKED DIAGNOSTICS error_code = RETURNED_SQLSTATE, error_constraint = CONSTRAINT_NAME, error_message = MESSAGE_TEXT, v_detail = PG_EXCEPTION_DETAIL;
      -- A policy refusal's message is its code (wagering_refuse puts it in the detail).
      IF error_code = 'AZ401' THEN error_message := v_detail; END IF;
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
