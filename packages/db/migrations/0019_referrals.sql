CREATE TABLE "referral_bindings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"referrer_id" integer NOT NULL,
	"via" text NOT NULL,
	"ip" text,
	"device" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_bindings_not_self" CHECK ("referral_bindings"."user_id" <> "referral_bindings"."referrer_id"),
	CONSTRAINT "referral_bindings_via" CHECK ("referral_bindings"."via" IN ('registration', 'activation'))
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"ip" text,
	"device" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_hits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"referrer_id" integer NOT NULL,
	"referer" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_refusals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"referrer_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"via" text NOT NULL,
	"ip" text,
	"device" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_rewards" (
	"deposit_id" bigint PRIMARY KEY NOT NULL,
	"referrer_id" integer NOT NULL,
	"referral_id" integer NOT NULL,
	"deposit" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"posting_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_rewards_amount" CHECK ("referral_rewards"."amount" > 0 AND "referral_rewards"."deposit" > 0)
);
--> statement-breakpoint
ALTER TABLE "referral_bindings" ADD CONSTRAINT "referral_bindings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_bindings" ADD CONSTRAINT "referral_bindings_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_hits" ADD CONSTRAINT "referral_hits_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_refusals" ADD CONSTRAINT "referral_refusals_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_refusals" ADD CONSTRAINT "referral_refusals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_referral_id_users_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_posting_id_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."postings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_bindings_referrer_idx" ON "referral_bindings" USING btree ("referrer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_codes_code_idx" ON "referral_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "referral_hits_referrer_idx" ON "referral_hits" USING btree ("referrer_id","created_at");--> statement-breakpoint
CREATE INDEX "referral_refusals_referrer_idx" ON "referral_refusals" USING btree ("referrer_id","created_at");--> statement-breakpoint
CREATE INDEX "referral_rewards_referrer_idx" ON "referral_rewards" USING btree ("referrer_id","created_at");--> statement-breakpoint
-- The house pays the referral rewards (bonuses.md §9) from an expense account of its own.
INSERT INTO "accounts" ("user_id", "kind", "unit", "cached") VALUES (NULL, 'house:referral_expense', 'RUB', false) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Bindings are permanent and rewards and refusals are history: never deleted.
CREATE TRIGGER referral_bindings_kept BEFORE DELETE ON referral_bindings FOR EACH STATEMENT EXECUTE FUNCTION refuse_removal();--> statement-breakpoint
CREATE TRIGGER referral_rewards_kept BEFORE DELETE ON referral_rewards FOR EACH STATEMENT EXECUTE FUNCTION refuse_removal();--> statement-breakpoint
CREATE TRIGGER referral_refusals_kept BEFORE DELETE ON referral_refusals FOR EACH STATEMENT EXECUTE FUNCTION refuse_removal();
