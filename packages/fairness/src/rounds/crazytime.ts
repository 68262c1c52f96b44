/**
 * Crazy Time (games.md §3): a 54-segment wheel of numbers (1, 2, 5, 10) and
 * four bonus games, a top slot that picks one of the eight spots and a
 * multiplier T each round, and the bonus games of ./coinflip.ts,
 * ./pachinko.ts, ./cashhunt.ts and ./crazytime-wheel.ts, all drawn from the
 * round's floats at fixed places (CRAZY_TIME_FLOAT_OFFSETS), so one round's
 * bonus outcome never depends on which segment came up.
 *
 * Payouts per unit staked (stake included), with T' = T when the top slot
 * picked the bet's spot and 1 otherwise:
 * - a number n that comes up: n × T' + 1;
 * - a bonus that comes up: M × T' + 1, M being that bonus game's multiplier
 *   for the player (their Cash Hunt pick, their flapper);
 * - anything else: 0.
 * The sum a player wins in a round is capped (CRAZY_TIME_PAYOUT_CAP_KOPECKS
 * by default, games.md: 500 000 coins).
 */
import { InvalidGameInput, assertIntegerInRange } from '../errors.ts';
import { roundFloatUnits } from './chain.ts';
import { assertUnits, uniformIndex, unitAt, weightedTable, weightedValue } from './draw.ts';
import type { WeightedTable } from './draw.ts';
import { CASH_HUNT_FLOATS, assertCashHuntPick, cashHuntFromUnits, cashHuntOutcome } from './cashhunt.ts';
import type { CashHuntResult } from './cashhunt.ts';
import { COIN_FLIP_FLOATS, coinFlipFromUnits } from './coinflip.ts';
import type { CoinFlipResult } from './coinflip.ts';
import { CRAZY_TIME_WHEEL_FLOATS, assertCrazyTimeFlapper, crazyTimeWheelFromUnits, crazyTimeWheelOutcome } from './crazytime-wheel.ts';
import type { CrazyTimeFlapper, CrazyTimeWheelResult } from './crazytime-wheel.ts';
import { PACHINKO_FLOATS, pachinkoFromUnits } from './pachinko.ts';
import type { PachinkoResult } from './pachinko.ts';

export const CRAZY_TIME_NUMBERS = Object.freeze([1, 2, 5, 10] as const);
export const CRAZY_TIME_BONUSES = Object.freeze(['coinFlip', 'pachinko', 'cashHunt', 'crazyTime'] as const);
export type CrazyTimeNumber = (typeof CRAZY_TIME_NUMBERS)[number];
export type CrazyTimeBonus = (typeof CRAZY_TIME_BONUSES)[number];
export type CrazyTimeSpot = CrazyTimeNumber | CrazyTimeBonus;
/** The eight spots in the top slot's order (floor(f × 8) picks one). */
export const CRAZY_TIME_SPOTS: readonly CrazyTimeSpot[] = Object.freeze([...CRAZY_TIME_NUMBERS, ...CRAZY_TIME_BONUSES]);

/** games.md: 500 000 coins per round and player, in kopecks. */
export const CRAZY_TIME_PAYOUT_CAP_KOPECKS = 50_000_000;

/** games.md's target return per spot, in basis points (± 50). */
export const CRAZY_TIME_TARGET_RETURN_BP: Readonly<Record<CrazyTimeSpot, number>> = Object.freeze({
  1: 9608, 2: 9595, 5: 9578, 10: 9573, coinFlip: 9570, cashHunt: 9527, pachinko: 9433, crazyTime: 9441,
});

/**
 * The wheel, segment 0 first, clockwise; the pointer shows segment
 * floor(f × 54). The twenty-one 1s sit at floor(k × 54 / 21); the rest are
 * spread evenly, so no two equal segments and no two bonus segments touch
 * (also across 53 → 0).
 */
