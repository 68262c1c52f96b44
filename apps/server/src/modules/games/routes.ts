import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bubblesBetRequestSchema, bubblesBetSchema, diceBetRequestSchema, diceBetSchema, errorResponseSchema, hotlineRoundSchema, hotlineStartRequestSchema, hotlineStepRequestSchema,
  gameLimitsResponseSchema, minesRevealRequestSchema, minesRoundSchema, minesStartRequestSchema, popitBetRequestSchema, popitBetSchema, userSchema, type Bet,
} from '@azart/contracts';
import type { AppContext } from '../../shared/context.ts';
import { bearerToken, principalOf, tokenClaimsOf } from '../../shared/request-auth.ts';
import { DomainError } from '../../shared/errors.ts';
import { allGameSettings } from './settings.ts';
import { dice } from './dice.ts';
import { bubbles } from './bubbles.ts';
import { popit } from './popit.ts';
import { playInstant } from './instant.ts';
import { cashOut, currentRound, pick, startRound, type RoundDto, type RoundResult } from './rounds.ts';
import { hotlineGame, minesGame } from './steps.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 409: errorResponseSchema, 422: errorResponseSchema, 429: errorResponseSchema };

/** Idempotency-Key: 1–128 printable ASCII characters, optional. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^[\x21-\x7E]{1,128}$/.test(value)) throw new DomainError('invalid_value', { field: 'Idempotency-Key' });
  return value;
}

export async function gamesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Per-player bet rate: keyed by the token's user (rate limiting runs before authentication), so players behind one IP keep their own budget.
  const betLimit = {
    rateLimit: {
      max: ctx.config.betRateLimitMax,
      timeWindow: '1 second',
      keyGenerator: (request: FastifyRequest) => {
        const token = bearerToken(request);
        const claims = token ? ctx.tokens.verifyAccess(token) : null;
        return claims ? `bet:user:${claims.userId}` : `bet:ip:${request.ip}`;
      },
    },
  };

  /** Bet limits and house edge per game, for the game pages (public). */
  r.get('/api/games/limits', { schema: { tags: ['games'], response: { 200: gameLimitsResponseSchema } } }, async () => {
    const settings = await allGameSettings(ctx.db);
    const games = Object.fromEntries(Object.entries(settings).map(([game, s]) => [game, { minBet: s.minBet, maxBet: s.maxBet, maxWin: s.maxWin, edge: s.edgeBp / 100 }]));
    return { games: games as Record<keyof typeof settings, { minBet: number; maxBet: number; maxWin: number; edge: number }> };
  });

  r.post('/api/games/dice/bet', {
    preValidation: app.verifyToken,
    config: betLimit,
    schema: { tags: ['games'], security: [{ bearer: [] }], body: diceBetRequestSchema, response: { 200: z.object({ bet: diceBetSchema, user: userSchema }), ...errors } },
  }, async (request) => {
    const { amount, chance, side } = request.body;
    const result = await playInstant(ctx, tokenClaimsOf(request), dice, { amount, params: { chanceBp: Math.round(chance * 100), side }, idempotencyKey: idempotencyKeyOf(request) });
    return { bet: ofGame(result.bet, 'dice'), user: result.user };
  });

  r.post('/api/games/bubbles/bet', {
    preValidation: app.verifyToken,
    config: betLimit,
    schema: { tags: ['games'], security: [{ bearer: [] }], body: bubblesBetRequestSchema, response: { 200: z.object({ bet: bubblesBetSchema, user: userSchema }), ...errors } },
  }, async (request) => {
    const { amount, target } = request.body;
    const result = await playInstant(ctx, tokenClaimsOf(request), bubbles, { amount, params: { target: Math.round(target * 100) }, idempotencyKey: idempotencyKeyOf(request) });
    return { bet: ofGame(result.bet, 'bubbles'), user: result.user };
  });

  r.post('/api/games/popit/bet', {
    preValidation: app.verifyToken,
    config: betLimit,
    schema: { tags: ['games'], security: [{ bearer: [] }], body: popitBetRequestSchema, response: { 200: z.object({ bet: popitBetSchema, user: userSchema }), ...errors } },
  }, async (request) => {
    const { amount, picks, risk } = request.body;
    const result = await playInstant(ctx, tokenClaimsOf(request), popit, { amount, params: { picks: [...picks].sort((a, b) => a - b), risk }, idempotencyKey: idempotencyKeyOf(request) });
    return { bet: ofGame(result.bet, 'popit'), user: result.user };
  });

  // Multi-step games: start, pick (or auto-pick), cash out, and the open round for reloads.
  const minesReply = { 200: z.object({ round: minesRoundSchema, user: userSchema }), ...errors };
  const auth = { preValidation: app.authenticate };
  r.post('/api/games/mines/start', { ...auth, config: betLimit, schema: { tags: ['games'], body: minesStartRequestSchema, response: minesReply } }, async (request) =>
    startRound(ctx, principalOf(request), minesGame, { amount: request.body.amount, params: { mines: request.body.mines }, idempotencyKey: idempotencyKeyOf(request) }).then((r) => roundOf(r, 'mines')),
  );
  r.post('/api/games/mines/reveal', { ...auth, config: betLimit, schema: { tags: ['games'], body: minesRevealRequestSchema, response: minesReply } }, async (request) =>
    pick(ctx, principalOf(request), minesGame, request.body.tile).then((r) => roundOf(r, 'mines')),
  );
  r.post('/api/games/mines/auto', { ...auth, config: betLimit, schema: { tags: ['games'], response: minesReply } }, async (request) => pick(ctx, principalOf(request), minesGame, 'auto').then((r) => roundOf(r, 'mines')));
  r.post('/api/games/mines/cashout', { ...auth, config: betLimit, schema: { tags: ['games'], response: minesReply } }, async (request) => cashOut(ctx, principalOf(request), minesGame).then((r) => roundOf(r, 'mines')));
  r.get('/api/games/mines/current', { ...auth, schema: { tags: ['games'], response: { 200: z.object({ round: minesRoundSchema.nullable() }), ...errors } } }, async (request) => {
    const { round } = await currentRound(ctx, principalOf(request), minesGame);
    return { round: round && round.game === 'mines' ? round : null };
  },
  );

  const hotlineReply = { 200: z.object({ round: hotlineRoundSchema, user: userSchema }), ...errors };
  r.post('/api/games/hotline/start', { ...auth, config: betLimit, schema: { tags: ['games'], body: hotlineStartRequestSchema, response: hotlineReply } }, async (request) =>
    startRound(ctx, principalOf(request), hotlineGame, { amount: request.body.amount, params: { difficulty: request.body.difficulty }, idempotencyKey: idempotencyKeyOf(request) }).then((r) => roundOf(r, 'hotline')),
  );
  r.post('/api/games/hotline/step', { ...auth, config: betLimit, schema: { tags: ['games'], body: hotlineStepRequestSchema, response: hotlineReply } }, async (request) =>
    pick(ctx, principalOf(request), hotlineGame, request.body.cell).then((r) => roundOf(r, 'hotline')),
  );
  r.post('/api/games/hotline/auto', { ...auth, config: betLimit, schema: { tags: ['games'], response: hotlineReply } }, async (request) => pick(ctx, principalOf(request), hotlineGame, 'auto').then((r) => roundOf(r, 'hotline')));
  r.post('/api/games/hotline/cashout', { ...auth, config: betLimit, schema: { tags: ['games'], response: hotlineReply } }, async (request) => cashOut(ctx, principalOf(request), hotlineGame).then((r) => roundOf(r, 'hotline')));
  r.get('/api/games/hotline/current', { ...auth, schema: { tags: ['games'], response: { 200: z.object({ round: hotlineRoundSchema.nullable() }), ...errors } } }, async (request) => {
    const { round } = await currentRound(ctx, principalOf(request), hotlineGame);
    return { round: round && round.game === 'hotline' ? round : null };
  },
  );
}

/** Narrows a settled bet to the game of the route that placed it. */
function ofGame<G extends Bet['game']>(bet: Bet, game: G): Extract<Bet, { game: G }> {
  if (bet.game !== game) throw new Error(`${game} route settled a ${bet.game} bet`);
  return bet as Extract<Bet, { game: G }>;
}

/** Narrows a round result to the game of the route that produced it. */
function roundOf<G extends RoundDto['game']>(result: RoundResult, game: G): { round: Extract<RoundDto, { game: G }>; user: RoundResult['user'] } {
  if (result.round.game !== game) throw new Error(`${game} route returned a ${result.round.game} round`);
  return { round: result.round as Extract<RoundDto, { game: G }>, user: result.user };
}
