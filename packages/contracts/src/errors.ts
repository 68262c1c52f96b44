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
export const healthSchema = z.object({ status: z.literal('ok'), db: z.string(), redis: z.boolean() });