export const CRAZY_TIME_SEGMENTS: readonly CrazyTimeSpot[] = Object.freeze([
  1, 2, 1, 5, 2, 1, 'coinFlip', 1, 10,
  2, 1, 5, 1, 'cashHunt', 2, 1, 'pachinko', 2,
  1, 5, 1, 'coinFlip', 10, 1, 2, 1, 'crazyTime',
  5, 1, 2, 1, 2, 'coinFlip', 1, 10, 5,
  1, 2, 1, 2, 'cashHunt', 1, 'pachinko', 1, 5,
  2, 1, 'coinFlip', 1, 10, 2, 1, 5, 2,
] as const);

/**
 * The top slot's multiplier T for each spot, weights out of 10 000. Same
 * ladder ×2 … ×50 everywhere; each table follows a power law fitted so that
 * the spot's exact return meets its target (docs/games/round-games.md).
 */
export const CRAZY_TIME_TOP_SLOT: Readonly<Record<CrazyTimeSpot, WeightedTable>> = Object.freeze({
  1: weightedTable([[2, 3555], [3, 2080], [4, 1500], [5, 1100], [7, 700], [10, 440], [15, 260], [20, 180], [25, 130], [50, 55]]),
  2: weightedTable([[2, 3506], [3, 2001], [4, 1500], [5, 1100], [7, 730], [10, 470], [15, 280], [20, 200], [25, 150], [50, 63]]),
  5: weightedTable([[2, 5268], [3, 2138], [4, 1200], [5, 730], [7, 360], [10, 170], [15, 69], [20, 37], [25, 23], [50, 5]]),
  10: weightedTable([[2, 6954], [3, 1835], [4, 710], [5, 340], [7, 110], [10, 35], [15, 9], [20, 4], [25, 2], [50, 1]]),
  coinFlip: weightedTable([[2, 4432], [3, 2260], [4, 1300], [5, 920], [7, 510], [10, 280], [15, 140], [20, 84], [25, 57], [50, 17]]),
  pachinko: weightedTable([[2, 5189], [3, 2237], [4, 1200], [5, 730], [7, 350], [10, 160], [15, 69], [20, 37], [25, 23], [50, 5]]),
  cashHunt: weightedTable([[2, 5355], [3, 2087], [4, 1200], [5, 720], [7, 350], [10, 160], [15, 66], [20, 35], [25, 22], [50, 5]]),
  crazyTime: weightedTable([[2, 5360], [3, 2121], [4, 1200], [5, 710], [7, 340], [10, 150], [15, 62], [20, 33], [25, 20], [50, 4]]),
});

/** Where each part of the round reads its floats (index of its first float). */
export const CRAZY_TIME_FLOAT_OFFSETS = Object.freeze({
  segment: 0,
  topSlotSpot: 1,
  topSlotMultiplier: 2,
  coinFlip: 3,
  pachinko: 3 + COIN_FLIP_FLOATS,
  crazyTime: 3 + COIN_FLIP_FLOATS + PACHINKO_FLOATS,
  cashHunt: 3 + COIN_FLIP_FLOATS + PACHINKO_FLOATS + CRAZY_TIME_WHEEL_FLOATS,
});
/** Floats a round reads in all (125: 16 HMAC rounds). */
export const CRAZY_TIME_FLOATS = CRAZY_TIME_FLOAT_OFFSETS.cashHunt + CASH_HUNT_FLOATS;

export type CrazyTimeBonusResult =
  | ({ game: 'coinFlip' } & CoinFlipResult)
  | ({ game: 'pachinko' } & PachinkoResult)
  | ({ game: 'cashHunt' } & CashHuntResult)
  | ({ game: 'crazyTime' } & CrazyTimeWheelResult);

export type CrazyTimeResult = {
  /** Index into CRAZY_TIME_SEGMENTS. */
  segment: number;
  /** The spot on that segment. */
  spot: CrazyTimeSpot;
  topSlot: { spot: CrazyTimeSpot; multiplier: number };
  /** The bonus game played when the segment is a bonus, else null. */
  bonus: CrazyTimeBonusResult | null;
};

/** A player's choices for the bonus games; missing ones take the round's defaults. */
export type CrazyTimeChoice = { cashHuntPick?: number; flapper?: CrazyTimeFlapper };

