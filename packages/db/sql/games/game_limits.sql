-- The games module's read face of its catalogue for other modules (decision 034): whether a game takes
-- bets and its limits, for the wagering module's checks.
CREATE OR REPLACE VIEW game_limits AS
  SELECT game, enabled, min_bet, max_bet, max_win, edge_bp FROM game_catalogue;
