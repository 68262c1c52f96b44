/**
 * Crazy Time bonus: the Crazy Time wheel. 64 segments: 60 multipliers, three
 * DOUBLE and one TRIPLE. Three flappers (green, blue, yellow) sit at fixed
 * offsets around the wheel and each player chooses one. A flapper that stops
 * on a multiplier pays it; on DOUBLE / TRIPLE every multiplier is doubled /
 * tripled for that flapper's players and the wheel spins again for them. At
 * most CRAZY_TIME_WHEEL_MAX_RESPINS re-spins: on the last spin a flapper
 * that stops on DOUBLE / TRIPLE pays the first multiplier segment after it
 * clockwise (already doubled / tripled the maximum number of times).
 *
 * All flappers read the same spins: spin k stops with segment stop_k under
 * the green flapper, blue reads stop_k + 21, yellow stop_k + 42 (mod 64). A
 * flapper that has already stopped ignores the later spins. The stop is
 * uniform, so every flapper reads a uniform segment on every spin and the
 * choice does not change what the bet is worth (crazyTimeWheelLaw).
 *
 * Floats, in order: 0–3 the stops of spins 1–4 (floor(f × 64)), 4 the
 * default flapper of players who did not choose (floor(f × 3) over green,
 * blue, yellow).
 */
import { InvalidGameInput } from '../errors.ts';
import { fraction, mul } from '../rational.ts';
import type { Fraction } from '../rational.ts';
import { assertUnits, uniformIndex, unitAt } from './draw.ts';
import { lawAdd, mixLaws, ONE, sortedLaw } from './law.ts';
import type { Law } from './law.ts';

export type CrazyTimeWheelSegment = number | 'DOUBLE' | 'TRIPLE';

/** Segment 0 first, clockwise. */
export const CRAZY_TIME_WHEEL: readonly CrazyTimeWheelSegment[] = Object.freeze([
  10, 20, 15, 25, 50, 'DOUBLE', 75, 10, 100, 20, 15, 10, 25, 50, 20, 15,
  10, 75, 25, 10, 20, 'DOUBLE', 15, 50, 100, 10, 25, 20, 15, 10, 200, 150,
  75, 50, 10, 20, 15, 'TRIPLE', 25, 10, 100, 50, 20, 15, 10, 25, 75, 20,
  15, 10, 50, 25, 10, 'DOUBLE', 20, 15, 100, 10, 75, 50, 25, 20, 10, 15,
] as const);

export const CRAZY_TIME_FLAPPERS = Object.freeze(['green', 'blue', 'yellow'] as const);
export type CrazyTimeFlapper = (typeof CRAZY_TIME_FLAPPERS)[number];
/** Segment under each flapper = (stop + offset) mod 64. */
export const CRAZY_TIME_FLAPPER_OFFSETS: Readonly<Record<CrazyTimeFlapper, number>> = Object.freeze({ green: 0, blue: 21, yellow: 42 });
export const CRAZY_TIME_WHEEL_MAX_RESPINS = 3;
export const CRAZY_TIME_WHEEL_FLOATS = CRAZY_TIME_WHEEL_MAX_RESPINS + 2;

const FACTOR: Readonly<Record<'DOUBLE' | 'TRIPLE', number>> = Object.freeze({ DOUBLE: 2, TRIPLE: 3 });

export type CrazyTimeWheelOutcome = {
  flapper: CrazyTimeFlapper;
  /** Segment under this flapper on each spin it took part in. */
  segments: number[];
  /** Product of the DOUBLE / TRIPLE factors met. */
  factor: number;
  /** The paying segment (the last one read, or the multiplier after it on a capped DOUBLE / TRIPLE). */
  segment: number;
  /** That segment's multiplier × factor. */
  multiplier: number;
};

export type CrazyTimeWheelResult = {
  /** Stop of each spin that any flapper took part in (segment under green). */
  stops: number[];
  defaultFlapper: CrazyTimeFlapper;
  outcomes: Record<CrazyTimeFlapper, CrazyTimeWheelOutcome>;
};

export function assertCrazyTimeFlapper(flapper: string): asserts flapper is CrazyTimeFlapper {
  if (!CRAZY_TIME_FLAPPERS.includes(flapper as CrazyTimeFlapper)) throw new InvalidGameInput(`flapper must be green, blue or yellow, got ${String(flapper)}`);
}

/** The first multiplier segment at or after `segment`, clockwise. */
function firstMultiplierFrom(segment: number): number {
  for (let step = 0; step < CRAZY_TIME_WHEEL.length; step += 1) {
    const at = (segment + step) % CRAZY_TIME_WHEEL.length;
    if (typeof CRAZY_TIME_WHEEL[at] === 'number') return at;
  }
  throw new InvalidGameInput('the Crazy Time wheel has no multiplier segment');
}

