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
-- The accounts a posting's legs name, resolved once: one row per non-zero leg with its account (NULL when
-- there is no such account), unit, amount, whether it is a player's account and the balance it requires.
CREATE FUNCTION ledger_legs(p_legs jsonb)
RETURNS TABLE (account_id bigint, unit text, amount bigint, user_id bigint, required bigint)
LANGUAGE sql STABLE AS $$
  SELECT coalesce(pa.id, ha.id), coalesce(pa.unit, ha.unit), l.amount, l."user", coalesce(l."require", 0)
  FROM jsonb_to_recordset(p_legs) AS l("user" bigint, kind text, house text, amount bigint, "require" bigint)
  LEFT JOIN accounts pa ON l."user" IS NOT NULL AND pa.user_id = l."user" AND pa.kind = l.kind
  LEFT JOIN accounts ha ON l."user" IS NULL AND ha.user_id IS NULL AND ha.kind = l.house
  WHERE l.amount <> 0
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
  -- The legs, parsed and resolved once (ledger_legs), in a fixed order: players by account, then the house.
  v_accounts bigint[];
  v_amounts bigint[];
  v_users bigint[];
  v_required bigint[];
  v_unit_count integer;
  v_unknown integer;
  v_moved integer;
  v_players integer;
  v_first_user bigint;
  v_sum numeric;
  v_existing record;
  v_given text;
  v_stored text;
  v_player record;
BEGIN
  SELECT array_agg(g.account_id ORDER BY g.user_id NULLS LAST, g.account_id, g.amount), array_agg(g.amount ORDER BY g.user_id NULLS LAST, g.account_id, g.amount),
         array_agg(g.user_id ORDER BY g.user_id NULLS LAST, g.account_id, g.amount), array_agg(g.required ORDER BY g.user_id NULLS LAST, g.account_id, g.amount),
         min(g.user_id), coalesce(sum(g.amount), 0), count(DISTINCT g.unit), count(*) - count(g.account_id)
    INTO v_accounts, v_amounts, v_users, v_required, v_first_user, v_sum, v_unit_count, v_unknown
    FROM ledger_legs(p_legs) g;
  IF coalesce(cardinality(v_accounts), 0) < 2 OR v_sum <> 0 THEN
    RAISE EXCEPTION USING ERRCODE = 'AZ103', MESSAGE = 'unbalanced', DETAIL = format('posting %s: %s legs summing to %s', p_key, coalesce(cardinality(v_accounts), 0), v_sum);
  END IF;
  IF v_unknown > 0 THEN
    RAISE EXCEPTION USING ERRCODE = 'AZ104', MESSAGE = 'unknown_account', DETAIL = format('posting %s names an account that does not exist', p_key);
  END IF;
  IF v_unit_count <> 1 THEN
    RAISE EXCEPTION USING ERRCODE = 'AZ103', MESSAGE = 'unbalanced', DETAIL = format('posting %s mixes units', p_key);
  END IF;

  INSERT INTO postings (idempotency_key, code, meta, state, resolves)
  VALUES (p_key, p_code, p_meta, CASE WHEN p_pending THEN 'pending' ELSE 'final' END::posting_state, p_resolves)
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING id INTO posting_id;

  IF posting_id IS NULL THEN
    -- The key was used before (or by a transaction that committed while this one waited on it):
    -- the same movement again returns the first result, anything else is refused.
    SELECT p.id, p.code, p.state INTO v_existing FROM postings p WHERE p.idempotency_key = p_key;
    SELECT string_agg(a || ':' || m, ',' ORDER BY a, m) INTO v_given FROM unnest(v_accounts, v_amounts) AS x(a, m);
    SELECT string_agg(e.account_id || ':' || e.amount, ',' ORDER BY e.account_id, e.amount) INTO v_stored FROM entries e WHERE e.posting_id = v_existing.id;
    IF v_existing.code <> p_code OR v_given IS DISTINCT FROM v_stored OR (v_existing.state = 'final') = p_pending THEN
      RAISE EXCEPTION USING ERRCODE = 'AZ102', MESSAGE = 'exists_with_different_terms', DETAIL = format('posting %s', p_key);
    END IF;
    posting_id := v_existing.id;
    duplicate := true;
    balances := CASE WHEN v_first_user IS NULL THEN NULL ELSE ledger_balances(v_first_user) END;
    RETURN;
  END IF;

  -- Player accounts move by their net change; the conditional update is the balance check (never
  -- read-then-write). One statement when one player account moves (a bet); with several, one at a time in
  -- account order, so that two postings never lock the same rows in opposite orders.
  SELECT count(DISTINCT x.a) INTO v_players FROM unnest(v_accounts, v_users) AS x(a, u) WHERE x.u IS NOT NULL;
  IF v_players = 1 THEN
    UPDATE accounts SET balance = balance + d.delta
    FROM (SELECT x.a, sum(x.m) AS delta, max(x.r) AS required FROM unnest(v_accounts, v_amounts, v_users, v_required) AS x(a, m, u, r) WHERE x.u IS NOT NULL GROUP BY x.a) d
    WHERE accounts.id = d.a AND accounts.balance + d.delta >= 0 AND accounts.balance >= d.required;
    GET DIAGNOSTICS v_moved = ROW_COUNT;
    IF v_moved <> 1 THEN
      RAISE EXCEPTION USING ERRCODE = 'AZ101', MESSAGE = 'insufficient_funds', DETAIL = format('posting %s', p_key);
    END IF;
  ELSIF v_players > 1 THEN
    FOR v_player IN
      SELECT x.a AS account_id, sum(x.m) AS delta, max(x.r) AS required
      FROM unnest(v_accounts, v_amounts, v_users, v_required) AS x(a, m, u, r)
      WHERE x.u IS NOT NULL GROUP BY x.a ORDER BY x.a
    LOOP
      UPDATE accounts SET balance = balance + v_player.delta
      WHERE id = v_player.account_id AND balance + v_player.delta >= 0 AND balance >= v_player.required;
      IF NOT FOUND THEN
        RAISE EXCEPTION USING ERRCODE = 'AZ101', MESSAGE = 'insufficient_funds', DETAIL = format('account %s', v_player.account_id);
      END IF;
    END LOOP;
  END IF;

  INSERT INTO entries (posting_id, account_id, amount) SELECT posting_id, x.a, x.m FROM unnest(v_accounts, v_amounts) AS x(a, m);

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
