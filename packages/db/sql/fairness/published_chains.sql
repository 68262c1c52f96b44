-- The fairness module's read face of its hash chains for other modules (decision 034): what it publishes
-- before a chain's first round (its game, salt, length and terminating hash), for the rounds module.
CREATE OR REPLACE VIEW published_chains AS
  SELECT id, game, salt, length, terminating_hash, created_at FROM chains;
