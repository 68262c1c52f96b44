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
  const parsed = parseSignatureHeader(header);
  if (!parsed) return { ok: false, reason: 'malformed' };
  const { t, v1: given } = parsed;
  if (Math.abs(now / 1000 - t) > toleranceS) return { ok: false, reason: 'stale' };
  const expected = createHmac('sha256', secret).update(`${t}.`).update(body).digest();
  return timingSafeEqual(expected, Buffer.from(given, 'hex')) ? { ok: true } : { ok: false, reason: 'mismatch' };
}

/**
 * The header read strictly (issue 20 item 5): exactly one `t=` of decimal digits and exactly one `v1=` of 64 hex
 * digits, nothing else. A second `v1=` (which of the two was checked?) or `t=<n>.0` is malformed, not guessed at.
 */
export function parseSignatureHeader(header: string): { t: number; v1: string } | null {
  const parts = header.split(',').map((part) => part.trim());
  if (parts.length !== 2) return null;
  const fields = new Map<string, string>();
  for (const part of parts) {
    const match = /^(t|v1)=(.*)$/.exec(part);
    if (!match || fields.has(match[1]!)) return null;
    fields.set(match[1]!, match[2]!);
  }
  const t = fields.get('t');
  const v1 = fields.get('v1');
  if (!t || !/^[0-9]{1,12}$/.test(t) || !v1 || !/^[0-9a-f]{64}$/.test(v1)) return null;
  return { t: Number(t), v1 };
}
