import { defineModule } from '../module.ts';
import { feedPushes } from './feed-projector.ts';
import { betsRoutes } from './routes.ts';

/** Bet history, the live feed and single bets. */
export default defineModule({
  name: 'bets',
  setup: ({ ctx, games }) => ({
    plugin: (scope) => betsRoutes(scope, ctx, games),
    projectors: [feedPushes],
  }),
});
