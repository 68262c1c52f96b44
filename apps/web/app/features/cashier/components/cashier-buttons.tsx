import './cashier-entry.css';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { IconArrowUp, IconPlus } from '~/shared/ui/icons.tsx';
import { loadCashierModal } from '../lazy.ts';
import { cashierSearch, type CashierTab } from '../logic/tabs.ts';
import { CASHIER_STATE } from './cashier-host.tsx';
import { IconHistory } from './icons.tsx';

/** A link that opens the cashier on `tab` over the current page (its code starts loading when pointed at). */
function CashierLink({ tab, className, children, label, testId }: { tab: CashierTab; className: string; children: ReactNode; label?: string; testId: string }) {
  const location = useLocation();
  const warm = () => void loadCashierModal();
  return (
    <Link
      to={{ pathname: location.pathname, search: cashierSearch(location.search, tab), hash: location.hash }}
      state={CASHIER_STATE}
      preventScrollReset
      className={className}
      aria-label={label}
      title={label}
      onPointerEnter={warm}
      onFocus={warm}
      onTouchStart={warm}
      data-testid={testId}
    >
      {children}
    </Link>
  );
}

/**
 * The header's Deposit and Withdraw buttons, next to the balance. On a
 * phone (≤ 560 px) only a compact Deposit button stays (the header holds the
 * logo, the games menu, the balance and the profile at 375 px); Withdraw and
 * History are one tap away in the balance menu and in the cashier's tabs.
 */
export function CashierButtons() {
  const { t } = useTranslation('cashier');
  return (
    <div className="cashier-entry">
      <CashierLink tab="deposit" className="button button--primary button--sm cashier-entry__deposit" testId="header-deposit">
        <IconPlus width={18} height={18} aria-hidden />
        <span className="cashier-entry__label">{t('deposit')}</span>
      </CashierLink>
      <CashierLink tab="withdraw" className="button button--ghost button--sm cashier-entry__withdraw" testId="header-withdraw">
        <IconArrowUp width={16} height={16} aria-hidden />
        <span className="cashier-entry__label">{t('withdraw')}</span>
      </CashierLink>
    </div>
  );
}

/** Deposit / Withdraw / History inside the balance menu (every width; the only Withdraw entry on a phone's header). */
export function CashierMenuActions() {
  const { t } = useTranslation('cashier');
  return (
    <div className="cashier-menu-actions">
      <CashierLink tab="deposit" className="button button--primary button--sm" testId="menu-deposit">
        <IconPlus width={16} height={16} aria-hidden /> {t('deposit')}
      </CashierLink>
      <CashierLink tab="withdraw" className="button button--sm" testId="menu-withdraw">
        <IconArrowUp width={16} height={16} aria-hidden /> {t('withdraw')}
      </CashierLink>
      <CashierLink tab="history" className="button button--sm button--ghost" label={t('history')} testId="menu-history">
        <IconHistory width={16} height={16} aria-hidden />
      </CashierLink>
    </div>
  );
}
