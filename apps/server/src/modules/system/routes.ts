import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthSchema, settingsResponseSchema, versionSchema } from '@azart/contracts';
import { sql } from '@azart/db';
import type { AppContext } from '../../shared/context.ts';

const HEALTH_TIMEOUT_MS = 2_000;

/** Whether a check settles successfully in time (a dependency that hangs counts as down). */
async function answersWithin(check: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([check.then(() => true, () => false), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export async function systemRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** Readiness for load balancers and the fault suite: 503 while the database does not answer. */
  r.get('/api/health', { schema: { tags: ['system'], response: { 200: healthSchema, 503: healthSchema } } }, async (_request, reply) => {
    const db = await answersWithin(ctx.db.execute(sql`SELECT 1`), HEALTH_TIMEOUT_MS);
    const redis = ctx.redis === undefined ? 'off' : ctx.redis.status === 'ready' && (await answersWithin(ctx.redis.ping(), HEALTH_TIMEOUT_MS)) ? 'up' : 'down';
    const status = !db ? 'unavailable' : redis === 'down' ? 'degraded' : 'ok';
    reply.header('cache-control', 'no-store');
    reply.status(db ? 200 : 503);
    return { status, db: ctx.dbKind, redis: ctx.redis !== undefined, checks: { db: db ? 'up' : 'down', redis }, role: ctx.config.role, leading: ctx.leading() } as const;
  });

  /** Public configuration merged into the client's (spec §3 "Settings response"). */
  r.get('/api/settings', { schema: { tags: ['system'], response: { 200: settingsResponseSchema } } }, async () => ({ response: { DOMAIN: ctx.config.domain } }));

  /** Build time; clients poll it to offer a reload after a deploy (spec §4 "Update flow"). */
  r.get('/version.json', { schema: { tags: ['system'], response: { 200: versionSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { buildAt: ctx.config.buildAt };
  });
}
