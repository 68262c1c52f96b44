-- The source of bets_queue_followups (its last numbered migration was 0015_bonus_play_and_loyalty.sql), applied as a repeatable migration
-- whenever this file changes (packages/db/src/repeatable.ts).
-- Every settled real-money or bonus-balance bet, whatever wrote it (instant bets, steps games' plays, round games,
-- provider bets), is queued for the bonus module's counting in the bet's own transaction: a statement-level
-- trigger, one insert per statement, so the batch paths stay one statement (decision 018).
CREATE OR REPLACE FUNCTION bets_queue_followups() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO bet_followups (bet_id) SELECT id FROM inserted_bets WHERE NOT demo;
  RETURN NULL;
END
$$;
