import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminScreenshotListSchema, adminScreenshotResponseSchema, adminScreenshotsQuerySchema, errorResponseSchema, reasonRequestSchema, screenshotIdParamsSchema } from '@azart/contracts';
import { principalOf } from '../../shared/request-auth.ts';
import { sendStoredFile } from '../../shared/uploads.ts';
import type { Social } from './social.ts';
import { adminScreenshots, decideScreenshot, screenshotImage } from './telegram.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, 422: errorResponseSchema };
const actorOf = (request: FastifyRequest) => ({ id: principalOf(request).id, ip: request.ip });

/**
 * Telegram screenshots in the back office (bonuses.md §7): the queue, each
 * image, approve (pays the reward once) or reject with a reason; every
 * decision audited. Under /api/admin/: the admin scope (plugins/authorization.ts).
 */
export async function socialAdminRoutes(app: FastifyInstance, social: Social): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  r.get('/api/admin/telegram-screenshots', { schema: { tags, querystring: adminScreenshotsQuerySchema, response: { 200: adminScreenshotListSchema, ...errors } } }, async (request) =>
    adminScreenshots(social.ctx.db, request.query),
  );
  r.get('/api/admin/telegram-screenshots/:id/image', { schema: { tags, params: screenshotIdParamsSchema } }, async (request, reply) => {
    const image = await screenshotImage(social.ctx.db, request.params.id, null);
    // Shown inline but never run: the stored type is what the bytes were recognised as, nothing sniffs it again, a sandboxing CSP.
    return sendStoredFile(reply, { stream: Readable.from([image.body]), size: image.body.length, type: image.mime, name: `screenshot-${request.params.id}` });
  });
  r.post('/api/admin/telegram-screenshots/:id/approve', { config: { movesMoney: true }, schema: { tags, params: screenshotIdParamsSchema, response: { 200: adminScreenshotResponseSchema, ...errors } } }, async (request) => ({
    screenshot: await decideScreenshot(social, actorOf(request), request.params.id, 'approve', null),
  }));
  r.post('/api/admin/telegram-screenshots/:id/reject', { schema: { tags, params: screenshotIdParamsSchema, body: reasonRequestSchema, response: { 200: adminScreenshotResponseSchema, ...errors } } }, async (request) => ({
    screenshot: await decideScreenshot(social, actorOf(request), request.params.id, 'reject', request.body.reason),
  }));
}
