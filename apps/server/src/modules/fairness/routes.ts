import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { diceVerifyResponseSchema, errorResponseSchema, rotateRequestSchema, rotateResponseSchema, seedPairSchema, verifyQuerySchema } from '@azart/contracts';
import { InvalidGameInput, verifyOutcome, type VerifyInput, type VerifyResult } from '@azart/fairness';
import { DomainError } from '../../shared/errors.ts';
import { gameSettingsOf } from '../games/index.ts';
import type { AppContext } from '../../shared/context.ts';
import { principalOf } from '../../shared/request-auth.ts';
import { activeSeedPair } from './seeds.ts';
import { rotateSeeds } from './rotate.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 422: errorResponseSchema };

export async function fairnessRoutes(app: FastifyInstance, ctx: AppContext, hasOpenRound?: (userId: number) => Promise<boolean>): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/fairness', { preHandler: app.authenticate, schema: { tags: ['fairness'], response: { 200: seedPairSchema, ...errors } } }, async (request) => {
    const pair = await activeSeedPair(ctx.db, principalOf(request).id);
    if (!pair) throw new Error('player without an active seed pair');
    return pair;
  });

  r.post('/api/fairness/rotate', { preHandler: app.authenticate, schema: { tags: ['fairness'], body: rotateRequestSchema.optional(), response: { 200: rotateResponseSchema, ...errors } } }, async (request) =>
    rotateSeeds(ctx, principalOf(request).id, request.body?.clientSeed, hasOpenRound),
  );

  /** Public: recomputes an outcome from seeds and bet parameters with the game's current house edge. */
  r.get('/api/fairness/verify', { schema: { tags: ['fairness'], querystring: verifyQuerySchema, response: { 200: diceVerifyResponseSchema, ...errors } } }, async (request) => {
    const q = request.query;
    const { edgeBp } = await gameSettingsOf(ctx.db, q.game);
    const seeds = { serverSeed: q.serverSeed, clientSeed: q.clientSeed, nonce: q.nonce };
    const result = verifySafely({ game: 'dice', ...seeds, chanceBp: Math.round(q.chance * 100), side: q.side, edgeBp });
    if (result.game !== 'dice') throw new Error('verify returned another game');
    return { number: result.number, win: result.won, coefficient: result.coefficient / 100 };
  });
}

/** Bad seeds or parameters are the caller's mistake: a 422, never a 500. */
function verifySafely(input: VerifyInput): VerifyResult {
  try {
    return verifyOutcome(input);
  } catch (error) {
    if (error instanceof InvalidGameInput) throw new DomainError('seed_invalid', { cause: error });
    throw error;
  }
}
