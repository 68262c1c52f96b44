import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { toast } from '~/shared/ui/toasts.tsx';
import { useUser } from '~/shared/session/session.ts';
import { useLocale } from '~/shared/i18n/hooks.ts';
import { formatCoinsShort } from '~/shared/money.ts';
import { IconChevron, IconPlus } from '~/shared/ui/icons.tsx';
import { Popover } from '~/shared/ui/popover.tsx';
import type { PlayBalance } from '@azart/contracts';
import { balanceInPlay, choosePlayBalance, playBalanceOf } from '~/shared/session/balance-in-play.ts';
import { addDemo } from '../api/demo.ts';

// The panel loads when the player first opens it; the transfer and exchange dialogs when the player first opens one.
const BalancePanel = lazy(() => import('./balance-panel.tsx'));
const loadBonusDialogs = () => import('./bonus-dialogs.tsx');
const WalletTransferDialog = lazy(() => loadBonusDialogs().then((dialogs) => ({ default: dialogs.WalletTransferDialog })));
const BonusExchangeDialog = lazy(() => loadBonusDialogs().then((dialogs) => ({ default: dialogs.BonusExchangeDialog })));

/**
 * Header balance: the balance in play, and a panel that chooses it (main,
 * bonus or demo, bonuses.md §1: own games play from it and wins go back to
 * it), with the wallet transfer, deposit points and their exchange, +1 000
 * demo coins, and the app's `actions` (the cashier's buttons). Updates live:
 * the session user changes on balance pushes.
 */
export function BalanceMenu({ actions }: { actions?: ReactNode }) {
  const user = useUser();
  const locale = useLocale();
  const { t } = useTranslation('wallet');
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<'transfer' | 'exchange' | null>(null);
  // Mounted from the first opening on, so that closing one behaves as before (the modal closes itself).
  const [dialogsWanted, setDialogsWanted] = useState(false);
  if (!user) return null;
  const openDialog = (which: 'transfer' | 'exchange') => {
    setDialogsWanted(true);
    setDialog(which);
  };

  const inPlay = balanceInPlay(user);
  const inPlayKind = playBalanceOf(user);
  const choose = (balance: PlayBalance) => {
    if (balance !== inPlayKind) void run(() => choosePlayBalance(balance), t(`chosen_${balance}`));
  };

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
        triggerClassName={`balance__trigger${inPlayKind === 'main' ? '' : ` is-${inPlayKind}`}`}
        triggerLabel={t('balance')}
        trigger={
          <>
            <span className="balance__coin" aria-hidden>₽</span>
            <span className="balance__amount money" data-testid="balance-amount">{formatCoinsShort(inPlay, locale)}</span>
            {inPlayKind !== 'main' && <span className={`badge badge--${inPlayKind}`}>{t(`${inPlayKind}Badge`)}</span>}
            <IconChevron className="balance__chevron" />
          </>
        }
      >
        {(close) => (
          <Suspense fallback={null}>
            <BalancePanel user={user} busy={busy} close={close} onChoose={choose} onDialog={openDialog} onAddDemo={() => run(addDemo, t('added'))} actions={actions} />
          </Suspense>
        )}
      </Popover>
      {dialogsWanted && (
        <Suspense fallback={null}>
          <WalletTransferDialog open={dialog === 'transfer'} onClose={() => setDialog(null)} />
          <BonusExchangeDialog open={dialog === 'exchange'} onClose={() => setDialog(null)} />
        </Suspense>
      )}
      {user.demo && (
        <button type="button" className="icon-button icon-button--accent balance__quick-add" aria-label={t('addDemo')} title={t('addDemo')} disabled={busy} onClick={() => run(addDemo, t('added'))}>
          <IconPlus />
        </button>
      )}
    </div>
  );
}
