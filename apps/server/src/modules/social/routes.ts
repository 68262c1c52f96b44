import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import { sendStoredFile, uploadRouteOptions } from '../../shared/uploads.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponseSchema, MAX_SCREENSHOT_BYTES, newYearClaimResponseSchema, repostClaimRequestSchema, repostClaimResponseSchema, screenshotIdParamsSchema, screenshotResponseSchema,
  socialNetworkParamsSchema, socialStateSchema, subscriptionErrorSchema,
} from '@azart/contracts';
import { bearerClaims, principalOf } from '../../shared/request-auth.ts';
import { unlink } from './links.ts';
import { claimNewYear } from './newyear.ts';
import { claimRepost } from './reposts.ts';
import type { Social } from './social.ts';
import { socialState } from './state.ts';
import { screenshotImage, submitScreenshot } from './telegram.ts';

/** 422s keep the spec §8 keys (`vksub:…`, `tgsub:…`, `tg_bot`) that open the socials or Telegram modal. */
const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, 422: subscriptionErrorSchema, 429: errorResponseSchema, 503: errorResponseSchema };

/**
 * The player's social rewards (issue 13 item 9): the state of it all,
 * unlinking accounts, the repost claim, Telegram screenshots and the
 * new-year gift. Claims and links are limited per player (rate limiting runs
 * before authentication: keyed by the token's user, by address without one):
 * each one asks the networks several questions.
 */
export async function socialRoutes(app: FastifyInstance, social: Social): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = social;
  const auth = { preValidation: app.authenticate };
  const tags = ['social'];
  const security = [{ bearer: [] }];
  const limit = (name: string, max: number) => ({
    rateLimit: { max, timeWindow: '1 minute', keyGenerator: (request: FastifyRequest) => `${name}:${bearerClaims(request, ctx.tokens)?.userId ?? request.ip}` },
  });
  const actorOf = (request: FastifyRequest) => ({ id: principalOf(request).id, ip: request.ip });

  r.get('/api/social', { ...auth, config: limit('social_state', 60), schema: { tags, security, response: { 200: socialStateSchema, ...errors } } }, async (request) =>
    socialState(social, principalOf(request).id, request.locale),
  );

  // Linking goes through social sign-in's flow (signin-routes.ts, mode `link`); unlinking stays here.
  r.post('/api/social/link/:network/delete', {
    ...auth, config: limit('social_link', 20), schema: { tags, security, params: socialNetworkParamsSchema, response: { 200: socialStateSchema, ...errors } },
  }, async (request) => {
    await unlink(social, actorOf(request), request.params.network);
    return socialState(social, principalOf(request).id, request.locale);
  });

  r.post('/api/social/reposts', { ...auth, config: limit('social_claim', 30), schema: { tags, security, body: repostClaimRequestSchema, response: { 200: repostClaimResponseSchema, ...errors } } }, async (request) =>
    claimRepost(social, principalOf(request), request.body.postId),
  );

  r.post('/api/bonus/newyear', { ...auth, config: limit('social_claim', 30), schema: { tags: ['bonus'], security, response: { 200: newYearClaimResponseSchema, ...errors } } }, async (request) =>
    claimNewYear(social, principalOf(request)),
  );

  r.get('/api/social/telegram/screenshots/:id/image', { ...auth, schema: { tags, security, params: screenshotIdParamsSchema } }, async (request, reply) => {
    const image = await screenshotImage(ctx.db, request.params.id, principalOf(request).id);
    return sendStoredFile(reply, { stream: Readable.from([image.body]), size: image.body.length, type: image.mime, name: `screenshot-${request.params.id}` });
  });
  // Multipart in its own scope: the parser exists for this route only (a screenshot of 3 MB at most).
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_SCREENSHOT_BYTES, files: 1 } });
    scope.withTypeProvider<ZodTypeProvider>().post('/api/social/telegram/screenshots', {
      ...uploadRouteOptions(MAX_SCREENSHOT_BYTES + 64 * 1024), preValidation: app.authenticate, config: limit('social_screenshot', 10),
      schema: { tags, security, consumes: ['multipart/form-data'], response: { 200: screenshotResponseSchema, ...errors, 413: errorResponseSchema } },
    }, async (request) => ({ screenshot: await submitScreenshot(social, principalOf(request).id, request) }));
  });
}
