import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useUser } from '~/shared/session/session.ts';
import { useLocale } from '~/shared/i18n/hooks.ts';
import { formatCoins, formatInteger } from '~/shared/money.ts';
import { IconChevron, IconPlus } from '~/shared/ui/icons.tsx';
import { Popover } from '~/shared/ui/popover.tsx';
import { Switch } from '~/shared/ui/switch.tsx';
import { addDemo, disableDemo, enableDemo } from '../api/demo.ts';
import { BonusExchangeDialog, WalletTransferDialog } from './bonus-dialogs.tsx';

/**
 * Header balance: the balance in play (demo coins while demo mode is on),
 * and a panel with main / bonus / demo balances, deposit points, the demo
 * switch and +1 000, and the app's `actions` (the cashier's buttons).
 * Updates live: the session user changes on balance pushes.
 */
export function BalanceMenu({ actions }: { actions?: ReactNode }) {
  const user = useUser();
  const locale = useLocale();
  const { t } = useTranslation('wallet');
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<'transfer' | 'exchange' | null>(null);
  if (!user) return null;

  const inPlay = user.demo ? user.demoMoney : user.money;

  async function run(action: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await action();
      toast.success(done);
    } catch {
      // the API layer already showed the error
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="balance">
      <Popover
        testId="balance"
        triggerClassName={`balance__trigger${user.demo ? ' is-demo' : ''}`}
        triggerLabel={t('balance')}
        trigger={
          <>
            <span className="balance__coin" aria-hidden>₽</span>
            <span className="balance__amount money" data-testid="balance-amount">{formatCoins(inPlay, locale)}</span>
            {user.demo && <span className="badge badge--demo">{t('demoBadge')}</span>}
            <IconChevron className="balance__chevron" />
          </>
        }
      >
        {(close) => (
          <div className="balance-panel">
            <dl className="balance-panel__list">
              <div className={!user.demo ? 'is-active' : ''}>
                <dt>{t('main')}</dt>
                <dd className="money" data-testid="balance-main">{formatCoins(user.money, locale)}</dd>
              </div>
              <div>
                <dt>{t('bonus')}</dt>
                <dd className="money">
                  <span data-testid="balance-bonus">{formatCoins(user.bonusMoney, locale)}</span>
                  <button type="button" className="balance-panel__link" onClick={() => { close(); setDialog('transfer'); }} data-testid="open-transfer">{t('toMain')}</button>
                </dd>
              </div>
              <div className={user.demo ? 'is-active' : ''}>
                <dt>{t('demo')}</dt>
                <dd className="money" data-testid="balance-demo">{formatCoins(user.demoMoney, locale)}</dd>
              </div>
              <div className="balance-panel__points">
                <dt>{t('depositPoints')}</dt>
                <dd className="money">
                  <span data-testid="balance-points">{formatInteger(user.depositPoints ?? 0)}</span>
                  <button type="button" className="balance-panel__link" onClick={() => { close(); setDialog('exchange'); }} data-testid="open-exchange">{t('exchange')}</button>
                </dd>
              </div>
            </dl>
            {actions}
            <div className="balance-panel__demo">
              <div>
                <strong>{t('demoMode')}</strong>
                <p>{t('demoModeHint')}</p>
              </div>
              <Switch
                checked={user.demo}
                disabled={busy}
                label={t('demoMode')}
                testId="demo-toggle"
                onChange={(on) => run(on ? enableDemo : disableDemo, on ? t('demoOn') : t('demoOff'))}
              />
            </div>
            {user.demo && (
              <button type="button" className="button button--accent button--block" disabled={busy} onClick={() => run(addDemo, t('added'))} data-testid="demo-add">
                <IconPlus /> {t('addDemo')}
              </button>
            )}
          </div>
        )}
      </Popover>
      <WalletTransferDialog open={dialog === 'transfer'} onClose={() => setDialog(null)} />
      <BonusExchangeDialog open={dialog === 'exchange'} onClose={() => setDialog(null)} />
      {user.demo && (
        <button type="button" className="icon-button icon-button--accent balance__quick-add" aria-label={t('addDemo')} title={t('addDemo')} disabled={busy} onClick={() => run(addDemo, t('added'))}>
          <IconPlus />
        </button>
      )}
    </div>
  );
}
