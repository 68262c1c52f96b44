-- The source of entries_check_references (its last numbered migration was 0011_statement_reference_checks.sql), applied as a repeatable migration
-- whenever this file changes (packages/db/src/repeatable.ts).
-- The lookups are LATERAL with OFFSET 0 (a fence the planner keeps), so each new row costs an index probe
-- whatever the size of the referenced table and of the statement.
CREATE OR REPLACE FUNCTION entries_check_references() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_missing bigint;
BEGIN
  SELECT count(*) FILTER (WHERE p.id IS NULL OR a.id IS NULL) INTO v_missing
  FROM new_entries n
  LEFT JOIN LATERAL (SELECT p.id FROM postings p WHERE p.id = n.posting_id OFFSET 0) p ON true
  LEFT JOIN LATERAL (SELECT a.id FROM accounts a WHERE a.id = n.account_id OFFSET 0) a ON true;
  IF v_missing > 0 THEN
    RAISE EXCEPTION USING ERRCODE = 'foreign_key_violation', MESSAGE = format('%s new entries name a posting or an account that does not exist', v_missing);
  END IF;
  RETURN NULL;
END
$$;
