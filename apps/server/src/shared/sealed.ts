import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets at rest (a payout's card number, a saved template's requisites,
 * a two-factor secret): AES-256-GCM under a key derived from a server secret
 * (PAYMENTS_DATA_KEY for payments), so a copy of the database alone does not
 * give them away; `fingerprint` is a keyed hash for finding the same value
 * again without storing it in the clear. `purpose` keeps the keys of
 * different uses apart.
 */
export type Sealer = { seal(plain: string): string; open(sealed: string): string; fingerprint(plain: string): string };

export function createSealer(secret: string, purpose = 'payments'): Sealer {
  const key = Buffer.from(hkdfSync('sha256', secret, 'azart', `${purpose} sealing key v1`, 32));
  const fingerprintKey = Buffer.from(hkdfSync('sha256', secret, 'azart', `${purpose} fingerprint key v1`, 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    open(sealed) {
      if (!sealed.startsWith('v1.')) throw new Error('unknown sealed format');
      const raw = Buffer.from(sealed.slice(3), 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
    fingerprint: (plain) => createHmac('sha256', fingerprintKey).update(plain).digest('base64url'),
  };
}