type Step = { segment: number; pays: { segment: number; multiplier: number } } | { segment: number; factor: number };

/**
 * What a flapper does on spin `spin` (0-based = re-spins so far) stopping at
 * `stop`, its board already multiplied by `factor`: pay, or go on with a new factor.
 */
function flapperStep(flapper: CrazyTimeFlapper, spin: number, stop: number, factor: number): Step {
  const segment = (stop + CRAZY_TIME_FLAPPER_OFFSETS[flapper]) % CRAZY_TIME_WHEEL.length;
  const value = CRAZY_TIME_WHEEL[segment];
  if (typeof value === 'number') return { segment, pays: { segment, multiplier: value * factor } };
  if (value === undefined) throw new InvalidGameInput(`stop ${stop} is off the wheel`);
  if (spin < CRAZY_TIME_WHEEL_MAX_RESPINS) return { segment, factor: factor * FACTOR[value] };
  const paying = firstMultiplierFrom(segment);
  return { segment, pays: { segment: paying, multiplier: (CRAZY_TIME_WHEEL[paying] as number) * factor } };
}

function flapperOutcome(flapper: CrazyTimeFlapper, stops: readonly number[]): CrazyTimeWheelOutcome {
  const segments: number[] = [];
  let factor = 1;
  for (let spin = 0; spin <= CRAZY_TIME_WHEEL_MAX_RESPINS; spin += 1) {
    const step = flapperStep(flapper, spin, stops[spin] ?? -1, factor);
    segments.push(step.segment);
    if ('pays' in step) return { flapper, segments, factor, ...step.pays };
    factor = step.factor;
  }
  throw new InvalidGameInput('a flapper stops by the last spin');
}

export function crazyTimeWheelFromUnits(units: readonly number[]): CrazyTimeWheelResult {
  assertUnits(units, CRAZY_TIME_WHEEL_FLOATS);
  const allStops = Array.from({ length: CRAZY_TIME_WHEEL_MAX_RESPINS + 1 }, (_, spin) => uniformIndex(unitAt(units, spin), CRAZY_TIME_WHEEL.length));
  const defaultFlapper = CRAZY_TIME_FLAPPERS[uniformIndex(unitAt(units, CRAZY_TIME_WHEEL_MAX_RESPINS + 1), CRAZY_TIME_FLAPPERS.length)] as CrazyTimeFlapper;
  const [green, blue, yellow] = CRAZY_TIME_FLAPPERS.map((flapper) => flapperOutcome(flapper, allStops)) as [CrazyTimeWheelOutcome, CrazyTimeWheelOutcome, CrazyTimeWheelOutcome];
  const spins = Math.max(green.segments.length, blue.segments.length, yellow.segments.length);
  return { stops: allStops.slice(0, spins), defaultFlapper, outcomes: { green, blue, yellow } };
}

/** A player's Crazy Time wheel: their flapper's outcome (the round's default flapper when they did not choose). */
export function crazyTimeWheelOutcome(result: CrazyTimeWheelResult, flapper?: CrazyTimeFlapper): CrazyTimeWheelOutcome {
  const chosen = flapper ?? result.defaultFlapper;
  assertCrazyTimeFlapper(chosen);
  const outcome = result.outcomes?.[chosen];
  if (outcome === undefined) throw new InvalidGameInput(`the result has no outcome for the ${chosen} flapper`);
  return outcome;
}

/**
 * Exact law of the multiplier paid to a flapper's players: every stop of
 * every spin, through the same step as the game (a finite Markov chain on
 * the factor, at most 4 spins). Without a flapper: the default flapper's law
 * (uniform over the three, from its own float).
 */
export function crazyTimeWheelLaw(flapper?: CrazyTimeFlapper): Law {
  if (flapper === undefined) {
    const third = fraction(1, CRAZY_TIME_FLAPPERS.length);
    return mixLaws(CRAZY_TIME_FLAPPERS.map((f) => [third, crazyTimeWheelLaw(f)] as const));
  }
  assertCrazyTimeFlapper(flapper);
  const law = new Map<number, Fraction>();
  const spin = (k: number, factor: number, p: Fraction): void => {
    const each = mul(p, fraction(1, CRAZY_TIME_WHEEL.length));
    for (let stop = 0; stop < CRAZY_TIME_WHEEL.length; stop += 1) {
      const step = flapperStep(flapper, k, stop, factor);
      if ('pays' in step) lawAdd(law, step.pays.multiplier, each);
      else spin(k + 1, step.factor, each);
    }
  };
  spin(0, 1, ONE);
  return sortedLaw(law);
}
