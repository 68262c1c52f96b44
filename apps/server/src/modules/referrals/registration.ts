import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../shared/context.ts';
import { createDeviceCookies, DEVICE_COOKIE } from '../users/index.ts';
import { createRefCookies, REF_COOKIE } from './cookie.ts';
import { bind, ensureCode } from './service.ts';

/** The device id of a genuine device cookie, whatever account it names (decision 009's cookie: `device.account.mac`). */
function deviceOf(devices: ReturnType<typeof createDeviceCookies>, value: string | undefined): string | null {
  const account = value?.split('.')[1];
  if (!value || !account) return null;
  return devices.deviceFor(value, Buffer.from(account, 'base64url').toString());
}

/**
 * The step the registration route calls once an account exists (the module
 * list hands it to the users module as its `playerRegistered` hook, so the
 * users module does not import this one).
 */
export function createRegistrationStep(ctx: AppContext): (request: FastifyRequest, userId: number) => Promise<void> {
  const devices = createDeviceCookies(ctx.config.jwtSecret);
  const cookies = createRefCookies(ctx.config.jwtSecret);

  /**
   * After a registration: the new player's own code, and the binding to the
   * referrer named by a referral cookie still within its 300 s. Never fails
   * the registration: the account exists already, and a binding problem is
   * the referrer's loss, logged.
   */
  async function registered(request: FastifyRequest, userId: number): Promise<void> {
    try {
      await ensureCode(ctx.db, userId, request.ip);
      const code = cookies.codeOf(request.cookies[REF_COOKIE]);
      if (!code) return;
      const cookie = request.cookies[DEVICE_COOKIE];
      await bind(ctx, {
        userId, code, via: 'registration', ip: request.ip, device: deviceOf(devices, cookie),
        sameDeviceAs: (loginKey) => devices.deviceFor(cookie, loginKey) !== null,
      });
    } catch (error) {
      ctx.log.error({ err: error, user: userId }, 'referral step of a registration failed');
    }
  }

  return registered;
}
