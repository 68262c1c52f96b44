import { describe, expect, it } from 'vitest';
import {
  CASH_HUNT_ITEMS,
  CASH_HUNT_MULTISET,
  COIN_FLIP_MULTIPLIERS,
  CRAZY_TIME_FLAPPERS,
  CRAZY_TIME_FLAPPER_OFFSETS,
  CRAZY_TIME_FLOATS,
  CRAZY_TIME_FLOAT_OFFSETS,
  CRAZY_TIME_PAYOUT_CAP_KOPECKS,
  CRAZY_TIME_SEGMENTS,
  CRAZY_TIME_SPOTS,
  CRAZY_TIME_TOP_SLOT,
  CRAZY_TIME_WHEEL,
  InvalidGameInput,
  PACHINKO_BOARD,
  cashHuntFromUnits,
  cashHuntOutcome,
  chainFrom,
  coinFlipFromUnits,
  crazyTimeBonusMultiplier,
  crazyTimeCoefficient,
  crazyTimePayout,
  crazyTimeResult,
  crazyTimeResultFromUnits,
  crazyTimeRoundPayout,
  crazyTimeWheelFromUnits,
  crazyTimeWheelOutcome,
  pachinkoFromUnits,
  sha256Hex,
} from '../index.ts';
import type { CrazyTimeFlapper, CrazyTimeResult, CrazyTimeSpot, WeightedTable } from '../index.ts';
import { referenceDraw, referenceFloats } from './reference.ts';

const firstUnits = (index: number, range: number): number => Number((BigInt(index) * 2n ** 32n + BigInt(range) - 1n) / BigInt(range));
const MAX_UNITS = 2 ** 32 - 1;

/** 125 floats of 0 with some set: [float index, units]. */
function units(set: readonly (readonly [number, number])[] = []): number[] {
  const u = new Array<number>(CRAZY_TIME_FLOATS).fill(0);
  for (const [i, value] of set) u[i] = value;
  return u;
}

const O = CRAZY_TIME_FLOAT_OFFSETS;
const segmentOf = (spot: CrazyTimeSpot): number => CRAZY_TIME_SEGMENTS.indexOf(spot);

describe('Crazy Time wheel of 54', () => {
  it('has the segments of games.md: 1 ×21, 2 ×13, 5 ×7, 10 ×4, Coin Flip ×4, Pachinko ×2, Cash Hunt ×2, Crazy Time ×1', () => {
    expect(CRAZY_TIME_SEGMENTS).toHaveLength(54);
    const counts = Object.fromEntries(CRAZY_TIME_SPOTS.map((s) => [s, CRAZY_TIME_SEGMENTS.filter((v) => v === s).length]));
    expect(counts).toEqual({ 1: 21, 2: 13, 5: 7, 10: 4, coinFlip: 4, pachinko: 2, cashHunt: 2, crazyTime: 1 });
  });

  it('no two equal segments and no two bonus segments touch, 53 and 0 included; the 1s at floor(k × 54 / 21)', () => {
    CRAZY_TIME_SEGMENTS.forEach((a, i) => {
      const b = CRAZY_TIME_SEGMENTS[(i + 1) % 54]!;
      expect(a, `segment ${i}`).not.toBe(b);
      expect(typeof a === 'string' && typeof b === 'string', `segments ${i}, ${i + 1}`).toBe(false);
    });
    expect(CRAZY_TIME_SEGMENTS.flatMap((v, i) => (v === 1 ? [i] : []))).toEqual(Array.from({ length: 21 }, (_, k) => Math.floor((k * 54) / 21)));
  });

  it('reads 125 floats at the documented places', () => {
    expect(O).toEqual({ segment: 0, topSlotSpot: 1, topSlotMultiplier: 2, coinFlip: 3, pachinko: 6, crazyTime: 11, cashHunt: 16 });
    expect(CRAZY_TIME_FLOATS).toBe(125);
  });
});

