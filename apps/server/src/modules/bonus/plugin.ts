import { defineModule } from '../module.ts';
import { bonusAdminRoutes } from './admin-routes.ts';
import { expireGrants } from './expiry.ts';
import { createBetCountingDuty } from './follow-ups.ts';
import { freeCoinsRoutes } from './free-coins-routes.ts';
import { bonusRoutes } from './routes.ts';
import { issueStatusCodes } from './status-codes.ts';
import { statusPointsPercent } from './statuses.ts';
import { wheelRoutes } from './wheel-routes.ts';

/** The bonus economy (issue 13): grants, the wheel, free coins, statuses, its back office and the bet counting. */
export default defineModule({
  name: 'bonus',
  // A weekly status raises the deposit points' rate (bonuses.md §4).
  provides: { depositPointsPercent: () => statusPointsPercent },
  // The tournaments' points, in the same transaction as the counting (issue 14).
  uses: ['realMoneyBetsCounted'],
  schedules: [
    // Bonus grants past their expiry give back what is left of them (issue 13), every minute.
    { name: 'bonus-expiry', everySeconds: 60, queue: 'bonus.expire-grants' },
    // Last week's statuses get their personal promo codes (issue 13), looked at hourly: Monday's first run issues them.
    { name: 'bonus-status-codes', everySeconds: 3600, queue: 'bonus.issue-status-codes' },
  ],
  setup: ({ ctx }, hooks) => ({
    plugin: async (scope) => {
      await bonusRoutes(scope, ctx);
      await wheelRoutes(scope, ctx);
      await freeCoinsRoutes(scope, ctx);
      await bonusAdminRoutes(scope, ctx);
    },
    jobs: {
      'bonus.expire-grants': async (_payload, { db }) => void (await expireGrants(db)),
      'bonus.issue-status-codes': async (_payload, { db }) => void (await issueStatusCodes(db)),
    },
    // Settled bets counted for wagering, levels and rakeback (issue 13).
    duties: [createBetCountingDuty(ctx.db, ctx.log, () => ctx.eventsWritten(), hooks.realMoneyBetsCounted)],
  }),
});
