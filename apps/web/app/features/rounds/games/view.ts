import type { ComponentType } from 'react';
import type { Round, RoundBet, RoundChoice, RoundHistoryItem, RoundResult } from '@azart/contracts';

/** One game's round result. */
export type ResultOf<G extends RoundResult['game']> = Extract<RoundResult, { game: G }>;

/** The result when it is the given game's (a view receives the shared union), else null. */
export function resultOf<G extends RoundResult['game']>(game: G, result: RoundResult | null | undefined): ResultOf<G> | null {
  return result?.game === game ? (result as ResultOf<G>) : null;
}

/** What a round game's board draws: the round, the result it shows (the round's once betting has closed, else the last one) and the spin. */
export type BoardProps = { round: Round | null; result: RoundResult | null; spinning: boolean; spinLeftMs: number | null };

/** A round's extra play on the stage once betting has closed (Crazy Time's bonus games). */
export type StageExtraProps = { round: Round; mine: readonly RoundBet[] | null; choice: RoundChoice | null; offsetMs: number; onChosen: (choice: RoundChoice) => void };

/**
 * How one round game is drawn on its page (the page's chunk, not the light
 * binding): everything that differs between x100, Mega Wheel and Crazy Time
 * lives in the game's own view, so the shared page, board and verifier
 * never ask which game they show.
 */
export type RoundView = {
  /** The board: the x100 tape, or a wheel with what the round adds above it. */
  Board: ComponentType<BoardProps>;
  /** What a verified round adds to its spot in the verifier (the tape cell, the mega spot, the top slot). */
  ResultDetail: ComponentType<{ result: RoundResult }>;
  /** What a row of the history adds after its spot, for games whose result says more than its spot (Mega Wheel's mega spot). */
  HistoryDetail?: ComponentType<{ result: RoundResult }>;
  /** A card of statistics beside the history, for games that have one. */
  Stats?: ComponentType<{ ended: readonly RoundHistoryItem[] }>;
  /** Play on the stage after betting, for games that have it. */
  StageExtra?: ComponentType<StageExtraProps>;
};
