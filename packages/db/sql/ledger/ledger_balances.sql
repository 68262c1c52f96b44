-- The source of ledger_balances (its last numbered migration was 0006_ledger_functions.sql), applied as a repeatable migration
-- whenever this file changes (packages/db/src/repeatable.ts).
CREATE OR REPLACE FUNCTION ledger_balances(p_user bigint) RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT coalesce(jsonb_object_agg(kind, balance), '{}'::jsonb) FROM accounts WHERE user_id = p_user
$$;
