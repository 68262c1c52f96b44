import { memo, startTransition, useEffect, useState, type CSSProperties } from 'react';
import { X100_CELLS, X100_TAPE } from '@azart/fairness';
import { whenIdle } from '~/shared/when-idle.ts';
import { spotColor, spotInk } from '../spots.ts';

/** Three copies of the tape side by side: the spin travels from the middle copy into the last one. */
const COPIES = 3;
const EASING = 'cubic-bezier(0.12, 0.62, 0.16, 1)';

/** Where the tape stands: its offset in cells and how long the move there takes. */
type Place = { at: number; ms: number };

/**
 * Cells on either side of the resting one that the first render draws: more than the widest tape shows. The
 * other 900-odd cells (the spin's road) come once the page is idle, or at once when a spin starts: drawn with
 * the page, they were most of its markup and of its first layout and hydration.
 */
const NEAR = 16;

/** The cells from `from` to `to` (indexes over all copies), after a spacer as wide as the cells left out before them. */
const Cells = memo(function Cells({ from, to }: { from: number; to: number }) {
  const cells = [];
  if (from > 0) cells.push(<span key="gap" className="x100-tape__gap" style={{ '--n': from } as CSSProperties} aria-hidden />);
  for (let index = from; index < to; index++) {
    const m = X100_TAPE[index % X100_CELLS]!;
    const color = spotColor('x100', m);
    cells.push(<span key={index} className={`x100-cell x100-cell--${m}`} style={{ background: color, color: spotInk(color) }}>{m}</span>);
  }
  return <>{cells}</>;
});

/**
 * The x100 tape (games.md §3: 318 cells in their fixed order) under a fixed
 * pointer. While betting it rests on the last result; when betting closes it
 * runs several hundred cells and lands on the round's committed cell exactly
 * when the server's spin ends. A late joiner sees the rest of the spin.
 */
export function X100Tape({ cell, spinning, spinLeftMs }: { cell: number | null; spinning: boolean; spinLeftMs: number | null }) {
  const rest = (c: number | null): Place => ({ at: X100_CELLS + (c ?? 0), ms: 0 });
  const [place, setPlace] = useState<Place>(() => rest(spinning ? null : cell));
  const landing = spinning && cell !== null && spinLeftMs !== null && spinLeftMs > 250;
  const [whole, setWhole] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setWhole(true))), []);
  const all = whole || landing;

  useEffect(() => {
    if (!landing) {
      setPlace(rest(cell));
      return;
    }
    // Paint the start first, then move: a transition needs a position to leave from.
    const frame = requestAnimationFrame(() => setPlace({ at: 2 * X100_CELLS + cell!, ms: spinLeftMs! }));
    return () => cancelAnimationFrame(frame);
    // spinLeftMs is read once when the spin starts: it ticks, the move must not restart.
  }, [landing, cell]);

  const style = { '--at': place.at, transition: place.ms ? `transform ${place.ms}ms ${EASING}` : 'none' } as CSSProperties;
  return (
    <div className="x100-tape" data-testid="x100-tape" data-cell={spinning ? undefined : (cell ?? undefined)}>
      <div className="x100-tape__track" style={style}>
        <Cells from={all ? 0 : Math.max(0, place.at - NEAR)} to={all ? COPIES * X100_CELLS : Math.min(COPIES * X100_CELLS, place.at + NEAR + 1)} />
      </div>
      <span className="x100-tape__pointer" aria-hidden />
    </div>
  );
}
