import type { Round } from '@azart/contracts';
import { ROUND_VIEWS } from '../games/views.ts';

/** What the board lands on: the round's result once betting has closed, else the last ended round's. */
type Props = { round: Round | null; lastResult: Round['result']; spinLeftMs: number | null };

/** The board of a round game, drawn by the game's own view (the x100 tape, a wheel with its mega spot or top slot). */
export function RoundBoard({ round, lastResult, spinLeftMs }: Props) {
  const game = round?.game ?? lastResult?.game ?? 'x100';
  const { Board } = ROUND_VIEWS[game];
  return <Board round={round} result={round?.result ?? lastResult} spinning={round?.state === 'spinning'} spinLeftMs={spinLeftMs} />;
}
