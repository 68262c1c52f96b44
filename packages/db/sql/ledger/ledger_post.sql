-- The source of ledger_post (its last numbered migration was 0006_ledger_functions.sql), applied as a repeatable migration
-- whenever this file changes (packages/db/src/repeatable.ts).
-- One posting: ledger_post_many with one element.
CREATE OR REPLACE FUNCTION ledger_post(
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
LANGUAGE sql VOLATILE AS $$
  SELECT m.posting_id, m.duplicate, m.balances
  FROM ledger_post_many(jsonb_build_array(jsonb_build_object('key', p_key, 'code', p_code, 'legs', p_legs, 'meta', p_meta, 'pending', p_pending, 'resolves', p_resolves))) m
$$;
