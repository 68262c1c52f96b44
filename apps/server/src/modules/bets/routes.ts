import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { betDetailSchema, betListQuerySchema, errorResponseSchema, feedResponseSchema, gameSchema, myBetsResponseSchema } from '@azart/contracts';
import type { AppContext } from '../../shared/context.ts';
import { principalOf } from '../../shared/request-auth.ts';
import { notFound } from '../../shared/errors.ts';
import { betById, betsOfUser, latestBets, toBetDto, toFeedBet } from './records.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema };

export async function betsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/bets/my', { preValidation: app.authenticate, schema: { tags: ['bets'], querystring: betListQuerySchema, response: { 200: myBetsResponseSchema, ...errors } } }, async (request) => {
    const { limit, game, before } = request.query;
    const rows = await betsOfUser(ctx.db, principalOf(request).id, { limit: limit + 1, game, before });
    const page = rows.slice(0, limit);
    return { bets: page.map(toBetDto), nextBefore: rows.length > limit ? (page.at(-1)?.id ?? null) : null };
  });

  r.get('/api/bets/latest', {
    schema: { tags: ['bets'], querystring: z.object({ game: gameSchema.optional(), limit: z.coerce.number({ error: 'invalid_value' }).int().min(1, { error: 'invalid_value' }).max(50, { error: 'invalid_value' }).default(20) }), response: { 200: feedResponseSchema, ...errors } },
  }, async (request) => ({ bets: (await latestBets(ctx.db, request.query.limit, request.query.game)).map(toFeedBet) }));

  /** A bet with its fairness record; only its owner may see it (404 for anyone else, so ids reveal nothing). */
  r.get('/api/bets/:id', { preValidation: app.authenticate, schema: { tags: ['bets'], params: z.object({ id: z.coerce.number({ error: 'bet_not_found' }).int({ error: 'bet_not_found' }).positive({ error: 'bet_not_found' }).max(Number.MAX_SAFE_INTEGER, { error: 'bet_not_found' }) }), response: { 200: betDetailSchema, ...errors } } }, async (request) => {
    const bet = await betById(ctx.db, request.params.id);
    if (!bet || bet.userId !== principalOf(request).id) throw notFound('bet_not_found');
    return { bet: toBetDto(bet), serverSeed: bet.serverSeed };
  });
}
