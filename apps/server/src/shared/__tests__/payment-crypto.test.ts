import { describe, expect, it } from 'vitest';
import { createSealer } from '../sealed.ts';
import { signPayload, verifySignature } from '../webhook-signature.ts';

describe('webhook signatures', () => {
  const secret = 'whsec-0123456789-0123456789';
  const body = '{"id":"evt_1","type":"payment.succeeded"}';

  it('accepts its own signature within the time window and nothing else', () => {
    const now = Date.now();
    const header = signPayload(secret, body, now);
    expect(verifySignature(secret, body, header, now)).toEqual({ ok: true });
    expect(verifySignature(secret, Buffer.from(body), header, now + 299_000)).toEqual({ ok: true });
    expect(verifySignature(secret, body, header, now + 301_000)).toEqual({ ok: false, reason: 'stale' });
    expect(verifySignature(secret, body, header, now - 301_000)).toEqual({ ok: false, reason: 'stale' });
    expect(verifySignature(secret, `${body} `, header, now)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifySignature('another-secret-another-secret', body, header, now)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifySignature(secret, body, undefined, now)).toEqual({ ok: false, reason: 'missing' });
    expect(verifySignature(secret, body, 'v1=abc', now)).toEqual({ ok: false, reason: 'malformed' });
    // The timestamp is inside what is signed: moving it breaks the signature.
    const moved = header.replace(/^t=(\d+)/, (_, t: string) => `t=${Number(t) + 1}`);
    expect(verifySignature(secret, body, moved, now)).toEqual({ ok: false, reason: 'mismatch' });
  });
});

describe('sealed requisites', () => {
  it('open what was sealed; differ every time; refuse anything altered; fingerprint without revealing', () => {
    const sealer = createSealer('data-key-0123456789-0123456789-0123');
    const a = sealer.seal('4111111111111111');
    const b = sealer.seal('4111111111111111');
    expect(a).not.toBe(b);
    expect(a).not.toContain('4111');
    expect(sealer.open(a)).toBe('4111111111111111');
    const altered = a.slice(0, -2) + (a.endsWith('A') ? 'BB' : 'AA');
    expect(() => sealer.open(altered)).toThrow();
    expect(() => createSealer('another-key-0123456789-0123456789-01').open(a)).toThrow();
    expect(sealer.fingerprint('x')).toBe(sealer.fingerprint('x'));
    expect(sealer.fingerprint('x')).not.toBe(createSealer('another-key-0123456789-0123456789-01').fingerprint('x'));
  });
});
