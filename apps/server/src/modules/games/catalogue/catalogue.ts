import { rowsOf, sql, type Executor, type GAME_CATEGORIES, type GAME_FAMILIES } from '@azart/db';
import { ensureHouseAccounts, gameHouseAccount } from '../../ledger/index.ts';

export type GameFamily = (typeof GAME_FAMILIES)[number];
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/** A game's attributes that other modules read instead of recognising the game by name. */
export type CatalogueAttributes = {
  /** The bet path: instant, steps (Mines, Hotline), round (x100…), an own slot, or a casino game of the aggregator. */
  family: GameFamily;
  category: GameCategory;
  /** Tournament points per real-money stake, in basis points of it (300 = 3 %). */
  tournamentRateBp: number;
  /** Whether real-money bets accrue rakeback. */
  rakeback: boolean;
  /** Share of a bonus-balance stake that counts towards wagering, in basis points. */
  wageringWeightBp: number;
};

/** Defaults a casino game takes by its category until an operator says otherwise (spec §9): no points in roulette, card and table games. */
export function casinoDefaults(category: GameCategory): CatalogueAttributes {
  const pointless = category === 'roulette' || category === 'cards' || category === 'table';
  return { family: 'casino', category, tournamentRateBp: pointless ? 0 : 1000, rakeback: true, wageringWeightBp: 10_000 };
}

/** Limits every game starts with until an administrator changes them (games.md §4): bet 1–100 000 coins, win up to 1 000 000. */
export const DEFAULT_LIMITS = { minBet: 100, maxBet: 10_000_000, maxWin: 100_000_000 };

/**
 * Adds a game the catalogue does not have yet (its limits from the defaults,
 * its edge as given) and sets its attributes: those come from code or the
 * aggregator and follow it; limits and edge stay as administrators set them.
 * Without an edge, only a game already in the catalogue is updated (the round
 * games, whose rows and published edges come from their migration). A game
 * added gets its house account, so it can take bets at once.
 */
export async function upsertCatalogueGame(exec: Executor, game: string, attributes: CatalogueAttributes, edgeBp?: number): Promise<void> {
  const a = attributes;
  if (edgeBp === undefined) {
    await exec.execute(sql`
      UPDATE game_catalogue SET family = ${a.family}, category = ${a.category}, tournament_rate_bp = ${a.tournamentRateBp}, rakeback = ${a.rakeback}, wagering_weight_bp = ${a.wageringWeightBp}
      WHERE game = ${game} AND (family, category, tournament_rate_bp, rakeback, wagering_weight_bp) IS DISTINCT FROM (${a.family}, ${a.category}, ${a.tournamentRateBp}::int, ${a.rakeback}::boolean, ${a.wageringWeightBp}::int)`);
    return;
  }
  await exec.execute(sql`
    INSERT INTO game_catalogue (game, family, category, edge_bp, edge_min_bp, edge_max_bp, min_bet, max_bet, max_win, tournament_rate_bp, rakeback, wagering_weight_bp)
    VALUES (${game}, ${a.family}, ${a.category}, ${edgeBp}, ${Math.min(edgeBp, 50)}, ${Math.max(edgeBp, 1000)}, ${DEFAULT_LIMITS.minBet}, ${DEFAULT_LIMITS.maxBet}, ${DEFAULT_LIMITS.maxWin},
            ${a.tournamentRateBp}, ${a.rakeback}, ${a.wageringWeightBp})
    ON CONFLICT (game) DO UPDATE SET family = excluded.family, category = excluded.category, tournament_rate_bp = excluded.tournament_rate_bp,
      rakeback = excluded.rakeback, wagering_weight_bp = excluded.wagering_weight_bp
    WHERE (game_catalogue.family, game_catalogue.category, game_catalogue.tournament_rate_bp, game_catalogue.rakeback, game_catalogue.wagering_weight_bp)
      IS DISTINCT FROM (excluded.family, excluded.category, excluded.tournament_rate_bp, excluded.rakeback, excluded.wagering_weight_bp)`);
  await ensureHouseAccounts(exec, [gameHouseAccount(game)]);
}

/** The attributes and current edge of the given games (a game not in the catalogue is absent from the map). */
export async function catalogueAttributes(exec: Executor, games: readonly string[]): Promise<Map<string, CatalogueAttributes & { edgeBp: number }>> {
  if (!games.length) return new Map();
  const rows = rowsOf<{ game: string; family: GameFamily; category: GameCategory; edge_bp: number; tournament_rate_bp: number; rakeback: boolean; wagering_weight_bp: number }>(
    await exec.execute(sql`
      SELECT game, family, category, edge_bp, tournament_rate_bp, rakeback, wagering_weight_bp FROM game_catalogue
      WHERE game IN (${sql.join([...new Set(games)].map((g) => sql`${g}`), sql`, `)})`),
  );
  return new Map(rows.map((r) => [r.game, { family: r.family, category: r.category, edgeBp: Number(r.edge_bp), tournamentRateBp: Number(r.tournament_rate_bp), rakeback: r.rakeback, wageringWeightBp: Number(r.wagering_weight_bp) }]));
}

/** One row of the back office's games screen. */
export type CatalogueRow = CatalogueAttributes & { game: string; edgeBp: number; edgeMinBp: number; edgeMaxBp: number; minBet: number; maxBet: number; maxWin: number; enabled: boolean };

export async function listCatalogue(exec: Executor): Promise<CatalogueRow[]> {
  const rows = rowsOf<Record<string, unknown>>(
    await exec.execute(sql`
      SELECT game, family, category, edge_bp, edge_min_bp, edge_max_bp, min_bet, max_bet, max_win, tournament_rate_bp, rakeback, wagering_weight_bp, enabled
      FROM game_catalogue ORDER BY game`),
  );
  return rows.map((r) => ({
    game: String(r.game), family: r.family as GameFamily, category: r.category as GameCategory,
    edgeBp: Number(r.edge_bp), edgeMinBp: Number(r.edge_min_bp), edgeMaxBp: Number(r.edge_max_bp),
    minBet: Number(r.min_bet), maxBet: Number(r.max_bet), maxWin: Number(r.max_win),
    tournamentRateBp: Number(r.tournament_rate_bp), rakeback: Boolean(r.rakeback), wageringWeightBp: Number(r.wagering_weight_bp), enabled: Boolean(r.enabled),
  }));
}
