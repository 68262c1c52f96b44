import { defineModule } from '../module.ts';
import { demoRoutes } from './routes.ts';

/** Demo mode and the demo balance. */
export default defineModule({
  name: 'demo',
  setup: ({ ctx }) => ({ plugin: (scope) => demoRoutes(scope, ctx) }),
});
