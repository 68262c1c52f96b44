import type { z } from 'zod';
import * as specs from './all.ts';
import type { Messages } from './spec.ts';

/** Every own game's spec by id (from ./all.ts). */
export const GAME_SPECS = specs;
export type GameId = keyof typeof specs;
export type SpecOf<G extends GameId> = (typeof specs)[G];
/** Stored parameters and outcome of a game's bets. */
export type ParamsOf<G extends GameId> = z.infer<SpecOf<G>['params']>;
export type OutcomeOf<G extends GameId> = z.infer<SpecOf<G>['outcome']>;

export const GAME_IDS = Object.keys(specs) as [GameId, ...GameId[]];

export function isGameId(value: unknown): value is GameId {
  return typeof value === 'string' && Object.hasOwn(specs, value);
}

/** Every game's message codes and texts, for the shared message table. */
export type GameMessageCode = { [G in GameId]: keyof SpecOf<G>['messages'] & string }[GameId];
export const GAME_MESSAGES = Object.assign({}, ...Object.values(specs).map((s) => s.messages)) as Record<GameMessageCode, Messages[string]>;
