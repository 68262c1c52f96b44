import { defineModule } from '../module.ts';
import { ledgerRoutes } from './routes.ts';

/** The ledger's back office: balances, postings and the reconciliation. */
export default defineModule({
  name: 'ledger',
  setup: ({ ctx }) => ({ plugin: (scope) => ledgerRoutes(scope, ctx) }),
});
