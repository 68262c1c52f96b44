-- House accounts (not cached: their totals are sums over entries, so bets
-- never contend on one shared balance row) and default per-game settings
-- from games.md: minimum bet 1 coin; maximum bet 100 000 coins; maximum win
-- 1 000 000 coins per bet. Amounts in kopecks.
INSERT INTO "accounts" ("user_id", "kind", "unit", "cached") VALUES
  (NULL, 'house:game:dice', 'RUB', false),
  (NULL, 'house:game:mines', 'RUB', false),
  (NULL, 'house:game:bubbles', 'RUB', false),
  (NULL, 'house:game:hotline', 'RUB', false),
  (NULL, 'house:game:popit', 'RUB', false),
  (NULL, 'house:demo', 'DEMO', false),
  (NULL, 'house:adjustments', 'RUB', false);
--> statement-breakpoint
INSERT INTO "game_settings" ("game", "edge_bp", "min_bet", "max_bet", "max_win") VALUES
  ('dice', 100, 100, 10000000, 100000000),
  ('bubbles', 100, 100, 10000000, 100000000),
  ('mines', 100, 100, 10000000, 100000000),
  ('hotline', 300, 100, 10000000, 100000000),
  ('popit', 300, 100, 10000000, 100000000);