export function isCrazyTimeBonus(spot: CrazyTimeSpot): spot is CrazyTimeBonus {
  return typeof spot === 'string';
}

export function assertCrazyTimeSpot(spot: CrazyTimeSpot): void {
  if (!CRAZY_TIME_SPOTS.includes(spot)) throw new InvalidGameInput(`spot must be one of ${CRAZY_TIME_SPOTS.join(', ')}, got ${String(spot)}`);
}

export function assertCrazyTimeChoice(choice: CrazyTimeChoice): void {
  if (choice === null || typeof choice !== 'object') throw new InvalidGameInput('choice must be an object');
  if (choice.cashHuntPick !== undefined) assertCashHuntPick(choice.cashHuntPick);
  if (choice.flapper !== undefined) assertCrazyTimeFlapper(choice.flapper);
}

/** Checks the segment, the top slot and that the right bonus game (or none) is attached. */
export function assertCrazyTimeResult(result: CrazyTimeResult): void {
  assertIntegerInRange('segment', result?.segment, 0, CRAZY_TIME_SEGMENTS.length - 1);
  if (CRAZY_TIME_SEGMENTS[result.segment] !== result.spot) throw new InvalidGameInput(`segment ${result.segment} does not show ${String(result.spot)}`);
  assertCrazyTimeSpot(result.topSlot?.spot);
  if (!CRAZY_TIME_TOP_SLOT[result.topSlot.spot].values.includes(result.topSlot.multiplier)) {
    throw new InvalidGameInput(`×${String(result.topSlot.multiplier)} is not a top-slot multiplier of ${String(result.topSlot.spot)}`);
  }
  const expected = isCrazyTimeBonus(result.spot) ? result.spot : null;
  if ((result.bonus?.game ?? null) !== expected) throw new InvalidGameInput(`segment ${String(result.spot)} needs bonus ${String(expected)}`);
}

function bonusFromUnits(game: CrazyTimeBonus, units: readonly number[]): CrazyTimeBonusResult {
  const at = (offset: number, count: number): number[] => units.slice(offset, offset + count);
  const o = CRAZY_TIME_FLOAT_OFFSETS;
  switch (game) {
    case 'coinFlip':
      return { game, ...coinFlipFromUnits(at(o.coinFlip, COIN_FLIP_FLOATS)) };
    case 'pachinko':
      return { game, ...pachinkoFromUnits(at(o.pachinko, PACHINKO_FLOATS)) };
    case 'cashHunt':
      return { game, ...cashHuntFromUnits(at(o.cashHunt, CASH_HUNT_FLOATS)) };
    case 'crazyTime':
      return { game, ...crazyTimeWheelFromUnits(at(o.crazyTime, CRAZY_TIME_WHEEL_FLOATS)) };
  }
}

export function crazyTimeResultFromUnits(units: readonly number[]): CrazyTimeResult {
  assertUnits(units, CRAZY_TIME_FLOATS);
  const o = CRAZY_TIME_FLOAT_OFFSETS;
  const segment = uniformIndex(unitAt(units, o.segment), CRAZY_TIME_SEGMENTS.length);
  const spot = CRAZY_TIME_SEGMENTS[segment] as CrazyTimeSpot;
  const topSpot = CRAZY_TIME_SPOTS[uniformIndex(unitAt(units, o.topSlotSpot), CRAZY_TIME_SPOTS.length)] as CrazyTimeSpot;
  const topSlot = { spot: topSpot, multiplier: weightedValue(CRAZY_TIME_TOP_SLOT[topSpot], unitAt(units, o.topSlotMultiplier)) };
  return { segment, spot, topSlot, bonus: isCrazyTimeBonus(spot) ? bonusFromUnits(spot, units) : null };
}

export function crazyTimeResult(hash: string, salt: string): CrazyTimeResult {
  return crazyTimeResultFromUnits(roundFloatUnits(hash, salt, CRAZY_TIME_FLOATS));
}

