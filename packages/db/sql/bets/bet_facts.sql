-- The bets module's read face for other modules (decision 034): what a bet was and what it paid, for
-- counting (bonus wagering, tournament points) and the back office, not how it was drawn.
CREATE OR REPLACE VIEW bet_facts AS
  SELECT id, user_id, game, amount, win, demo, bonus, source, created_at FROM bets;
