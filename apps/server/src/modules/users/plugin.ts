import { defineModule } from '../module.ts';
import { balancePushes } from './balance-projector.ts';
import { sweepLoginThrottle } from './login-throttle.ts';
import { usersRoutes } from './routes.ts';
import { staffRoutes } from './staff-routes.ts';

/** Accounts, sessions and sign-in, and the support staff's view of players. */
export default defineModule({
  name: 'users',
  // The referral binding after a registration (issue 14), from the referrals module.
  uses: ['playerRegistered'],
  // Rows of sign-in attempts older than a day (decision 009), hourly.
  schedules: [{ name: 'sweep-login-throttle', everySeconds: 3600, queue: 'users.sweep-login-throttle' }],
  setup: ({ ctx }, hooks) => ({
    plugin: async (scope) => {
      await usersRoutes(scope, ctx, { registered: hooks.playerRegistered });
      await staffRoutes(scope, ctx);
    },
    jobs: { 'users.sweep-login-throttle': async (_payload, { db }) => sweepLoginThrottle(db) },
    projectors: [balancePushes],
  }),
});
