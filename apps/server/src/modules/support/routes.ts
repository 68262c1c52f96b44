import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  agentAssignRequestSchema, agentStatusRequestSchema, agentTicketListSchema, agentTicketResponseSchema, agentTicketsQuerySchema, cannedReplyListSchema, cannedReplyRequestSchema,
  cannedReplyResponseSchema, errorResponseSchema, MAX_SUPPORT_FILE_BYTES, MAX_SUPPORT_FILES, okResponseSchema, supportAttachmentParamsSchema, supportTicketIdParamsSchema,
  supportTicketListSchema, supportTicketResponseSchema, supportUnreadSchema,
} from '@azart/contracts';
import type { AppContext } from '../../shared/context.ts';
import type { FileStore } from '../../shared/file-store.ts';
import { bearerClaims, principalOf } from '../../shared/request-auth.ts';
import { hasScope } from '../../plugins/authorization.ts';
import { agentReply, agentTicket, agentTickets, assignTicket, cannedReplies, createCanned, deleteCanned, setStatus, type Actor } from './agent.ts';
import { attachmentOf, closeTicket, createTicket, listTickets, openTicket, playerReply, type Support } from './tickets.ts';
import { SUPPORT_BODY_LIMIT } from './uploads.ts';
import { sendStoredFile, uploadRouteOptions } from '../../shared/uploads.ts';
import { unreadOf } from './views.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, 422: errorResponseSchema, 429: errorResponseSchema, 503: errorResponseSchema };
const actorOf = (request: FastifyRequest): Actor => ({ id: principalOf(request).id, ip: request.ip });

/**
 * Support tickets (issue 14 items 5–6): the player's tickets under the fixed
 * `/api/support/tickets` paths, the agents' queue under `/api/support/agent/`
 * (scope support, by prefix: plugins/authorization.ts; decision 021).
 */
export async function supportRoutes(app: FastifyInstance, ctx: AppContext, files: FileStore): Promise<void> {
  const support: Support = { ctx, files };
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preValidation: app.authenticate };
  const tags = ['support-tickets'];
  const security = [{ bearer: [] }];
  // Writing in tickets: twenty a minute per person is plenty for a chat and stops a script filling the disk.
  const writeLimit = { rateLimit: { max: 20, timeWindow: '1 minute', keyGenerator: (request: FastifyRequest) => `support:${bearerClaims(request, ctx.tokens)?.userId ?? request.ip}` } };

  r.get('/api/support/tickets', { ...auth, schema: { tags, security, response: { 200: supportTicketListSchema, ...errors } } }, async (request) => listTickets(ctx.db, principalOf(request).id));
  r.get('/api/support/unread', { ...auth, schema: { tags, security, response: { 200: supportUnreadSchema, ...errors } } }, async (request) => ({ unread: await unreadOf(ctx.db, principalOf(request).id) }));
  r.get('/api/support/tickets/:id', { ...auth, schema: { tags, security, params: supportTicketIdParamsSchema, response: { 200: supportTicketResponseSchema, ...errors } } }, async (request) =>
    openTicket(support, principalOf(request).id, request.params.id),
  );
  r.post('/api/support/tickets/:id/close', { ...auth, config: writeLimit, schema: { tags, security, params: supportTicketIdParamsSchema, response: { 200: supportTicketResponseSchema, ...errors } } }, async (request) =>
    closeTicket(support, principalOf(request).id, request.params.id),
  );
  // The owner's files; an agent may open them here too (the back office links its own path).
  r.get('/api/support/tickets/:id/files/:file', { ...auth, schema: { tags, security, params: supportAttachmentParamsSchema } }, async (request, reply) => {
    const principal = principalOf(request);
    const viewer = hasScope(principal.scope, 'support') ? 'agent' : { userId: principal.id };
    return sendStoredFile(reply, await attachmentOf(support, viewer, request.params.id, request.params.file));
  });

  r.get('/api/support/agent/tickets', { schema: { tags, querystring: agentTicketsQuerySchema, response: { 200: agentTicketListSchema, ...errors } } }, async (request) =>
    agentTickets(ctx.db, principalOf(request).id, request.query),
  );
  r.get('/api/support/agent/tickets/:id', { schema: { tags, params: supportTicketIdParamsSchema, response: { 200: agentTicketResponseSchema, ...errors } } }, async (request) =>
    agentTicket(ctx.db, request.params.id),
  );
  r.post('/api/support/agent/tickets/:id/status', { schema: { tags, params: supportTicketIdParamsSchema, body: agentStatusRequestSchema, response: { 200: agentTicketResponseSchema, ...errors } } }, async (request) =>
    setStatus(support, actorOf(request), request.params.id, request.body.status),
  );
  r.post('/api/support/agent/tickets/:id/assign', { schema: { tags, params: supportTicketIdParamsSchema, body: agentAssignRequestSchema, response: { 200: agentTicketResponseSchema, ...errors } } }, async (request) =>
    assignTicket(support, actorOf(request), request.params.id, request.body.agentId),
  );
  r.get('/api/support/agent/tickets/:id/files/:file', { schema: { tags, params: supportAttachmentParamsSchema } }, async (request, reply) =>
    sendStoredFile(reply, await attachmentOf(support, 'agent', request.params.id, request.params.file)),
  );
  r.get('/api/support/agent/canned', { schema: { tags, response: { 200: cannedReplyListSchema, ...errors } } }, async () => ({ items: await cannedReplies(ctx.db) }));
  r.post('/api/support/agent/canned', { schema: { tags, body: cannedReplyRequestSchema, response: { 200: cannedReplyResponseSchema, ...errors } } }, async (request) => ({
    reply: await createCanned(support, actorOf(request), request.body),
  }));
  r.post('/api/support/agent/canned/:id/delete', { schema: { tags, params: supportTicketIdParamsSchema, response: { 200: okResponseSchema, ...errors } } }, async (request) => {
    await deleteCanned(support, actorOf(request), request.params.id);
    return { ok: true as const };
  });

  // Multipart in its own scope: the parser exists for these routes only (3 files of 8 MB at most, one spare to count).
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_SUPPORT_FILE_BYTES, files: MAX_SUPPORT_FILES + 1 } });
    const m = scope.withTypeProvider<ZodTypeProvider>();
    const upload = { ...uploadRouteOptions(SUPPORT_BODY_LIMIT), config: writeLimit };
    const response = { 200: supportTicketResponseSchema, ...errors, 413: errorResponseSchema };
    m.post('/api/support/tickets', { ...upload, preValidation: app.authenticate, schema: { tags, security, consumes: ['multipart/form-data'], response } }, async (request) =>
      createTicket(support, principalOf(request).id, request, request.locale),
    );
    m.post('/api/support/tickets/:id/messages', { ...upload, preValidation: app.authenticate, schema: { tags, security, consumes: ['multipart/form-data'], params: supportTicketIdParamsSchema, response } }, async (request) =>
      playerReply(support, principalOf(request).id, request.params.id, request, request.locale),
    );
    m.post('/api/support/agent/tickets/:id/messages', { ...upload, schema: { tags, consumes: ['multipart/form-data'], params: supportTicketIdParamsSchema, response: { 200: agentTicketResponseSchema, ...errors, 413: errorResponseSchema } } }, async (request) =>
      agentReply(support, actorOf(request), request.params.id, request),
    );
  });
}
