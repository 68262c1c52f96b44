import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '@azart/db';
import { createPaymentSchema, createPayoutSchema } from '../shared/provider-protocol.ts';
import { createPayment, createPayout, findPayment, findPayout, type SandboxOptions } from './store.ts';
import { ApiError, parsed, providerApiFrame } from './provider-api.ts';

function idempotencyKey(request: FastifyRequest): string {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || !/^[\x21-\x7E]{1,128}$/.test(key)) throw new ApiError(400, 'invalid_request', 'an Idempotency-Key header is required');
  return key;
}

/**
 * The sandbox's merchant API (v1): create and read payments and payouts, as
 * a processor's REST API does. Authenticated by the merchant's secret key.
 */
export async function sandboxApi(app: FastifyInstance, db: Database, options: SandboxOptions): Promise<void> {
  providerApiFrame(app, options.apiKey, 'sandbox api');

  app.post('/payments', async (request, reply) => {
    const input = parsed(createPaymentSchema, request.body);
    const created = await db.transaction((tx) => createPayment(tx, options, idempotencyKey(request), input));
    if ('conflict' in created) throw new ApiError(409, 'idempotency_error', 'this Idempotency-Key was used for another payment');
    return reply.status(created.created ? 201 : 200).send(created.object);
  });

  app.get<{ Params: { id: string } }>('/payments/:id', async (request) => {
    const found = /^pay_[0-9a-f]{24}$/.test(request.params.id) ? await findPayment(db, options, request.params.id) : null;
    if (!found) throw new ApiError(404, 'not_found', 'no such payment');
    return found.object;
  });

  app.post('/payouts', async (request, reply) => {
    const input = parsed(createPayoutSchema, request.body);
    const created = await db.transaction((tx) => createPayout(tx, options, idempotencyKey(request), input));
    if ('conflict' in created) throw new ApiError(409, 'idempotency_error', 'this Idempotency-Key was used for another payout');
    return reply.status(created.created ? 201 : 200).send(created.object);
  });

  app.get<{ Params: { id: string } }>('/payouts/:id', async (request) => {
    const found = /^po_[0-9a-f]{24}$/.test(request.params.id) ? await findPayout(db, request.params.id) : null;
    if (!found) throw new ApiError(404, 'not_found', 'no such payout');
    return found;
  });
}
