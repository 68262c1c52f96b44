import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Cookie naming a browser that has signed in to an account before (decision 009). */
export const DEVICE_COOKIE = 'device';
export const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

/**
 * Device cookies (OWASP "slow down online guessing attacks with device
 * cookies"): after a successful sign-in the browser gets a signed token that
 * names the account and a random device id. Sign-in attempts from a browser
 * that presents a valid one for the account are throttled under that device
 * id, apart from everyone else's attempts on the account, so an attacker
 * guessing the password elsewhere cannot lock the owner out.
 */
export function createDeviceCookies(secret: string) {
  const key = createHmac('sha256', secret).update('azart device cookie v1').digest();
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    /** A cookie value for this account, keeping the device id when the browser already has one. */
    issue(loginKey: string, deviceId: string = randomBytes(12).toString('base64url')): string {
      const payload = `${deviceId}.${Buffer.from(loginKey).toString('base64url')}`;
      return `${payload}.${mac(payload)}`;
    },
    /** The device id of a genuine cookie issued for this account, or null. */
    deviceFor(value: string | undefined, loginKey: string): string | null {
      if (!value) return null;
      const [deviceId, account, signature] = value.split('.');
      if (!deviceId || !account || !signature || Buffer.from(account, 'base64url').toString() !== loginKey) return null;
      const expected = Buffer.from(mac(`${deviceId}.${account}`));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given) ? deviceId : null;
    },
  };
}

export type DeviceCookies = ReturnType<typeof createDeviceCookies>;