describe('the bonus games\' boards', () => {
  it('Cash Hunt holds 108 multipliers, listed in increasing order', () => {
    expect(CASH_HUNT_ITEMS).toHaveLength(108);
    expect(CASH_HUNT_MULTISET.reduce((n, [, c]) => n + c, 0)).toBe(108);
    expect([...CASH_HUNT_ITEMS].sort((a, b) => a - b)).toEqual(CASH_HUNT_ITEMS);
  });

  it('Pachinko has 16 slots, two of them DOUBLE, symmetric', () => {
    expect(PACHINKO_BOARD).toHaveLength(16);
    expect(PACHINKO_BOARD.filter((s) => s === 'DOUBLE')).toHaveLength(2);
    expect([...PACHINKO_BOARD].reverse()).toEqual(PACHINKO_BOARD);
  });

  it('the Crazy Time wheel has 64 segments: 60 multipliers, three DOUBLE, one TRIPLE, no two alike side by side', () => {
    expect(CRAZY_TIME_WHEEL).toHaveLength(64);
    expect(CRAZY_TIME_WHEEL.filter((s) => s === 'DOUBLE')).toHaveLength(3);
    expect(CRAZY_TIME_WHEEL.filter((s) => s === 'TRIPLE')).toHaveLength(1);
    CRAZY_TIME_WHEEL.forEach((a, i) => expect(a, `segment ${i}`).not.toBe(CRAZY_TIME_WHEEL[(i + 1) % 64]));
    expect(CRAZY_TIME_FLAPPER_OFFSETS).toEqual({ green: 0, blue: 21, yellow: 42 });
  });

  it('every weighted table weighs out of its documented total', () => {
    expect(COIN_FLIP_MULTIPLIERS.total).toBe(1_000);
    for (const spot of CRAZY_TIME_SPOTS) expect(CRAZY_TIME_TOP_SLOT[spot].total).toBe(10_000);
  });
});

/** The game again, written from docs/games/round-games.md on node:crypto floats. */
function reference(hash: string, salt: string) {
  const f = referenceFloats(hash, salt, 0, 125);
  const weighted = (t: WeightedTable, x: number): number => {
    let i = Math.floor(x * t.total);
    let k = 0;
    while (i >= t.weights[k]!) i -= t.weights[k++]!;
    return t.values[k]!;
  };
  const segment = Math.floor(f[0]! * 54);
  const topSpot = CRAZY_TIME_SPOTS[Math.floor(f[1]! * 8)]!;
  const topSlot = { spot: topSpot, multiplier: weighted(CRAZY_TIME_TOP_SLOT[topSpot], f[2]!) };

  const red = weighted(COIN_FLIP_MULTIPLIERS, f[3]!);
  const blue = weighted(COIN_FLIP_MULTIPLIERS, f[4]!);
  const side = f[5]! < 0.5 ? 'red' : 'blue';
  const coinFlip = { red, blue, side, multiplier: side === 'red' ? red : blue };

  const numberSlots = PACHINKO_BOARD.flatMap((s, i) => (s === 'DOUBLE' ? [] : [i]));
  const drops: number[] = [];
  let slot = -1;
  for (let d = 0; d <= 4; d += 1) {
    slot = d < 4 ? Math.floor(f[6 + d]! * 16) : numberSlots[Math.floor(f[10]! * 14)]!;
    drops.push(slot);
    if (PACHINKO_BOARD[slot] !== 'DOUBLE') break;
  }
  const pachinko = { drops, doublings: drops.length - 1, slot, multiplier: (PACHINKO_BOARD[slot] as number) * 2 ** (drops.length - 1) };

  const stops = [0, 1, 2, 3].map((k) => Math.floor(f[11 + k]! * 64));
  const outcome = (flapper: CrazyTimeFlapper) => {
    let factor = 1;
    const segments: number[] = [];
    for (let k = 0; ; k += 1) {
      const at = (stops[k]! + CRAZY_TIME_FLAPPER_OFFSETS[flapper]) % 64;
      segments.push(at);
      const v = CRAZY_TIME_WHEEL[at]!;
      if (typeof v === 'number') return { flapper, segments, factor, segment: at, multiplier: v * factor };
      if (k < 3) {
        factor *= v === 'DOUBLE' ? 2 : 3;
        continue;
      }
      let j = at;
      while (typeof CRAZY_TIME_WHEEL[j] !== 'number') j = (j + 1) % 64;
      return { flapper, segments, factor, segment: j, multiplier: (CRAZY_TIME_WHEEL[j] as number) * factor };
    }
  };
  const outcomes = { green: outcome('green'), blue: outcome('blue'), yellow: outcome('yellow') };
  const spins = Math.max(...Object.values(outcomes).map((o) => o.segments.length));
  const wheel = { stops: stops.slice(0, spins), defaultFlapper: CRAZY_TIME_FLAPPERS[Math.floor(f[15]! * 3)]!, outcomes };

  const cashHunt = { board: referenceDraw(108, f.slice(17), 108).map((i) => CASH_HUNT_ITEMS[i]!), defaultPick: Math.floor(f[16]! * 108) };
  return { segment, spot: CRAZY_TIME_SEGMENTS[segment]!, topSlot, coinFlip, pachinko, wheel, cashHunt };
}

