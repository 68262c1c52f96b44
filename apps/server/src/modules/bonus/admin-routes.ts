import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminBoostRequestSchema, adminBoostResponseSchema, adminGrantRequestSchema, adminPromoActivationsSchema, adminPromoListSchema, adminPromoResponseSchema, bonusGrantSchema, bonusSettingsPatchSchema, bonusSettingsResponseSchema,
  errorResponseSchema, grantIdParamsSchema, playerIdParamsSchema, promoCreateRequestSchema, promoIdParamsSchema, reasonRequestSchema,
} from '@azart/contracts';
import { record } from '../audit/index.ts';
import type { AppContext } from '../../shared/context.ts';
import { principalOf } from '../../shared/request-auth.ts';
import { adminBoost, adminGrant, adminSettings, cancelGrant, playerGrants, updateSettings, type Actor } from './admin.ts';
import { createPromo, disablePromo, listPromos, promoActivations } from './promo.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, 422: errorResponseSchema };
const actorOf = (request: FastifyRequest): Actor => ({ id: principalOf(request).id, ip: request.ip });

/**
 * The bonus economy in the back office (issue 13 item 11, admin scope by the
 * /api/admin/ prefix): the settings of every default in bonuses.md, a
 * player's grants with a hand grant and a cancel, and promo codes. Every
 * change is audited in its own transaction.
 */
export async function bonusAdminRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  r.get('/api/admin/bonus/settings', { schema: { tags, response: { 200: bonusSettingsResponseSchema, ...errors } } }, async () => adminSettings(ctx.db));
  r.put('/api/admin/bonus/settings', { schema: { tags, body: bonusSettingsPatchSchema, response: { 200: bonusSettingsResponseSchema, ...errors } } }, async (request) =>
    updateSettings(ctx.db, actorOf(request), request.body),
  );

  r.get('/api/admin/players/:id/grants', { schema: { tags, params: playerIdParamsSchema, response: { 200: z.object({ grants: z.array(bonusGrantSchema) }), ...errors } } }, async (request) => ({
    grants: await playerGrants(ctx.db, request.params.id),
  }));
  r.post('/api/admin/players/:id/grants', { config: { movesMoney: true }, schema: { tags, params: playerIdParamsSchema, body: adminGrantRequestSchema, response: { 200: z.object({ grant: bonusGrantSchema }), ...errors } } }, async (request) => {
    const grant = await adminGrant(ctx.db, actorOf(request), request.params.id, request.body);
    ctx.eventsWritten();
    return { grant };
  });
  r.post('/api/admin/players/:id/rakeback-boost', { schema: { tags, params: playerIdParamsSchema, body: adminBoostRequestSchema, response: { 200: adminBoostResponseSchema, ...errors } } }, async (request) =>
    adminBoost(ctx.db, actorOf(request), request.params.id, request.body),
  );
  r.post('/api/admin/grants/:id/cancel', { config: { movesMoney: true }, schema: { tags, params: grantIdParamsSchema, body: reasonRequestSchema, response: { 200: z.object({ grant: bonusGrantSchema, takenBack: z.number().int() }), ...errors } } }, async (request) => {
    const answer = await cancelGrant(ctx.db, actorOf(request), request.params.id, request.body.reason);
    ctx.eventsWritten();
    return answer;
  });

  r.get('/api/admin/promo', { schema: { tags, response: { 200: adminPromoListSchema, ...errors } } }, async () => ({ items: await listPromos(ctx.db) }));
  r.post('/api/admin/promo', { schema: { tags, body: promoCreateRequestSchema, response: { 200: adminPromoResponseSchema, ...errors } } }, async (request) => {
    const actor = actorOf(request);
    const promo = await ctx.db.transaction(async (tx) => {
      const created = await createPromo(tx, request.body, actor.id);
      await record(tx, { actorId: actor.id, action: 'promo.create', target: { type: 'promo', id: created.id }, details: { ...created }, ip: actor.ip });
      return created;
    });
    return { promo };
  });
  r.get('/api/admin/promo/:id/activations', { schema: { tags, params: promoIdParamsSchema, response: { 200: adminPromoActivationsSchema, ...errors } } }, async (request) => ({
    items: await promoActivations(ctx.db, request.params.id),
  }));
  r.post('/api/admin/promo/:id/disable', { schema: { tags, params: promoIdParamsSchema, response: { 200: adminPromoResponseSchema, ...errors } } }, async (request) => {
    const actor = actorOf(request);
    const promo = await ctx.db.transaction(async (tx) => {
      const disabled = await disablePromo(tx, request.params.id);
      await record(tx, { actorId: actor.id, action: 'promo.disable', target: { type: 'promo', id: disabled.id }, ip: actor.ip });
      return disabled;
    });
    return { promo };
  });
}
