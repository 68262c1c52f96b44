import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { toast } from '~/shared/ui/toasts.tsx';
import { rememberCurrentPath, takeAuthNextCookie } from '~/features/auth/index.ts';
import { onRouteChangeForAuthModal, openAuthModalFor } from '~/shared/session/auth-modal.ts';
import { onSessionEnded, restoreSession, sessionStore } from '~/shared/session/session.ts';
import { setApiLocale } from '~/shared/api/client.ts';
import { onRouteChangeForToasts, toastAfterNavigation } from '~/shared/ui/toast-layer.ts';
import { useLocale, usePaths } from '~/shared/i18n/hooks.ts';
import { decodeOrKeep } from '~/shared/decode.ts';

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * The last location this app has handled, kept outside the component: when a
 * page fails, React Router swaps the root's page for its error boundary and
 * this component mounts again; a route change must still be seen as one (the
 * first location of the page load is not a change). Browser-only state:
 * effects never run in the server render.
 */
let handledKey: string | null = null;
let toastsKey: string | null = null;

/**
 * Route-change behaviour (spec §2): modals close (the auth modal reopens when
 * a guard asked for it), the last page's toasts go, the page scrolls to the top — smoothly back to the
 * saved position when returning — or to the hash's element; the API speaks
 * the page's language; a session that ends by 401/expiry goes to the root.
 */
export function RouteEffects() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const locale = useLocale();
  const paths = usePaths();
  const navigate = useNavigate();
  const { t } = useTranslation('auth');
  const positions = useRef(new Map<string, number>());

  setApiLocale(locale);

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    const save = () => positions.current.set(history.state?.key ?? 'default', window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, []);

  useIsomorphicLayoutEffect(() => {
    rememberCurrentPath(`${location.pathname}${location.search}`);
    if (handledKey === location.key) return;
    const first = handledKey === null;
    handledKey = location.key;
    if (first) {
      if (location.hash) document.getElementById(decodeOrKeep(location.hash.slice(1)))?.scrollIntoView();
      // The server's guard sent this page load here from an auth-only page: sign in, then go there. A session this
      // browser holds without the server's sign (one from before the sign existed) goes there at once.
      const wanted = takeAuthNextCookie();
      if (wanted) {
        restoreSession();
        if (sessionStore.get().user) void navigate(wanted, { replace: true });
        else openAuthModalFor(wanted);
      }
      return;
    }
    onRouteChangeForAuthModal();
    const keep = (location.state as { keepScroll?: boolean } | null)?.keepScroll;
    if (location.hash) {
      document.getElementById(decodeOrKeep(location.hash.slice(1)))?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    } else if (navigationType === 'POP') {
      window.scrollTo({ top: positions.current.get(location.key) ?? 0, behavior: 'smooth' });
    } else if (!keep) {
      window.scrollTo({ top: 0, behavior: 'instant' });
    }
  }, [location.key]);

  // After the commit's other effects: a toaster that mounted again with the page (see handledKey) has
  // subscribed by now, so the toasts queued for the new page are not lost.
  useEffect(() => {
    const first = toastsKey === null;
    if (toastsKey === location.key) return;
    toastsKey = location.key;
    if (!first) onRouteChangeForToasts();
  }, [location.key]);

  useEffect(
    () =>
      onSessionEnded((reason) => {
        if (reason === 'logout') return;
        const notice = () => reason === 'expired' && toast.error(t('sessionEnded'));
        // Already at the root: nothing to navigate to, so no route change would show a queued notice.
        if (window.location.pathname === paths.home()) return void notice();
        toastAfterNavigation(notice);
        void navigate(paths.home());
      }),
    [navigate, paths, t],
  );

  return null;
}
