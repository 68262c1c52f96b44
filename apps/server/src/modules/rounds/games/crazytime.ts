import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema, roundChoiceRequestSchema, roundChoiceResponseSchema } from '@azart/contracts';
import type { AppContext } from '../../../shared/context.ts';
import { principalOf } from '../../../shared/request-auth.ts';
import { gameErrors } from '../../games/index.ts';
import { chooseForBonus } from '../betting.ts';
import { resultOf } from '../views.ts';
import type { RoundAnnouncer } from './announcer.ts';

/** Crazy Time (spec §3): the top slot and the bonus game when betting closes, the round's payout and each winner's. */
export const crazyTimeAnnouncer: RoundAnnouncer = {
  bettingClosed(round) {
    const result = resultOf(round) as { bonus: { game: string } | null };
    const view = round.result as { topSlot: { spot: string; multiplier: number }; spot: string };
    return { crazytime: { roundId: round.id, topSlot: view.topSlot, bonus: result.bonus ? String(view.spot) : null } };
  },
  resultShown: (round, payout) => ({ crazytime: { roundId: round.id, allwin: payout } }),
  winner: (roundId, winner) => ({ crazytime: { roundId, winmoney: winner.win } }),
};

/** Crazy Time's own route: a player's pick in the bonus game (Cash Hunt's cell, Crazy Time's flapper). */
export async function crazyTimeRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/rounds/crazytime/choice',
    { preValidation: app.authenticate, schema: { tags: ['rounds'], body: roundChoiceRequestSchema, response: { 200: roundChoiceResponseSchema, ...gameErrors, 404: errorResponseSchema } } },
    async (request) => {
      const { roundId, ...choice } = request.body;
      return chooseForBonus(ctx, principalOf(request), 'crazytime', roundId, choice);
    },
  );
}
