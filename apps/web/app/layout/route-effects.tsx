import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { onRouteChangeForAuthModal, onSessionEnded, rememberCurrentPath } from '~/features/auth/index.ts';
import { setApiLocale } from '~/shared/api/client.ts';
import { onRouteChangeForToasts, toastAfterNavigation } from '~/shared/ui/toast-layer.ts';
import { useLocale, usePaths } from '~/shared/i18n/hooks.ts';

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

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
  const first = useRef(true);

  setApiLocale(locale);

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    const save = () => positions.current.set(history.state?.key ?? 'default', window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, []);

  useIsomorphicLayoutEffect(() => {
    rememberCurrentPath(`${location.pathname}${location.search}`);
    if (first.current) {
      first.current = false;
      if (location.hash) document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
      return;
    }
    onRouteChangeForAuthModal();
    onRouteChangeForToasts();
    const keep = (location.state as { keepScroll?: boolean } | null)?.keepScroll;
    if (location.hash) {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    } else if (navigationType === 'POP') {
      window.scrollTo({ top: positions.current.get(location.key) ?? 0, behavior: 'smooth' });
    } else if (!keep) {
      window.scrollTo({ top: 0, behavior: 'instant' });
    }
  }, [location.key]);

  useEffect(
    () =>
      onSessionEnded((reason) => {
        if (reason === 'logout') return;
        if (reason === 'expired') toastAfterNavigation(() => toast.error(t('sessionEnded')));
        void navigate(paths.home());
      }),
    [navigate, paths, t],
  );

  return null;
}
