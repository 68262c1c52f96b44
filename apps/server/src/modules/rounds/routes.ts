import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  currentRoundResponseSchema, errorResponseSchema, roundBetRequestSchema, roundBetResponseSchema, roundGameParamsSchema,
  roundHistoryQuerySchema, roundHistoryResponseSchema, type RoundChoice,
} from '@azart/contracts';
import type { RoundGameId } from '@azart/fairness';
import type { AppContext } from '../../shared/context.ts';
import { idempotencyKeyOf } from '../../shared/idempotency.ts';
import { bearerClaims, principalOf } from '../../shared/request-auth.ts';
import { betLimit, gameErrors } from '../games/index.ts';
import { placeRoundBet } from './betting.ts';
import { ROUND_GAME_ROUTES } from './games/index.ts';
import { publicCurrent } from './current.ts';
import { endedRounds, playerChoice, playerRoundBets } from './store.ts';
import { toHistoryItem, toRoundBetDto } from './views.ts';

const errors = { ...gameErrors, 404: errorResponseSchema };

/** The round games' routes (issue 12's API contract). */
export async function roundsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  /** Public; with a valid access token it also lists the player's own bets and choice in the round. */
  r.get('/api/rounds/:game/current', { schema: { tags: ['rounds'], params: roundGameParamsSchema, response: { 200: currentRoundResponseSchema, ...errors } } }, async (request) => {
    const current = await publicCurrent(ctx, request.params.game);
    const claims = bearerClaims(request, ctx.tokens);
    if (!claims || !current.round) return { ...current, mine: null };
    const [bets, choice] = await Promise.all([playerRoundBets(ctx.db, current.round.id, claims.userId), playerChoice(ctx.db, current.round.id, claims.userId)]);
    // Cached, the server time can be a moment old: a countdown should not start late.
    return { ...current, serverTime: new Date().toISOString(), mine: { bets: bets.map(toRoundBetDto), choice: choice as RoundChoice | null } };
  });

  r.post(
    '/api/rounds/:game/bets',
    { preValidation: app.authenticate, config: betLimit(ctx), schema: { tags: ['rounds'], params: roundGameParamsSchema, body: roundBetRequestSchema, response: { 200: roundBetResponseSchema, ...errors } } },
    async (request: FastifyRequest<{ Params: { game: RoundGameId }; Body: { amount: number; spot: string } }>) =>
      placeRoundBet(ctx, principalOf(request), request.params.game, { ...request.body, idempotencyKey: idempotencyKeyOf(request) }),
  );

  for (const gameRoutes of ROUND_GAME_ROUTES) await gameRoutes(app, ctx);

  r.get('/api/rounds/:game/history', { schema: { tags: ['rounds'], params: roundGameParamsSchema, querystring: roundHistoryQuerySchema, response: { 200: roundHistoryResponseSchema, ...errors } } }, async (request) => {
    const rounds = await endedRounds(ctx.db, request.params.game, request.query.limit, request.query.before);
    return { items: rounds.map(toHistoryItem) };
  });
}
