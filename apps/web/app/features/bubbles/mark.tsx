import type { SVGProps } from 'react';

/** The Bubbles emblem: two bubbles with a shine. */
export function BubblesMark(p: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 64 64" width={48} height={48} aria-hidden {...p}>
      <circle cx="28" cy="34" r="20" fill="rgba(56,189,248,.25)" stroke="#7dd3fc" strokeWidth="2.5" />
      <circle cx="48" cy="16" r="9" fill="rgba(56,189,248,.2)" stroke="#7dd3fc" strokeWidth="2" />
      <path d="M18 26a12 12 0 0 1 10-7" stroke="#fff" strokeWidth="3" strokeLinecap="round" fill="none" opacity=".8" />
    </svg>
  );
}
