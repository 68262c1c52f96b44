import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userSchema } from '@azart/contracts';
import type { GameSpec } from '@azart/fairness';
import { principalOf } from '../../../shared/request-auth.ts';
import type { ServerGame } from './game.ts';
import { cashOut, currentPlay, pick, startPlay } from './steps-plays.ts';
import type { StepGame } from './steps.ts';
import { betLimit, gameErrors, idempotencyKeyOf } from './route-kit.ts';

/** A multi-step game's maths for the steps frame, and how its pick route reads a pick. */
export type StepsBinding<P extends Record<string, unknown>> = Omit<StepGame<P>, 'game'> & {
  /** The pick in the body of the pick route (validated by the spec's `step` schema). */
  pickOf(body: Record<string, unknown>): number;
};

/**
 * A multi-step game (games.md: Mines, Hotline): start, pick, auto-pick, cash
 * out and the open play for reloads, under `/api/games/{id}/…`, on the steps
 * frame (frame/steps-plays.ts).
 */
export function stepsGame<Request, Params extends Record<string, unknown>>(spec: GameSpec<string, Request, Params>, binding: StepsBinding<Params>): ServerGame {
  if (!spec.step || !spec.round || !spec.stepPath) throw new Error(`steps game ${spec.id} needs step and round schemas and a stepPath in its spec`);
  const stepPath = spec.stepPath;
  const def: StepGame<Params> = { game: spec.id, ...binding };
  const step = spec.step;
  const round = spec.round;
  return {
    spec: spec as GameSpec,
    async routes(app: FastifyInstance, ctx) {
      const r = app.withTypeProvider<ZodTypeProvider>();
      const reply = { 200: z.object({ round, user: userSchema }), ...gameErrors };
      const auth = { preValidation: app.authenticate, config: betLimit(ctx), compress: false as const };
      const base = `/api/games/${spec.id}`;
      r.post(`${base}/start`, { ...auth, schema: { tags: ['games'], body: spec.request, response: reply } }, async (request) => {
        const body = request.body as Request & { amount: number };
        return startPlay(ctx, principalOf(request), def, { amount: body.amount, params: spec.toParams(body), idempotencyKey: idempotencyKeyOf(request) });
      });
      r.post(`${base}/${stepPath}`, { ...auth, schema: { tags: ['games'], body: step, response: reply } }, async (request) =>
        pick(ctx, principalOf(request), def, binding.pickOf(request.body as Record<string, unknown>)),
      );
      r.post(`${base}/auto`, { ...auth, schema: { tags: ['games'], response: reply } }, async (request) => pick(ctx, principalOf(request), def, 'auto'));
      r.post(`${base}/cashout`, { ...auth, schema: { tags: ['games'], response: reply } }, async (request) => cashOut(ctx, principalOf(request), def));
      r.get(`${base}/current`, { preValidation: app.authenticate, schema: { tags: ['games'], response: { 200: z.object({ round: round.nullable() }), ...gameErrors } } }, async (request) =>
        currentPlay(ctx, principalOf(request), def),
      );
    },
  };
}
