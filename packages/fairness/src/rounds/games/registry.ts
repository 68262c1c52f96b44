import { crazytime } from './crazytime.ts';
import { megawheel } from './megawheel.ts';
import { x100 } from './x100.ts';
import type { RoundGameSpec } from './spec.ts';

/** The multiplayer round games (issue 12), one line each. */
export const ROUND_GAME_SPECS = { x100, megawheel, crazytime } as const;
export type RoundGameId = keyof typeof ROUND_GAME_SPECS;
export const ROUND_GAME_IDS = Object.keys(ROUND_GAME_SPECS) as [RoundGameId, ...RoundGameId[]];
export type AnyRoundGameSpec = RoundGameSpec<string, string, unknown, unknown, unknown>;

export function isRoundGameId(value: unknown): value is RoundGameId {
  return typeof value === 'string' && Object.hasOwn(ROUND_GAME_SPECS, value);
}

export function roundGameSpec(id: RoundGameId): AnyRoundGameSpec {
  return ROUND_GAME_SPECS[id] as unknown as AnyRoundGameSpec;
}