describe('Crazy Time result', () => {
  const { hashes } = chainFrom(sha256Hex('crazy time rounds'), 400);

  it('matches the documented float order on 400 rounds, every bonus game included', () => {
    const seen = new Set<CrazyTimeSpot>();
    for (const hash of hashes) {
      const ref = reference(hash, 'salt');
      const u = referenceFloats(hash, 'salt', 0, 125).map((f) => f * 2 ** 32);
      expect(coinFlipFromUnits(u.slice(O.coinFlip))).toEqual(ref.coinFlip);
      expect(pachinkoFromUnits(u.slice(O.pachinko))).toEqual(ref.pachinko);
      expect(crazyTimeWheelFromUnits(u.slice(O.crazyTime))).toEqual(ref.wheel);
      expect(cashHuntFromUnits(u.slice(O.cashHunt))).toEqual(ref.cashHunt);

      const result = crazyTimeResult(hash, 'salt');
      expect(result).toEqual(crazyTimeResultFromUnits(u));
      expect({ segment: result.segment, spot: result.spot, topSlot: result.topSlot }).toEqual({ segment: ref.segment, spot: ref.spot, topSlot: ref.topSlot });
      const bonus = { coinFlip: ref.coinFlip, pachinko: ref.pachinko, crazyTime: ref.wheel, cashHunt: ref.cashHunt } as Record<string, object>;
      expect(result.bonus).toEqual(typeof result.spot === 'string' ? { game: result.spot, ...bonus[result.spot] } : null);
      seen.add(result.spot);
    }
    expect(seen.size).toBe(8);
  });

  it('is deterministic and the same for everyone: no choice goes into it', () => {
    for (const hash of hashes.slice(0, 20)) expect(crazyTimeResult(hash, 'salt')).toEqual(crazyTimeResult(hash, 'salt'));
  });

  it('the test vector: round 1 of the azart chain stops on segment 17 (2), top slot 5 ×3', () => {
    expect(crazyTimeResult('bb062a7d58fde23d7fcba5e7b241daa956815017a2a79f7e1cc66cfdfe0a4064', 'azart')).toEqual({
      segment: 17,
      spot: 2,
      topSlot: { spot: 5, multiplier: 3 },
      bonus: null,
    });
  });

  it('refuses too few floats', () => {
    expect(() => crazyTimeResultFromUnits(units().slice(0, 124))).toThrow(InvalidGameInput);
  });
});

describe('Pachinko drops', () => {
  const slot = (i: number): number => firstUnits(i, 16);

  it('a number slot pays its multiplier at once', () => {
    expect(pachinkoFromUnits([slot(6), 0, 0, 0, 0])).toEqual({ drops: [6], doublings: 0, slot: 6, multiplier: 50 });
  });

  it('each DOUBLE doubles and drops again', () => {
    expect(pachinkoFromUnits([slot(3), slot(12), slot(9), 0, 0])).toEqual({ drops: [3, 12, 9], doublings: 2, slot: 9, multiplier: 200 });
  });

  it('after 4 doublings the DOUBLE slots close and the last drop picks among the 14 number slots', () => {
    // Once the DOUBLEs close, f = 3/14 picks number slot #3 (board slot 4, ×25); as a 16-way drop it would be slot 3, a DOUBLE.
    const f = firstUnits(3, 14);
    expect(Math.floor((f * 16) / 2 ** 32)).toBe(3);
    expect(pachinkoFromUnits([slot(3), slot(3), slot(12), slot(3), f])).toEqual({ drops: [3, 3, 12, 3, 4], doublings: 4, slot: 4, multiplier: 25 * 16 });
    expect(pachinkoFromUnits([slot(3), slot(3), slot(3), slot(3), MAX_UNITS]).multiplier).toBe(7 * 16);
  });
});

