import { memo, useEffect, useRef, useState } from 'react';
import { spotInk } from '../spots.ts';

export type WheelSegment = { label: string; color: string; highlight?: boolean };

const SIZE = 300;
const R = 142;
const EASING = 'cubic-bezier(0.1, 0.58, 0.14, 1)';
const TURNS = 5;

const point = (angle: number, radius: number) => `${(radius * Math.sin(angle)).toFixed(2)} ${(-radius * Math.cos(angle)).toFixed(2)}`;

const Face = memo(function Face({ segments }: { segments: readonly WheelSegment[] }) {
  const step = (2 * Math.PI) / segments.length;
  return (
    <>
      {segments.map((segment, i) => {
        const a0 = i * step;
        const a1 = (i + 1) * step;
        const mid = a0 + step / 2;
        const degrees = (mid * 180) / Math.PI;
        return (
          <g key={i} className={segment.highlight ? 'wheel__segment wheel__segment--mega' : 'wheel__segment'}>
            <path d={`M0 0 L${point(a0, R)} A${R} ${R} 0 0 1 ${point(a1, R)} Z`} fill={segment.color} stroke="rgba(10,12,24,0.55)" strokeWidth="1" />
            {/* Along the radius, read from the rim inwards, as on a real wheel. */}
            <text transform={`rotate(${degrees.toFixed(2)}) translate(0 ${-R + 8}) rotate(90)`} textAnchor="start" dominantBaseline="central" fill={spotInk(segment.color)} fontSize={segment.label.length > 2 ? 9 : 13} fontWeight={800}>
              {segment.label}
            </text>
          </g>
        );
      })}
    </>
  );
});

/**
 * A wheel under a pointer at the top (Mega Wheel, Crazy Time). At rest it
 * shows the last result; when betting closes it turns several times forward
 * and stops with the committed segment under the pointer exactly when the
 * server's spin ends.
 */
export function Wheel({ segments, target, spinning, spinLeftMs, label }: { segments: readonly WheelSegment[]; target: number | null; spinning: boolean; spinLeftMs: number | null; label: string }) {
  const step = 360 / segments.length;
  const restAngle = (segment: number | null) => -((segment ?? 0) + 0.5) * step;
  const [turn, setTurn] = useState<{ deg: number; ms: number }>(() => ({ deg: restAngle(spinning ? null : target), ms: 0 }));
  const current = useRef(turn.deg);
  current.current = turn.deg;
  const landing = spinning && target !== null && spinLeftMs !== null && spinLeftMs > 250;

  useEffect(() => {
    if (!landing) {
      setTurn({ deg: restAngle(target), ms: 0 });
      return;
    }
    const goal = restAngle(target);
    const from = current.current;
    // Forward (clockwise) by whole turns plus whatever brings the target under the pointer.
    const base = from + TURNS * 360;
    const deg = base + ((((goal - base) % 360) + 360) % 360);
    const frame = requestAnimationFrame(() => setTurn({ deg, ms: spinLeftMs! }));
    return () => cancelAnimationFrame(frame);
  }, [landing, target]); // spinLeftMs is read once when the spin starts

  return (
    <div className="wheel" role="img" aria-label={label} data-testid="round-wheel" data-segment={spinning ? undefined : (target ?? undefined)}>
      <svg viewBox={`${-SIZE / 2} ${-SIZE / 2} ${SIZE} ${SIZE}`} className="wheel__svg">
        <circle r={R + 6} fill="#0c0f26" stroke="rgba(255,255,255,0.18)" strokeWidth="2" />
        <g className="wheel__face" style={{ transform: `rotate(${turn.deg}deg)`, transition: turn.ms ? `transform ${turn.ms}ms ${EASING}` : 'none' }}>
          <Face segments={segments} />
        </g>
        <circle r={34} fill="#151935" stroke="rgba(255,255,255,0.35)" strokeWidth="2" />
      </svg>
      <span className="wheel__pointer" aria-hidden />
    </div>
  );
}
