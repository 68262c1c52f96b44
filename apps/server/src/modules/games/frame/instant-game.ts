import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userSchema } from '@azart/contracts';
import type { GameSpec, Seeds } from '@azart/fairness';
import { tokenClaimsOf } from '../../../shared/request-auth.ts';
import { playInstant } from './instant.ts';
import type { ServerGame } from './game.ts';
import { betLimit, gameErrors, idempotencyKeyOf } from './route-kit.ts';

/** A single-round game's maths, bound to the bet frame: the best case for the max-win check, and the outcome. */
export type InstantBinding<Params> = {
  /** Highest coefficient (hundredths) this bet can pay: checked against the max-win limit before playing. */
  maxCoefficient(params: Params, edgeBp: number): number;
  /** The outcome for these seeds: coefficient paid (0 on a loss), the coefficient to record, and what to store. */
  play(seeds: Seeds, params: Params, edgeBp: number): { paidCoefficient: number; coefficient: number; outcome: Record<string, unknown> };
};

/** An instant game: `POST /api/games/{id}/bet` with the spec's request, settled by the instant frame. */
export function instantGame<Request, Params extends Record<string, unknown>>(spec: GameSpec<string, Request, Params>, binding: InstantBinding<Params>): ServerGame {
  return {
    spec: spec as GameSpec,
    async routes(app: FastifyInstance, ctx) {
      const r = app.withTypeProvider<ZodTypeProvider>();
      r.post(`/api/games/${spec.id}/bet`, {
        preValidation: app.verifyToken,
        config: betLimit(ctx),
        compress: false,
        schema: { tags: ['games'], security: [{ bearer: [] }], body: spec.request, response: { 200: z.object({ bet: spec.bet, user: userSchema }), ...gameErrors } },
      }, async (request) => {
        const params = spec.toParams(request.body as Request);
        const { amount } = request.body as { amount: number };
        return playInstant(ctx, tokenClaimsOf(request), { spec: spec as GameSpec, ...binding }, { amount, params, idempotencyKey: idempotencyKeyOf(request) });
      });
    },
  };
}
