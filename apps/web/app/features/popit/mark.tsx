import type { SVGProps } from 'react';

/** The Popit emblem: a pink pop-it with one bubble picked. */
export function PopitMark(p: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 64 64" width={48} height={48} aria-hidden {...p}>
      <rect x="6" y="10" width="52" height="44" rx="14" fill="#ec4899" />
      {[18, 32, 46].flatMap((cx) => [24, 40].map((cy) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="6" fill={cx === 32 && cy === 24 ? '#fbbf24' : '#f9a8d4'} stroke="#be185d" strokeWidth="1.5" />
      )))}
    </svg>
  );
}
