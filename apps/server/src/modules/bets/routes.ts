import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, feedBetSchema } from '@azart/contracts';
import type { GameSpec } from '@azart/fairness';
import type { AppContext } from '../../shared/context.ts';
import { principalOf } from '../../shared/request-auth.ts';
import { notFound } from '../../shared/errors.ts';
import { betById, betsOfUser, latestBets, toBetDto, toFeedBet, type BetRecord } from './records.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema };

/** Bet history and the feed of every registered game: the schemas are built from the games' specs. */
export async function betsRoutes(app: FastifyInstance, ctx: AppContext, games: { specs: readonly GameSpec[]; spec(id: string): GameSpec | undefined }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const gameSchema = z.enum(games.specs.map((s) => s.id) as [string, ...string[]], { error: 'game_unknown' });
  const betSchema = z.discriminatedUnion('game', games.specs.map((s) => s.bet) as unknown as [z.ZodObject<{ game: z.ZodLiteral<string> }>]);
  const betListQuerySchema = z.object({
    game: gameSchema.optional(),
    limit: z.coerce.number({ error: 'invalid_value' }).int({ error: 'invalid_value' }).min(1, { error: 'invalid_value' }).max(100, { error: 'invalid_value' }).default(20),
    /** Keyset paging: bets with id below this one. */
    before: z.coerce.number({ error: 'invalid_value' }).int({ error: 'invalid_value' }).positive({ error: 'invalid_value' }).optional(),
  });
  const myBetsResponseSchema = z.object({ bets: z.array(betSchema), nextBefore: z.number().int().nullable() });
  const betDetailSchema = z.object({ bet: betSchema, serverSeed: z.string().nullable() });
  const feedResponseSchema = z.object({ bets: z.array(feedBetSchema.extend({ game: gameSchema })) });
  const dto = (bet: BetRecord) => {
    const spec = games.spec(bet.game);
    if (!spec) throw new Error(`bet ${bet.id} of unregistered game ${bet.game}`);
    return toBetDto(bet, spec);
  };

  r.get('/api/bets/my', { preValidation: app.authenticate, schema: { tags: ['bets'], querystring: betListQuerySchema, response: { 200: myBetsResponseSchema, ...errors } } }, async (request) => {
    const { limit, game, before } = request.query;
    const rows = await betsOfUser(ctx.db, principalOf(request).id, { limit: limit + 1, game, before });
    const page = rows.slice(0, limit);
    return { bets: page.map(dto), nextBefore: rows.length > limit ? (page.at(-1)?.id ?? null) : null };
  });

  r.get('/api/bets/latest', {
    schema: { tags: ['bets'], querystring: z.object({ game: gameSchema.optional(), limit: z.coerce.number({ error: 'invalid_value' }).int().min(1, { error: 'invalid_value' }).max(50, { error: 'invalid_value' }).default(20) }), response: { 200: feedResponseSchema, ...errors } },
  }, async (request) => ({ bets: (await latestBets(ctx.db, request.query.limit, request.query.game)).map(toFeedBet) }));

  /** A bet with its fairness record; only its owner may see it (404 for anyone else, so ids reveal nothing). */
  r.get('/api/bets/:id', { preValidation: app.authenticate, schema: { tags: ['bets'], params: z.object({ id: z.coerce.number({ error: 'bet_not_found' }).int({ error: 'bet_not_found' }).positive({ error: 'bet_not_found' }).max(Number.MAX_SAFE_INTEGER, { error: 'bet_not_found' }) }), response: { 200: betDetailSchema, ...errors } } }, async (request) => {
    const bet = await betById(ctx.db, request.params.id);
    if (!bet || bet.userId !== principalOf(request).id) throw notFound('bet_not_found');
    return { bet: dto(bet), serverSeed: bet.serverSeed };
  });
}
