import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  chainsResponseSchema, errorResponseSchema, rotateRequestSchema, rotateResponseSchema, roundVerifyQuerySchemas, roundVerifyResponseSchema, seedPairSchema, type RoundResult,
  type RoundVerifyResponse,
} from '@azart/contracts';
import { z } from 'zod';
import { InvalidGameInput, bonusDrawVerifyQuerySchemas, bonusDrawVerifyResponseSchema, isBonusDrawId, isRoundGameId, nextHash, roundGameSpec, verifyBonusDraw, type BonusDrawVerifyQuery, type BonusDrawVerifyResponse, type GameSpec, type RoundGameId } from '@azart/fairness';
import { assertSeeds, type Seeds } from '@azart/fairness';
import { DomainError } from '../../shared/errors.ts';
import type { Executor } from '@azart/db';
import type { AppContext } from '../../shared/context.ts';
import { principalOf } from '../../shared/request-auth.ts';
import { activeSeedPair } from './seeds.ts';
import { rotateSeeds } from './rotate.ts';
import { chainsOf, listChains } from './chains.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 422: errorResponseSchema };

/**
 * What the fairness routes need from the games (its plugin.ts composes them
 * from the games and rounds modules' hooks, so that fairness does not depend
 * on the games that depend on it): the registered games' specs, a game's
 * house edge now, and whether a round is open.
 */
export type FairnessGames = {
  specs: readonly GameSpec[];
  spec(id: string): GameSpec | undefined;
  edgeOf(game: string): Promise<number>;
  hasOpenPlay(exec: Executor, userId: number): Promise<boolean>;
  /** The round game's ended round that played a hash, with its chain's salt (the rounds module's). */
  endedRoundByHash(exec: Executor, game: string, hash: string): Promise<{ id: number; number: number; salt: string; settledAt: Date | null; spinEndsAt: Date } | null>;
};

export async function fairnessRoutes(app: FastifyInstance, ctx: AppContext, games: FairnessGames): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/fairness', { preValidation: app.authenticate, schema: { tags: ['fairness'], response: { 200: seedPairSchema, ...errors } } }, async (request) => {
    const pair = await activeSeedPair(ctx.db, principalOf(request).id);
    if (!pair) throw new Error('player without an active seed pair');
    return pair;
  });

  // nullish, not optional: Fastify validates a missing body as null, and `POST /api/fairness/rotate` with no body must work (clientSeed is optional).
  r.post('/api/fairness/rotate', { preValidation: app.authenticate, schema: { tags: ['fairness'], body: rotateRequestSchema.nullish(), response: { 200: rotateResponseSchema, ...errors } } }, async (request) =>
    rotateSeeds(ctx, principalOf(request).id, request.body?.clientSeed, games.hasOpenPlay),
  );

  /** Public: every round game's chains (games.md §1), each published before its first round. */
  r.get('/api/fairness/chains', { schema: { tags: ['fairness'], response: { 200: chainsResponseSchema } } }, async () => ({
    chains: (await listChains(ctx.db)).filter((c) => isRoundGameId(c.game)).map((c) => ({ ...c, game: c.game as RoundGameId })),
  }));

  /**
   * Public: recomputes an outcome from seeds and bet parameters with the game's current house edge. The query
   * and the answer of each game are its spec's; the maths is the same code the bet used. The bonus draws (the
   * daily wheel, free coins) are checked the same way from their seeds (packages/fairness/src/bonus/verify.ts).
   */
  const verifyQuery = z.discriminatedUnion('game', [...games.specs.map((spec) => spec.verifyQuery), ...roundVerifyQuerySchemas, ...bonusDrawVerifyQuerySchemas] as unknown as [z.ZodObject<{ game: z.ZodLiteral<string> }>], { error: 'game_unknown' });
  const verifyResponse = z.union([...games.specs.map((spec) => spec.verifyResponse), roundVerifyResponseSchema, bonusDrawVerifyResponseSchema] as unknown as [z.ZodObject]);
  r.get('/api/fairness/verify', { schema: { tags: ['fairness'], querystring: verifyQuery, response: { 200: verifyResponse, ...errors, 404: errorResponseSchema } } }, async (request) => {
    const query = request.query as { game: string; serverSeed: string; clientSeed: string; nonce: number };
    if (isRoundGameId(query.game)) return verifyRound(ctx.db, games, query.game, (request.query as unknown as { hash: string }).hash);
    if (isBonusDrawId(query.game)) return verifyDrawSafely(request.query as unknown as BonusDrawVerifyQuery);
    const spec = games.spec(query.game)!;
    const edgeBp = await games.edgeOf(spec.id);
    const seeds = { serverSeed: query.serverSeed, clientSeed: query.clientSeed, nonce: query.nonce };
    return spec.toVerifyResponse(verifySafely(spec, seeds, spec.verifyParams(query), edgeBp));
  });
}

/**
 * A round game's round recomputed from its hash alone (games.md §1): the salt
 * is that of the chain the hash was played on, or, for a hash no ended round
 * has played, of the game's latest chain.
 */
async function verifyRound(exec: Executor, games: FairnessGames, game: RoundGameId, hash: string): Promise<RoundVerifyResponse> {
  const round = await games.endedRoundByHash(exec, game, hash);
  const salt = round?.salt ?? (await chainsOf(exec, game)).at(-1)?.salt;
  if (!salt) throw new DomainError('round_not_found', { status: 404 });
  const spec = roundGameSpec(game);
  return {
    game, hash, salt, previousHash: nextHash(hash),
    round: round ? { id: round.id, number: round.number, endedAt: (round.settledAt ?? round.spinEndsAt).toISOString() } : null,
    result: spec.view(spec.result(hash, salt), { revealChoices: true }) as RoundResult,
  };
}

/** A bonus draw from its seeds; bad seeds are the caller's mistake, as for a game. */
function verifyDrawSafely(query: BonusDrawVerifyQuery): BonusDrawVerifyResponse {
  try {
    return verifyBonusDraw(query);
  } catch (error) {
    if (error instanceof InvalidGameInput) throw new DomainError('seed_invalid', { cause: error });
    throw error;
  }
}

/** Bad seeds or parameters are the caller's mistake: a 422, never a 500. */
function verifySafely(spec: GameSpec, seeds: Seeds, params: unknown, edgeBp: number): unknown {
  try {
    assertSeeds(seeds);
    return spec.verify(seeds, params, edgeBp);
  } catch (error) {
    if (error instanceof InvalidGameInput) throw new DomainError('seed_invalid', { cause: error });
    throw error;
  }
}

