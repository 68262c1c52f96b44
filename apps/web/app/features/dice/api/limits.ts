import type { AppLoadContext } from 'react-router';

/** A game's admin-set edge and limits (games.md §4), in basis points and kopecks. */
export type GameLimits = { edgeBp: number; minBet: number; maxBet: number; maxWin: number };

/**
 * Server-side: Dice limits from GET /api/games/limits (edge in percent there),
 * so the coefficient, the possible win and the quick buttons match what the
 * server will accept. null means "use the defaults of games.md".
 */
export async function loadDiceLimits(context: AppLoadContext): Promise<GameLimits | null> {
  try {
    const response = await context.api('/api/games/limits');
    if (!response.ok) return null;
    const body = (await response.json()) as { games?: { dice?: { minBet?: unknown; maxBet?: unknown; maxWin?: unknown; edge?: unknown } } };
    const dice = body.games?.dice;
    const ok = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;
    if (!dice || !ok(dice.minBet) || !ok(dice.maxBet) || !ok(dice.maxWin) || !ok(dice.edge)) return null;
    return { edgeBp: Math.round(dice.edge * 100), minBet: dice.minBet, maxBet: dice.maxBet, maxWin: dice.maxWin };
  } catch {
    return null;
  }
}
