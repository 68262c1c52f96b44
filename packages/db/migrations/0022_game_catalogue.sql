-- The game catalogue (issue 22): game_settings becomes one row per game of
-- any family with every attribute the modules read, so tournament points,
-- rakeback, wagering and the back office look a game up instead of
-- recognising it by name. Limits and edges are kept as administrators set them.
ALTER TABLE "game_settings" RENAME TO "game_catalogue";--> statement-breakpoint
ALTER TABLE "game_catalogue" RENAME CONSTRAINT "game_settings_pkey" TO "game_catalogue_pkey";--> statement-breakpoint
ALTER TABLE "game_catalogue" DROP CONSTRAINT "game_settings_edge_range";--> statement-breakpoint
ALTER TABLE "game_catalogue" DROP CONSTRAINT "game_settings_limits";--> statement-breakpoint
ALTER TABLE "game_catalogue"
  ADD COLUMN "family" text,
  ADD COLUMN "category" text,
  ADD COLUMN "edge_min_bp" integer NOT NULL DEFAULT 50,
  ADD COLUMN "edge_max_bp" integer NOT NULL DEFAULT 1000,
  ADD COLUMN "tournament_rate_bp" integer NOT NULL DEFAULT 1000,
  ADD COLUMN "rakeback" boolean NOT NULL DEFAULT true,
  ADD COLUMN "wagering_weight_bp" integer NOT NULL DEFAULT 10000,
  ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- The own games as the seed describes them (modules/catalogue/seed.ts applies it again at every start).
UPDATE "game_catalogue" SET "family" = CASE WHEN "game" IN ('mines', 'hotline') THEN 'steps' WHEN "game" IN ('x100', 'megawheel', 'crazytime') THEN 'round' ELSE 'instant' END,
  "category" = CASE WHEN "game" IN ('x100', 'megawheel', 'crazytime') THEN 'live' ELSE 'dice-like' END,
  "tournament_rate_bp" = CASE WHEN "game" IN ('dice', 'bubbles') THEN 300 ELSE 1000 END,
  "rakeback" = "game" <> 'dice';--> statement-breakpoint
ALTER TABLE "game_catalogue" ALTER COLUMN "family" SET NOT NULL, ALTER COLUMN "category" SET NOT NULL,
  ALTER COLUMN "edge_min_bp" DROP DEFAULT, ALTER COLUMN "edge_max_bp" DROP DEFAULT, ALTER COLUMN "tournament_rate_bp" DROP DEFAULT,
  ALTER COLUMN "rakeback" DROP DEFAULT, ALTER COLUMN "wagering_weight_bp" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "game_catalogue" ADD CONSTRAINT "game_catalogue_edge_bounds" CHECK (0 <= "game_catalogue"."edge_min_bp" AND "game_catalogue"."edge_min_bp" <= "game_catalogue"."edge_max_bp" AND "game_catalogue"."edge_max_bp" < 10000);--> statement-breakpoint
ALTER TABLE "game_catalogue" ADD CONSTRAINT "game_catalogue_edge_range" CHECK ("game_catalogue"."edge_bp" BETWEEN "game_catalogue"."edge_min_bp" AND "game_catalogue"."edge_max_bp");--> statement-breakpoint
ALTER TABLE "game_catalogue" ADD CONSTRAINT "game_catalogue_limits" CHECK ("game_catalogue"."min_bet" > 0 AND "game_catalogue"."max_bet" >= "game_catalogue"."min_bet" AND "game_catalogue"."max_win" > 0);--> statement-breakpoint
ALTER TABLE "game_catalogue" ADD CONSTRAINT "game_catalogue_rates" CHECK ("game_catalogue"."tournament_rate_bp" BETWEEN 0 AND 10000 AND "game_catalogue"."wagering_weight_bp" BETWEEN 0 AND 10000);--> statement-breakpoint
ALTER TABLE "game_catalogue" ADD CONSTRAINT "game_catalogue_family" CHECK ("game_catalogue"."family" IN ('instant', 'steps', 'round', 'slot', 'casino'));--> statement-breakpoint
ALTER TABLE "game_catalogue" ADD CONSTRAINT "game_catalogue_category" CHECK ("game_catalogue"."category" IN ('dice-like', 'slots', 'live', 'roulette', 'cards', 'table'));
