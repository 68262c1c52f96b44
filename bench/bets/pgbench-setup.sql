-- Scratch schema for the pgbench ceiling of bench/bets (database azart_pgbench,
-- created and dropped by run.ts). Same shape as one Dice bet in the app:
-- a cached balance row with CHECK (balance >= 0), the bet row, and two
-- immutable ledger entries (player and a sharded house sub-account).
-- psql variable: clients (one balance row per pgbench client).
DROP TABLE IF EXISTS entries, bets, balances;

CREATE TABLE balances (
  id         bigint PRIMARY KEY,
  balance    bigint NOT NULL CHECK (balance >= 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE bets (
  id              bigserial PRIMARY KEY,
  account_id      bigint NOT NULL REFERENCES balances (id),
  idempotency_key text UNIQUE,
  amount          bigint NOT NULL,
  chance          numeric(5, 2) NOT NULL,
  side            text NOT NULL,
  number          integer NOT NULL,
  win             bigint NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bets_account_id_idx ON bets (account_id, id DESC);

CREATE TABLE entries (
  id         bigserial PRIMARY KEY,
  bet_id     bigint NOT NULL REFERENCES bets (id),
  account_id bigint NOT NULL,
  amount     bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX entries_account_id_idx ON entries (account_id, id);

-- Player balances 1..clients, 10 000 000 coins each (plenty for -T seconds).
INSERT INTO balances (id, balance) SELECT g, 1000000000 FROM generate_series(1, :clients) AS g;
-- House sub-accounts (sharded: no single hot row) have no cached balance;
-- their totals are sums over entries.
VACUUM ANALYZE balances;
