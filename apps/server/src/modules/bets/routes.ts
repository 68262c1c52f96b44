import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, feedBetSchema, playerBetsSchema, playerIdParamsSchema, roundGameBetSchema, staffPageQuerySchema, type RoundGameBet } from '@azart/contracts';
import { rowsOf, sql } from '@azart/db';
import { ROUND_GAME_IDS, isRoundGameId, type GameSpec } from '@azart/fairness';
import type { AppContext } from '../../shared/context.ts';
import { principalOf } from '../../shared/request-auth.ts';
import { notFound } from '../../shared/errors.ts';
import { betById, betsOfUser, coefficientOut, latestBets, toBetDto, toFeedBet, type BetRecord } from './records.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema };

/**
 * Bet history and the feed of every registered game and of the round games:
 * the schemas are built from the games' specs (a round game's bet has one
 * shape for all, contracts' rounds.ts).
 */
export async function betsRoutes(app: FastifyInstance, ctx: AppContext, games: { specs: readonly GameSpec[]; spec(id: string): GameSpec | undefined }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const gameSchema = z.enum([...games.specs.map((s) => s.id), ...ROUND_GAME_IDS] as [string, ...string[]], { error: 'game_unknown' });
  const betSchema = z.union([...games.specs.map((s) => s.bet), roundGameBetSchema] as unknown as [z.ZodObject<{ game: z.ZodLiteral<string> }>]);
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
    if (isRoundGameId(bet.game)) return toRoundGameBetDto(bet);
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

  // Support's view of one player's bets (scope by prefix), demo ones included and marked.
  r.get('/api/support/players/:id/bets', { schema: { tags: ['support'], params: playerIdParamsSchema, querystring: staffPageQuerySchema, response: { 200: playerBetsSchema, ...errors } } }, async (request) => {
    const { id } = request.params;
    const { limit, offset } = request.query;
    const rows = rowsOf<{ id: number; game: string; amount: number; win: number; coefficient: number; demo: boolean; created_at: string | Date }>(
      await ctx.db.execute(sql`SELECT id, game, amount, win, coefficient, demo, created_at FROM bets WHERE user_id = ${id} ORDER BY id DESC LIMIT ${limit} OFFSET ${offset}`),
    );
    const total = rowsOf<{ n: number }>(await ctx.db.execute(sql`SELECT count(*)::int AS n FROM bets WHERE user_id = ${id}`))[0]?.n ?? 0;
    return {
      items: rows.map((r) => ({ id: Number(r.id), game: r.game, amount: Number(r.amount), win: Number(r.win), coefficient: Number(r.coefficient), demo: r.demo, createdAt: new Date(r.created_at).toISOString() })),
      total: Number(total),
    };
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

/** A round game's settled bet as its owner sees it: the round's result and, the round being over, its hash and salt. */
function toRoundGameBetDto(b: BetRecord): RoundGameBet {
  const outcome = b.outcome as { roundId: number; roundNumber: number; hash: string; salt: string; result: RoundGameBet['result'] };
  return {
    id: b.id, game: b.game as RoundGameBet['game'], amount: b.amount, coefficient: coefficientOut(b.coefficient), win: b.win, demo: b.demo, createdAt: b.createdAt,
    roundId: Number(outcome.roundId), roundNumber: Number(outcome.roundNumber), spot: String(b.params.spot), hash: outcome.hash, salt: outcome.salt, result: outcome.result,
  };
}
