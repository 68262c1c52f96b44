-- "Rounds" are the round games' word (x100, Mega Wheel, Crazy Time); the steps games' (Mines, Hotline)
-- plays get their own table name, with their indexes, constraints and sequence.
ALTER TABLE "rounds" RENAME TO "steps_plays";--> statement-breakpoint
ALTER SEQUENCE "rounds_id_seq" RENAME TO "steps_plays_id_seq";--> statement-breakpoint
ALTER INDEX "rounds_pkey" RENAME TO "steps_plays_pkey";--> statement-breakpoint
ALTER INDEX "rounds_open_idx" RENAME TO "steps_plays_open_idx";--> statement-breakpoint
ALTER INDEX "rounds_user_idempotency_idx" RENAME TO "steps_plays_user_idempotency_idx";--> statement-breakpoint
ALTER TABLE "steps_plays" RENAME CONSTRAINT "rounds_status" TO "steps_plays_status";--> statement-breakpoint
ALTER TABLE "steps_plays" RENAME CONSTRAINT "rounds_user_id_users_id_fk" TO "steps_plays_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "steps_plays" RENAME CONSTRAINT "rounds_seed_pair_id_seed_pairs_id_fk" TO "steps_plays_seed_pair_id_seed_pairs_id_fk";--> statement-breakpoint
ALTER TABLE "steps_plays" RENAME CONSTRAINT "rounds_stake_posting_id_postings_id_fk" TO "steps_plays_stake_posting_id_postings_id_fk";
