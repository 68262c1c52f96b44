import { useId } from 'react';

/** The Azart mark and word mark (the word hides in the narrow layout). */
export function Logo() {
  const gradient = `logo-g${useId().replace(/:/g, '')}`;
  return (
    <span className="logo" role="img" aria-label="Azart">
      <svg className="logo__mark" viewBox="0 0 28 28" width="30" height="30" aria-hidden>
        <defs>
          <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#a78bfa" />
            <stop offset="1" stopColor="#f472b6" />
          </linearGradient>
        </defs>
        <rect width="28" height="28" rx="8" fill={`url(#${gradient})`} />
        <path d="M7.5 22 14 6l6.5 16M10 17h8" fill="none" stroke="#0b0d1a" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="logo__word" aria-hidden>AZART</span>
    </span>
  );
}
