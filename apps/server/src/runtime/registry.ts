import { expireGrants, issueStatusCodes } from '../modules/bonus/index.ts';
import { sweepLoginThrottle } from '../modules/users/index.ts';
import { pollPaymentStatuses, sendPayout, type Payments } from '../modules/payments/index.ts';
import { sandboxJobHandlers, type SandboxOptions } from '../sandbox/index.ts';
import { settleTournaments, type ReferralRanking } from '../modules/tournaments/index.ts';
import type { JobHandler, Schedule } from './jobs.ts';

/**
 * Every background job the runtime knows, by queue, and the recurring ones.
 * A module offers a job as a service function; this is the one place that
 * names them. The local sandbox provider's jobs join when it runs here.
 */
export function jobHandlers(deps: { payments: Payments; sandbox: SandboxOptions | null; referralRanking: ReferralRanking; eventsWritten?: () => void }): Record<string, JobHandler> {
  return {
    'users.sweep-login-throttle': async (_payload, { db }) => sweepLoginThrottle(db),
    'payments.send-payout': async (payload) => sendPayout(deps.payments, Number(payload.withdrawalId)),
    'payments.poll-statuses': async () => void (await pollPaymentStatuses(deps.payments)),
    'bonus.expire-grants': async (_payload, { db }) => void (await expireGrants(db)),
    'bonus.issue-status-codes': async (_payload, { db }) => void (await issueStatusCodes(db)),
    'tournaments.settle': async (_payload, { db }) => void (await settleTournaments(db, { referral: deps.referralRanking, afterPay: deps.eventsWritten })),
    ...(deps.sandbox ? sandboxJobHandlers(deps.sandbox) : {}),
  };
}

export const schedules: Schedule[] = [
  // Rows of sign-in attempts older than a day (decision 009), hourly.
  { name: 'sweep-login-throttle', everySeconds: 3600, queue: 'users.sweep-login-throttle' },
  // Deposits and payouts whose callback never came are asked about (issue 11), every minute.
  { name: 'payments-poll', everySeconds: 60, queue: 'payments.poll-statuses' },
  // Bonus grants past their expiry give back what is left of them (issue 13), every minute.
  { name: 'bonus-expiry', everySeconds: 60, queue: 'bonus.expire-grants' },
  // Last week's statuses get their personal promo codes (issue 13), looked at hourly: Monday's first run issues them.
  { name: 'bonus-status-codes', everySeconds: 3600, queue: 'bonus.issue-status-codes' },
  // Tournaments (issue 14): opens the current periods' ones, fixes and pays those ended, every minute.
  { name: 'tournaments-settle', everySeconds: 60, queue: 'tournaments.settle' },
];
