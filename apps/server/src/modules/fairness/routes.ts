import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema, rotateRequestSchema, rotateResponseSchema, seedPairSchema, verifyQuerySchema, verifyResponseSchema } from '@azart/contracts';
import { InvalidGameInput, verifyOutcome, type VerifyInput, type VerifyResult } from '@azart/fairness';
import { DomainError } from '../../shared/errors.ts';
import { gameSettingsOf, hasOpenRound } from '../games/index.ts';
import type { AppContext } from '../../shared/context.ts';
import { principalOf } from '../../shared/request-auth.ts';
import { activeSeedPair } from './seeds.ts';
import { rotateSeeds } from './rotate.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 422: errorResponseSchema };

export async function fairnessRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/fairness', { preValidation: app.authenticate, schema: { tags: ['fairness'], response: { 200: seedPairSchema, ...errors } } }, async (request) => {
    const pair = await activeSeedPair(ctx.db, principalOf(request).id);
    if (!pair) throw new Error('player without an active seed pair');
    return pair;
  });

  // nullish, not optional: Fastify validates a missing body as null, and `POST /api/fairness/rotate` with no body must work (clientSeed is optional).
  r.post('/api/fairness/rotate', { preValidation: app.authenticate, schema: { tags: ['fairness'], body: rotateRequestSchema.nullish(), response: { 200: rotateResponseSchema, ...errors } } }, async (request) =>
    rotateSeeds(ctx, principalOf(request).id, request.body?.clientSeed, hasOpenRound),
  );

  /** Public: recomputes an outcome from seeds and bet parameters with the game's current house edge. */
  r.get('/api/fairness/verify', { schema: { tags: ['fairness'], querystring: verifyQuerySchema, response: { 200: verifyResponseSchema, ...errors } } }, async (request) => {
    const q = request.query;
    const { edgeBp } = await gameSettingsOf(ctx.db, q.game);
    const seeds = { serverSeed: q.serverSeed, clientSeed: q.clientSeed, nonce: q.nonce };
    const hundredths = (c: number) => c / 100;
    switch (q.game) {
      case 'dice': {
        const r = verifySafely({ game: 'dice', ...seeds, chanceBp: Math.round(q.chance * 100), side: q.side, edgeBp });
        return r.game === 'dice' ? { number: r.number, win: r.won, coefficient: hundredths(r.coefficient) } : unreachable();
      }
      case 'bubbles': {
        const r = verifySafely({ game: 'bubbles', ...seeds, target: Math.round(q.target * 100), edgeBp });
        return r.game === 'bubbles' ? { result: hundredths(r.result), win: r.won, coefficient: hundredths(r.coefficient) } : unreachable();
      }
      case 'mines': {
        const r = verifySafely({ game: 'mines', ...seeds, mines: q.mines, edgeBp });
        return r.game === 'mines' ? { minePositions: r.minePositions, ladder: r.ladder.map(hundredths) } : unreachable();
      }
      case 'hotline': {
        const r = verifySafely({ game: 'hotline', ...seeds, difficulty: q.difficulty, edgeBp });
        return r.game === 'hotline' ? { board: r.board, ladder: r.ladder.map(hundredths) } : unreachable();
      }
      case 'popit': {
        const r = verifySafely({ game: 'popit', ...seeds, picks: q.picks, risk: q.risk, edgeBp });
        return r.game === 'popit' ? { drawn: r.drawn, hits: r.hits, coefficient: hundredths(r.coefficient) } : unreachable();
      }
    }
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

function unreachable(): never {
  throw new Error('verify returned another game');
}
