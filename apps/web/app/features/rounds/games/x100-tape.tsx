import { memo, useEffect, useState, type CSSProperties } from 'react';
import { ROUND_SPOTS } from '@azart/contracts';
import { X100_CELLS, X100_TAPE } from '@azart/fairness';
import { spotColor, spotInk } from '../spots.ts';

/** Each multiplier's colour and text colour as custom properties (`--spot-2`, `--ink-2`, …), which rounds.css gives the cells by class. */
const SPOT_COLORS = Object.fromEntries(
  ROUND_SPOTS.x100.flatMap((spot) => {
    const color = spotColor('x100', spot);
    return [[`--spot-${spot}`, color], [`--ink-${spot}`, spotInk(color)]];
  }),
) as CSSProperties;

/** Three copies of the tape side by side: the spin travels from the middle copy into the last one. */
const COPIES = 3;
const EASING = 'cubic-bezier(0.12, 0.62, 0.16, 1)';

/** Where the tape stands: its offset in cells, how long the move there takes, and where a move left from. */
type Place = { at: number; ms: number; from?: number };

/**
 * Cells drawn on either side of the one under the pointer: more than the widest tape shows. A spin also draws
 * its road, from where it leaves to where it lands (up to 350 cells), for as long as it runs. All 954 cells
 * at all times were most of the page's markup, layout and hydration (decision 033).
 */
const NEAR = 16;

/** The cells from `from` to `to` (indexes over all copies), after a spacer as wide as the cells left out before them. */
const Cells = memo(function Cells({ from, to }: { from: number; to: number }) {
  const cells = [];
  if (from > 0) cells.push(<span key="gap" className="x100-tape__gap" style={{ '--n': from } as CSSProperties} aria-hidden />);
  for (let index = from; index < to; index++) {
    const m = X100_TAPE[index % X100_CELLS]!;
    // Colours come from the tape's custom properties (below), by class: cells without inline styles share their
    // computed style, so a spin's road of 350 cells costs the browser a few styles, not 350.
    cells.push(<span key={index} className={`x100-cell x100-cell--${m}`}>{m}</span>);
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
  // The landing render draws the whole road before the move starts (the next frame).
  const target = landing ? 2 * X100_CELLS + cell! : place.at;
  const from = Math.max(0, Math.min(place.from ?? place.at, place.at, target) - NEAR);
  const to = Math.min(COPIES * X100_CELLS, Math.max(place.at, target) + NEAR + 1);

  useEffect(() => {
    if (!landing) {
      setPlace(rest(cell));
      return;
    }
    // Paint the start first, then move: a transition needs a position to leave from.
    const frame = requestAnimationFrame(() => setPlace((left) => ({ at: 2 * X100_CELLS + cell!, ms: spinLeftMs!, from: left.at })));
    return () => cancelAnimationFrame(frame);
    // spinLeftMs is read once when the spin starts: it ticks, the move must not restart.
  }, [landing, cell]);

  const style = { '--at': place.at, transition: place.ms ? `transform ${place.ms}ms ${EASING}` : 'none' } as CSSProperties;
  return (
    <div className="x100-tape" style={SPOT_COLORS} data-testid="x100-tape" data-cell={spinning ? undefined : (cell ?? undefined)}>
      <div className="x100-tape__track" style={style}>
        <Cells from={from} to={to} />
      </div>
      <span className="x100-tape__pointer" aria-hidden />
    </div>
  );
}
