ALTER TYPE "public"."posting_code" ADD VALUE 'rollback';--> statement-breakpoint
CREATE TABLE "wagers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"game" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"external_id" text,
	"round" text,
	"account" text NOT NULL,
	"amount" bigint NOT NULL,
	"state" text NOT NULL,
	"win" bigint,
	"stake_posting_id" bigint,
	"result_posting_id" bigint,
	"bet_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "wagers_amount" CHECK ("wagers"."amount" >= 0 AND ("wagers"."win" IS NULL OR "wagers"."win" >= 0)),
	CONSTRAINT "wagers_account" CHECK ("wagers"."account" IN ('main', 'bonus', 'demo')),
	CONSTRAINT "wagers_state" CHECK ("wagers"."state" IN ('open', 'settled', 'rolled_back'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "wagers_user_key_idx" ON "wagers" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "wagers_external_idx" ON "wagers" USING btree ("game","external_id") WHERE "wagers"."external_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "wagers_open_idx" ON "wagers" USING btree ("user_id") WHERE "wagers"."state" = 'open';--> statement-breakpoint
-- Wagers are a record of money moved: never deleted (like bets and postings, migration 0011).
CREATE TRIGGER wagers_kept BEFORE DELETE ON wagers FOR EACH STATEMENT EXECUTE FUNCTION refuse_removal();--> statement-breakpoint
CREATE TRIGGER wagers_not_truncated BEFORE TRUNCATE ON wagers FOR EACH STATEMENT EXECUTE FUNCTION refuse_removal();
