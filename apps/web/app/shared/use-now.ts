import { useEffect, useState } from 'react';

/**
 * The clock, ticking every second once mounted: null during the server
 * render and hydration, so both render the same; countdowns show nothing
 * until the browser knows the time.
 */
export function useNow(): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A wait as "HH:MM:SS" ("MM:SS" with `minutes`, for waits under an hour),
 * rounded up to the second: a countdown never shows 0 while time is left.
 */
export function formatCountdown(ms: number, unit: 'hours' | 'minutes' = 'hours'): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  if (unit === 'minutes') return `${pad(Math.floor(s / 60))}:${pad(s % 60)}`;
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}
