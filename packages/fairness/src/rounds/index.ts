/**
 * The multiplayer round games (games.md §3): hash chains, x100, Mega Wheel
 * and Crazy Time with its four bonus games, their exact returns and laws.
 * Pure and deterministic from (round hash, salt); amounts in kopecks,
 * multipliers whole numbers. docs/games/round-games.md documents every
 * table, float order and return.
 */
export { CHAIN_DEFAULT_LENGTH, CHAIN_MAX_LENGTH, assertRoundHash, assertSalt, chainFrom, nextHash, roundFloatUnits, roundFloats, verifyLink } from './chain.ts';
export type { Chain } from './chain.ts';
export { MAX_DRAW_RANGE, uniformIndex, weightedTable, weightedValue } from './draw.ts';
export type { WeightedTable } from './draw.ts';
export { lawAbove, lawMax, lawMean, lawTotal, lawsEqual } from './law.ts';
export type { Law } from './law.ts';

export {
  X100_CELLS,
  X100_FLOATS,
  X100_MULTIPLIERS,
  X100_TAPE,
  assertX100Result,
  assertX100Spot,
  x100Coefficient,
  x100Payout,
  x100Result,
  x100ResultFromUnits,
} from './x100.ts';
export type { X100Multiplier, X100Result } from './x100.ts';

export {
  MEGA_WHEEL_FLOATS,
  MEGA_WHEEL_MULTIPLIERS,
  MEGA_WHEEL_MULTIPLIER_CAPS,
  MEGA_WHEEL_SEGMENTS,
  MEGA_WHEEL_SPOTS,
  MEGA_WHEEL_TARGET_RETURN_BP,
  assertMegaWheelResult,
  assertMegaWheelSpot,
  megaWheelCoefficient,
  megaWheelPayout,
  megaWheelResult,
  megaWheelResultFromUnits,
} from './megawheel.ts';
export type { MegaWheelResult, MegaWheelSpot } from './megawheel.ts';

export {
  CRAZY_TIME_BONUSES,
  CRAZY_TIME_FLOATS,
  CRAZY_TIME_FLOAT_OFFSETS,
  CRAZY_TIME_NUMBERS,
  CRAZY_TIME_PAYOUT_CAP_KOPECKS,
  CRAZY_TIME_SEGMENTS,
  CRAZY_TIME_SPOTS,
  CRAZY_TIME_TARGET_RETURN_BP,
  CRAZY_TIME_TOP_SLOT,
  assertCrazyTimeChoice,
  assertCrazyTimeResult,
  assertCrazyTimeSpot,
  crazyTimeBonusMultiplier,
  crazyTimeCoefficient,
  crazyTimePayout,
  crazyTimeResult,
  crazyTimeResultFromUnits,
  crazyTimeRoundPayout,
  crazyTimeWinCoefficient,
  isCrazyTimeBonus,
} from './crazytime.ts';
export type { CrazyTimeBonus, CrazyTimeBonusResult, CrazyTimeChoice, CrazyTimeNumber, CrazyTimeResult, CrazyTimeSpot } from './crazytime.ts';
export { COIN_FLIP_FLOATS, COIN_FLIP_MULTIPLIERS, COIN_FLIP_SIDES, coinFlipFromUnits, coinFlipLaw } from './coinflip.ts';
export type { CoinFlipResult, CoinFlipSide } from './coinflip.ts';
export { PACHINKO_BOARD, PACHINKO_FLOATS, PACHINKO_MAX_DOUBLINGS, PACHINKO_NUMBER_SLOTS, pachinkoFromUnits, pachinkoLaw } from './pachinko.ts';
export type { PachinkoResult, PachinkoSlot } from './pachinko.ts';
export {
  CASH_HUNT_FLOATS,
  CASH_HUNT_ITEMS,
  CASH_HUNT_MULTISET,
  CASH_HUNT_POSITIONS,
  assertCashHuntPick,
  cashHuntFromUnits,
  cashHuntLaw,
  cashHuntOutcome,
  cashHuntPositionProbability,
} from './cashhunt.ts';
export type { CashHuntResult } from './cashhunt.ts';
export {
  CRAZY_TIME_FLAPPERS,
  CRAZY_TIME_FLAPPER_OFFSETS,
  CRAZY_TIME_WHEEL,
  CRAZY_TIME_WHEEL_FLOATS,
  CRAZY_TIME_WHEEL_MAX_RESPINS,
  assertCrazyTimeFlapper,
  crazyTimeWheelFromUnits,
  crazyTimeWheelLaw,
  crazyTimeWheelOutcome,
} from './crazytime-wheel.ts';
export type { CrazyTimeFlapper, CrazyTimeWheelOutcome, CrazyTimeWheelResult, CrazyTimeWheelSegment } from './crazytime-wheel.ts';

export {
  crazyTimeBonusLaw,
  crazyTimeCoefficientLaw,
  crazyTimeReturn,
  crazyTimeTopSlotLaw,
  megaWheelCoefficientLaw,
  megaWheelMultiplierLaw,
  megaWheelReturn,
  x100CoefficientLaw,
  x100Return,
} from './returns.ts';

export { ROUND_GAME_IDS, ROUND_GAME_SPECS, isRoundGameId, roundGameSpec, type AnyRoundGameSpec, type RoundGameId } from './games/registry.ts';
export type { RoundGameSpec, RoundTiming } from './games/spec.ts';
export { crazyTimeApiSpot, crazyTimeChoiceSchema, crazyTimeViewSchema, crazyTimeMathsSpot, crazyTimePlayerBonus, type CrazyTimeChoiceInput } from './games/crazytime.ts';
export { X100_BOARD, x100ViewSchema } from './games/x100.ts';
export { megaWheelViewSchema } from './games/megawheel.ts';
