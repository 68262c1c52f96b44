import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signatures of provider callbacks, the way Stripe signs its webhooks: the
 * header `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. The
 * timestamp is inside what is signed, so an old callback cannot be replayed
 * later with a fresh time; a signature outside the tolerance is refused even
 * if it is genuine.
 */
export const SIGNATURE_HEADER = 'x-payment-signature';
/** How far a callback's timestamp may be from our clock (both ways). */
export const SIGNATURE_TOLERANCE_S = 300;

export function signPayload(secret: string, body: string, now = Date.now()): string {
  const t = Math.floor(now / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
}

export type SignatureCheck = { ok: true } | { ok: false; reason: 'missing' | 'malformed' | 'stale' | 'mismatch' };

export function verifySignature(secret: string, body: Buffer | string, header: string | undefined, now = Date.now(), toleranceS = SIGNATURE_TOLERANCE_S): SignatureCheck {
  if (!header) return { ok: false, reason: 'missing' };
  const parts = new Map(header.split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const t = Number(parts.get('t'));
  const given = parts.get('v1');
  if (!Number.isInteger(t) || !given || !/^[0-9a-f]{64}$/.test(given)) return { ok: false, reason: 'malformed' };
  if (Math.abs(now / 1000 - t) > toleranceS) return { ok: false, reason: 'stale' };
  const expected = createHmac('sha256', secret).update(`${t}.`).update(body).digest();
  return timingSafeEqual(expected, Buffer.from(given, 'hex')) ? { ok: true } : { ok: false, reason: 'mismatch' };
}
