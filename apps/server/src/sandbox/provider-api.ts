import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';

/**
 * What the sandbox's provider APIs (payments, social) share: a
 * provider-style error answer `{error: {type, message}}`, body parsing into
 * it, and the frame of an API authenticated by the casino's secret key.
 */
export class ApiError extends Error {
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

/** The value as the schema parses it, or a 400 `invalid_request` naming every problem. */
export function parsed<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new ApiError(400, 'invalid_request', result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  return result.data;
}

/** Errors in the provider's shape (a 500 logged as `label` failing), and every request checked for `Bearer <apiKey>`. */
export function providerApiFrame(app: FastifyInstance, apiKey: string, label: string): void {
  app.setErrorHandler((error: Error & { statusCode?: number; validation?: unknown }, _request, reply: FastifyReply) => {
    if (error instanceof ApiError) return reply.status(error.status).send({ error: { type: error.type, message: error.message } });
    if (error.validation || (error.statusCode && error.statusCode < 500)) return reply.status(error.statusCode ?? 400).send({ error: { type: 'invalid_request', message: error.message } });
    app.log.error({ err: error }, `${label} failed`);
    return reply.status(500).send({ error: { type: 'api_error', message: 'internal error' } });
  });
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    const key = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!sameSecret(key, apiKey)) throw new ApiError(401, 'authentication_error', 'invalid API key');
  });
}