/**
 * The bonus game's multiplier M for a player with `choice` (before the top
 * slot), or null when the round was not a bonus. Coin Flip and Pachinko are
 * the same for everyone; Cash Hunt reads the player's pick, the Crazy Time
 * wheel their flapper, each defaulting to the round's default.
 */
export function crazyTimeBonusMultiplier(result: CrazyTimeResult, choice: CrazyTimeChoice = {}): number | null {
  assertCrazyTimeResult(result);
  assertCrazyTimeChoice(choice);
  const bonus = result.bonus;
  if (bonus === null) return null;
  switch (bonus.game) {
    case 'coinFlip':
    case 'pachinko':
      return bonus.multiplier;
    case 'cashHunt':
      return cashHuntOutcome(bonus, choice.cashHuntPick).multiplier;
    case 'crazyTime':
      return crazyTimeWheelOutcome(bonus, choice.flapper).multiplier;
  }
}

/**
 * Per unit staked, stake included, before the cap: n × T' + 1 for a number,
 * M × T' + 1 for a bonus (T' = top-slot multiplier when it picked `spot`,
 * else 1). The return proofs use this same rule (./returns.ts).
 */
export function crazyTimeWinCoefficient(spot: CrazyTimeSpot, topSlot: CrazyTimeResult['topSlot'], bonusMultiplier: number): number {
  const t = topSlot.spot === spot ? topSlot.multiplier : 1;
  return (isCrazyTimeBonus(spot) ? bonusMultiplier : spot) * t + 1;
}

/** What one unit staked on `spot` pays back, stake included, before the cap: 0 unless the wheel stopped on `spot`. */
export function crazyTimeCoefficient(spot: CrazyTimeSpot, result: CrazyTimeResult, choice: CrazyTimeChoice = {}): number {
  assertCrazyTimeSpot(spot);
  assertCrazyTimeChoice(choice);
  assertCrazyTimeResult(result);
  if (result.spot !== spot) return 0;
  return crazyTimeWinCoefficient(spot, result.topSlot, crazyTimeBonusMultiplier(result, choice) ?? 0);
}

function assertAmount(amount: number): void {
  assertIntegerInRange('amount', amount, 0, Number.MAX_SAFE_INTEGER);
}

function assertCap(capKopecks: number): void {
  assertIntegerInRange('capKopecks', capKopecks, 1, Number.MAX_SAFE_INTEGER);
}

function uncapped(amount: number, spot: CrazyTimeSpot, result: CrazyTimeResult, choice: CrazyTimeChoice): bigint {
  assertAmount(amount);
  return BigInt(amount) * BigInt(crazyTimeCoefficient(spot, result, choice));
}

function capped(total: bigint, capKopecks: number): number {
  return Number(total < BigInt(capKopecks) ? total : BigInt(capKopecks));
}

/**
 * One bet of `amount` kopecks on `spot`: amount × coefficient (whole
 * multipliers, so no rounding), at most `capKopecks`. When a player has
 * several bets in a round, cap their sum: crazyTimeRoundPayout.
 */
export function crazyTimePayout(
  amount: number,
  spot: CrazyTimeSpot,
  result: CrazyTimeResult,
  choice: CrazyTimeChoice = {},
  capKopecks: number = CRAZY_TIME_PAYOUT_CAP_KOPECKS,
): number {
  assertCap(capKopecks);
  return capped(uncapped(amount, spot, result, choice), capKopecks);
}

/** All of one player's bets in a round: the sum of what they pay, capped once for the round. */
export function crazyTimeRoundPayout(
  bets: readonly { spot: CrazyTimeSpot; amount: number }[],
  result: CrazyTimeResult,
  choice: CrazyTimeChoice = {},
  capKopecks: number = CRAZY_TIME_PAYOUT_CAP_KOPECKS,
): number {
  assertCap(capKopecks);
  if (!Array.isArray(bets)) throw new InvalidGameInput('bets must be an array');
  return capped(bets.reduce((total, bet) => total + uncapped(bet.amount, bet.spot, result, choice), 0n), capKopecks);
}