describe('Crazy Time wheel spins', () => {
  const stop = (s: number): number => firstUnits(s, 64);
  const flapperUnits = (flapper: number): number => firstUnits(flapper, 3);

  it('each flapper reads its offset from the stop; a flapper on a multiplier stops there', () => {
    const r = crazyTimeWheelFromUnits([stop(0), 0, 0, 0, flapperUnits(2)]);
    expect(r.defaultFlapper).toBe('yellow');
    expect(r.outcomes.green).toEqual({ flapper: 'green', segments: [0], factor: 1, segment: 0, multiplier: 10 });
    expect(r.outcomes.yellow).toEqual({ flapper: 'yellow', segments: [42], factor: 1, segment: 42, multiplier: 20 });
    // Blue sits on DOUBLE (21) and takes the next spins alone: 0 + 21 again, DOUBLE; again DOUBLE; capped on the 4th spin.
    expect(r.outcomes.blue).toEqual({ flapper: 'blue', segments: [21, 21, 21, 21], factor: 8, segment: 22, multiplier: 15 * 8 });
    expect(r.stops).toEqual([0, 0, 0, 0]);
  });

  it('three TRIPLEs then 200 pay ×5400, the top of the wheel', () => {
    const r = crazyTimeWheelFromUnits([stop(37), stop(37), stop(37), stop(30), 0]);
    expect(r.outcomes.green).toEqual({ flapper: 'green', segments: [37, 37, 37, 30], factor: 27, segment: 30, multiplier: 5400 });
  });

  it('on the last spin a DOUBLE / TRIPLE pays the first multiplier after it clockwise', () => {
    const r = crazyTimeWheelFromUnits([stop(37), stop(5), stop(53), stop(37), 0]);
    expect(r.outcomes.green).toEqual({ flapper: 'green', segments: [37, 5, 53, 37], factor: 12, segment: 38, multiplier: 25 * 12 });
  });

  it('stops lists only the spins somebody took part in', () => {
    const r = crazyTimeWheelFromUnits([stop(5), stop(1), stop(2), stop(3), 0]);
    expect(r.stops).toEqual([5, 1]);
    expect(r.outcomes.green.segments).toEqual([5, 1]);
    expect(r.outcomes.blue.segments).toEqual([26]);
  });

  it('crazyTimeWheelOutcome gives the chosen flapper or the default, and refuses another colour', () => {
    const r = crazyTimeWheelFromUnits([stop(0), 0, 0, 0, flapperUnits(1)]);
    expect(crazyTimeWheelOutcome(r).flapper).toBe('blue');
    expect(crazyTimeWheelOutcome(r, 'green').multiplier).toBe(10);
    expect(() => crazyTimeWheelOutcome(r, 'red' as CrazyTimeFlapper)).toThrow(InvalidGameInput);
  });
});

describe('Cash Hunt', () => {
  it('shuffles the 108 multipliers: the board is a permutation of the multiset', () => {
    const u = referenceFloats(sha256Hex('cash hunt'), 'salt', 0, 109).map((f) => f * 2 ** 32);
    const r = cashHuntFromUnits(u);
    expect([...r.board].sort((a, b) => a - b)).toEqual(CASH_HUNT_ITEMS);
    expect(r.board).not.toEqual(CASH_HUNT_ITEMS);
  });

  it('a player wins the multiplier at their pick, or at the default pick', () => {
    const r = cashHuntFromUnits(new Array<number>(109).fill(0).map((_, i) => (i === 0 ? firstUnits(107, 108) : 0)));
    expect(r.board).toEqual(CASH_HUNT_ITEMS); // every shuffle float 0 takes the first item left
    expect(r.defaultPick).toBe(107);
    expect(cashHuntOutcome(r)).toEqual({ pick: 107, multiplier: 200 });
    expect(cashHuntOutcome(r, 0)).toEqual({ pick: 0, multiplier: 5 });
    for (const bad of [-1, 108, 1.5, Number.NaN]) expect(() => cashHuntOutcome(r, bad)).toThrow(InvalidGameInput);
  });
});

