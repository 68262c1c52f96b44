import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { gameLimitsSchema } from '@azart/contracts';
import { ROUND_GAME_IDS, isRoundGameId } from '@azart/fairness';
import type { AppContext } from '../../shared/context.ts';
import { allGameSettings } from './catalogue/index.ts';
import type { GameRegistry } from './registry.ts';

/** Every registered game's routes (each game's frame builds them from its spec), and the public limits. */
export async function gamesRoutes(app: FastifyInstance, ctx: AppContext, registry: GameRegistry): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** Bet limits and house edge per game (the round games' too), for the game pages (public). */
  const ids = [...registry.specs.map((s) => s.id), ...ROUND_GAME_IDS] as [string, ...string[]];
  r.get('/api/games/limits', { schema: { tags: ['games'], response: { 200: z.object({ games: z.record(z.enum(ids), gameLimitsSchema) }) } } }, async () => {
    const settings = await allGameSettings(ctx.db);
    return { games: Object.fromEntries(Object.entries(settings).filter(([game]) => registry.spec(game) || isRoundGameId(game)).map(([game, s]) => [game, { minBet: s.minBet, maxBet: s.maxBet, maxWin: s.maxWin, edge: s.edgeBp / 100 }])) };
  });

  for (const game of registry.games) await game.routes(app, ctx);
}
