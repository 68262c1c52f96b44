import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema, ledgerSummarySchema } from '@azart/contracts';
import type { AppContext } from '../../shared/context.ts';
import { ledgerSummary } from './summary.ts';

/** Finance's view of the ledger (scope finance, by prefix). */
export async function ledgerRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/finance/ledger/summary', { schema: { tags: ['finance'], response: { 200: ledgerSummarySchema, 401: errorResponseSchema, 403: errorResponseSchema } } }, async () => ledgerSummary(ctx.db));
}
