-- The source of refuse_removal (its last numbered migration was 0011_statement_reference_checks.sql), applied as a repeatable migration
-- whenever this file changes (packages/db/src/repeatable.ts).
-- Rows that others point at are never deleted and keep their ids: users (closed accounts are blocked, not
-- removed), seed pairs (the fairness history), accounts and postings (the ledger).
CREATE OR REPLACE FUNCTION refuse_removal() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'restrict_violation', MESSAGE = format('%s rows are kept for good (%s refused)', TG_TABLE_NAME, TG_OP);
END
$$;
