import { defineModule } from '../module.ts';
import { systemRoutes } from './routes.ts';

/** Health, public settings and the build's version (no state of its own). */
export default defineModule({
  name: 'system',
  setup: ({ ctx }) => ({ plugin: (scope) => systemRoutes(scope, ctx) }),
});
