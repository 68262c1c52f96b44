import { defineModule } from '../module.ts';
import { fairnessRoutes } from './routes.ts';

/** Seeds, their rotation, the round games' chains and the public verification of any outcome. */
export default defineModule({
  name: 'fairness',
  // From the games and rounds modules, which depend on this one and so cannot be imported here.
  uses: ['gameEdge', 'openPlay', 'endedRoundByHash'],
  setup: ({ ctx, games }, hooks) => ({
    plugin: (scope) => fairnessRoutes(scope, ctx, { specs: games.specs, spec: games.spec, hasOpenPlay: hooks.openPlay, endedRoundByHash: hooks.endedRoundByHash, edgeOf: hooks.gameEdge }),
  }),
});
