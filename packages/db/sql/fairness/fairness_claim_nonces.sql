-- The source of fairness_claim_nonces (its last numbered migration was 0007_fairness_claim.sql), applied as a repeatable migration
-- whenever this file changes (packages/db/src/repeatable.ts).
-- The fairness module's nonce claim as a step any statement can include: takes
-- nonce p_nonce of seed pair p_pair if it is still the pair's next one and the
-- pair is still active, and raises otherwise (SQLSTATE AZ201 nonce_moved: a
-- parallel bet of the same player or a seed rotation came first), so that
-- nothing else in the statement commits. Returns the nonce taken.
-- Many claims at once (a batch of bets; at most one per pair): all taken, or none.
CREATE OR REPLACE FUNCTION fairness_claim_nonces(p_claims jsonb) RETURNS void
LANGUAGE plpgsql VOLATILE SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  v_wanted integer := jsonb_array_length(p_claims);
  v_taken integer;
BEGIN
  UPDATE seed_pairs s SET nonce = s.nonce + 1
  FROM jsonb_to_recordset(p_claims) AS c(pair bigint, nonce integer)
  WHERE s.id = c.pair AND s.active AND s.nonce = c.nonce;
  GET DIAGNOSTICS v_taken = ROW_COUNT;
  IF v_taken <> v_wanted THEN
    RAISE EXCEPTION USING ERRCODE = 'AZ201', MESSAGE = 'nonce_moved', DETAIL = format('%s of %s nonces still next', v_taken, v_wanted);
  END IF;
END
$$;
