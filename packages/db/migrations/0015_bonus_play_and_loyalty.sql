CREATE TABLE "bonus_draws" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"seed_pair_id" bigint NOT NULL,
	"nonce" integer NOT NULL,
	"result" jsonb NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_draws_kind" CHECK ("bonus_draws"."kind" IN ('wheel', 'free_coins', 'status_spin')),
	CONSTRAINT "bonus_draws_win" CHECK ("bonus_draws"."win" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bonus_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captchas" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"angle" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"solved" boolean
);
--> statement-breakpoint
CREATE TABLE "bet_followups" (
	"bet_id" bigint PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"wagered" bigint DEFAULT 0 NOT NULL,
	"level_paid" integer DEFAULT 1 NOT NULL,
	"rakeback_x100" bigint DEFAULT 0 NOT NULL,
	"boost_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_amounts" CHECK ("loyalty"."wagered" >= 0 AND "loyalty"."rakeback_x100" >= 0 AND "loyalty"."level_paid" BETWEEN 1 AND 10)
);
--> statement-breakpoint
CREATE TABLE "wager_days" (
	"user_id" bigint NOT NULL,
	"day" date NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "wager_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bonus_play" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "bonus" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "bonus" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "round_bets" ADD COLUMN "bonus" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bonus_draws" ADD CONSTRAINT "bonus_draws_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "captchas" ADD CONSTRAINT "captchas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_draws_key_idx" ON "bonus_draws" USING btree ("key");--> statement-breakpoint
CREATE INDEX "bonus_draws_user_kind_idx" ON "bonus_draws" USING btree ("user_id","kind","id");--> statement-breakpoint
CREATE INDEX "bonus_draws_kind_time_idx" ON "bonus_draws" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "captchas_user_purpose_idx" ON "captchas" USING btree ("user_id","purpose","answered_at");--> statement-breakpoint
-- Draws are history, like bets: never deleted.
CREATE TRIGGER bonus_draws_kept BEFORE DELETE ON bonus_draws FOR EACH STATEMENT EXECUTE FUNCTION refuse_removal();--> statement-breakpoint
CREATE TRIGGER bonus_draws_not_truncated BEFORE TRUNCATE ON bonus_draws FOR EACH STATEMENT EXECUTE FUNCTION refuse_removal();--> statement-breakpoint
-- Rakeback is paid from its own expense account (bonuses.md).
INSERT INTO "accounts" ("user_id", "kind", "unit", "cached") VALUES (NULL, 'house:rakeback_expense', 'RUB', false) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Bets from the bonus balance (bonuses.md §1): the claim also carries the balance menu's choice, which must still
-- hold when the bet settles (demo mode clears it: the menu is one choice of main, bonus or demo) (a changed choice makes the claim stale, like a changed demo mode), and the bet row
-- and its event say which balance played. Otherwise as in migration 0010.
CREATE OR REPLACE FUNCTION games_check_claims(p_bets jsonb) RETURNS void
LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  v_current integer;
BEGIN
  SELECT count(*) INTO v_current
  FROM jsonb_array_elements(p_bets) AS b(item)
  JOIN users u ON u.id = (b.item->'bet'->>'userId')::bigint
  JOIN sessions s ON s.id = (b.item->>'sessionId')::uuid AND s.user_id = u.id
  JOIN game_settings g ON g.game = b.item->'bet'->>'game'
  WHERE u.blocked_at IS NULL AND s.revoked_at IS NULL
    AND u.demo = (b.item->'bet'->>'demo')::boolean AND u.bonus_play = COALESCE((b.item->'bet'->>'bonus')::boolean, false)
    AND u.login = b.item->>'login' AND to_jsonb(u.scope) = b.item->'scope'
    AND g.edge_bp = (b.item->'settings'->>'edgeBp')::integer AND g.min_bet = (b.item->'settings'->>'minBet')::bigint
    AND g.max_bet = (b.item->'settings'->>'maxBet')::bigint AND g.max_win = (b.item->'settings'->>'maxWin')::bigint;
  IF v_current <> jsonb_array_length(p_bets) THEN
    RAISE EXCEPTION USING ERRCODE = 'AZ301', MESSAGE = 'claim_stale', DETAIL = format('%s of %s bets played under what still holds', v_current, jsonb_array_length(p_bets));
  END IF;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bets_insert_seed_bets(p_bets jsonb, p_postings bigint[]) RETURNS bigint[]
LANGUAGE plpgsql VOLATILE SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  v_ids bigint[];
BEGIN
  SELECT array_agg(nextval('bets_id_seq')) INTO v_ids FROM generate_series(1, jsonb_array_length(p_bets));
  INSERT INTO bets (id, user_id, game, amount, win, coefficient, demo, bonus, source, seed_pair_id, nonce, params, outcome, idempotency_key, posting_id)
  SELECT v_ids[b.ord], (b.bet->>'userId')::bigint, b.bet->>'game', (b.bet->>'amount')::bigint, (b.bet->>'win')::bigint, (b.bet->>'coefficient')::int,
         (b.bet->>'demo')::boolean, COALESCE((b.bet->>'bonus')::boolean, false), 'seed', (b.bet->>'seedPairId')::bigint, (b.bet->>'nonce')::int,
         b.bet->'params', b.bet->'outcome', b.bet->>'idempotencyKey', p_postings[b.ord]
  FROM jsonb_array_elements(p_bets) WITH ORDINALITY AS b(bet, ord)
  ORDER BY b.ord;
  RETURN v_ids;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION games_settled_event(p_item jsonb, p_bet bigint, p_at timestamptz, p_balances jsonb) RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'betId', p_bet, 'userId', (p_item->'bet'->>'userId')::bigint, 'login', p_item->>'login', 'demo', (p_item->'bet'->>'demo')::boolean,
    'bonus', COALESCE((p_item->'bet'->>'bonus')::boolean, false),
    'game', p_item->'bet'->>'game', 'amount', (p_item->'bet'->>'amount')::bigint, 'win', (p_item->'bet'->>'win')::bigint,
    'coefficient', (p_item->'bet'->>'coefficient')::int, 'createdAt', p_at, 'balances', p_balances)
$$;
--> statement-breakpoint
-- Every settled real-money or bonus-balance bet, whatever wrote it (instant bets, multi-step rounds, round games,
-- provider bets), is queued for the bonus module's counting in the bet's own transaction: a statement-level
-- trigger, one insert per statement, so the batch paths stay one statement (decision 018).
CREATE FUNCTION bets_queue_followups() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO bet_followups (bet_id) SELECT id FROM inserted_bets WHERE NOT demo;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER bets_followups AFTER INSERT ON bets REFERENCING NEW TABLE AS inserted_bets FOR EACH STATEMENT EXECUTE FUNCTION bets_queue_followups();
