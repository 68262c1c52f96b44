-- The ledger module's read face for other modules (decision 034): each player's balance of each kind.
-- Only the ledger writes accounts (ledger_post, ledger_resolve); readers join this view, not the table.
CREATE OR REPLACE VIEW balances AS
  SELECT user_id, kind, balance FROM accounts WHERE user_id IS NOT NULL;
