import { assertIntegerInRange } from './errors.ts';

/** House edge in basis points: 100 = 1 %. */
export type HouseEdgeBp = number;

/**
 * The administrator may set a game's edge from 0.5 % to 10 % (games.md).
 * Everything below 100 % minus the edge is computed in integers, so the edge
 * is a whole number of basis points.
 */
export const HOUSE_EDGE_MIN_BP = 50;
export const HOUSE_EDGE_MAX_BP = 1000;


/** Basis points in 100 %. */
export const BP_PER_UNIT = 10_000;

export function assertEdgeBp(edgeBp: HouseEdgeBp): void {
  assertIntegerInRange('edgeBp', edgeBp, HOUSE_EDGE_MIN_BP, HOUSE_EDGE_MAX_BP);
}
