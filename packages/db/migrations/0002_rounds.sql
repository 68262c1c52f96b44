CREATE TABLE "rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"game" text NOT NULL,
	"amount" bigint NOT NULL,
	"demo" boolean NOT NULL,
	"seed_pair_id" bigint NOT NULL,
	"nonce" integer NOT NULL,
	"edge_bp" integer NOT NULL,
	"max_win" bigint NOT NULL,
	"params" jsonb NOT NULL,
	"picks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"lost_on" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"coefficient" integer DEFAULT 0 NOT NULL,
	"bet_id" bigint,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "rounds_status" CHECK ("rounds"."status" IN ('open', 'lost', 'cashed'))
);
--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_seed_pair_id_seed_pairs_id_fk" FOREIGN KEY ("seed_pair_id") REFERENCES "public"."seed_pairs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rounds_open_idx" ON "rounds" USING btree ("user_id","game") WHERE "rounds"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "rounds_user_idempotency_idx" ON "rounds" USING btree ("user_id","idempotency_key");