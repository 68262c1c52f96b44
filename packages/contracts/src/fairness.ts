import { z } from 'zod';
import { GAME_SPECS, bonusDrawVerifyQuerySchemas, bonusDrawVerifyResponseSchema, type BonusDrawVerifyQuery, type BonusDrawVerifyResponse } from '@azart/fairness';
import { roundVerifyQuerySchemas, roundVerifyResponseSchema, type RoundVerifyQuery, type RoundVerifyResponse } from './rounds.ts';

export { clientSeedField } from '@azart/fairness';
import { clientSeedField } from '@azart/fairness';

export const seedPairSchema = z.object({ serverSeedHash: z.string(), clientSeed: z.string(), nonce: z.number().int() });
export type SeedPair = z.infer<typeof seedPairSchema>;
export const revealedSeedPairSchema = seedPairSchema.extend({ serverSeed: z.string() });
export const rotateRequestSchema = z.object({ clientSeed: clientSeedField.optional() });
export const rotateResponseSchema = z.object({ revealed: revealedSeedPairSchema, current: seedPairSchema });
export type RotateResponse = z.infer<typeof rotateResponseSchema>;

const specs = Object.values(GAME_SPECS);
/** GET /api/fairness/verify: `game`, the seeds and that game's parameters (each game's spec declares its part). */
export type SeedVerifyQuery = { [G in keyof typeof GAME_SPECS]: z.infer<(typeof GAME_SPECS)[G]['verifyQuery']> }[keyof typeof GAME_SPECS];
/** …or, for a round game, `game` and the round's `hash` (./rounds.ts); or a bonus draw (`wheel`, `free_coins`) and its seeds. */
export type VerifyQuery = SeedVerifyQuery | RoundVerifyQuery | BonusDrawVerifyQuery;
export const verifyQuerySchema = z.discriminatedUnion('game', [...specs.map((s) => s.verifyQuery), ...roundVerifyQuerySchemas, ...bonusDrawVerifyQuerySchemas] as unknown as [typeof GAME_SPECS.dice.verifyQuery], { error: 'game_unknown' }) as unknown as z.ZodType<VerifyQuery>;
export const diceVerifyQuerySchema = GAME_SPECS.dice.verifyQuery;
export const diceVerifyResponseSchema = GAME_SPECS.dice.verifyResponse;
/** The outcome of any own game recomputed from its seeds; fields by game as in each bet. */
export type SeedVerifyResponse = { [G in keyof typeof GAME_SPECS]: z.infer<(typeof GAME_SPECS)[G]['verifyResponse']> }[keyof typeof GAME_SPECS];
export type VerifyResponse = SeedVerifyResponse | RoundVerifyResponse | BonusDrawVerifyResponse;
export const verifyResponseSchema = z.union([...specs.map((s) => s.verifyResponse), roundVerifyResponseSchema, bonusDrawVerifyResponseSchema] as unknown as [typeof GAME_SPECS.dice.verifyResponse]) as unknown as z.ZodType<VerifyResponse>;
