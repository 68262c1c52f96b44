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

  it('reads the header strictly: exactly one integer t= and exactly one v1= (issue 20 item 5)', () => {
    const now = Date.now();
    const header = signPayload(secret, body, now);
    const [t, v1] = header.split(',') as [string, string];
    const other = `v1=${'0'.repeat(64)}`;
    for (const bad of [
      `${header},${other}`, // a second v1=, the attack run's
      `${t},${other},${v1}`,
      `${t}.0,${v1}`, // t=<n>.0, the attack run's
      `${t}e0,${v1}`,
      `t=+${t.slice(2)},${v1}`,
      `${t},${t},${v1}`,
      `${t},${v1},v0=abc`,
      `${t};${v1}`,
      `${t},${v1.toUpperCase().replace('V1', 'v1')}`,
      `${t}`,
    ]) {
      expect(verifySignature(secret, body, bad, now), bad).toEqual({ ok: false, reason: 'malformed' });
    }
    // Spaces around the parts are tolerated, the order too.
    expect(verifySignature(secret, body, `${v1} , ${t}`, now)).toEqual({ ok: true });
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
