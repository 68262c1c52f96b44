import { floatUnits, FLOAT_UNITS, type Seeds } from '../bytes.ts';

/**
 * The status spin (bonuses.md §4, docs/games/status-spin.md): an extra
 * multiplier of promo-code rewards for one hour, ×1.1 to ×2 (hundredths),
 * drawn on the player's seed pair like a bet. The weights add up to 64, a
 * power of two, so `floor(f × 64)` hits each slot for exactly 2^26 of the
 * 2^32 floats: the probabilities are exactly weight / 64. The table is part
 * of the draw (a spin is verified from its seeds alone), not a setting.
 */
export const STATUS_SPIN_TABLE: readonly { readonly x: number; readonly weight: number }[] = Object.freeze([
  { x: 110, weight: 24 },
  { x: 120, weight: 16 },
  { x: 130, weight: 10 },
  { x: 150, weight: 8 },
  { x: 175, weight: 4 },
  { x: 200, weight: 2 },
]);
const TOTAL = STATUS_SPIN_TABLE.reduce((sum, entry) => sum + entry.weight, 0);
/** The top prize: besides the multiplier it brings the rakeback boost (bonuses.md §6). */
export const STATUS_SPIN_TOP_X = 200;

/** The multiplier (hundredths) the seeds draw: the first float picks a slot of 64, the slots go to the table's rows in order. */
export function statusSpin(seeds: Seeds): { x: number } {
  const [units = 0] = floatUnits(seeds, 1);
  let slot = Math.floor((units * TOTAL) / FLOAT_UNITS);
  for (const entry of STATUS_SPIN_TABLE) {
    if (slot < entry.weight) return { x: entry.x };
    slot -= entry.weight;
  }
  throw new Error('status spin slot outside its table');
}
