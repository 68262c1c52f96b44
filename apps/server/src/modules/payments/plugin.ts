import { defineModule } from '../module.ts';
import { paymentsAdminRoutes } from './admin-routes.ts';
import { createPayments } from './payments.ts';
import { pollPaymentStatuses } from './poll.ts';
import { createHttpPaymentProvider } from './provider/http-provider.ts';
import { paymentsRoutes } from './routes.ts';
import { sendPayout } from './withdrawals.ts';

/**
 * The cashier (issue 11). It talks to its payment provider over HTTP, the
 * local sandbox included: found where this server listens when no real
 * provider is configured.
 */
export default defineModule({
  name: 'payments',
  // A weekly status raises the deposit points' rate (bonuses.md §4); a referral's deposit pays the referrer 3 % in the same transaction (bonuses.md §9).
  uses: ['depositPointsPercent', 'depositCredited'],
  // Deposits and payouts whose callback never came are asked about (issue 11), every minute.
  schedules: [{ name: 'payments-poll', everySeconds: 60, queue: 'payments.poll-statuses' }],
  setup: ({ ctx, files, selfOrigin }, hooks) => {
    const { config } = ctx;
    const { providerUrl } = config.payments;
    const payments = createPayments(ctx, {
      provider: createHttpPaymentProvider({ name: config.payments.providerName, baseUrl: () => providerUrl ?? `${selfOrigin()}/sandbox/api/v1`, apiKey: config.payments.apiKey, webhookSecret: config.payments.webhookSecret }),
      files,
      callbackOrigin: () => (providerUrl ? config.publicOrigin : selfOrigin()),
      pointsPercent: hooks.depositPointsPercent,
      onDepositCredited: hooks.depositCredited,
    });
    return {
      plugin: async (scope) => {
        await paymentsRoutes(scope, payments);
        await paymentsAdminRoutes(scope, payments);
      },
      jobs: {
        'payments.send-payout': async (payload) => sendPayout(payments, Number(payload.withdrawalId)),
        'payments.poll-statuses': async () => void (await pollPaymentStatuses(payments)),
      },
      services: { payments },
    };
  },
});
