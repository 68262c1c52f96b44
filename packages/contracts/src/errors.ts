import { z } from 'zod';

/**
 * Error response shapes (spec §8): `error` is a string (one toast) or an
 * object of arrays keyed by field (one toast per message, shown per field in
 * forms). `code` is the stable machine-readable reason.
 */
export const errorResponseSchema = z.object({
  error: z.union([z.string(), z.record(z.string(), z.array(z.string()))]),
  code: z.string(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const settingsResponseSchema = z.object({ response: z.object({ DOMAIN: z.string() }).catchall(z.unknown()) });
export const versionSchema = z.object({ buildAt: z.number().int() });
/**
 * Readiness: `ok` (HTTP 200), `degraded` (200: Redis is configured but down, so
 * pushes stay on this process and rate limits use local counters) or
 * `unavailable` (503: the database does not answer; take the process out of
 * rotation until it does). `db` is the database kind, `redis` whether Redis is
 * configured; `checks` says what answered; `role` and `leading` say what
 * this process does (decision 012: runtime duties it leads right now).
 */
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded', 'unavailable']),
  db: z.string(),
  redis: z.boolean(),
  checks: z.object({ db: z.enum(['up', 'down']), redis: z.enum(['up', 'down', 'off']) }),
  role: z.enum(['all', 'web', 'worker']),
  leading: z.array(z.string()),
});
