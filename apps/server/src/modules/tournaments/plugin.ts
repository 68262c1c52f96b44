import { defineModule } from '../module.ts';
import { accrueTournamentPoints } from './accrual.ts';
import { tournamentsRoutes } from './routes.ts';
import { settleTournaments } from './settle.ts';

/** Tournaments (issue 14): points from counted real-money bets, the periods' tournaments, their settlement and standings. */
export default defineModule({
  name: 'tournaments',
  provides: { realMoneyBetsCounted: () => accrueTournamentPoints },
  // The referral tournament ranks referrers by the referrals module's rewarded deposits.
  uses: ['referralRanking'],
  // Opens the current periods' tournaments, fixes and pays those ended, every minute.
  schedules: [{ name: 'tournaments-settle', everySeconds: 60, queue: 'tournaments.settle' }],
  setup: ({ ctx }, hooks) => ({
    plugin: (scope) => tournamentsRoutes(scope, ctx, hooks.referralRanking),
    jobs: { 'tournaments.settle': async (_payload, { db }) => void (await settleTournaments(db, { referral: hooks.referralRanking, afterPay: () => ctx.eventsWritten() })) },
  }),
});
