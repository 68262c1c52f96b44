import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Acts on a one-shot link parameter (`?promo=CODE`, `?gift=newyear`): the
 * parameters leave the address first, and the action (opening a modal) runs
 * once the location without them has been committed. A modal closes on every
 * navigation, and the router commits a navigation in a transition that may
 * end after its promise has resolved, so acting when the promise resolves
 * let the commit close the modal it had just opened.
 *
 * `read` returns what the parameters ask for, or null when they ask for
 * nothing; `ready` holds the action back (until the session is restored).
 */
export function useLinkAction<T>(
  names: readonly string[],
  read: (params: URLSearchParams) => T | null,
  act: (asked: T) => void,
  ready: boolean,
): void {
  const location = useLocation();
  const navigate = useNavigate();
  const pending = useRef<{ asked: T } | null>(null);
  const actRef = useRef(act);
  actRef.current = act;

  useEffect(() => {
    if (!ready) return;
    const params = new URLSearchParams(location.search);
    const asked = read(params);
    if (asked !== null) {
      pending.current = { asked };
      for (const name of names) params.delete(name);
      const search = params.toString();
      void navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true, preventScrollReset: true });
    } else if (pending.current) {
      const { asked: last } = pending.current;
      pending.current = null;
      actRef.current(last);
    }
  }, [location.search, ready]);
}
