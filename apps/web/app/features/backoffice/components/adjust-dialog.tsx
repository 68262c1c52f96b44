import { useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import type { PlayerProfile } from '@azart/contracts';
import { newIdempotencyKey } from '~/shared/api/client.ts';
import { Modal } from '~/shared/ui/modal.tsx';
import { checkAdjustment, type AdjustmentError } from '../amounts.ts';
import { adjustBalance } from '../api/players.ts';
import { useFormat } from '../format.ts';
import { useBackofficeText } from '../hooks.ts';
import { apiMessages, FieldError, FormMessages, Money } from './ui.tsx';

type Account = 'main' | 'bonus';
type Review = { account: Account; amount: number; before: number; after: number; reason: string; key: string };

/**
 * A balance adjustment: the account, a signed amount in coins and a required
 * reason; then a confirmation with the balance before, the change and the
 * balance after; then one ledger posting (the key makes a repeated click post
 * once), and the new balance as the server reports it.
 */
export function AdjustDialog({ open, onClose, player, onDone }: { open: boolean; onClose: () => void; player: PlayerProfile['player']; onDone: () => unknown }) {
  const { t } = useBackofficeText();
  const format = useFormat();
  const id = useId();
  const [account, setAccount] = useState<Account>('main');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'amount' | 'reason', string[]>>>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [review, setReview] = useState<Review | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setAccount('main');
    setAmount('');
    setReason('');
    setErrors({});
    setFormErrors([]);
    setReview(null);
    setBusy(false);
  }, [open]);

  const message = (code: AdjustmentError | undefined) => (code ? [t(`adjust.errors.${code}`)] : undefined);

  function toReview(event: React.FormEvent) {
    event.preventDefault();
    const before = player.balances[account];
    const checked = checkAdjustment({ amount, reason }, before);
    if (!checked.ok) {
      setErrors({ amount: message(checked.errors.amount), reason: message(checked.errors.reason) });
      return;
    }
    setErrors({});
    setFormErrors([]);
    setReview({ account, amount: checked.amount, before, after: checked.after, reason: checked.reason, key: newIdempotencyKey() });
  }

  async function post() {
    if (!review) return;
    setBusy(true);
    try {
      const profile = await adjustBalance(player.id, { account: review.account, amount: review.amount, reason: review.reason }, review.key);
      const balance = profile.player.balances[review.account];
      toast.success(t('adjust.done', { account: t(`player.accounts.${review.account}`), login: player.login, balance: format.coins(balance) }));
      onClose();
      await onDone();
    } catch (caught) {
      const { fields, form } = apiMessages(caught);
      if (fields.amount || fields.reason) {
        setErrors({ amount: fields.amount, reason: fields.reason });
        setReview(null);
      }
      setFormErrors([...form, ...Object.entries(fields).filter(([k]) => k !== 'amount' && k !== 'reason').flatMap(([, v]) => v)]);
    } finally {
      setBusy(false);
    }
  }

  const title = review ? t('adjust.confirmTitle') : t('adjust.title', { login: player.login });
  return (
    <Modal open={open} onClose={onClose} title={title} closeLabel={t('common.close')} size="sm" testId="adjust-dialog">
      {review ? (
        <div className="form" data-testid="adjust-review">
          <dl className="bo-preview">
            <dt>{t('adjust.account')}</dt>
            <dd>{t(`player.accounts.${review.account}`)}</dd>
            <dt>{t('adjust.current')}</dt>
            <dd><Money kopecks={review.before} /></dd>
            <dt>{t('adjust.change')}</dt>
            <dd><Money kopecks={review.amount} signed /></dd>
            <dt>{t('adjust.after')}</dt>
            <dd className="is-result" data-testid="adjust-after"><Money kopecks={review.after} /></dd>
            <dt>{t('adjust.reason')}</dt>
            <dd style={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{review.reason}</dd>
          </dl>
          <FormMessages messages={formErrors} />
          <div className="modal__actions">
            <button type="button" className="button button--ghost" onClick={() => setReview(null)} disabled={busy}>{t('adjust.edit')}</button>
            <button type="button" className="button button--primary" onClick={() => void post()} disabled={busy} data-testid="adjust-confirm">{t('adjust.confirm')}</button>
          </div>
        </div>
      ) : (
        <form className="form" onSubmit={toReview} noValidate data-testid="adjust-form">
          <p className="bo-dialog__text">{t('adjust.text')}</p>
          <fieldset className="bo-account">
            <legend className="field__label">{t('adjust.account')}</legend>
            <div className="bo-radios">
              {(['main', 'bonus'] as const).map((a) => (
                <label key={a}>
                  <input type="radio" name="account" value={a} checked={account === a} onChange={() => setAccount(a)} data-testid={`adjust-account-${a}`} />
                  <span>{t(`player.accounts.${a}`)}</span>
                  <span className="bo-radios__amount">{format.coins(player.balances[a])}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <div className={`field${errors.amount?.length ? ' field--invalid' : ''}`}>
            <label className="field__label" htmlFor={`${id}-amount`}>{t('adjust.amount')}</label>
            <input
              id={`${id}-amount`}
              className="input"
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              aria-invalid={errors.amount?.length ? true : undefined}
              aria-describedby={`${id}-amount-hint${errors.amount?.length ? ` ${id}-amount-error` : ''}`}
              data-testid="adjust-amount"
            />
            <span className="field__hint" id={`${id}-amount-hint`}>{t('adjust.amountHint')}</span>
            <FieldError id={`${id}-amount-error`} messages={errors.amount} />
          </div>
          <div className={`field${errors.reason?.length ? ' field--invalid' : ''}`}>
            <label className="field__label" htmlFor={`${id}-reason`}>{t('adjust.reason')}</label>
            <textarea
              id={`${id}-reason`}
              className="input bo-textarea"
              name="reason"
              rows={2}
              maxLength={500}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              aria-invalid={errors.reason?.length ? true : undefined}
              aria-describedby={errors.reason?.length ? `${id}-reason-error` : undefined}
              data-testid="adjust-reason"
            />
            <FieldError id={`${id}-reason-error`} messages={errors.reason} />
          </div>
          <FormMessages messages={formErrors} />
          <div className="modal__actions">
            <button type="button" className="button button--ghost" onClick={onClose}>{t('common.cancel')}</button>
            <button type="submit" className="button button--primary" data-testid="adjust-review-button">{t('adjust.review')}</button>
          </div>
        </form>
      )}
    </Modal>
  );
}
