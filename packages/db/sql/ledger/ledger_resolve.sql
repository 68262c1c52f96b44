-- The source of ledger_resolve (its last numbered migration was 0006_ledger_functions.sql), applied as a repeatable migration
-- whenever this file changes (packages/db/src/repeatable.ts).
-- Second phase of a two-phase posting: 'post' moves what the pending posting holds on to the
-- destinations in p_legs (which must take exactly the held amount out of each hold account); 'void'
-- returns it where it came from. Exactly once: the pending posting's state changes under its row lock,
-- and the resolving posting is unique per pending one. Repeating the same resolution with the same key
-- returns its first result.
CREATE OR REPLACE FUNCTION ledger_resolve(
  p_key text,
  p_pending_key text,
  p_action text,
  p_legs jsonb DEFAULT NULL,
  p_meta jsonb DEFAULT '{}'::jsonb,
  OUT posting_id bigint,
  OUT duplicate boolean,
  OUT balances jsonb
)
LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_variable
DECLARE
  v_pending record;
  v_legs jsonb;
  v_mismatch boolean;
BEGIN
  IF p_action NOT IN ('post', 'void') THEN
    RAISE EXCEPTION 'ledger_resolve: action must be post or void, not %', p_action;
  END IF;
  SELECT id, code, state INTO v_pending FROM postings WHERE idempotency_key = p_pending_key FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'AZ105', MESSAGE = 'pending_not_found', DETAIL = p_pending_key;
  END IF;
  IF v_pending.state <> 'pending' THEN
    SELECT p.id INTO posting_id FROM postings p WHERE p.resolves = v_pending.id AND p.idempotency_key = p_key;
    IF posting_id IS NULL OR v_pending.state <> (CASE p_action WHEN 'post' THEN 'posted' ELSE 'voided' END)::posting_state THEN
      RAISE EXCEPTION USING ERRCODE = 'AZ106', MESSAGE = 'already_resolved', DETAIL = format('%s is %s', p_pending_key, v_pending.state);
    END IF;
    duplicate := true;
    balances := (SELECT ledger_balances(a.user_id) FROM entries e JOIN accounts a ON a.id = e.account_id WHERE e.posting_id = posting_id AND a.user_id IS NOT NULL LIMIT 1);
    RETURN;
  END IF;

  IF p_action = 'void' THEN
    -- Every entry of the pending posting, reversed.
    SELECT jsonb_agg(CASE WHEN a.user_id IS NULL THEN jsonb_build_object('house', a.kind, 'amount', -e.amount)
                          ELSE jsonb_build_object('user', a.user_id, 'kind', a.kind, 'amount', -e.amount) END)
      INTO v_legs
      FROM entries e JOIN accounts a ON a.id = e.account_id WHERE e.posting_id = v_pending.id;
  ELSE
    v_legs := p_legs;
    SELECT bool_or(coalesce(held.amount, 0) + coalesce(moved.amount, 0) <> 0) INTO v_mismatch
    FROM (SELECT e.account_id, sum(e.amount) AS amount FROM entries e JOIN accounts a ON a.id = e.account_id
          WHERE e.posting_id = v_pending.id AND a.kind LIKE 'hold:%' GROUP BY 1) held
    FULL JOIN (SELECT a.id AS account_id, sum((l->>'amount')::bigint) AS amount
               FROM jsonb_array_elements(p_legs) l JOIN accounts a ON a.user_id IS NULL AND a.kind = l->>'house'
               WHERE a.kind LIKE 'hold:%' GROUP BY 1) moved USING (account_id);
    IF v_mismatch IS NOT FALSE THEN
      RAISE EXCEPTION USING ERRCODE = 'AZ107', MESSAGE = 'resolve_amount_mismatch', DETAIL = p_pending_key;
    END IF;
  END IF;

  UPDATE postings SET state = (CASE p_action WHEN 'post' THEN 'posted' ELSE 'voided' END)::posting_state WHERE id = v_pending.id;
  SELECT r.posting_id, r.duplicate, r.balances INTO posting_id, duplicate, balances
    FROM ledger_post(p_key, v_pending.code, v_legs, p_meta, false, v_pending.id) r;
END
$$;
