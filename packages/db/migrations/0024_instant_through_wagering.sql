-- The instant fast path's money goes through wagering (wagering_settle_instant, packages/db/sql/wagering) and
-- every bet row through the one writer bets_write (packages/db/sql/bets): the fast path's own writer goes.
DROP FUNCTION IF EXISTS bets_insert_seed_bets(jsonb, bigint[]);
