import { z } from 'zod';
import { assertSeeds, sha256Hex, type Seeds } from '../bytes.ts';
import { queryNumber, seedsQuery } from '../games/spec.ts';
import { freeCoinsDraw } from './free-coins.ts';
import { statusSpin } from './status-spin.ts';
import { wheelSpin } from './wheel.ts';

/**
 * The bonus draws that are not bets (bonuses.md §2–§4) as GET
 * /api/fairness/verify and the browser verifier check them: each takes a
 * nonce of the player's seed pair like a bet, so it is recomputed from the
 * seeds exactly as a game is. `game` names the draw (`wheel`, `free_coins`, `status_spin`);
 * neither is a game id, so the endpoint's one discriminated query holds games,
 * round games and draws.
 */
export const BONUS_DRAW_IDS = ['wheel', 'free_coins', 'status_spin'] as const;
export type BonusDrawId = (typeof BONUS_DRAW_IDS)[number];

export function isBonusDrawId(value: unknown): value is BonusDrawId {
  return typeof value === 'string' && (BONUS_DRAW_IDS as readonly string[]).includes(value);
}

/** A whole number of coins for the free-coins range (its defaults are the settings' defaults, bonuses.md §2). */
const coinsQuery = (fallback: number) =>
  z.preprocess((v) => (v === '' || v === undefined ? String(fallback) : v), queryNumber('invalid_value').pipe(z.number().int({ error: 'invalid_value' }).min(1, { error: 'invalid_value' }).max(1_000_000, { error: 'invalid_value' })));

export const wheelVerifyQuerySchema = z.object({ game: z.literal('wheel'), ...seedsQuery });
/** The range the claim drew from: 1–10 coins unless an administrator changed it. */
export const freeCoinsVerifyQuerySchema = z
  .object({ game: z.literal('free_coins'), ...seedsQuery, min: coinsQuery(1), max: coinsQuery(10) })
  .refine((q) => q.max >= q.min, { error: 'invalid_value', path: ['max'] });
export const statusSpinVerifyQuerySchema = z.object({ game: z.literal('status_spin'), ...seedsQuery });
export const bonusDrawVerifyQuerySchemas = [wheelVerifyQuerySchema, freeCoinsVerifyQuerySchema, statusSpinVerifyQuerySchema] as const;
export type BonusDrawVerifyQuery = z.infer<(typeof bonusDrawVerifyQuerySchemas)[number]>;
export type BonusDrawVerifyQueryInput = z.input<(typeof bonusDrawVerifyQuerySchemas)[number]>;

const checked = { serverSeedHash: z.string(), clientSeed: z.string(), nonce: z.number().int() };
export const wheelVerifyResponseSchema = z.object({
  game: z.literal('wheel'),
  ...checked,
  /** 0–19, clockwise from the pointer (docs/games/wheel.md). */
  segment: z.number().int(),
  /** The segment's multiplier of the base, hundredths (x0.5 → 50). */
  x: z.number().int(),
});
export const freeCoinsVerifyResponseSchema = z.object({ game: z.literal('free_coins'), ...checked, min: z.number().int(), max: z.number().int(), coins: z.number().int() });
/** The status spin's multiplier of promo rewards, hundredths (docs/games/status-spin.md). */
export const statusSpinVerifyResponseSchema = z.object({ game: z.literal('status_spin'), ...checked, x: z.number().int() });
export const bonusDrawVerifyResponseSchema = z.discriminatedUnion('game', [wheelVerifyResponseSchema, freeCoinsVerifyResponseSchema, statusSpinVerifyResponseSchema]);
export type BonusDrawVerifyResponse = z.infer<typeof bonusDrawVerifyResponseSchema>;

/** Recomputes a draw from a parsed verify query; bad seeds throw InvalidGameInput, as the games' maths does. */
export function verifyBonusDraw(query: BonusDrawVerifyQuery): BonusDrawVerifyResponse {
  const seeds: Seeds = { serverSeed: query.serverSeed, clientSeed: query.clientSeed, nonce: query.nonce };
  assertSeeds(seeds);
  const common = { serverSeedHash: sha256Hex(seeds.serverSeed), clientSeed: seeds.clientSeed, nonce: seeds.nonce };
  if (query.game === 'wheel') return { game: 'wheel', ...common, ...wheelSpin(seeds) };
  if (query.game === 'status_spin') return { game: 'status_spin', ...common, ...statusSpin(seeds) };
  return { game: 'free_coins', ...common, min: query.min, max: query.max, coins: freeCoinsDraw(seeds, query.min, query.max).coins };
}
