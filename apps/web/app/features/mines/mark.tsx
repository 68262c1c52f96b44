import type { SVGProps } from 'react';

/** The Mines emblem: a gem on a dark tile. */
export function MinesMark(p: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 64 64" width={48} height={48} aria-hidden {...p}>
      <rect x="6" y="6" width="52" height="52" rx="13" fill="#0f2f2a" stroke="#22d39a" strokeWidth="2" />
      <path d="M22 18h20l8 10-18 20-18-20Z" fill="#22d39a" />
      <path d="M22 18h20l8 10H14Z" fill="#8ff7d2" />
      <path d="m32 48-8-20h16Z" fill="#10b981" />
    </svg>
  );
}
