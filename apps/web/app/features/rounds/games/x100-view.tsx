import type { RoundResult } from '@azart/contracts';
import { resultOf, type BoardProps, type RoundView } from './view.ts';
import { X100Stats } from './x100-stats.tsx';
import { X100Tape } from './x100-tape.tsx';


function X100Board({ result, spinning, spinLeftMs }: BoardProps) {
  return (
    <div className="round-board round-board--x100">
      <X100Tape cell={resultOf('x100', result)?.cell ?? null} spinning={spinning} spinLeftMs={spinLeftMs} />
    </div>
  );
}

/** The cell of the 318 the tape stopped on (games.md §3). */
function X100ResultDetail({ result }: { result: RoundResult }) {
  const cell = resultOf('x100', result)?.cell;
  return cell === undefined ? null : <span className="muted">#{cell + 1} / 318</span>;
}

export const x100View: RoundView = { Board: X100Board, ResultDetail: X100ResultDetail, Stats: X100Stats };
