import { lazy, startTransition, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { configureApiNotifier } from '~/shared/api/client.ts';
import { loadAuthModal } from '~/features/auth/index.ts';
import { CashierHost } from '~/features/cashier/index.ts';
import { PwaHost } from '~/features/pwa/index.ts';
import { SearchHost } from '~/features/search/index.ts';
import { CATALOGUE_GAMES } from '~/games.ts';
import { SocialHost } from '~/features/social/index.ts';
import { useFlag } from '~/shared/client-flags.ts';
import { useAuthModal } from '~/shared/session/auth-modal.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { useToastHost } from '~/shared/ui/toast-layer.ts';
import { LazyToaster, toast } from '~/shared/ui/toasts.tsx';
import { useNarrow } from '~/shared/use-narrow.ts';
import { whenIdle } from '~/shared/when-idle.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { LiveWiring } from './live-wiring.tsx';
import { LoadingBar } from './loading-bar.tsx';
import { ProfileHost } from './profile-host.tsx';
import { RouteEffects } from './route-effects.tsx';
import { Snow } from './snow/snow.tsx';

const AuthModal = lazy(loadAuthModal);
// Optional hosts: when their file cannot load (the player went offline before the page was idle), the page
// stays as it is instead of throwing into the error page, which renders this shell again and would throw again.
// The load failure recovery (features/pwa) has seen the failure through Vite's preload error event.
const LateHosts = lazy<ComponentType>(() => import('./late-hosts.tsx').catch(() => ({ default: () => null })));

configureApiNotifier({
  error: (message) => toast.error(message),
  success: (message) => toast.success(message),
  notify: (content, type) => ({ success: toast.success, error: toast.error, info: toast.info, warning: toast.warning })[type](content),
});

/**
 * Header, page, footer and the app-wide pieces (toasts, auth modal, the
 * cashier, loading bar, live wiring, the update flow, search, the snow overlay, and once the page is idle the domain, free coins and promo code modals and win notices: late-hosts.tsx). `chrome={false}` leaves out the header
 * and footer for a part of the app with a frame of its own (the back office),
 * keeping the rest.
 */
export function AppShell({ children, chrome = true }: { children: ReactNode; chrome?: boolean }) {
  const authTab = useAuthModal();
  const [authLoaded, setAuthLoaded] = useState(false);
  useEffect(() => {
    if (authTab) setAuthLoaded(true);
  }, [authTab]);
  const [late, setLate] = useState(false);
  // A transition: what the idle page adds renders in slices and leaves the rest of the shell as it is.
  useEffect(() => whenIdle(() => startTransition(() => setLate(true))), []);

  return (
    <div className="app">
      <LoadingBar />
      {chrome ? (
        <>
          <Header />
          <main className="main container" id="main">{children}</main>
          <Footer />
        </>
      ) : (
        children
      )}
      <Toasts />
      {(authTab || authLoaded) && (
        <Suspense fallback={null}>
          <AuthModal />
        </Suspense>
      )}
      <CashierHost />
      <SocialHost />
      <ProfileHost />
      <RouteEffects />
      <LiveWiring />
      <PwaHost />
      <SearchHost games={CATALOGUE_GAMES} />
      {late && (
        <Suspense fallback={null}>
          <LateHosts />
        </Suspense>
      )}
      <Snow />
    </div>
  );
}

/** The toaster, in the toast layer (shared/ui/toast-layer.ts): a component of its own, so that its host arriving re-renders it alone. */
function Toasts() {
  const narrow = useNarrow();
  const [dark] = useFlag('dark');
  const { t } = useTranslation();
  const toastHost = useToastHost();
  return (
    toastHost &&
    createPortal(
      <Suspense fallback={null}>
        <LazyToaster
          position="bottom-left"
          duration={5000}
          visibleToasts={narrow ? 1 : 3}
          theme={dark ? 'dark' : 'light'}
          richColors
          closeButton
          containerAriaLabel={t('notifications')}
          toastOptions={{ closeButtonAriaLabel: t('close') }}
        />
      </Suspense>,
      toastHost,
    )
  );
}
