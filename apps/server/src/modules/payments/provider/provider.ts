import type { CreatePayment, CreatePayout, PaymentObject, PayoutObject, ProviderEvent } from '../../../shared/provider-protocol.ts';

/**
 * What the cashier needs from a payment provider (issue 11 item 1): create a
 * deposit (a payment the player completes on the provider's checkout), read
 * its status, create a payout and read its status, and turn a callback into a
 * verified event. One implementation speaks HTTP (http-provider.ts); the
 * local sandbox and a real provider differ only in where it points.
 */
export interface PaymentProvider {
  /** Stored with every deposit and withdrawal, and the webhook path's last segment. */
  readonly name: string;
  createPayment(idempotencyKey: string, input: CreatePayment): Promise<PaymentObject>;
  getPayment(id: string): Promise<PaymentObject>;
  createPayout(idempotencyKey: string, input: CreatePayout): Promise<PayoutObject>;
  getPayout(id: string): Promise<PayoutObject>;
  /** A callback's raw body and signature header, verified and parsed; throws CallbackRefused otherwise. */
  parseCallback(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}

/** The provider could not be reached or failed on its side: try again later. */
export class ProviderUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderUnavailable';
  }
}

/** The provider refused the request itself (4xx): trying again will not help. */
export class ProviderRefused extends Error {
  readonly status: number;
  readonly type: string;
  constructor(status: number, type: string, message: string) {
    super(message);
    this.name = 'ProviderRefused';
    this.status = status;
    this.type = type;
  }
}

/** A callback that is not genuine (bad or stale signature) or not understood. */
export class CallbackRefused extends Error {
  readonly status: 400 | 401;
  constructor(status: 400 | 401, message: string) {
    super(message);
    this.name = 'CallbackRefused';
    this.status = status;
  }
}
