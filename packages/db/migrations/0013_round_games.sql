-- The round games (issue 12): hash chains with all their hashes, the rounds of x100, Mega Wheel and Crazy
-- Time, their bets and Crazy Time's bonus choices; each game's house account and default limits. Chains and
-- rounds are never deleted, and a chain's hashes never change: they are what players verify.
CREATE TABLE "chain_hashes" (
	"chain_id" bigint NOT NULL,
	"idx" integer NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "chain_hashes_chain_id_idx_pk" PRIMARY KEY("chain_id","idx")
);
--> statement-breakpoint
CREATE TABLE "chains" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"salt" text NOT NULL,
	"length" integer NOT NULL,
	"terminating_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chains_length" CHECK ("chains"."length" > 0)
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"number" bigint NOT NULL,
	"chain_id" bigint NOT NULL,
	"chain_index" integer NOT NULL,
	"hash" text NOT NULL,
	"previous_hash" text NOT NULL,
	"state" text DEFAULT 'betting' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"betting_ends_at" timestamp with time zone NOT NULL,
	"spin_ends_at" timestamp with time zone NOT NULL,
	"result_ends_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"choice_ends_at" timestamp with time zone,
	"result" jsonb NOT NULL,
	"payout" bigint,
	"totals" jsonb,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_rounds_state" CHECK ("game_rounds"."state" IN ('betting', 'spinning', 'result', 'pause')),
	CONSTRAINT "game_rounds_times" CHECK ("game_rounds"."started_at" <= "game_rounds"."betting_ends_at" AND "game_rounds"."betting_ends_at" <= "game_rounds"."spin_ends_at" AND "game_rounds"."spin_ends_at" <= "game_rounds"."result_ends_at" AND "game_rounds"."result_ends_at" <= "game_rounds"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "round_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"round_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"game" text NOT NULL,
	"spot" text NOT NULL,
	"amount" bigint NOT NULL,
	"demo" boolean NOT NULL,
	"max_win" bigint NOT NULL,
	"stake_posting_id" bigint NOT NULL,
	"win" bigint,
	"bet_id" bigint,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "round_bets_amount" CHECK ("round_bets"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "round_choices" (
	"round_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"choice" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "round_choices_round_id_user_id_pk" PRIMARY KEY("round_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "chain_hashes" ADD CONSTRAINT "chain_hashes_chain_id_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."chains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_chain_id_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."chains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_bets" ADD CONSTRAINT "round_bets_round_id_game_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."game_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_bets" ADD CONSTRAINT "round_bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_choices" ADD CONSTRAINT "round_choices_round_id_game_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."game_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_choices" ADD CONSTRAINT "round_choices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chains_game_idx" ON "chains" USING btree ("game","id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_game_number_idx" ON "game_rounds" USING btree ("game","number");--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_chain_idx" ON "game_rounds" USING btree ("chain_id","chain_index");--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_hash_idx" ON "game_rounds" USING btree ("game","hash");--> statement-breakpoint
CREATE UNIQUE INDEX "round_bets_user_idempotency_idx" ON "round_bets" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "round_bets_round_idx" ON "round_bets" USING btree ("round_id","id");--> statement-breakpoint
CREATE INDEX "round_bets_round_user_idx" ON "round_bets" USING btree ("round_id","user_id");--> statement-breakpoint
CREATE INDEX "round_bets_unsettled_idx" ON "round_bets" USING btree ("round_id","user_id") WHERE "round_bets"."bet_id" IS NULL;--> statement-breakpoint
CREATE TRIGGER chains_kept BEFORE DELETE OR UPDATE ON chains FOR EACH STATEMENT EXECUTE FUNCTION refuse_removal();
--> statement-breakpoint
CREATE TRIGGER chains_not_truncated BEFORE TRUNCATE ON chains FOR EACH STATEMENT EXECUTE FUNCTION refuse_removal();
--> statement-breakpoint
CREATE TRIGGER chain_hashes_kept BEFORE DELETE OR UPDATE OR TRUNCATE ON chain_hashes FOR EACH STATEMENT EXECUTE FUNCTION refuse_removal();
--> statement-breakpoint
CREATE TRIGGER game_rounds_kept BEFORE DELETE OR UPDATE OF id, game, number, chain_id, chain_index, hash, previous_hash, result ON game_rounds FOR EACH STATEMENT EXECUTE FUNCTION refuse_removal();
--> statement-breakpoint
CREATE TRIGGER game_rounds_not_truncated BEFORE TRUNCATE ON game_rounds FOR EACH STATEMENT EXECUTE FUNCTION refuse_removal();
--> statement-breakpoint
INSERT INTO "accounts" ("user_id", "kind", "unit", "cached") VALUES
  (NULL, 'house:game:x100', 'RUB', false),
  (NULL, 'house:game:megawheel', 'RUB', false),
  (NULL, 'house:game:crazytime', 'RUB', false)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- games.md §4 defaults: minimum bet 1 coin, maximum bet 100 000 coins, maximum win 1 000 000 coins per bet. The
-- edge column means nothing to these games (their tables are fixed); it records their published edge.
INSERT INTO "game_settings" ("game", "edge_bp", "min_bet", "max_bet", "max_win") VALUES
  ('x100', 566, 100, 10000000, 100000000),
  ('megawheel', 350, 100, 10000000, 100000000),
  ('crazytime', 450, 100, 10000000, 100000000)
ON CONFLICT (game) DO NOTHING;
