import type { FastifyInstance } from 'fastify';
import type { Database } from '@azart/db';
import { sandboxApi } from './api.ts';
import { sandboxCheckout } from './checkout.ts';
import type { SandboxOptions } from './store.ts';

export { sandboxJobHandlers } from './delivery.ts';
export type { SandboxOptions } from './store.ts';

/**
 * The sandbox payment provider (issue 11 item 2): a payment processor of our
 * own that runs inside this server under /sandbox/ when no real provider is
 * configured. It has its own tables and its own API (v1, under
 * /sandbox/api/v1) and hosted checkout (/sandbox/checkout/:id); the casino's
 * payments module reaches it over HTTP only, as it would a real provider, and
 * it calls the casino back with signed callbacks. See docs/payments-provider.md.
 */
export async function sandboxProvider(app: FastifyInstance, db: Database, options: SandboxOptions): Promise<void> {
  await app.register(async (scope) => sandboxApi(scope, db, options), { prefix: '/sandbox/api/v1' });
  await app.register(async (scope) => sandboxCheckout(scope, db, options), { prefix: '/sandbox' });
}
