import { isRoundGameId } from '@azart/fairness';
import { defineModule } from '../module.ts';
import { createRoundEngineDuty } from './engine.ts';
import { roundsRoutes } from './routes.ts';
import { endedRoundByHash } from './store.ts';

/** The multiplayer round games (issue 12): their API, and each configured game's schedule as a leader duty. */
export default defineModule({
  name: 'rounds',
  provides: { endedRoundByHash: () => endedRoundByHash },
  setup: ({ ctx }) => ({
    plugin: (scope) => roundsRoutes(scope, ctx),
    duties: ctx.config.rounds.games.filter(isRoundGameId).map((game) => createRoundEngineDuty(ctx, game)),
  }),
});
