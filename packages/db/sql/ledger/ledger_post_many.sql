-- The source of ledger_post_many (its last numbered migration was 0006_ledger_functions.sql), applied as a repeatable migration
-- whenever this file changes (packages/db/src/repeatable.ts).
-- The one implementation: any number of postings, which succeed or fail together (linked postings: a
-- stake split over bonus and main, a bet and its rakeback accrual; or a batch of bets that go together).
-- Set-based, so that a call costs a handful of statements however many postings it carries: the legs are
-- resolved in one pass, validated over arrays (no table access), and the postings' ids drawn before their
-- insert. Its plans are generic: its statements work on arrays whose sizes the planner cannot know, so a
-- custom plan per call would be the same plan made again each time. Each element:
-- {"key", "code", "legs", "meta"?, "pending"?, "resolves"?}. One row per posting, in order. A player
-- account's `require` is checked against its balance before the call.
CREATE OR REPLACE FUNCTION ledger_post_many(p_postings jsonb)
RETURNS TABLE (idempotency_key text, posting_id bigint, duplicate boolean, balances jsonb)
LANGUAGE plpgsql VOLATILE SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  -- Per posting, in order.
  v_keys text[];
  v_codes posting_code[];
  v_count integer;
  v_ids bigint[];
  v_duplicate boolean[];
  v_first_user bigint[];
  -- Every non-zero leg of every posting (ledger_legs), as parallel arrays filled in one pass (o: the
  -- posting's ordinal), so that the n-th element of each belongs to the same leg.
  v_ord bigint[];
  v_accounts bigint[];
  v_amounts bigint[];
  v_users bigint[];
  v_required bigint[];
  v_units text[];
  -- The first posting that breaks a rule.
  v_bad_ord bigint;
  v_detail text;
  -- Player accounts to move, in id order (the lock order).
  v_moving bigint[];
  v_inserted integer;
  v_existing record;
  v_given text;
  v_stored text;
  v_moved integer;
BEGIN
  SELECT array_agg(p.posting->>'key' ORDER BY p.ord), array_agg((p.posting->>'code')::posting_code ORDER BY p.ord)
    INTO v_keys, v_codes
    FROM jsonb_array_elements(p_postings) WITH ORDINALITY AS p(posting, ord);
  v_count := coalesce(cardinality(v_keys), 0);
  IF v_count = 0 THEN
    RETURN;
  END IF;

  SELECT array_agg(p.ord), array_agg(l.account_id), array_agg(l.amount), array_agg(l.user_id), array_agg(l.required), array_agg(l.unit)
    INTO v_ord, v_accounts, v_amounts, v_users, v_required, v_units
    FROM jsonb_array_elements(p_postings) WITH ORDINALITY AS p(posting, ord)
    CROSS JOIN LATERAL ledger_legs(p.posting->'legs') AS l;

  -- Every posting: two or more non-zero legs on existing accounts of one unit, summing to zero. Also each
  -- posting's first player (whose balances it answers with) and, while no key is known to repeat, the
  -- player accounts to move.
  SELECT array_agg(s.first_user ORDER BY k.ord),
         min(k.ord) FILTER (WHERE s.o IS NULL OR s.legs < 2 OR s.total <> 0 OR s.units > 1 OR s.unknown),
         (SELECT array_agg(DISTINCT x.a ORDER BY x.a) FROM unnest(v_accounts, v_users) AS x(a, u) WHERE x.u IS NOT NULL)
    INTO v_first_user, v_bad_ord, v_moving
    FROM generate_series(1, v_count) AS k(ord)
    LEFT JOIN (SELECT x.o, count(*) AS legs, sum(x.m) AS total, count(DISTINCT x.unit) AS units, bool_or(x.a IS NULL) AS unknown, min(x.u) AS first_user
               FROM unnest(v_ord, v_accounts, v_amounts, v_units, v_users) AS x(o, a, m, unit, u) GROUP BY x.o) s ON s.o = k.ord;
  IF v_bad_ord IS NOT NULL THEN
    IF EXISTS (SELECT 1 FROM unnest(v_ord, v_accounts) AS x(o, a) WHERE x.o = v_bad_ord AND x.a IS NULL) THEN
      RAISE EXCEPTION USING ERRCODE = 'AZ104', MESSAGE = 'unknown_account', DETAIL = format('posting %s names an account that does not exist', v_keys[v_bad_ord]);
    END IF;
    SELECT format('posting %s: %s legs summing to %s in %s units', v_keys[v_bad_ord], count(*), coalesce(sum(x.m), 0), count(DISTINCT x.unit))
      INTO v_detail FROM unnest(v_ord, v_amounts, v_units) AS x(o, m, unit) WHERE x.o = v_bad_ord;
    RAISE EXCEPTION USING ERRCODE = 'AZ103', MESSAGE = 'unbalanced', DETAIL = v_detail;
  END IF;

  -- Insert the postings under ids drawn first, so that no join over RETURNING is needed; a key used before
  -- (by an earlier call, or earlier in this one) keeps its stored posting, whose id is not the one drawn.
  SELECT array_agg(nextval('postings_id_seq')) INTO v_ids FROM generate_series(1, v_count);
  INSERT INTO postings (id, idempotency_key, code, meta, state, resolves)
  SELECT v_ids[p.ord], v_keys[p.ord], v_codes[p.ord], coalesce(p.posting->'meta', '{}'::jsonb),
         CASE WHEN coalesce((p.posting->>'pending')::boolean, false) THEN 'pending' ELSE 'final' END::posting_state, (p.posting->>'resolves')::bigint
  FROM jsonb_array_elements(p_postings) WITH ORDINALITY AS p(posting, ord)
  ORDER BY p.ord
  ON CONFLICT ON CONSTRAINT postings_idempotency_key_unique DO NOTHING;
  GET DIAGNOSTICS v_inserted = ROW_COUNT;
  v_duplicate := array_fill(false, ARRAY[v_count]);

  -- A repeated key: the same movement again returns the first posting and moves nothing; other terms are
  -- refused (so is a key given twice in one call: its first movement is not stored yet to compare with).
  IF v_inserted < v_count THEN
    FOR v_existing IN
      SELECT k.ord, p.id, p.code, p.state, coalesce((p_postings->(k.ord - 1)->>'pending')::boolean, false) AS pending
      FROM generate_series(1, v_count) AS k(ord) JOIN postings p ON p.idempotency_key = v_keys[k.ord]
      WHERE p.id <> v_ids[k.ord]
    LOOP
      SELECT string_agg(l.a || ':' || l.m, ',' ORDER BY l.a, l.m) INTO v_given FROM unnest(v_ord, v_accounts, v_amounts) AS l(o, a, m) WHERE l.o = v_existing.ord;
      SELECT string_agg(e.account_id || ':' || e.amount, ',' ORDER BY e.account_id, e.amount) INTO v_stored FROM entries e WHERE e.posting_id = v_existing.id;
      IF v_existing.code <> v_codes[v_existing.ord] OR v_given IS DISTINCT FROM v_stored OR (v_existing.state = 'final') = v_existing.pending THEN
        RAISE EXCEPTION USING ERRCODE = 'AZ102', MESSAGE = 'exists_with_different_terms', DETAIL = format('posting %s', v_keys[v_existing.ord]);
      END IF;
      v_ids[v_existing.ord] := v_existing.id;
      v_duplicate[v_existing.ord] := true;
    END LOOP;
    SELECT array_agg(DISTINCT l.a ORDER BY l.a) INTO v_moving
      FROM unnest(v_ord, v_accounts, v_users) AS l(o, a, u) WHERE l.u IS NOT NULL AND NOT v_duplicate[l.o];
  END IF;

  -- Player accounts of the new postings move by their net change, each once; the conditional update is the
  -- balance check (never read-then-write). Several accounts are locked first in id order, so that two calls
  -- never lock the same rows in opposite orders.
  IF cardinality(v_moving) > 1 THEN
    PERFORM 1 FROM accounts WHERE id = ANY (v_moving) ORDER BY id FOR UPDATE;
  END IF;
  IF cardinality(v_moving) > 0 THEN
    UPDATE accounts SET balance = accounts.balance + d.delta
    FROM (SELECT l.a, sum(l.m) AS delta, max(l.r) AS required
          FROM unnest(v_ord, v_accounts, v_amounts, v_users, v_required) AS l(o, a, m, u, r)
          WHERE l.u IS NOT NULL AND NOT v_duplicate[l.o] GROUP BY l.a) d
    WHERE accounts.id = d.a AND accounts.balance + d.delta >= 0 AND accounts.balance >= d.required;
    GET DIAGNOSTICS v_moved = ROW_COUNT;
    IF v_moved <> cardinality(v_moving) THEN
      RAISE EXCEPTION USING ERRCODE = 'AZ101', MESSAGE = 'insufficient_funds', DETAIL = format('%s of %s accounts covered', v_moved, cardinality(v_moving));
    END IF;
  END IF;

  INSERT INTO entries (posting_id, account_id, amount)
  SELECT v_ids[l.o], l.a, l.m FROM unnest(v_ord, v_accounts, v_amounts) AS l(o, a, m) WHERE NOT v_duplicate[l.o];

  -- Each posting answers with the balances of its first player (null for postings between house accounts).
  RETURN QUERY
    SELECT v_keys[k.ord], v_ids[k.ord], v_duplicate[k.ord], b.balances
    FROM generate_series(1, v_count) AS k(ord)
    LEFT JOIN LATERAL (SELECT jsonb_object_agg(a.kind, a.balance) AS balances FROM accounts a WHERE a.user_id = v_first_user[k.ord]) b ON v_first_user[k.ord] IS NOT NULL
    ORDER BY k.ord;
END
$$;
