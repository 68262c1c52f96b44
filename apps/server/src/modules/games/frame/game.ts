import type { FastifyInstance } from 'fastify';
import type { GameSpec } from '@azart/fairness';
import type { AppContext } from '../../../shared/context.ts';

/**
 * An own game on the server: its spec (contract, stored params and outcome,
 * verify; packages/fairness/src/games/<game>) and the routes its frame
 * builds for it (instant: one bet route; steps: start, pick, auto, cash out,
 * current). Each game's folder exports one as `game`; the registry finds it
 * by the game's id.
 */
export type ServerGame = {
  spec: GameSpec;
  routes(app: FastifyInstance, ctx: AppContext): Promise<void>;
};
