import { floats } from '../../bytes.ts';
import type { Seeds } from '../../bytes.ts';
import { drawWithoutReplacement, indices } from '../../draw.ts';
import { BP_PER_UNIT, assertEdgeBp } from '../../edge.ts';
import { InvalidGameInput, assertIntegerInRange } from '../../errors.ts';
import { floorDiv } from '../../money.ts';

/** The house edge before the back office sets one (games.md §2); the catalogue holds the one in force. */
export const POPIT_DEFAULT_EDGE_BP = 300;

/** 8 × 5 pop-it board; 10 of its 40 bubbles pop. */
export const POPIT_BUBBLES = 40;
export const POPIT_DRAWN = 10;
export const POPIT_MIN_PICKS = 1;
export const POPIT_MAX_PICKS = 10;
export const POPIT_RISKS = ['low', 'medium', 'high'] as const;
export type PopitRisk = (typeof POPIT_RISKS)[number];

/** The paytable below is designed for this edge (97 % return). */
export const POPIT_PAYTABLE_EDGE_BP = POPIT_DEFAULT_EDGE_BP;

type Paytable = Readonly<Record<PopitRisk, Readonly<Record<number, readonly number[]>>>>;

function deepFreeze(table: Record<PopitRisk, Record<number, number[]>>): Paytable {
  for (const risk of POPIT_RISKS) {
    for (const row of Object.values(table[risk])) Object.freeze(row);
    Object.freeze(table[risk]);
  }
  return Object.freeze(table);
}

/**
 * POPIT_PAYTABLE[risk][picks][hits] = coefficient in hundredths.
 *
 * Every row returns 97.0 % ± 0.02 % against the hypergeometric hit
 * distribution (10 drawn of 40); the proof is in __tests__/returns.test.ts and
 * the probabilities and returns are listed in docs/games/popit-paytable.md.
 * Low pays often and little (and softens a miss with 0.30–0.70 back on a few
 * rows), high pays nothing below half the picks and up to ×5000, medium sits
 * between. Rows never decrease with hits. The table is frozen: a stray write
 * from any caller must not change what bets pay.
 */
export const POPIT_PAYTABLE: Paytable = deepFreeze({
  low: {
    1: [70, 178],
    2: [0, 190, 415],
    3: [0, 110, 160, 2200],
    4: [0, 50, 175, 480, 8000],
    5: [0, 30, 138, 365, 1200, 15000],
    6: [0, 0, 144, 195, 620, 5000, 25000],
    7: [0, 0, 118, 160, 345, 1500, 10000, 30000],
    8: [0, 0, 108, 150, 197, 550, 3000, 10000, 40000],
    9: [0, 0, 101, 130, 183, 250, 750, 3000, 10000, 50000],
    10: [0, 0, 102, 120, 135, 180, 350, 1300, 5000, 10000, 50000],
  },
  medium: {
    1: [40, 268],
    2: [0, 151, 675],
    3: [0, 0, 310, 4500],
    4: [0, 0, 169, 960, 10000],
    5: [0, 0, 105, 445, 1800, 40000],
    6: [0, 0, 0, 291, 920, 18000, 50000],
    7: [0, 0, 0, 189, 700, 3000, 40000, 75000],
    8: [0, 0, 0, 193, 395, 1100, 6700, 40000, 100000],
    9: [0, 0, 0, 193, 249, 500, 1500, 10000, 50000, 120000],
    10: [0, 0, 0, 149, 208, 400, 700, 2600, 10000, 50000, 150000],
  },
  high: {
    1: [0, 388],
    2: [0, 0, 1681],
    3: [0, 0, 0, 7986],
    4: [0, 0, 0, 1004, 25000],
    5: [0, 0, 0, 426, 4800, 45000],
    6: [0, 0, 0, 0, 950, 35000, 100000],
    7: [0, 0, 0, 0, 647, 9000, 40000, 150000],
    8: [0, 0, 0, 0, 473, 2000, 27000, 60000, 200000],
    9: [0, 0, 0, 0, 381, 1100, 5600, 50000, 100000, 250000],
    10: [0, 0, 0, 0, 342, 780, 1300, 6300, 50000, 100000, 500000],
  },
});

export function assertPopitRisk(risk: PopitRisk): void {
  if (!POPIT_RISKS.includes(risk)) throw new InvalidGameInput(`risk must be low, medium or high, got ${String(risk)}`);
}

/** 1–10 distinct bubbles, each 0–39. */
export function assertPopitPicks(picks: readonly number[]): void {
  if (!Array.isArray(picks)) throw new InvalidGameInput('picks must be an array');
  assertIntegerInRange('number of picks', picks.length, POPIT_MIN_PICKS, POPIT_MAX_PICKS);
  for (const pick of picks) assertIntegerInRange('pick', pick, 0, POPIT_BUBBLES - 1);
  if (new Set(picks).size !== picks.length) throw new InvalidGameInput('picks must be distinct');
}

/**
 * Coefficient (hundredths) for `hits` of `picks` at `risk`. At the default
 * edge it is the table entry. An administrator's other edge scales every
 * entry by (1 − edge) / 0.97 and floors it to hundredths, so the return moves
 * with the edge the way the formula games' returns do.
 */
export function popitCoefficient(risk: PopitRisk, picks: number, hits: number, edgeBp: number = POPIT_PAYTABLE_EDGE_BP): number {
  assertPopitRisk(risk);
  assertIntegerInRange('number of picks', picks, POPIT_MIN_PICKS, POPIT_MAX_PICKS);
  assertIntegerInRange('hits', hits, 0, picks);
  assertEdgeBp(edgeBp);
  const base = POPIT_PAYTABLE[risk][picks]?.[hits] ?? 0;
  if (edgeBp === POPIT_PAYTABLE_EDGE_BP) return base;
  return floorDiv(base * (BP_PER_UNIT - edgeBp), BP_PER_UNIT - POPIT_PAYTABLE_EDGE_BP);
}

/** The 10 popped bubbles, in draw order (10 draws over 0–39). */
export function popitDraw(seeds: Seeds): number[] {
  return drawWithoutReplacement(indices(POPIT_BUBBLES), floats(seeds, POPIT_DRAWN), POPIT_DRAWN);
}

export type PopitParams = { picks: readonly number[]; risk: PopitRisk; edgeBp?: number };
/** `coefficient` is what this bet pays (hundredths), 0 when the row pays nothing for `hits`. */
export type PopitOutcome = { drawn: number[]; hits: number; coefficient: number };

export function popitOutcome(seeds: Seeds, p: PopitParams): PopitOutcome {
  assertPopitPicks(p.picks);
  assertPopitRisk(p.risk);
  const drawn = popitDraw(seeds);
  const popped = new Set(drawn);
  const hits = p.picks.filter((pick) => popped.has(pick)).length;
  return { drawn, hits, coefficient: popitCoefficient(p.risk, p.picks.length, hits, p.edgeBp ?? POPIT_PAYTABLE_EDGE_BP) };
}
