import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adjustmentRequestSchema, blockRequestSchema, errorResponseSchema, playerIdParamsSchema, playerListSchema, playerProfileSchema, playerSearchQuerySchema, scopesRequestSchema } from '@azart/contracts';
import type { AppContext } from '../../shared/context.ts';
import { principalOf } from '../../shared/request-auth.ts';
import { idempotencyKeyOf } from '../../shared/idempotency.ts';
import { adjustBalance, playerProfile, searchPlayers, setBlocked, setScopes, type Actor } from './staff.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema };
const actorOf = (request: FastifyRequest): Actor => ({ id: principalOf(request).id, ip: request.ip });

/** Players in the back office: support reads, admins change (the scope by prefix: plugins/authorization.ts). */
export async function staffRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const reply = { 200: playerProfileSchema, ...errors };

  r.get('/api/support/players', { schema: { tags: ['support'], querystring: playerSearchQuerySchema, response: { 200: playerListSchema, ...errors } } }, async (request) => searchPlayers(ctx, request.query));
  r.get('/api/support/players/:id', { schema: { tags: ['support'], params: playerIdParamsSchema, response: reply } }, async (request) => playerProfile(ctx, request.params.id));

  r.post('/api/admin/players/:id/block', { schema: { tags: ['admin'], params: playerIdParamsSchema, body: blockRequestSchema, response: reply } }, async (request) =>
    setBlocked(ctx, actorOf(request), request.params.id, true, request.body.reason),
  );
  r.post('/api/admin/players/:id/unblock', { schema: { tags: ['admin'], params: playerIdParamsSchema, body: blockRequestSchema, response: reply } }, async (request) =>
    setBlocked(ctx, actorOf(request), request.params.id, false, request.body.reason),
  );
  r.post('/api/admin/players/:id/adjust', { config: { movesMoney: true }, schema: { tags: ['admin'], params: playerIdParamsSchema, body: adjustmentRequestSchema, response: reply } }, async (request) =>
    adjustBalance(ctx, actorOf(request), request.params.id, request.body, idempotencyKeyOf(request)),
  );
  r.put('/api/admin/players/:id/scope', { schema: { tags: ['admin'], params: playerIdParamsSchema, body: scopesRequestSchema, response: reply } }, async (request) =>
    setScopes(ctx, actorOf(request), request.params.id, request.body.scope),
  );
}
