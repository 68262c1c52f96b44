-- The fairness module's nonce claim as a step any statement can include: takes
-- nonce p_nonce of seed pair p_pair if it is still the pair's next one and the
-- pair is still active, and raises otherwise (SQLSTATE AZ201 nonce_moved: a
-- parallel bet of the same player or a seed rotation came first), so that
-- nothing else in the statement commits. Returns the nonce taken.
CREATE FUNCTION fairness_claim_nonce(p_pair bigint, p_nonce integer) RETURNS integer
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  UPDATE seed_pairs SET nonce = nonce + 1 WHERE id = p_pair AND active AND nonce = p_nonce;
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'AZ201', MESSAGE = 'nonce_moved', DETAIL = format('seed pair %s nonce %s', p_pair, p_nonce);
  END IF;
  RETURN p_nonce;
END
$$;
