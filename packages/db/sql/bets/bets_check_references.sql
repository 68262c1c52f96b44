-- The source of bets_check_references (its last numbered migration was 0011_statement_reference_checks.sql), applied as a repeatable migration
-- whenever this file changes (packages/db/src/repeatable.ts).
CREATE OR REPLACE FUNCTION bets_check_references() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_missing bigint;
BEGIN
  SELECT count(*) FILTER (WHERE u.id IS NULL OR p.id IS NULL OR (n.seed_pair_id IS NOT NULL AND s.id IS NULL) OR (n.payout_posting_id IS NOT NULL AND pp.id IS NULL))
    INTO v_missing
  FROM new_bets n
  LEFT JOIN LATERAL (SELECT u.id FROM users u WHERE u.id = n.user_id OFFSET 0) u ON true
  LEFT JOIN LATERAL (SELECT p.id FROM postings p WHERE p.id = n.posting_id OFFSET 0) p ON true
  LEFT JOIN LATERAL (SELECT s.id FROM seed_pairs s WHERE s.id = n.seed_pair_id OFFSET 0) s ON n.seed_pair_id IS NOT NULL
  LEFT JOIN LATERAL (SELECT pp.id FROM postings pp WHERE pp.id = n.payout_posting_id OFFSET 0) pp ON n.payout_posting_id IS NOT NULL;
  IF v_missing > 0 THEN
    RAISE EXCEPTION USING ERRCODE = 'foreign_key_violation', MESSAGE = format('%s bets name a player, seed pair or posting that does not exist', v_missing);
  END IF;
  RETURN NULL;
END
$$;
