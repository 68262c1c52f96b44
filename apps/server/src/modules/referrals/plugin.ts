import { defineModule } from '../module.ts';
import { referralRewardsRanking } from './ranking.ts';
import { createRegistrationStep } from './registration.ts';
import { referralsRoutes } from './routes.ts';
import { rewardDeposit } from './service.ts';

/** The referral programme (issue 14 item 3, bonuses.md §9): its routes, and what it adds to registrations, deposits and the referral tournament. */
export default defineModule({
  name: 'referrals',
  provides: {
    playerRegistered: ({ ctx }) => createRegistrationStep(ctx),
    depositCredited: () => rewardDeposit,
    referralRanking: () => referralRewardsRanking,
  },
  setup: ({ ctx }) => ({ plugin: (scope) => referralsRoutes(scope, ctx) }),
});
