import './cashier.css';
import { useEffect, type KeyboardEvent } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { useLocale } from '~/shared/i18n/hooks.ts';
import { useUser } from '~/shared/session/session.ts';
import { Modal } from '~/shared/ui/modal.tsx';
import { IconArrowDown, IconArrowUp } from '~/shared/ui/icons.tsx';
import { getMethods } from '../api/cashier.ts';
import { useLoad } from '../hooks/use-load.ts';
import { money } from '../logic/format.ts';
import { CASHIER_TABS, type CashierTab, type HistoryList } from '../logic/tabs.ts';
import { useCashierT } from '../use-cashier-t.ts';
import { DepositTab } from './deposit-tab.tsx';
import { HistoryTab } from './history-tab.tsx';
import { IconHistory } from './icons.tsx';
import { LoadFailed, Skeleton } from './ui.tsx';
import { WithdrawTab } from './withdraw-tab.tsx';

/** The methods change rarely: one read serves every opening for a few minutes. */
let methodsCache: { at: number; value: Promise<Awaited<ReturnType<typeof getMethods>>> } | null = null;
const METHODS_TTL_MS = 5 * 60_000;
function loadMethods() {
  if (!methodsCache || Date.now() - methodsCache.at > METHODS_TTL_MS) {
    const value = getMethods();
    methodsCache = { at: Date.now(), value };
    value.catch(() => {
      if (methodsCache?.value === value) methodsCache = null;
    });
  }
  return methodsCache.value;
}

const TAB_ICONS = { deposit: IconArrowDown, withdraw: IconArrowUp, history: IconHistory } as const;

type Props = { tab: CashierTab; onTab: (tab: CashierTab, list?: HistoryList) => void; onClose: () => void };

/**
 * The payment modal (spec §2 "Payment page", "Modals: payment"): tabs
 * Deposit, Withdraw and History, on the tab its URL names. A full-height
 * sheet on a phone. Loaded on demand; its catalogue comes with it.
 */
export default function CashierModal({ tab, onTab, onClose }: Props) {
  const { t } = useCashierT();
  const { t: common } = useTranslation('common');
  const locale = useLocale();
  const user = useUser();
  const methods = useLoad(loadMethods);

  useEffect(() => {
    // Warm the claim form's chunk once the modal is up: it opens from the history tab.
    const idle = setTimeout(() => void import('./claim-modal.tsx'), 1500);
    return () => clearTimeout(idle);
  }, []);

  const move = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = CASHIER_TABS[(CASHIER_TABS.indexOf(tab) + step + CASHIER_TABS.length) % CASHIER_TABS.length]!;
    onTab(next);
    document.getElementById(`cashier-tab-${next}`)?.focus();
  };

  return (
    <Modal open onClose={onClose} title={t('title')} closeLabel={common('close')} size="md" className="cashier" testId="cashier-modal" keepOnNavigation>
      <div className="cashier__top">
        <div className="cashier-tabs" role="tablist" aria-label={t('tabsLabel')} onKeyDown={move}>
          {CASHIER_TABS.map((name) => {
            const Icon = TAB_ICONS[name];
            return (
              <button
                key={name}
                id={`cashier-tab-${name}`}
                type="button"
                role="tab"
                aria-selected={tab === name}
                aria-controls="cashier-panel"
                tabIndex={tab === name ? 0 : -1}
                className={`cashier-tabs__tab${tab === name ? ' is-active' : ''}`}
                onClick={() => onTab(name)}
                data-testid={`cashier-tab-${name}`}
              >
                <Icon width={16} height={16} aria-hidden /> {t(`tabs.${name}`)}
              </button>
            );
          })}
        </div>
        {user && (
          <p className="cashier__balance" data-testid="cashier-balance">
            <span className="muted">{t('balance')}</span>{' '}
            <strong className="money">{t('money', { amount: money(user.money, locale) })}</strong>
          </p>
        )}
      </div>
      <div id="cashier-panel" role="tabpanel" aria-labelledby={`cashier-tab-${tab}`} className="cashier__panel" data-tab={tab} data-testid={`cashier-panel-${tab}`}>
        {tab === 'history' ? (
          <HistoryTab />
        ) : methods.status === 'loading' ? (
          <Skeleton rows={4} label={t('loading')} />
        ) : methods.status === 'error' || !methods.data ? (
          <LoadFailed text={t('errors.loadFailed')} retry={() => void methods.reload()} retryLabel={t('retry')} />
        ) : tab === 'deposit' ? (
          <DepositTab catalog={methods.data} />
        ) : (
          <WithdrawTab catalog={methods.data} onTab={onTab} />
        )}
      </div>
    </Modal>
  );
}
