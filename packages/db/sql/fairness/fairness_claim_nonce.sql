-- The source of fairness_claim_nonce (its last numbered migration was 0007_fairness_claim.sql), applied as a repeatable migration
-- whenever this file changes (packages/db/src/repeatable.ts).
CREATE OR REPLACE FUNCTION fairness_claim_nonce(p_pair bigint, p_nonce integer) RETURNS integer
LANGUAGE sql VOLATILE AS $$
  SELECT fairness_claim_nonces(jsonb_build_array(jsonb_build_object('pair', p_pair, 'nonce', p_nonce)));
  SELECT p_nonce;
$$;
