-- The ledger's one way to move money (decision 011). Every posting, ordinary
-- or two-phase, is written by ledger_post, which raises on any refusal, so a
-- statement or transaction that calls it can never commit half an operation:
-- the caller needs no check of its own. Refusals are typed by SQLSTATE:
--   AZ101 insufficient_funds            a player account would go below zero or below `require`
--   AZ102 exists_with_different_terms   the key was used for another movement
--   AZ103 unbalanced                    fewer than two legs, a non-zero sum or mixed units
--   AZ104 unknown_account
--   AZ105 pending_not_found
--   AZ106 already_resolved              the pending posting was posted or voided by another key
--   AZ107 resolve_amount_mismatch       a post does not move exactly what was held
--
-- Legs are JSON: {"user": <id>, "kind": "main"|"bonus"|"demo"|"points",
-- "amount": <signed kopecks>, "require": <minimum balance before>} for a
-- player account, {"house": "<kind>", "amount": …} for a house or hold
-- account. Positive amounts credit.

-- Holding accounts for two-phase postings (not cached, like the house's).
INSERT INTO "accounts" ("user_id", "kind", "unit", "cached") VALUES
  (NULL, 'hold:withdrawals', 'RUB', false),
  (NULL, 'hold:provider', 'RUB', false),
  (NULL, 'clearing:payments', 'RUB', false),
  (NULL, 'house:bonus', 'RUB', false);
--> statement-breakpoint
DROP FUNCTION IF EXISTS azart_abort(text);
--> statement-breakpoint
CREATE FUNCTION ledger_balances(p_user bigint) RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT coalesce(jsonb_object_agg(kind, balance), '{}'::jsonb) FROM accounts WHERE user_id = p_user
$$;
--> statement-breakpoint
-- The accounts a posting's legs name, with their units (zero legs left out).
CREATE FUNCTION ledger_legs(p_legs jsonb) RETURNS TABLE (account_id bigint, unit text, amount bigint)
LANGUAGE sql STABLE AS $$
  SELECT a.id, a.unit, (l->>'amount')::bigint
  FROM jsonb_array_elements(p_legs) l JOIN accounts a ON a.user_id = (l->>'user')::bigint AND a.kind = l->>'kind'
  WHERE l ? 'user' AND (l->>'amount')::bigint <> 0
  UNION ALL
  SELECT a.id, a.unit, (l->>'amount')::bigint
  FROM jsonb_array_elements(p_legs) l JOIN accounts a ON a.user_id IS NULL AND a.kind = l->>'house'
  WHERE l ? 'house' AND (l->>'amount')::bigint <> 0
$$;
--> statement-breakpoint
CREATE FUNCTION ledger_post(
  p_key text,
  p_code posting_code,
  p_legs jsonb,
  p_meta jsonb DEFAULT '{}'::jsonb,
  p_pending boolean DEFAULT false,
  p_resolves bigint DEFAULT NULL,
  OUT posting_id bigint,
  OUT duplicate boolean,
  OUT balances jsonb
)
LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_variable
DECLARE
  v_legs int;
  v_sum numeric;
  v_first_user bigint;
  v_existing record;
  v_given text;
  v_stored text;
  v_player record;
  v_found int;
  v_units int;
BEGIN
  SELECT count(*), coalesce(sum((l->>'amount')::bigint), 0), min((l->>'user')::bigint) FILTER (WHERE l ? 'user')
    INTO v_legs, v_sum, v_first_user
    FROM jsonb_array_elements(p_legs) l WHERE (l->>'amount')::bigint <> 0;
  IF v_legs < 2 OR v_sum <> 0 THEN
    RAISE EXCEPTION USING ERRCODE = 'AZ103', MESSAGE = 'unbalanced', DETAIL = format('posting %s: %s legs summing to %s', p_key, v_legs, v_sum);
  END IF;

  INSERT INTO postings (idempotency_key, code, meta, state, resolves)
  VALUES (p_key, p_code, p_meta, CASE WHEN p_pending THEN 'pending' ELSE 'final' END::posting_state, p_resolves)
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING id INTO posting_id;

  IF posting_id IS NULL THEN
    -- The key was used before (or by a transaction that committed while this one waited on it):
    -- the same movement again returns the first result, anything else is refused.
    SELECT p.id, p.code, p.state INTO v_existing FROM postings p WHERE p.idempotency_key = p_key;
    SELECT string_agg(g.account_id || ':' || g.amount, ',' ORDER BY g.account_id, g.amount) INTO v_given FROM ledger_legs(p_legs) g;
    SELECT string_agg(e.account_id || ':' || e.amount, ',' ORDER BY e.account_id, e.amount) INTO v_stored
      FROM entries e WHERE e.posting_id = v_existing.id;
    IF v_existing.code <> p_code OR v_given IS DISTINCT FROM v_stored OR (v_existing.state = 'final') = p_pending THEN
      RAISE EXCEPTION USING ERRCODE = 'AZ102', MESSAGE = 'exists_with_different_terms', DETAIL = format('posting %s', p_key);
    END IF;
    posting_id := v_existing.id;
    duplicate := true;
    balances := CASE WHEN v_first_user IS NULL THEN NULL ELSE ledger_balances(v_first_user) END;
    RETURN;
  END IF;

  -- Player accounts move by their net change, in a fixed order (user, kind) so that two postings never
  -- lock the same rows in opposite orders; the conditional update is the balance check (never read-then-write).
  FOR v_player IN
    SELECT (l->>'user')::bigint AS user_id, l->>'kind' AS kind, sum((l->>'amount')::bigint) AS delta, max(coalesce((l->>'require')::bigint, 0)) AS required
    FROM jsonb_array_elements(p_legs) l
    WHERE l ? 'user' AND (l->>'amount')::bigint <> 0
    GROUP BY 1, 2 ORDER BY 1, 2
  LOOP
    UPDATE accounts SET balance = balance + v_player.delta
    WHERE user_id = v_player.user_id AND kind = v_player.kind AND balance + v_player.delta >= 0 AND balance >= v_player.required;
    IF NOT FOUND THEN
      IF NOT EXISTS (SELECT FROM accounts WHERE user_id = v_player.user_id AND kind = v_player.kind) THEN
        RAISE EXCEPTION USING ERRCODE = 'AZ104', MESSAGE = 'unknown_account', DETAIL = format('%s of user %s', v_player.kind, v_player.user_id);
      END IF;
      RAISE EXCEPTION USING ERRCODE = 'AZ101', MESSAGE = 'insufficient_funds', DETAIL = v_player.kind;
    END IF;
  END LOOP;

  WITH legs AS (
    SELECT * FROM ledger_legs(p_legs)
  ), written AS (
    INSERT INTO entries (posting_id, account_id, amount) SELECT posting_id, legs.account_id, legs.amount FROM legs RETURNING 1
  )
  SELECT (SELECT count(*) FROM written), (SELECT count(DISTINCT unit) FROM legs) INTO v_found, v_units;
  IF v_found <> v_legs THEN
    RAISE EXCEPTION USING ERRCODE = 'AZ104', MESSAGE = 'unknown_account', DETAIL = format('posting %s names an account that does not exist', p_key);
  END IF;
  IF v_units <> 1 THEN
    RAISE EXCEPTION USING ERRCODE = 'AZ103', MESSAGE = 'unbalanced', DETAIL = format('posting %s mixes units', p_key);
  END IF;

  duplicate := false;
  balances := CASE WHEN v_first_user IS NULL THEN NULL ELSE ledger_balances(v_first_user) END;
END
$$;
--> statement-breakpoint
-- Several postings that succeed or fail together (a stake split over bonus and main, a bet and its
-- rakeback accrual): one call, in order; any refusal undoes them all with the caller's statement.
-- Each element: {"key", "code", "legs", "meta"?, "pending"?}.
CREATE FUNCTION ledger_post_many(p_postings jsonb)
RETURNS TABLE (idempotency_key text, posting_id bigint, duplicate boolean, balances jsonb)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_posting jsonb;
  v_result record;
BEGIN
  FOR v_posting IN SELECT value FROM jsonb_array_elements(p_postings) LOOP
    SELECT * INTO v_result FROM ledger_post(
      v_posting->>'key', (v_posting->>'code')::posting_code, v_posting->'legs',
      coalesce(v_posting->'meta', '{}'::jsonb), coalesce((v_posting->>'pending')::boolean, false));
    idempotency_key := v_posting->>'key';
    posting_id := v_result.posting_id;
    duplicate := v_result.duplicate;
    balances := v_result.balances;
    RETURN NEXT;
  END LOOP;
END
$$;
--> statement-breakpoint
-- Second phase of a two-phase posting: 'post' moves what the pending posting holds on to the
-- destinations in p_legs (which must take exactly the held amount out of each hold account); 'void'
-- returns it where it came from. Exactly once: the pending posting's state changes under its row lock,
-- and the resolving posting is unique per pending one. Repeating the same resolution with the same key
-- returns its first result.
CREATE FUNCTION ledger_resolve(
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
