-- References of the two hottest tables checked once per statement instead of once per row (decision 014).
--
-- Every bet writes one bets row and two entries rows, and their five foreign keys each ran a query with its
-- own executor start-up and a row lock (FOR KEY SHARE: a WAL record and a dirtied page) per row: about a
-- sixth of the database's work per bet. A foreign key guards two things: a new reference points at an
-- existing row, and a referenced row cannot go away. Here the referenced tables keep their rows for good
-- (the ledger and the fairness history are never deleted, ids never change: enforced below), so the second
-- cannot happen, and the first is checked by one query per statement over all its new rows (a statement-level
-- trigger with a transition table). Inserting a dangling reference still fails the statement with SQLSTATE
-- 23503 (foreign_key_violation), as a foreign key would.
ALTER TABLE "bets" DROP CONSTRAINT "bets_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "bets" DROP CONSTRAINT "bets_seed_pair_id_seed_pairs_id_fk";
--> statement-breakpoint
ALTER TABLE "bets" DROP CONSTRAINT "bets_posting_id_postings_id_fk";
--> statement-breakpoint
ALTER TABLE "bets" DROP CONSTRAINT "bets_payout_posting_id_postings_id_fk";
--> statement-breakpoint
ALTER TABLE "entries" DROP CONSTRAINT "entries_posting_id_postings_id_fk";
--> statement-breakpoint
ALTER TABLE "entries" DROP CONSTRAINT "entries_account_id_accounts_id_fk";
--> statement-breakpoint
-- Rows that others point at are never deleted and keep their ids: users (closed accounts are blocked, not
-- removed), seed pairs (the fairness history), accounts and postings (the ledger).
CREATE FUNCTION refuse_removal() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'restrict_violation', MESSAGE = format('%s rows are kept for good (%s refused)', TG_TABLE_NAME, TG_OP);
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_kept BEFORE DELETE OR UPDATE OF id ON users FOR EACH STATEMENT EXECUTE FUNCTION refuse_removal();
--> statement-breakpoint
CREATE TRIGGER users_not_truncated BEFORE TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION refuse_removal();
--> statement-breakpoint
CREATE TRIGGER seed_pairs_kept BEFORE DELETE OR UPDATE OF id ON seed_pairs FOR EACH STATEMENT EXECUTE FUNCTION refuse_removal();
--> statement-breakpoint
CREATE TRIGGER seed_pairs_not_truncated BEFORE TRUNCATE ON seed_pairs FOR EACH STATEMENT EXECUTE FUNCTION refuse_removal();
--> statement-breakpoint
CREATE TRIGGER accounts_kept BEFORE DELETE OR UPDATE OF id ON accounts FOR EACH STATEMENT EXECUTE FUNCTION refuse_removal();
--> statement-breakpoint
CREATE TRIGGER accounts_not_truncated BEFORE TRUNCATE ON accounts FOR EACH STATEMENT EXECUTE FUNCTION refuse_removal();
--> statement-breakpoint
CREATE TRIGGER postings_kept BEFORE DELETE OR UPDATE OF id ON postings FOR EACH STATEMENT EXECUTE FUNCTION refuse_removal();
--> statement-breakpoint
CREATE TRIGGER postings_not_truncated BEFORE TRUNCATE ON postings FOR EACH STATEMENT EXECUTE FUNCTION refuse_removal();
--> statement-breakpoint
-- Entries are immutable: a correction is a new posting, never an edit.
CREATE TRIGGER entries_immutable BEFORE UPDATE OR DELETE OR TRUNCATE ON entries FOR EACH STATEMENT EXECUTE FUNCTION refuse_removal();
--> statement-breakpoint
-- The lookups are LATERAL with OFFSET 0 (a fence the planner keeps), so each new row costs an index probe
-- whatever the size of the referenced table and of the statement.
CREATE FUNCTION entries_check_references() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_missing bigint;
BEGIN
  SELECT count(*) FILTER (WHERE p.id IS NULL OR a.id IS NULL) INTO v_missing
  FROM new_entries n
  LEFT JOIN LATERAL (SELECT p.id FROM postings p WHERE p.id = n.posting_id OFFSET 0) p ON true
  LEFT JOIN LATERAL (SELECT a.id FROM accounts a WHERE a.id = n.account_id OFFSET 0) a ON true;
  IF v_missing > 0 THEN
    RAISE EXCEPTION USING ERRCODE = 'foreign_key_violation', MESSAGE = format('%s new entries name a posting or an account that does not exist', v_missing);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER entries_references AFTER INSERT ON entries REFERENCING NEW TABLE AS new_entries
  FOR EACH STATEMENT EXECUTE FUNCTION entries_check_references();
--> statement-breakpoint
CREATE FUNCTION bets_check_references() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_missing bigint;
BEGIN
  SELECT count(*) FILTER (WHERE u.id IS NULL OR p.id IS NULL OR (n.seed_pair_id IS NOT NULL AND s.id IS NULL) OR (n.payout_posting_id IS NOT NULL AND pp.id IS NULL))
    INTO v_missing
  FROM new_bets n
  LEFT JOIN LATERAL (SELECT u.id FROM users u WHERE u.id = n.user_id OFFSET 0) u ON true
  LEFT JOIN LATERAL (SELECT p.id FROM postings p WHERE p.id = n.posting_id OFFSET 0) p ON true
  LEFT JOIN LATERAL (SELECT s.id FROM seed_pairs s WHERE s.id = n.seed_pair_id OFFSET 0) s ON n.seed_pair_id IS NOT NULL
  LEFT JOIN LATERAL (SELECT pp.id FROM postings pp WHERE pp.id = n.payout_posting_id OFFSET 0) pp ON n.payout_posting_id IS NOT NULL;
  IF v_missing > 0 THEN
    RAISE EXCEPTION USING ERRCODE = 'foreign_key_violation', MESSAGE = format('%s bets name a player, seed pair or posting that does not exist', v_missing);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER bets_references_on_insert AFTER INSERT ON bets REFERENCING NEW TABLE AS new_bets
  FOR EACH STATEMENT EXECUTE FUNCTION bets_check_references();
--> statement-breakpoint
CREATE TRIGGER bets_references_on_update AFTER UPDATE ON bets REFERENCING NEW TABLE AS new_bets
  FOR EACH STATEMENT EXECUTE FUNCTION bets_check_references();
