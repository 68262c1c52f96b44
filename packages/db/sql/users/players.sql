-- The users module's read face for other modules (decision 034): a player's public facts, never the
-- credentials. Other modules join `players`, not `users`; a simple view, so the planner inlines it and
-- a reader may still lock the row (FOR UPDATE OF the view locks the user's row).
CREATE OR REPLACE VIEW players AS
  SELECT id, login, login_key, scope, demo, bonus_play, blocked_at, created_at FROM users;
