CREATE TABLE "bonus_grants" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"source" text NOT NULL,
	"amount" bigint NOT NULL,
	"wager_x100" integer NOT NULL,
	"withdrawable_bp" integer NOT NULL,
	"wagered" bigint DEFAULT 0 NOT NULL,
	"transferred" bigint DEFAULT 0 NOT NULL,
	"taken_back" bigint DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "bonus_grants_source" CHECK ("bonus_grants"."source" IN ('wheel', 'free_coins', 'promo', 'level', 'status', 'repost', 'telegram', 'exchange', 'newyear', 'admin')),
	CONSTRAINT "bonus_grants_state" CHECK ("bonus_grants"."state" IN ('active', 'completed', 'expired')),
	CONSTRAINT "bonus_grants_amounts" CHECK ("bonus_grants"."amount" > 0 AND "bonus_grants"."wagered" >= 0 AND "bonus_grants"."transferred" >= 0 AND "bonus_grants"."taken_back" >= 0 AND "bonus_grants"."transferred" + "bonus_grants"."taken_back" <= "bonus_grants"."amount"),
	CONSTRAINT "bonus_grants_terms" CHECK ("bonus_grants"."wager_x100" >= 0 AND "bonus_grants"."withdrawable_bp" BETWEEN 0 AND 10000)
);
--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD CONSTRAINT "bonus_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_grants_key_idx" ON "bonus_grants" USING btree ("key");--> statement-breakpoint
CREATE INDEX "bonus_grants_user_idx" ON "bonus_grants" USING btree ("user_id","state","id");--> statement-breakpoint
CREATE INDEX "bonus_grants_expiry_idx" ON "bonus_grants" USING btree ("expires_at") WHERE "bonus_grants"."state" = 'active';--> statement-breakpoint
-- Grants are history: they change state but are never deleted.
CREATE TRIGGER bonus_grants_kept BEFORE DELETE ON bonus_grants FOR EACH STATEMENT EXECUTE FUNCTION refuse_removal();--> statement-breakpoint
CREATE TRIGGER bonus_grants_not_truncated BEFORE TRUNCATE ON bonus_grants FOR EACH STATEMENT EXECUTE FUNCTION refuse_removal();--> statement-breakpoint
-- Every bonus is paid from here (bonuses.md), and what expires goes back here.
INSERT INTO "accounts" ("user_id", "kind", "unit", "cached") VALUES (NULL, 'house:bonus_expense', 'RUB', false) ON CONFLICT DO NOTHING;
