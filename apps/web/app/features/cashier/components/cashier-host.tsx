import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { openAuthModalAfterNavigation } from '~/shared/session/auth-modal.ts';
import { useSession } from '~/shared/session/session.ts';
import { loadCashierModal } from '../lazy.ts';
import { CASHIER_PARAM, cashierSearch, parseCashierTab, type CashierTab, type HistoryList } from '../logic/tabs.ts';

const CashierModal = lazy(loadCashierModal);

/** History state of an entry this app pushed to open the cashier: closing it goes back instead of adding an entry. */
type CashierState = { keepScroll: true; cashier: true };
export const CASHIER_STATE: CashierState = { keepScroll: true, cashier: true };

/**
 * Opens the cashier wherever the URL says `?cashier=deposit|withdraw|history`
 * (linkable, survives a reload), for signed-in players only: a visitor who
 * follows such a link gets the sign-in modal and then the cashier; a player
 * who signs out with it open just loses the parameter. Switching tabs
 * replaces the URL; closing removes the parameter (going back when this app
 * pushed it, so the back button and the close button agree).
 */
export function CashierHost() {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const tab = parseCashierTab(new URLSearchParams(location.search).get(CASHIER_PARAM));
  const signedIn = useRef(false);
  const user = session.user;

  const without = () => ({ pathname: location.pathname, search: cashierSearch(location.search, null), hash: location.hash });

  useEffect(() => {
    if (!session.restored) return;
    const wasSignedIn = signedIn.current;
    signedIn.current = user !== null;
    if (!tab || user) return;
    if (!wasSignedIn) openAuthModalAfterNavigation('login', `${location.pathname}${location.search}${location.hash}`);
    void navigate(without(), { replace: true, preventScrollReset: true, state: { keepScroll: true } });
  }, [tab, session.restored, user]);

  if (!tab || !user) return null;

  const onTab = (next: CashierTab, list?: HistoryList) => {
    if (next === tab && !list) return;
    void navigate({ pathname: location.pathname, search: cashierSearch(location.search, next, list), hash: location.hash }, { replace: true, preventScrollReset: true, state: location.state ?? { keepScroll: true } });
  };
  const onClose = () => {
    const pushed = (location.state as Partial<CashierState> | null)?.cashier === true;
    if (pushed) void navigate(-1);
    else void navigate(without(), { replace: true, preventScrollReset: true, state: { keepScroll: true } });
  };

  return (
    <Suspense fallback={null}>
      <CashierModal tab={tab} onTab={onTab} onClose={onClose} />
    </Suspense>
  );
}
