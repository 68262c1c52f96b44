import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminGamesSchema, EDGE_BOUNDS_BP, errorResponseSchema, gameSchema, gameSettingsRequestSchema, gameSettingsResponseSchema } from '@azart/contracts';
import { rowsOf, sql } from '@azart/db';
import { record } from '../audit/index.ts';
import { listCatalogue } from './catalogue/index.ts';
import { DomainError } from '../../shared/errors.ts';
import type { AppContext } from '../../shared/context.ts';
import { principalOf } from '../../shared/request-auth.ts';

/** Game limits and house edge (games.md §4), changed by admins only and audited with the values before and after. */
export async function gamesAdminRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/admin/games', { schema: { tags: ['admin'], response: { 200: adminGamesSchema, 401: errorResponseSchema, 403: errorResponseSchema } } }, async () => {
    // The own games of the catalogue (a provider's game, or one a test registered, is not listed here).
    const games = (await listCatalogue(ctx.db)).flatMap((g) => {
      const game = gameSchema.safeParse(g.game);
      return game.success ? [{ game: game.data, edgeBp: g.edgeBp, minBet: g.minBet, maxBet: g.maxBet, maxWin: g.maxWin }] : [];
    });
    return { games, edgeBounds: { ...EDGE_BOUNDS_BP } };
  });
  r.put('/api/admin/games/:game/settings', {
    schema: { tags: ['admin'], params: z.object({ game: gameSchema }), body: gameSettingsRequestSchema, response: { 200: gameSettingsResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 422: errorResponseSchema } },
  }, async (request) => {
    const { game } = request.params;
    const next = request.body;
    return ctx.db.transaction(async (tx) => {
      type Row = { edge_bp: number; min_bet: number; max_bet: number; max_win: number; family: string };
      const before = rowsOf<Row>(await tx.execute(sql`SELECT edge_bp, min_bet, max_bet, max_win, family FROM game_catalogue WHERE game = ${game} FOR UPDATE`))[0];
      // A round game's return comes from its fixed tables (games.md §3): its limits can change, its edge cannot.
      if (before?.family === 'round' && Number(before.edge_bp) !== next.edgeBp) throw new DomainError('round_edge_fixed', { field: 'edgeBp' });
      await tx.execute(sql`
        UPDATE game_catalogue SET edge_bp = ${next.edgeBp}, min_bet = ${next.minBet}, max_bet = ${next.maxBet}, max_win = ${next.maxWin}, updated_at = now()
        WHERE game = ${game}`);
      await record(tx, {
        actorId: principalOf(request).id, action: 'game.settings', target: { type: 'game', id: game }, ip: request.ip,
        details: { before: before && { edgeBp: Number(before.edge_bp), minBet: Number(before.min_bet), maxBet: Number(before.max_bet), maxWin: Number(before.max_win) }, after: next },
      });
      return { game, ...next };
    });
  });
}
