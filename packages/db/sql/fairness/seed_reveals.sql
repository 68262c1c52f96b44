-- The fairness module's read face for other modules (decision 034): a seed pair as a player may see it.
-- The server seed shows only once the pair is revealed (rotated): no other module can read a live one.
CREATE OR REPLACE VIEW seed_reveals AS
  SELECT id, user_id, active, server_seed_hash, client_seed, nonce,
         CASE WHEN revealed_at IS NOT NULL THEN server_seed END AS server_seed, revealed_at, created_at
  FROM seed_pairs;
