import { useMediaQuery } from './use-media-query.ts';

/** Whether the system asks for reduced motion; true during the server render, so nothing that moves is drawn before the browser says. */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)', true);
}
