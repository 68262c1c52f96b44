import { useId, type SVGProps } from 'react';

/** The Dice emblem: a die with five pips. */
export function DiceMark(p: SVGProps<SVGSVGElement>) {
  // Unique per instance: a gradient id shared with a hidden copy would not paint.
  const face = `dice-face${useId().replace(/:/g, '')}`;
  return (
    <svg viewBox="0 0 64 64" width={48} height={48} aria-hidden {...p}>
      <defs>
        <linearGradient id={face} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#d9dcff" />
        </linearGradient>
      </defs>
      <rect x="6" y="6" width="52" height="52" rx="13" fill={`url(#${face})`} />
      {[[20, 20], [44, 20], [32, 32], [20, 44], [44, 44]].map(([cx, cy]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="5" fill="#6d3cff" />
      ))}
    </svg>
  );
}
