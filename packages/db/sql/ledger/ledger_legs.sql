-- The source of ledger_legs (its last numbered migration was 0006_ledger_functions.sql), applied as a repeatable migration
-- whenever this file changes (packages/db/src/repeatable.ts).
-- The accounts a posting's legs name, resolved once: one row per non-zero leg with its account (NULL when
-- there is no such account), unit, amount, whether it is a player's account and the balance it requires.
CREATE OR REPLACE FUNCTION ledger_legs(p_legs jsonb)
RETURNS TABLE (account_id bigint, unit text, amount bigint, user_id bigint, required bigint)
LANGUAGE sql STABLE AS $$
  -- One index lookup per leg: LATERAL with OFFSET 0 (a fence the planner does not flatten) never scans
  -- accounts, which grows with the players, whatever the estimates.
  SELECT coalesce(pa.id, ha.id), coalesce(pa.unit, ha.unit), l.amount, l."user", coalesce(l."require", 0)
  FROM jsonb_to_recordset(p_legs) AS l("user" bigint, kind text, house text, amount bigint, "require" bigint)
  LEFT JOIN LATERAL (SELECT a.id, a.unit FROM accounts a WHERE l."user" IS NOT NULL AND a.user_id = l."user" AND a.kind = l.kind OFFSET 0) pa ON true
  LEFT JOIN LATERAL (SELECT a.id, a.unit FROM accounts a WHERE l."user" IS NULL AND a.user_id IS NULL AND a.kind = l.house OFFSET 0) ha ON true
  WHERE l.amount <> 0
$$;
