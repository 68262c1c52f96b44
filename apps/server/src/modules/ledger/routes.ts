import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema, ledgerSummarySchema, playerIdParamsSchema, playerLedgerSchema, staffPageQuerySchema } from '@azart/contracts';
import { rowsOf, sql } from '@azart/db';
import type { AppContext } from '../../shared/context.ts';
import { ledgerSummary } from './summary.ts';

/** Finance's view of the ledger (scope finance, by prefix). */
export async function ledgerRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Support's view of one player's money: the postings that touched their accounts, with their side of each.
  r.get('/api/support/players/:id/ledger', {
    schema: { tags: ['support'], params: playerIdParamsSchema, querystring: staffPageQuerySchema, response: { 200: playerLedgerSchema, 401: errorResponseSchema, 403: errorResponseSchema, 422: errorResponseSchema } },
  }, async (request) => {
    const { id } = request.params;
    const { limit, offset } = request.query;
    const rows = rowsOf<{ id: number; idempotency_key: string; code: string; state: string; created_at: string | Date; entries: { account: string; unit: string; amount: number }[] | string }>(
      await ctx.db.execute(sql`
        WITH mine AS (
          SELECT DISTINCT e.posting_id FROM entries e JOIN accounts a ON a.id = e.account_id WHERE a.user_id = ${id}
        ), page AS (
          SELECT p.* FROM postings p JOIN mine m ON m.posting_id = p.id ORDER BY p.id DESC LIMIT ${limit} OFFSET ${offset}
        )
        SELECT page.id, page.idempotency_key, page.code, page.state, page.created_at,
               (SELECT jsonb_agg(jsonb_build_object('account', a.kind, 'unit', a.unit, 'amount', e.amount) ORDER BY e.id)
                FROM entries e JOIN accounts a ON a.id = e.account_id WHERE e.posting_id = page.id AND a.user_id = ${id}) AS entries
        FROM page ORDER BY page.id DESC`),
    );
    const total = rowsOf<{ n: number }>(await ctx.db.execute(sql`SELECT count(DISTINCT e.posting_id)::int AS n FROM entries e JOIN accounts a ON a.id = e.account_id WHERE a.user_id = ${id}`))[0]?.n ?? 0;
    return {
      items: rows.map((r) => ({
        postingId: Number(r.id), key: r.idempotency_key, code: r.code, state: r.state, createdAt: new Date(r.created_at).toISOString(),
        entries: (typeof r.entries === 'string' ? JSON.parse(r.entries) : r.entries ?? []).map((e: { account: string; unit: string; amount: number }) => ({ ...e, amount: Number(e.amount) })),
      })),
      total: Number(total),
    };
  });
  r.get('/api/finance/ledger/summary', { schema: { tags: ['finance'], response: { 200: ledgerSummarySchema, 401: errorResponseSchema, 403: errorResponseSchema } } }, async () => ledgerSummary(ctx.db));
}
