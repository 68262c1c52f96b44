CREATE TABLE "tournament_payouts" (
	"tournament_id" bigint NOT NULL,
	"place" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"score" bigint NOT NULL,
	"reward" bigint NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "tournament_payouts_tournament_id_place_pk" PRIMARY KEY("tournament_id","place"),
	CONSTRAINT "tournament_payouts_amounts" CHECK ("tournament_payouts"."place" >= 1 AND "tournament_payouts"."score" >= 0 AND "tournament_payouts"."reward" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tournament_points" (
	"tournament_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"points_x10000" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_points_tournament_id_user_id_pk" PRIMARY KEY("tournament_id","user_id"),
	CONSTRAINT "tournament_points_positive" CHECK ("tournament_points"."points_x10000" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"bank" bigint,
	"bank_revenue_bp" integer DEFAULT 0 NOT NULL,
	"prize1_x100" bigint DEFAULT 0 NOT NULL,
	"prize2_x100" bigint DEFAULT 0 NOT NULL,
	"prize1_bp" integer DEFAULT 0 NOT NULL,
	"prize2_bp" integer DEFAULT 0 NOT NULL,
	"total_points_x10000" bigint DEFAULT 0 NOT NULL,
	"final_bank" bigint,
	"rate_per_point" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "tournaments_kind" CHECK ("tournaments"."kind" IN ('bank', 'places', 'referral')),
	CONSTRAINT "tournaments_state" CHECK ("tournaments"."state" IN ('running', 'paying', 'paid')),
	CONSTRAINT "tournaments_period" CHECK ("tournaments"."ends_at" > "tournaments"."starts_at"),
	CONSTRAINT "tournaments_amounts" CHECK (("tournaments"."bank" IS NULL OR "tournaments"."bank" >= 0) AND "tournaments"."bank_revenue_bp" BETWEEN 0 AND 10000 AND "tournaments"."prize1_x100" >= 0 AND "tournaments"."prize2_x100" >= 0 AND "tournaments"."prize1_bp" BETWEEN 0 AND 10000 AND "tournaments"."prize2_bp" BETWEEN 0 AND 10000 AND "tournaments"."total_points_x10000" >= 0)
);
--> statement-breakpoint
ALTER TABLE "tournament_payouts" ADD CONSTRAINT "tournament_payouts_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_points" ADD CONSTRAINT "tournament_points_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_payouts_user_idx" ON "tournament_payouts" USING btree ("tournament_id","user_id");--> statement-breakpoint
CREATE INDEX "tournament_points_rank_idx" ON "tournament_points" USING btree ("tournament_id","points_x10000");--> statement-breakpoint
CREATE UNIQUE INDEX "tournaments_key_idx" ON "tournaments" USING btree ("key");--> statement-breakpoint
CREATE INDEX "tournaments_state_end_idx" ON "tournaments" USING btree ("state","ends_at");--> statement-breakpoint
-- Tournament prizes are paid from their own expense account (bonuses.md §8), so their cost shows apart from bonuses.
INSERT INTO "accounts" ("user_id", "kind", "unit", "cached") VALUES (NULL, 'house:tournament_expense', 'RUB', false) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Results are final once fixed and public history (bonuses.md §8): payouts are never deleted.
CREATE TRIGGER tournament_payouts_kept BEFORE DELETE ON tournament_payouts FOR EACH STATEMENT EXECUTE FUNCTION refuse_removal();--> statement-breakpoint
CREATE TRIGGER tournament_payouts_not_truncated BEFORE TRUNCATE ON tournament_payouts FOR EACH STATEMENT EXECUTE FUNCTION refuse_removal();
