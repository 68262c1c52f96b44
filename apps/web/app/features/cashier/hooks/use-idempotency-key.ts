import { useRef } from 'react';
import { newIdempotencyKey } from '~/shared/api/client.ts';

/**
 * One `Idempotency-Key` per payment the player means: a fresh key for each
 * new attempt, but the same key again when the last answer never came (a
 * lost connection, a 5xx), so a retry cannot pay twice.
 */
export function useIdempotencyKey(): { current: () => string; settle: () => void } {
  const key = useRef<string | null>(null);
  return {
    current: () => (key.current ??= newIdempotencyKey()),
    settle: () => {
      key.current = null;
    },
  };
}
