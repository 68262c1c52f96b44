import type { SVGProps } from 'react';

/** The Hotline emblem: three steps under a flame. */
export function HotlineMark(p: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 64 64" width={48} height={48} aria-hidden {...p}>
      <rect x="10" y="44" width="44" height="8" rx="3" fill="#3b2a4f" />
      <rect x="10" y="32" width="44" height="8" rx="3" fill="#4b3161" />
      <rect x="10" y="20" width="44" height="8" rx="3" fill="#5b3a74" />
      <path d="M32 4c1.5 6 8 9 8 16a8 8 0 0 1-16 0c0-3 1.5-4.5 3-6 0 3 1.5 4.5 3 4.5-1.5-4.5 0-10 2-14.5Z" fill="#ff7a45" />
      <path d="M32 17c1.5 3 4.5 4.5 4.5 7.5a4.5 4.5 0 0 1-9 0c0-1.5.8-3 1.8-3.7.2 1.5 1.2 2.2 2 2.2-.8-2.2 0-4.5.7-6Z" fill="#fbbf24" />
    </svg>
  );
}
