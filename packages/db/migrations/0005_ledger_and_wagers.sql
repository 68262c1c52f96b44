CREATE TYPE "public"."posting_code" AS ENUM('bet', 'win', 'demo_bet', 'demo_win', 'demo_add', 'demo_set', 'adjustment', 'deposit', 'withdrawal', 'bonus_grant', 'bonus_transfer', 'bonus_expiry', 'rakeback', 'referral_reward', 'tournament_prize', 'provider_bet', 'provider_win', 'provider_rollback');--> statement-breakpoint
CREATE TYPE "public"."posting_state" AS ENUM('final', 'pending', 'posted', 'voided');--> statement-breakpoint
ALTER TABLE "postings" ALTER COLUMN "code" SET DATA TYPE "public"."posting_code" USING "code"::"public"."posting_code";--> statement-breakpoint
ALTER TABLE "bets" ALTER COLUMN "seed_pair_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bets" ALTER COLUMN "nonce" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "postings" ADD COLUMN "state" "posting_state" DEFAULT 'final' NOT NULL;--> statement-breakpoint
ALTER TABLE "postings" ADD COLUMN "resolves" bigint;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "source" text DEFAULT 'seed' NOT NULL;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "chain_round_id" bigint;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "provider_round_id" text;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "provider_tx_id" text;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "posting_id" bigint;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "payout_posting_id" bigint;--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "stake_posting_id" bigint;--> statement-breakpoint
-- Rows written before this migration found their postings by a key naming convention; link them by id.
UPDATE "rounds" r SET "stake_posting_id" = p."id" FROM "postings" p WHERE p."idempotency_key" = 'round:' || r."user_id" || ':' || r."idempotency_key" || ':stake';--> statement-breakpoint
UPDATE "bets" b SET "posting_id" = p."id" FROM "postings" p WHERE p."idempotency_key" = 'bet:' || b."user_id" || ':' || b."idempotency_key";--> statement-breakpoint
UPDATE "bets" b SET "posting_id" = r."stake_posting_id" FROM "rounds" r WHERE r."bet_id" = b."id";--> statement-breakpoint
UPDATE "bets" b SET "payout_posting_id" = p."id" FROM "rounds" r, "postings" p WHERE r."bet_id" = b."id" AND p."idempotency_key" = 'round:' || r."id" || ':payout';--> statement-breakpoint
ALTER TABLE "bets" ALTER COLUMN "posting_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_resolves_postings_id_fk" FOREIGN KEY ("resolves") REFERENCES "public"."postings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_posting_id_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."postings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_payout_posting_id_postings_id_fk" FOREIGN KEY ("payout_posting_id") REFERENCES "public"."postings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_stake_posting_id_postings_id_fk" FOREIGN KEY ("stake_posting_id") REFERENCES "public"."postings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "postings_resolves_idx" ON "postings" USING btree ("resolves") WHERE "postings"."resolves" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "bets_provider_tx_idx" ON "bets" USING btree ("provider","provider_tx_id") WHERE "bets"."provider" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_source" CHECK (("bets"."source" = 'seed' AND "bets"."seed_pair_id" IS NOT NULL AND "bets"."nonce" IS NOT NULL)
        OR ("bets"."source" = 'chain' AND "bets"."chain_round_id" IS NOT NULL)
        OR ("bets"."source" = 'provider' AND "bets"."provider" IS NOT NULL AND "bets"."provider_tx_id" IS NOT NULL));