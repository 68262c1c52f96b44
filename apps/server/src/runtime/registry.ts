import { sweepLoginThrottle } from '../modules/users/index.ts';
import type { JobHandler, Schedule } from './jobs.ts';

/**
 * Every background job the runtime knows, by queue, and the recurring ones.
 * A module offers a job as a service function; this is the one place that
 * names them.
 */
export const jobHandlers: Record<string, JobHandler> = {
  'users.sweep-login-throttle': async (_payload, { db }) => sweepLoginThrottle(db),
};

export const schedules: Schedule[] = [
  // Rows of sign-in attempts older than a day (decision 009), hourly.
  { name: 'sweep-login-throttle', everySeconds: 3600, queue: 'users.sweep-login-throttle' },
];
