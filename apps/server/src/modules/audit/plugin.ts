import { defineModule } from '../module.ts';
import { auditRoutes } from './routes.ts';

/** The staff actions' audit log, read in the back office. */
export default defineModule({
  name: 'audit',
  setup: ({ ctx }) => ({ plugin: (scope) => auditRoutes(scope, ctx) }),
});
