ALTER TABLE "round_bets" ADD COLUMN "wager_id" bigint;--> statement-breakpoint
ALTER TABLE "round_bets" ADD CONSTRAINT "round_bets_wager_id_wagers_id_fk" FOREIGN KEY ("wager_id") REFERENCES "public"."wagers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Round bets not settled at this migration get the wager their stake already opened, so that their round
-- settles them through wagering like every later bet (the wager's key is the one placing gives:
-- round-bet:<game>:<client key>; its round is the round's id).
INSERT INTO "wagers" ("user_id", "game", "idempotency_key", "round", "account", "amount", "state", "stake_posting_id", "created_at")
SELECT "user_id", "game", 'round-bet:' || "game" || ':' || "idempotency_key", "round_id"::text, CASE WHEN "demo" THEN 'demo' WHEN "bonus" THEN 'bonus' ELSE 'main' END, "amount", 'open', "stake_posting_id", "created_at"
FROM "round_bets" WHERE "bet_id" IS NULL
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "round_bets" b SET "wager_id" = w."id"
FROM "wagers" w
WHERE b."bet_id" IS NULL AND w."user_id" = b."user_id" AND w."idempotency_key" = 'round-bet:' || b."game" || ':' || b."idempotency_key";
