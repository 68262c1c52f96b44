import { createHmac, timingSafeEqual } from 'node:crypto';
import { REFERRAL_COOKIE_LIFE_S } from '@azart/contracts';

/** The referral code a visitor of `/refs/:id` carries to registration (spec §2, §9). */
export const REF_COOKIE = 'ref_code';

/**
 * The cookie is set by the hit report's answer (the guard's first call) and
 * signed with the time it was issued: the browser drops it after 300 s, and
 * the server refuses an older one too, so a cookie kept alive by hand (or
 * replayed by a script) binds nobody after the spec's 300 s.
 */
export function createRefCookies(secret: string) {
  const key = createHmac('sha256', secret).update('azart referral cookie v1').digest();
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    issue(code: string, now = Date.now()): string {
      const payload = `${code}.${Math.floor(now / 1000)}`;
      return `${payload}.${mac(payload)}`;
    },
    /** The code of a genuine cookie still within its life, or null. */
    codeOf(value: string | undefined, now = Date.now()): string | null {
      if (!value) return null;
      const [code, issuedAt, signature] = value.split('.');
      if (!code || !issuedAt || !signature || !/^\d+$/.test(issuedAt)) return null;
      const expected = Buffer.from(mac(`${code}.${issuedAt}`));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      const age = Math.floor(now / 1000) - Number(issuedAt);
      return age >= 0 && age <= REFERRAL_COOKIE_LIFE_S ? code : null;
    },
  };
}

export type RefCookies = ReturnType<typeof createRefCookies>;
