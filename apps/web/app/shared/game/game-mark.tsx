import type { SVGProps } from 'react';
import type { Game } from '@azart/contracts';
import { DiceMark } from '~/shared/ui/icons.tsx';

type Props = SVGProps<SVGSVGElement> & { game: Game };

/** A small emblem per own game (home cards, games menu). */
export function GameMark({ game, ...p }: Props) {
  switch (game) {
    case 'mines':
      return (
        <svg viewBox="0 0 64 64" width={48} height={48} aria-hidden {...p}>
          <rect x="6" y="6" width="52" height="52" rx="13" fill="#0f2f2a" stroke="#22d39a" strokeWidth="2" />
          <path d="M22 18h20l8 10-18 20-18-20Z" fill="#22d39a" />
          <path d="M22 18h20l8 10H14Z" fill="#8ff7d2" />
          <path d="m32 48-8-20h16Z" fill="#10b981" />
        </svg>
      );
    case 'bubbles':
      return (
        <svg viewBox="0 0 64 64" width={48} height={48} aria-hidden {...p}>
          <circle cx="28" cy="34" r="20" fill="rgba(56,189,248,.25)" stroke="#7dd3fc" strokeWidth="2.5" />
          <circle cx="48" cy="16" r="9" fill="rgba(56,189,248,.2)" stroke="#7dd3fc" strokeWidth="2" />
          <path d="M18 26a12 12 0 0 1 10-7" stroke="#fff" strokeWidth="3" strokeLinecap="round" fill="none" opacity=".8" />
        </svg>
      );
    case 'hotline':
      return (
        <svg viewBox="0 0 64 64" width={48} height={48} aria-hidden {...p}>
          <rect x="10" y="44" width="44" height="8" rx="3" fill="#3b2a4f" />
          <rect x="10" y="32" width="44" height="8" rx="3" fill="#4b3161" />
          <rect x="10" y="20" width="44" height="8" rx="3" fill="#5b3a74" />
          <path d="M32 4c1.5 6 8 9 8 16a8 8 0 0 1-16 0c0-3 1.5-4.5 3-6 0 3 1.5 4.5 3 4.5-1.5-4.5 0-10 2-14.5Z" fill="#ff7a45" />
          <path d="M32 17c1.5 3 4.5 4.5 4.5 7.5a4.5 4.5 0 0 1-9 0c0-1.5.8-3 1.8-3.7.2 1.5 1.2 2.2 2 2.2-.8-2.2 0-4.5.7-6Z" fill="#fbbf24" />
        </svg>
      );
    case 'popit':
      return (
        <svg viewBox="0 0 64 64" width={48} height={48} aria-hidden {...p}>
          <rect x="6" y="10" width="52" height="44" rx="14" fill="#ec4899" />
          {[18, 32, 46].flatMap((cx) => [24, 40].map((cy) => (
            <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="6" fill={cx === 32 && cy === 24 ? '#fbbf24' : '#f9a8d4'} stroke="#be185d" strokeWidth="1.5" />
          )))}
        </svg>
      );
    default:
      return <DiceMark {...p} />;
  }
}
