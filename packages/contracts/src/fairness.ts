import { z } from 'zod';
import { diceChance, diceSide } from './games.ts';

/** 1–64 printable ASCII characters (games.md §1). */
export const clientSeedField = z.string({ error: 'client_seed_invalid' }).regex(/^[\x20-\x7E]{1,64}$/, { error: 'client_seed_invalid' });

export const seedPairSchema = z.object({ serverSeedHash: z.string(), clientSeed: z.string(), nonce: z.number().int() });
export type SeedPair = z.infer<typeof seedPairSchema>;
export const revealedSeedPairSchema = seedPairSchema.extend({ serverSeed: z.string() });
export const rotateRequestSchema = z.object({ clientSeed: clientSeedField.optional() });
export const rotateResponseSchema = z.object({ revealed: revealedSeedPairSchema, current: seedPairSchema });
export type RotateResponse = z.infer<typeof rotateResponseSchema>;

const seedsQuery = {
  serverSeed: z.string({ error: 'seed_invalid' }).min(1, { error: 'seed_invalid' }).max(128, { error: 'seed_invalid' }),
  clientSeed: clientSeedField,
  nonce: z.coerce.number({ error: 'nonce_invalid' }).int({ error: 'nonce_invalid' }).min(0, { error: 'nonce_invalid' }).max(Number.MAX_SAFE_INTEGER, { error: 'nonce_invalid' }),
};

export const diceVerifyQuerySchema = z.object({ game: z.literal('dice'), ...seedsQuery, chance: z.coerce.number({ error: 'chance_invalid' }).pipe(diceChance), side: diceSide });
export const verifyQuerySchema = z.discriminatedUnion('game', [diceVerifyQuerySchema], { error: 'game_unknown' });
export type VerifyQuery = z.infer<typeof verifyQuerySchema>;
export const diceVerifyResponseSchema = z.object({ number: z.number().int(), win: z.boolean(), coefficient: z.number() });