describe('Coin Flip', () => {
  it('red, blue, then the flip: floor(f × 2) = 0 is red', () => {
    expect(coinFlipFromUnits([0, MAX_UNITS, 0])).toEqual({ red: 2, blue: 100, side: 'red', multiplier: 2 });
    expect(coinFlipFromUnits([0, MAX_UNITS, 2 ** 31])).toEqual({ red: 2, blue: 100, side: 'blue', multiplier: 100 });
    expect(coinFlipFromUnits([0, MAX_UNITS, 2 ** 31 - 1]).side).toBe('red');
  });
});

describe('Crazy Time payouts', () => {
  const topSlot = (spot: CrazyTimeSpot, t: number): [number, number][] => {
    const table = CRAZY_TIME_TOP_SLOT[spot];
    let start = 0;
    for (let i = 0; table.values[i] !== t; i += 1) start += table.weights[i]!;
    return [[O.topSlotSpot, firstUnits(CRAZY_TIME_SPOTS.indexOf(spot), 8)], [O.topSlotMultiplier, firstUnits(start, table.total)]];
  };
  const round = (spot: CrazyTimeSpot, more: [number, number][] = []): CrazyTimeResult =>
    crazyTimeResultFromUnits(units([[O.segment, firstUnits(segmentOf(spot), 54)], ...more]));

  it('a number pays amount × (n + 1), × the top slot on its winnings part when the top slot picked it', () => {
    expect(crazyTimePayout(1_000, 5, round(5))).toBe(6_000); // top slot on 1 (all floats 0)
    expect(crazyTimePayout(1_000, 5, round(5, topSlot(5, 7)))).toBe(36_000);
    expect(crazyTimePayout(1_000, 10, round(10, topSlot(10, 50)))).toBe(501_000);
    expect(crazyTimePayout(1_000, 2, round(5, topSlot(2, 50)))).toBe(0);
    expect(crazyTimePayout(999, 1, round(1))).toBe(999 * 3); // top slot on 1 with ×2
  });

  it('a bonus pays amount × (M + 1), with M × T when the top slot picked it', () => {
    const cf = round('coinFlip', [[O.coinFlip + 1, MAX_UNITS], [O.coinFlip + 2, MAX_UNITS]]); // blue ×100 wins
    expect(crazyTimeBonusMultiplier(cf)).toBe(100);
    expect(crazyTimePayout(100, 'coinFlip', cf)).toBe(10_100);
    const cfTop = round('coinFlip', [[O.coinFlip + 1, MAX_UNITS], [O.coinFlip + 2, MAX_UNITS], ...topSlot('coinFlip', 3)]);
    expect(crazyTimePayout(100, 'coinFlip', cfTop)).toBe(30_100);
    expect(crazyTimePayout(100, 'pachinko', cfTop)).toBe(0);
    expect(crazyTimePayout(100, 1, cfTop)).toBe(0);
  });

  it('each player\'s Cash Hunt pick and flapper decide their own payout', () => {
    const ch = round('cashHunt', topSlot('cashHunt', 2)); // board in increasing order, default pick 0
    expect(crazyTimePayout(100, 'cashHunt', ch)).toBe(100 * (5 * 2 + 1));
    expect(crazyTimePayout(100, 'cashHunt', ch, { cashHuntPick: 107 })).toBe(100 * (200 * 2 + 1));
    expect(crazyTimePayout(100, 'cashHunt', ch, { cashHuntPick: 106 })).toBe(100 * (100 * 2 + 1));
    const ct = round('crazyTime'); // every stop 0: green ×10, blue ×120 after three DOUBLEs, yellow ×20; default green
    expect(crazyTimeCoefficient('crazyTime', ct)).toBe(11);
    expect(crazyTimeCoefficient('crazyTime', ct, { flapper: 'green' })).toBe(11);
    expect(crazyTimeCoefficient('crazyTime', ct, { flapper: 'blue' })).toBe(121);
    expect(crazyTimeCoefficient('crazyTime', ct, { flapper: 'yellow' })).toBe(21);
  });

  it('caps a player\'s round at 500 000 coins, or the cap passed in', () => {
    const ch = round('cashHunt', topSlot('cashHunt', 50));
    expect(CRAZY_TIME_PAYOUT_CAP_KOPECKS).toBe(50_000_000);
    expect(crazyTimeCoefficient('cashHunt', ch, { cashHuntPick: 107 })).toBe(10_001);
    expect(crazyTimePayout(4_999, 'cashHunt', ch, { cashHuntPick: 107 })).toBe(4_999 * 10_001);
    expect(crazyTimePayout(5_000, 'cashHunt', ch, { cashHuntPick: 107 })).toBe(50_000_000);
    expect(crazyTimePayout(Number.MAX_SAFE_INTEGER, 'cashHunt', ch, { cashHuntPick: 107 })).toBe(50_000_000);
    expect(crazyTimePayout(5_000, 'cashHunt', ch, { cashHuntPick: 107 }, 1_000_000)).toBe(1_000_000);
    expect(crazyTimePayout(5_000, 'cashHunt', ch, { cashHuntPick: 0 }, 2_000_000)).toBe(5_000 * 251);
    expect(crazyTimePayout(5_000, 'cashHunt', ch, { cashHuntPick: 0 }, 1_000_000)).toBe(1_000_000);
  });

  it('caps the sum of a player\'s bets once per round', () => {
    const ch = round('cashHunt', topSlot('cashHunt', 50));
    const bets = [
      { spot: 'cashHunt' as const, amount: 3_000 },
      { spot: 'cashHunt' as const, amount: 3_000 },
      { spot: 1 as const, amount: 1_000_000 },
    ];
    expect(crazyTimeRoundPayout(bets, ch, { cashHuntPick: 107 })).toBe(50_000_000);
    expect(crazyTimeRoundPayout(bets, ch, { cashHuntPick: 0 })).toBe(6_000 * 251);
    expect(crazyTimeRoundPayout([], ch)).toBe(0);
  });

  it('refuses a bad amount, spot, choice, cap or a result that does not hold together', () => {
    const r = round(5);
    expect(() => crazyTimePayout(-1, 5, r)).toThrow(InvalidGameInput);
    expect(() => crazyTimePayout(0.5, 5, r)).toThrow(InvalidGameInput);
    expect(() => crazyTimePayout(100, 3 as CrazyTimeSpot, r)).toThrow(InvalidGameInput);
    expect(() => crazyTimePayout(100, 'bonus' as CrazyTimeSpot, r)).toThrow(InvalidGameInput);
    expect(() => crazyTimePayout(100, 5, r, { cashHuntPick: 108 })).toThrow(InvalidGameInput);
    expect(() => crazyTimePayout(100, 5, r, { flapper: 'red' as CrazyTimeFlapper })).toThrow(InvalidGameInput);
    expect(() => crazyTimePayout(100, 5, r, {}, 0)).toThrow(InvalidGameInput);
    expect(() => crazyTimePayout(100, 5, r, {}, 1.5)).toThrow(InvalidGameInput);
    expect(() => crazyTimePayout(100, 5, { ...r, spot: 2 })).toThrow(InvalidGameInput);
    expect(() => crazyTimePayout(100, 5, { ...r, topSlot: { spot: 5, multiplier: 6 } })).toThrow(InvalidGameInput);
    expect(() => crazyTimePayout(100, 'coinFlip', { ...round('coinFlip'), bonus: null })).toThrow(InvalidGameInput);
    expect(() => crazyTimePayout(100, 'pachinko', { ...round('pachinko'), bonus: round('coinFlip').bonus })).toThrow(InvalidGameInput);
    expect(() => crazyTimeRoundPayout([{ spot: 5, amount: -1 }], r)).toThrow(InvalidGameInput);
  });
});
