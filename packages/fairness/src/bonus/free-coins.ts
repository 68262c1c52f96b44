import { floatUnits, FLOAT_UNITS, type Seeds } from '../bytes.ts';
import { assertIntegerInRange } from '../errors.ts';

/**
 * The free-coins claim (bonuses.md §2): a whole number of coins in
 * [minCoins, maxCoins], uniform, from the first float of the player's seed
 * pair at the claim's nonce: coins = min + floor(f × (max − min + 1)).
 */
export function freeCoinsDraw(seeds: Seeds, minCoins: number, maxCoins: number): { coins: number } {
  assertIntegerInRange('minCoins', minCoins, 1, 1_000_000);
  assertIntegerInRange('maxCoins', maxCoins, minCoins, 1_000_000);
  const [units = 0] = floatUnits(seeds, 1);
  const span = maxCoins - minCoins + 1;
  // Integer maths: floor(units × span / 2^32) is exactly floor(f × span).
  return { coins: minCoins + Math.floor((units * span) / FLOAT_UNITS) };
}
