import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthSchema, settingsResponseSchema, versionSchema } from '@azart/contracts';
import { sql } from '@azart/db';
import type { AppContext } from '../../shared/context.ts';

export async function systemRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/health', { schema: { tags: ['system'], response: { 200: healthSchema } } }, async () => {
    await ctx.db.execute(sql`SELECT 1`);
    return { status: 'ok' as const, db: ctx.dbKind, redis: ctx.redis !== undefined };
  });

  /** Public configuration merged into the client's (spec §3 "Settings response"). */
  r.get('/api/settings', { schema: { tags: ['system'], response: { 200: settingsResponseSchema } } }, async () => ({ response: { DOMAIN: ctx.config.domain } }));

  /** Build time; clients poll it to offer a reload after a deploy (spec §4 "Update flow"). */
  r.get('/version.json', { schema: { tags: ['system'], response: { 200: versionSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { buildAt: ctx.config.buildAt };
  });
}
