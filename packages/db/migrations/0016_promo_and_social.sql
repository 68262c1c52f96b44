CREATE TABLE "promo_activations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"promo_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"multiplier_x100" integer DEFAULT 100 NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"code_key" text NOT NULL,
	"reward_kind" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"percent_bp" integer DEFAULT 0 NOT NULL,
	"cap" bigint DEFAULT 0 NOT NULL,
	"boost_hours" integer DEFAULT 0 NOT NULL,
	"wager_x100" integer DEFAULT 300 NOT NULL,
	"withdrawable_bp" integer DEFAULT 10000 NOT NULL,
	"total_limit" integer,
	"activations" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"min_level" integer DEFAULT 1 NOT NULL,
	"min_status" text,
	"requires_subscription" text,
	"user_id" integer,
	"disabled_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_kind" CHECK ("promo_codes"."reward_kind" IN ('fixed', 'percent', 'boost')),
	CONSTRAINT "promo_codes_subscription" CHECK ("promo_codes"."requires_subscription" IS NULL OR "promo_codes"."requires_subscription" IN ('vk', 'tg')),
	CONSTRAINT "promo_codes_status" CHECK ("promo_codes"."min_status" IS NULL OR "promo_codes"."min_status" IN ('bronze', 'silver', 'gold', 'platinum', 'diamond')),
	CONSTRAINT "promo_codes_amounts" CHECK ("promo_codes"."amount" >= 0 AND "promo_codes"."percent_bp" BETWEEN 0 AND 100000 AND "promo_codes"."cap" >= 0 AND "promo_codes"."boost_hours" BETWEEN 0 AND 720 AND "promo_codes"."activations" >= 0 AND ("promo_codes"."total_limit" IS NULL OR "promo_codes"."activations" <= "promo_codes"."total_limit")),
	CONSTRAINT "promo_codes_terms" CHECK ("promo_codes"."wager_x100" >= 0 AND "promo_codes"."withdrawable_bp" BETWEEN 0 AND 10000 AND "promo_codes"."min_level" BETWEEN 1 AND 10)
);
--> statement-breakpoint
CREATE TABLE "sandbox_social" (
	"network" text NOT NULL,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_social_network_key_pk" PRIMARY KEY("network","key")
);
--> statement-breakpoint
CREATE TABLE "social_links" (
	"user_id" integer NOT NULL,
	"network" text NOT NULL,
	"external_id" text NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_links_user_id_network_pk" PRIMARY KEY("user_id","network"),
	CONSTRAINT "social_links_network" CHECK ("social_links"."network" IN ('vk', 'tg'))
);
--> statement-breakpoint
CREATE TABLE "social_reposts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"network" text NOT NULL,
	"post_id" text NOT NULL,
	"reach" integer NOT NULL,
	"amount" bigint NOT NULL,
	"withdrawable_bp" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "telegram_screenshots" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"mime" text NOT NULL,
	"image" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "telegram_screenshots_state" CHECK ("telegram_screenshots"."state" IN ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "promo_activations" ADD CONSTRAINT "promo_activations_promo_id_promo_codes_id_fk" FOREIGN KEY ("promo_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_activations" ADD CONSTRAINT "promo_activations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_links" ADD CONSTRAINT "social_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_reposts" ADD CONSTRAINT "social_reposts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telegram_screenshots" ADD CONSTRAINT "telegram_screenshots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telegram_screenshots" ADD CONSTRAINT "telegram_screenshots_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_activations_once_idx" ON "promo_activations" USING btree ("promo_id","user_id");--> statement-breakpoint
CREATE INDEX "promo_activations_user_idx" ON "promo_activations" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_key_idx" ON "promo_codes" USING btree ("code_key");--> statement-breakpoint
CREATE INDEX "promo_codes_user_idx" ON "promo_codes" USING btree ("user_id") WHERE "promo_codes"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "social_links_account_idx" ON "social_links" USING btree ("network","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "social_reposts_once_idx" ON "social_reposts" USING btree ("user_id","network","post_id");--> statement-breakpoint
CREATE INDEX "social_reposts_user_time_idx" ON "social_reposts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "telegram_screenshots_state_idx" ON "telegram_screenshots" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "telegram_screenshots_user_idx" ON "telegram_screenshots" USING btree ("user_id","id");--> statement-breakpoint
-- Activations, reposts and moderated screenshots are history: never deleted.
CREATE TRIGGER promo_activations_kept BEFORE DELETE ON promo_activations FOR EACH STATEMENT EXECUTE FUNCTION refuse_removal();--> statement-breakpoint
CREATE TRIGGER social_reposts_kept BEFORE DELETE ON social_reposts FOR EACH STATEMENT EXECUTE FUNCTION refuse_removal();--> statement-breakpoint
CREATE TRIGGER telegram_screenshots_kept BEFORE DELETE ON telegram_screenshots FOR EACH STATEMENT EXECUTE FUNCTION refuse_removal();
