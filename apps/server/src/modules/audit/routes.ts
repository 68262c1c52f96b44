import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditListSchema, auditQuerySchema, errorResponseSchema } from '@azart/contracts';
import { rowsOf, sql, type SQL } from '@azart/db';
import type { AppContext } from '../../shared/context.ts';

/** The audit log for admins: who did what to which target, before and after, when and from where; newest first. */
export async function auditRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/admin/audit', { schema: { tags: ['admin'], querystring: auditQuerySchema, response: { 200: auditListSchema, 401: errorResponseSchema, 403: errorResponseSchema, 422: errorResponseSchema } } }, async (request) => {
    const { action, targetType, targetId, limit, offset } = request.query;
    const conditions: SQL[] = [];
    if (action) conditions.push(sql`l.action = ${action}`);
    if (targetType) conditions.push(sql`l.target_type = ${targetType}`);
    if (targetId) conditions.push(sql`l.target_id = ${targetId}`);
    const where = conditions.length ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
    const rows = rowsOf<{ id: number; actor_id: number | null; login: string | null; action: string; target_type: string; target_id: string; details: Record<string, unknown> | string; ip: string | null; created_at: string | Date }>(
      await ctx.db.execute(sql`
        SELECT l.id, l.actor_id, u.login, l.action, l.target_type, l.target_id, l.details, l.ip, l.created_at
        FROM audit_log l LEFT JOIN players u ON u.id = l.actor_id ${where} ORDER BY l.id DESC LIMIT ${limit} OFFSET ${offset}`),
    );
    const total = rowsOf<{ n: number }>(await ctx.db.execute(sql`SELECT count(*)::int AS n FROM audit_log l ${where}`))[0]?.n ?? 0;
    return {
      items: rows.map((row) => ({
        id: Number(row.id),
        actor: row.actor_id === null ? null : { id: Number(row.actor_id), login: row.login ?? '' },
        action: row.action,
        target: { type: row.target_type, id: row.target_id },
        details: typeof row.details === 'string' ? (JSON.parse(row.details) as Record<string, unknown>) : row.details,
        ip: row.ip,
        createdAt: new Date(row.created_at).toISOString(),
      })),
      total: Number(total),
    };
  });
}
