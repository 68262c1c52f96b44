/**
 * Exact returns of the round games: for each spot, the law of what one unit
 * staked pays back (stake included, 0 on a loss) and its mean, the return.
 * Each law is built from the games' own tables and payout rules by walking
 * every outcome of every float with its probability (see ./law.ts for the
 * ideal-draw convention). Crazy Time's per-player cap is left out: it binds
 * only for large bets on rare outcomes (docs/games/round-games.md).
 */
import { InvalidGameInput } from '../errors.ts';
import { fraction, mul } from '../rational.ts';
import type { Fraction } from '../rational.ts';
import { cashHuntLaw } from './cashhunt.ts';
import { coinFlipLaw } from './coinflip.ts';
import { CRAZY_TIME_BONUSES, CRAZY_TIME_SEGMENTS, CRAZY_TIME_SPOTS, CRAZY_TIME_TOP_SLOT, assertCrazyTimeChoice, assertCrazyTimeSpot, crazyTimeWinCoefficient } from './crazytime.ts';
import type { CrazyTimeBonus, CrazyTimeChoice, CrazyTimeSpot } from './crazytime.ts';
import { crazyTimeWheelLaw } from './crazytime-wheel.ts';
import { lawAdd, lawMean, mixLaws, pointLaw, sortedLaw, uniformLaw, weightedLaw } from './law.ts';
import type { Law } from './law.ts';
import { MEGA_WHEEL_MULTIPLIERS, MEGA_WHEEL_SEGMENTS, MEGA_WHEEL_SPOTS, assertMegaWheelSpot, megaWheelCoefficient } from './megawheel.ts';
import type { MegaWheelSpot } from './megawheel.ts';
import { pachinkoLaw } from './pachinko.ts';
import { X100_CELLS, X100_TAPE, assertX100Spot, x100Coefficient } from './x100.ts';
import type { X100Multiplier } from './x100.ts';

/** x100: one cell out of 318, through x100Coefficient. */
export function x100CoefficientLaw(spot: X100Multiplier): Law {
  assertX100Spot(spot);
  return uniformLaw(X100_CELLS, (cell) => x100Coefficient(spot, { cell, multiplier: X100_TAPE[cell] as X100Multiplier }));
}

export function x100Return(spot: X100Multiplier): Fraction {
  return lawMean(x100CoefficientLaw(spot));
}

/** Mega Wheel: the law of M when `spot` is the mega spot. */
export function megaWheelMultiplierLaw(spot: MegaWheelSpot): Law {
  assertMegaWheelSpot(spot);
  return weightedLaw(MEGA_WHEEL_MULTIPLIERS[spot]);
}

/** Mega Wheel: every (mega spot, M, segment) through megaWheelCoefficient. */
export function megaWheelCoefficientLaw(spot: MegaWheelSpot): Law {
  assertMegaWheelSpot(spot);
  const law = new Map<number, Fraction>();
  const perSpot = fraction(1, MEGA_WHEEL_SPOTS.length);
  const perSegment = fraction(1, MEGA_WHEEL_SEGMENTS.length);
  for (const megaSpot of MEGA_WHEEL_SPOTS) {
    for (const [multiplier, p] of megaWheelMultiplierLaw(megaSpot)) {
      const q = mul(mul(perSpot, p), perSegment);
      MEGA_WHEEL_SEGMENTS.forEach((value, segment) => {
        lawAdd(law, megaWheelCoefficient(spot, { segment, value, mega: { spot: megaSpot, multiplier } }), q);
      });
    }
  }
  return sortedLaw(law);
}

export function megaWheelReturn(spot: MegaWheelSpot): Fraction {
  return lawMean(megaWheelCoefficientLaw(spot));
}

/** Crazy Time: the law of the top slot's multiplier when it picks `spot`. */
export function crazyTimeTopSlotLaw(spot: CrazyTimeSpot): Law {
  assertCrazyTimeSpot(spot);
  return weightedLaw(CRAZY_TIME_TOP_SLOT[spot]);
}

/** Crazy Time: the law of a bonus game's multiplier M for a player with `choice`. */
export function crazyTimeBonusLaw(bonus: CrazyTimeBonus, choice: CrazyTimeChoice = {}): Law {
  if (!CRAZY_TIME_BONUSES.includes(bonus)) throw new InvalidGameInput(`bonus must be one of ${CRAZY_TIME_BONUSES.join(', ')}, got ${String(bonus)}`);
  assertCrazyTimeChoice(choice);
  switch (bonus) {
    case 'coinFlip':
      return coinFlipLaw();
    case 'pachinko':
      return pachinkoLaw();
    case 'cashHunt':
      return cashHuntLaw(choice.cashHuntPick);
    case 'crazyTime':
      return crazyTimeWheelLaw(choice.flapper);
  }
}

/**
 * Crazy Time: every (segment, top-slot spot, T, bonus M) through
 * crazyTimeWinCoefficient. The segment, the top slot and the bonus game read
 * different floats, so they are independent.
 */
export function crazyTimeCoefficientLaw(spot: CrazyTimeSpot, choice: CrazyTimeChoice = {}): Law {
  assertCrazyTimeSpot(spot);
  const bonusLaw = typeof spot === 'string' ? crazyTimeBonusLaw(spot, choice) : pointLaw(0);
  const perTopSpot = fraction(1, CRAZY_TIME_SPOTS.length);
  const wins = new Map<number, Fraction>();
  for (const topSpot of CRAZY_TIME_SPOTS) {
    for (const [multiplier, p] of crazyTimeTopSlotLaw(topSpot)) {
      for (const [m, q] of bonusLaw) {
        lawAdd(wins, crazyTimeWinCoefficient(spot, { spot: topSpot, multiplier }, m), mul(mul(perTopSpot, p), q));
      }
    }
  }
  const onSpot = fraction(CRAZY_TIME_SEGMENTS.filter((s) => s === spot).length, CRAZY_TIME_SEGMENTS.length);
  return mixLaws([
    [onSpot, sortedLaw(wins)],
    [fraction(onSpot.den - onSpot.num, onSpot.den), pointLaw(0)],
  ]);
}

export function crazyTimeReturn(spot: CrazyTimeSpot, choice: CrazyTimeChoice = {}): Fraction {
  return lawMean(crazyTimeCoefficientLaw(spot, choice));
}
