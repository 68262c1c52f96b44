import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminGamesSchema, EDGE_BOUNDS_BP, errorResponseSchema, gameSchema, gameSettingsRequestSchema, gameSettingsResponseSchema } from '@azart/contracts';
import { rowsOf, sql } from '@azart/db';
import { isRoundGameId } from '@azart/fairness';
import { record } from '../audit/index.ts';
import { DomainError } from '../../shared/errors.ts';
import type { AppContext } from '../../shared/context.ts';
import { principalOf } from '../../shared/request-auth.ts';

/** Game limits and house edge (games.md §4), changed by admins only and audited with the values before and after. */
export async function gamesAdminRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/admin/games', { schema: { tags: ['admin'], response: { 200: adminGamesSchema, 401: errorResponseSchema, 403: errorResponseSchema } } }, async () => {
    const rows = rowsOf<{ game: string; edge_bp: number; min_bet: number; max_bet: number; max_win: number }>(
      await ctx.db.execute(sql`SELECT game, edge_bp, min_bet, max_bet, max_win FROM game_settings ORDER BY game`),
    );
    // Games of the package registry (a settings row of a game registered elsewhere, say in tests, is not listed).
    const games = rows.flatMap((g) => {
      const game = gameSchema.safeParse(g.game);
      return game.success ? [{ game: game.data, edgeBp: Number(g.edge_bp), minBet: Number(g.min_bet), maxBet: Number(g.max_bet), maxWin: Number(g.max_win) }] : [];
    });
    return { games, edgeBounds: { ...EDGE_BOUNDS_BP } };
  });
  r.put('/api/admin/games/:game/settings', {
    schema: { tags: ['admin'], params: z.object({ game: gameSchema }), body: gameSettingsRequestSchema, response: { 200: gameSettingsResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 422: errorResponseSchema } },
  }, async (request) => {
    const { game } = request.params;
    const next = request.body;
    return ctx.db.transaction(async (tx) => {
      type Row = { edge_bp: number; min_bet: number; max_bet: number; max_win: number };
      const before = rowsOf<Row>(await tx.execute(sql`SELECT edge_bp, min_bet, max_bet, max_win FROM game_settings WHERE game = ${game} FOR UPDATE`))[0];
      // A round game's return comes from its fixed tables (games.md §3): its limits can change, its edge cannot.
      if (isRoundGameId(game) && before && Number(before.edge_bp) !== next.edgeBp) throw new DomainError('round_edge_fixed', { field: 'edgeBp' });
      await tx.execute(sql`
        UPDATE game_settings SET edge_bp = ${next.edgeBp}, min_bet = ${next.minBet}, max_bet = ${next.maxBet}, max_win = ${next.maxWin}, updated_at = now()
        WHERE game = ${game}`);
      await record(tx, {
        actorId: principalOf(request).id, action: 'game.settings', target: { type: 'game', id: game }, ip: request.ip,
        details: { before: before && { edgeBp: Number(before.edge_bp), minBet: Number(before.min_bet), maxBet: Number(before.max_bet), maxWin: Number(before.max_win) }, after: next },
      });
      return { game, ...next };
    });
  });
}
