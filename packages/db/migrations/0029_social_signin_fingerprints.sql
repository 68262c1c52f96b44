CREATE TABLE "user_fingerprints" (
	"user_id" bigint NOT NULL,
	"visitor_id" text NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_fingerprints_user_id_visitor_id_pk" PRIMARY KEY("user_id","visitor_id"),
	CONSTRAINT "user_fingerprints_visitor_id" CHECK ("user_fingerprints"."visitor_id" ~ '^[0-9a-f]{32}$')
);
--> statement-breakpoint
ALTER TABLE "referral_hits" ADD COLUMN "visitor_id" text;--> statement-breakpoint
ALTER TABLE "user_fingerprints" ADD CONSTRAINT "user_fingerprints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_fingerprints_visitor_idx" ON "user_fingerprints" USING btree ("visitor_id");