import { z } from 'zod';
import { bubblesTarget, diceChance, diceSide, hotlineDifficulty, popitRisk } from './games.ts';

/** 1–64 printable ASCII characters (games.md §1). */
export const clientSeedField = z.string({ error: 'client_seed_invalid' }).regex(/^[\x20-\x7E]{1,64}$/, { error: 'client_seed_invalid' });

export const seedPairSchema = z.object({ serverSeedHash: z.string(), clientSeed: z.string(), nonce: z.number().int() });
export type SeedPair = z.infer<typeof seedPairSchema>;
export const revealedSeedPairSchema = seedPairSchema.extend({ serverSeed: z.string() });
export const rotateRequestSchema = z.object({ clientSeed: clientSeedField.optional() });
export const rotateResponseSchema = z.object({ revealed: revealedSeedPairSchema, current: seedPairSchema });
export type RotateResponse = z.infer<typeof rotateResponseSchema>;

/** A number from a query string; an empty value is missing, not 0 (as plain coercion would make it). */
const queryNumber = (code: 'nonce_invalid' | 'chance_invalid' | 'target_invalid' | 'mines_invalid') =>
  z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number({ error: code }));

const seedsQuery = {
  serverSeed: z.string({ error: 'seed_invalid' }).min(1, { error: 'seed_invalid' }).max(128, { error: 'seed_invalid' }),
  clientSeed: clientSeedField,
  nonce: queryNumber('nonce_invalid').pipe(z.number().int({ error: 'nonce_invalid' }).min(0, { error: 'nonce_invalid' }).max(Number.MAX_SAFE_INTEGER, { error: 'nonce_invalid' })),
};

export const diceVerifyQuerySchema = z.object({ game: z.literal('dice'), ...seedsQuery, chance: queryNumber('chance_invalid').pipe(diceChance), side: diceSide });
export const verifyQuerySchema = z.discriminatedUnion(
  'game',
  [
    diceVerifyQuerySchema,
    z.object({ game: z.literal('bubbles'), ...seedsQuery, target: queryNumber('target_invalid').pipe(bubblesTarget) }),
    z.object({ game: z.literal('mines'), ...seedsQuery, mines: queryNumber('mines_invalid').pipe(z.number().int({ error: 'mines_invalid' }).min(1, { error: 'mines_invalid' }).max(24, { error: 'mines_invalid' })) }),
    z.object({ game: z.literal('hotline'), ...seedsQuery, difficulty: hotlineDifficulty }),
    z.object({
      game: z.literal('popit'),
      ...seedsQuery,
      /** Comma-separated bubble numbers, e.g. `picks=3,17,22`. */
      picks: z
        .string({ error: 'picks_invalid' })
        .regex(/^\d{1,2}(,\d{1,2}){0,9}$/, { error: 'picks_invalid' })
        .transform((text) => text.split(',').map(Number))
        .refine((picks) => picks.every((p) => p <= 39) && new Set(picks).size === picks.length, { error: 'picks_invalid' }),
      risk: popitRisk,
    }),
  ],
  { error: 'game_unknown' },
);
export type VerifyQuery = z.infer<typeof verifyQuerySchema>;
export const diceVerifyResponseSchema = z.object({ number: z.number().int(), win: z.boolean(), coefficient: z.number() });
/** The outcome of any own game recomputed from its seeds; fields by game as in each bet. */
export const verifyResponseSchema = z.union([
  diceVerifyResponseSchema,
  z.object({ result: z.number(), win: z.boolean(), coefficient: z.number() }),
  z.object({ minePositions: z.array(z.number().int()), ladder: z.array(z.number()) }),
  z.object({ board: z.array(z.array(z.number().int())), ladder: z.array(z.number()) }),
  z.object({ drawn: z.array(z.number().int()), hits: z.number().int(), coefficient: z.number() }),
]);
