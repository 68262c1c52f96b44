import type { z } from 'zod';
import { illFormedTextPath } from '@azart/contracts';
import {
  apiErrorSchema, eventSchema, paymentObjectSchema, payoutObjectSchema,
  type CreatePayment, type CreatePayout, type PaymentObject, type PayoutObject, type ProviderEvent,
} from '../../../shared/provider-protocol.ts';
import { verifySignature } from '../../../shared/webhook-signature.ts';
import { CallbackRefused, ProviderRefused, ProviderUnavailable, type PaymentProvider } from './provider.ts';

/** A provider call that has not answered in this long has failed (and is retried by whoever called it). */
const TIMEOUT_MS = 10_000;

/**
 * The provider's REST API v1 (docs/payments-provider.md) over HTTP: Bearer
 * API key, an Idempotency-Key on everything that creates, answers checked
 * against the protocol's schemas, and callbacks verified by their HMAC
 * signature within a time window. `baseUrl` is a function so that the local
 * sandbox can be found once this server listens.
 */
export function createHttpPaymentProvider(options: { name: string; baseUrl: () => string; apiKey: string; webhookSecret: string }): PaymentProvider {
  async function call<T>(method: 'GET' | 'POST', path: string, schema: z.ZodType<T>, body?: unknown, idempotencyKey?: string): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${options.baseUrl()}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.apiKey}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (cause) {
      throw new ProviderUnavailable(`${options.name}: ${method} ${path} failed: ${(cause as Error).message}`, { cause });
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    if (response.status >= 500 || response.status === 429) throw new ProviderUnavailable(`${options.name}: ${method} ${path} answered ${response.status}`);
    if (response.status >= 400) {
      const error = apiErrorSchema.safeParse(json);
      throw new ProviderRefused(response.status, error.success ? error.data.error.type : 'unknown', error.success ? error.data.error.message : text.slice(0, 200));
    }
    const parsed = schema.safeParse(json);
    // An answer we cannot read is the provider's failure; the caller retries or a status poll settles it.
    if (!parsed.success) throw new ProviderUnavailable(`${options.name}: ${method} ${path} answered something else than the protocol says`);
    return parsed.data;
  }

  return {
    name: options.name,
    createPayment: (key: string, input: CreatePayment): Promise<PaymentObject> => call('POST', '/payments', paymentObjectSchema, input, key),
    getPayment: (id: string) => call('GET', `/payments/${encodeURIComponent(id)}`, paymentObjectSchema),
    createPayout: (key: string, input: CreatePayout): Promise<PayoutObject> => call('POST', '/payouts', payoutObjectSchema, input, key),
    getPayout: (id: string) => call('GET', `/payouts/${encodeURIComponent(id)}`, payoutObjectSchema),
    parseCallback(rawBody: Buffer, signature: string | undefined): ProviderEvent {
      const check = verifySignature(options.webhookSecret, rawBody, signature);
      if (!check.ok) throw new CallbackRefused(401, `signature ${check.reason}`);
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new CallbackRefused(400, 'body is not JSON');
      }
      // A lone surrogate or NUL anywhere (the event id, say) can never be stored: refused before the event is read.
      if (illFormedTextPath(json) !== null) throw new CallbackRefused(400, 'body has ill-formed text (a lone surrogate or NUL)');
      const event = eventSchema.safeParse(json);
      if (!event.success) throw new CallbackRefused(400, 'body is not an event of the protocol');
      return event.data;
    },
  };
}
