import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '@azart/db';
import { createPaymentSchema, createPayoutSchema } from '../shared/provider-protocol.ts';
import { createPayment, createPayout, findPayment, findPayout, type SandboxOptions } from './store.ts';

/** A provider-style error answer: `{error: {type, message}}`. */
class ApiError extends Error {
  readonly status: number;
  readonly type: string;
  constructor(status: number, type: string, message: string) {
    super(message);
    this.status = status;
    this.type = type;
  }
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

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
  app.setErrorHandler((error: Error & { statusCode?: number; validation?: unknown }, _request, reply: FastifyReply) => {
    if (error instanceof ApiError) return reply.status(error.status).send({ error: { type: error.type, message: error.message } });
    if (error.validation || (error.statusCode && error.statusCode < 500)) return reply.status(error.statusCode ?? 400).send({ error: { type: 'invalid_request', message: error.message } });
    app.log.error({ err: error }, 'sandbox api failed');
    return reply.status(500).send({ error: { type: 'api_error', message: 'internal error' } });
  });
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    const key = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!sameSecret(key, options.apiKey)) throw new ApiError(401, 'authentication_error', 'invalid API key');
  });

  app.post('/payments', async (request, reply) => {
    const input = createPaymentSchema.safeParse(request.body);
    if (!input.success) throw new ApiError(400, 'invalid_request', input.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
    const created = await db.transaction((tx) => createPayment(tx, options, idempotencyKey(request), input.data));
    if ('conflict' in created) throw new ApiError(409, 'idempotency_error', 'this Idempotency-Key was used for another payment');
    return reply.status(created.created ? 201 : 200).send(created.object);
  });

  app.get<{ Params: { id: string } }>('/payments/:id', async (request) => {
    const found = /^pay_[0-9a-f]{24}$/.test(request.params.id) ? await findPayment(db, options, request.params.id) : null;
    if (!found) throw new ApiError(404, 'not_found', 'no such payment');
    return found.object;
  });

  app.post('/payouts', async (request, reply) => {
    const input = createPayoutSchema.safeParse(request.body);
    if (!input.success) throw new ApiError(400, 'invalid_request', input.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
    const created = await db.transaction((tx) => createPayout(tx, options, idempotencyKey(request), input.data));
    if ('conflict' in created) throw new ApiError(409, 'idempotency_error', 'this Idempotency-Key was used for another payout');
    return reply.status(created.created ? 201 : 200).send(created.object);
  });

  app.get<{ Params: { id: string } }>('/payouts/:id', async (request) => {
    const found = /^po_[0-9a-f]{24}$/.test(request.params.id) ? await findPayout(db, request.params.id) : null;
    if (!found) throw new ApiError(404, 'not_found', 'no such payout');
    return found;
  });
}
