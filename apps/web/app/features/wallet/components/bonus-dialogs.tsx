import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { toast } from '~/shared/ui/toasts.tsx';
import { EXCHANGE_MIN_POINTS, EXCHANGE_POINTS_PER_COIN, TRANSFER_MIN_AMOUNT } from '@azart/contracts';
import { useLocale } from '~/shared/i18n/hooks.ts';
import { coinsInputValue, formatCoins, formatInteger, parseCoins } from '~/shared/money.ts';
import { useUser } from '~/shared/session/session.ts';
import { Modal } from '~/shared/ui/modal.tsx';
import { exchangePoints, loadBonusGrants, transferBonus } from '../api/bonus.ts';

/**
 * The wallet transfer modal (spec §2, bonuses.md §1): moves the wagered,
 * withdrawable part of the bonus balance to the main balance. Shows the
 * bonus balance and what can move now; the server checks it again.
 */
export function WalletTransferDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['wallet', 'common']);
  const locale = useLocale();
  const user = useUser();
  const [transferable, setTransferable] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setTransferable(null);
    setText('');
    loadBonusGrants().then((view) => {
      setTransferable(view.transferable);
      // The whole transferable amount is offered, unless the player has typed an amount while it loaded.
      setText((typed) => typed || coinsInputValue(view.transferable, locale));
    }, () => setTransferable(0));
  }, [open, locale]);

  const amount = parseCoins(text);
  const problem = amount === null || amount < TRANSFER_MIN_AMOUNT ? t('transferMin') : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (problem || amount === null || busy) return;
    setBusy(true);
    try {
      const moved = await transferBonus(amount);
      toast.success(t('transferDone', { amount: formatCoins(moved.amount, locale) }));
      onClose();
    } catch {
      // the API layer shows the refusal (the spec's message)
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open={open} onClose={onClose} title={t('transferTitle')} closeLabel={t('common:close')} size="sm" testId="wallet-transfer">
      <form className="bonus-dialog" onSubmit={submit} noValidate>
        <dl className="stats bonus-dialog__stats">
          <div className="stat"><dt>{t('bonus')}</dt><dd className="money">{formatCoins(user?.bonusMoney ?? 0, locale)}</dd></div>
          <div className="stat"><dt>{t('transferable')}</dt><dd className="money" data-testid="transferable">{transferable === null ? '…' : formatCoins(transferable, locale)}</dd></div>
        </dl>
        <p className="muted">{t('transferHint')}</p>
        <div className={`field${problem && text ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor="transfer-amount">{t('transferAmount')}</label>
          <input id="transfer-amount" className="input" inputMode="decimal" autoComplete="off" value={text} onChange={(e) => setText(e.target.value)} data-testid="transfer-amount" />
          {problem && text && <p className="field__error" role="alert">{problem}</p>}
        </div>
        <button type="submit" className="button button--primary button--block" disabled={busy || problem !== null} data-testid="transfer-submit">{t('transferSubmit')}</button>
      </form>
    </Modal>
  );
}

/** The bonus exchange modal (spec §2, bonuses.md §1): deposit points → bonus balance, 10 points for 1 coin. */
export function BonusExchangeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['wallet', 'common']);
  const locale = useLocale();
  const user = useUser();
  const have = user?.depositPoints ?? 0;
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (open) setText(String(Math.floor(have / EXCHANGE_POINTS_PER_COIN) * EXCHANGE_POINTS_PER_COIN));
  }, [open, have]);

  const points = /^\d+$/.test(text.trim()) ? Number(text.trim()) : null;
  const problem = points === null || points < EXCHANGE_MIN_POINTS || points > have ? t('pointsMin') : points % EXCHANGE_POINTS_PER_COIN !== 0 ? t('pointsMultiple') : null;
  const coins = points !== null && !problem ? (points / EXCHANGE_POINTS_PER_COIN) * 100 : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (problem || points === null || busy) return;
    setBusy(true);
    try {
      const done = await exchangePoints(points);
      toast.success(t('exchangeDone', { amount: formatCoins(done.amount, locale) }));
      onClose();
    } catch {
      // the API layer shows the refusal
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open={open} onClose={onClose} title={t('exchangeTitle')} closeLabel={t('common:close')} size="sm" testId="bonus-exchange">
      <form className="bonus-dialog" onSubmit={submit} noValidate>
        <dl className="stats bonus-dialog__stats">
          <div className="stat"><dt>{t('depositPoints')}</dt><dd className="money">{formatInteger(have)}</dd></div>
          <div className="stat"><dt>{t('exchangeGet')}</dt><dd className="money" data-testid="exchange-coins">{coins === null ? '—' : formatCoins(coins, locale)}</dd></div>
        </dl>
        <p className="muted">{t('exchangeHint')}</p>
        <div className={`field${problem && text ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor="exchange-points">{t('exchangePoints')}</label>
          <input id="exchange-points" className="input" inputMode="numeric" autoComplete="off" value={text} onChange={(e) => setText(e.target.value)} data-testid="exchange-points" />
          {problem && text && <p className="field__error" role="alert">{problem}</p>}
        </div>
        <button type="submit" className="button button--primary button--block" disabled={busy || problem !== null} data-testid="exchange-submit">{t('exchangeSubmit')}</button>
      </form>
    </Modal>
  );
}
