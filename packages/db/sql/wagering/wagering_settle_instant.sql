-- The instant fast path's money (modules/wagering/instant.ts): wagers opened and settled at once, many in
-- one statement (decision 013). Each element of p_items is {"bet": <bets_write's element, without its
-- postingId>, "postings": [its one posting, as ledger_post_many takes it]}. In one go: the policy
-- (wagering_refuse: any refusal raises and undoes them all), the postings (ledger_post_many: refusals
-- raise), and the bet rows (bets_write, which queues their counting). Returns, in order, each bet's id,
-- time and the player's balances after it. The caller (games_settle_instant) claims what the bets were
-- played under first and emits their event after.
CREATE OR REPLACE FUNCTION wagering_settle_instant(p_items jsonb)
RETURNS TABLE (ord integer, bet_id bigint, created_at timestamptz, balances jsonb)
LANGUAGE plpgsql VOLATILE SET plan_cache_mode = force_generic_plan AS $$
#variable_conflict use_variable
DECLARE
  v_postings bigint[];
  v_balances jsonb[];
BEGIN
  PERFORM wagering_refuse((SELECT jsonb_agg(b.item->'bet') FROM jsonb_array_elements(p_items) AS b(item)));
  SELECT array_agg(o.posting_id ORDER BY o.n), array_agg(o.balances ORDER BY o.n) INTO v_postings, v_balances
    FROM ledger_post_many((SELECT jsonb_agg(b.item->'postings'->0 ORDER BY b.n) FROM jsonb_array_elements(p_items) WITH ORDINALITY AS b(item, n)))
         WITH ORDINALITY AS o(idempotency_key, posting_id, duplicate, balances, n);
  RETURN QUERY
    SELECT (w.n - 1)::integer, w.id, w.created_at, v_balances[w.n]
    FROM bets_write((SELECT jsonb_agg(b.item->'bet' || jsonb_build_object('postingId', v_postings[b.n]) ORDER BY b.n)
                     FROM jsonb_array_elements(p_items) WITH ORDINALITY AS b(item, n)))
         WITH ORDINALITY AS w(id, idempotency_key, created_at, n)
    ORDER BY w.n;
END
$$;
