ALTER TABLE "steps_plays" ADD COLUMN "wager_id" bigint;--> statement-breakpoint
ALTER TABLE "steps_plays" ADD CONSTRAINT "steps_plays_wager_id_wagers_id_fk" FOREIGN KEY ("wager_id") REFERENCES "public"."wagers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Plays open at this migration get the wager their stake already opened, so that they settle through
-- wagering like every later play (the wager's key is the one the steps frame gives: steps:<game>:<client key>).
INSERT INTO "wagers" ("user_id", "game", "idempotency_key", "account", "amount", "state", "stake_posting_id", "created_at")
SELECT "user_id", "game", 'steps:' || "game" || ':' || "idempotency_key", CASE WHEN "demo" THEN 'demo' WHEN "bonus" THEN 'bonus' ELSE 'main' END, "amount", 'open', "stake_posting_id", "created_at"
FROM "steps_plays" WHERE "status" = 'open'
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "steps_plays" p SET "wager_id" = w."id"
FROM "wagers" w
WHERE p."status" = 'open' AND w."user_id" = p."user_id" AND w."idempotency_key" = 'steps:' || p."game" || ':' || p."idempotency_key";
