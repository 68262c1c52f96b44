import { lazy, Suspense } from 'react';
import { useFlag } from '~/shared/client-flags.ts';
import { useReducedMotion } from '~/shared/use-reduced-motion.ts';

const SnowOverlay = lazy(() => import('./snow-overlay.tsx'));

/**
 * The optional snow overlay (spec §2): drawn only while the player has it on
 * (the `snow` flag) and the system does not ask for reduced motion. When off
 * it costs nothing: no element, no timer, and its code is not even loaded.
 */
export function Snow() {
  const [snow] = useFlag('snow');
  const reduced = useReducedMotion();
  if (!snow || reduced) return null;
  return (
    <Suspense fallback={null}>
      <SnowOverlay />
    </Suspense>
  );
}
