import { defineModule } from '../module.ts';
import { supportRoutes } from './routes.ts';

/** Support tickets (issue 14): the players' under /api/support/tickets, the agents' under /api/support/agent/. */
export default defineModule({
  name: 'support',
  setup: ({ ctx, files }) => ({ plugin: (scope) => supportRoutes(scope, ctx, files) }),
});
