import { defineModule } from '../module.ts';
import { gamesAdminRoutes } from './admin-routes.ts';
import { gameSettingsOf } from './catalogue/index.ts';
import { hasOpenPlay } from './frame/steps-plays.ts';
import { gamesRoutes } from './routes.ts';

/** The own games' routes (each game's frame builds them from its spec), their limits and the games' back office. */
export default defineModule({
  name: 'games',
  provides: {
    gameEdge: ({ ctx }) => async (game) => (await gameSettingsOf(ctx.db, game)).edgeBp,
    openPlay: () => hasOpenPlay,
  },
  setup: ({ ctx, games }) => ({
    plugin: async (scope) => {
      await gamesRoutes(scope, ctx, games);
      await gamesAdminRoutes(scope, ctx);
    },
  }),
});
