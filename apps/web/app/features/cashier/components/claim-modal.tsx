import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { toast } from 'sonner';
import type { DepositClaim } from '@azart/contracts';
import { ApiError } from '~/shared/api/client.ts';
import { useLocale } from '~/shared/i18n/hooks.ts';
import { formatDecimal } from '~/shared/money.ts';
import { Modal } from '~/shared/ui/modal.tsx';
import { IconClose } from '~/shared/ui/icons.tsx';
import { getDeposits, sendClaim } from '../api/cashier.ts';
import { useLoad } from '../hooks/use-load.ts';
import { formatDateTime, money } from '../logic/format.ts';
import { paymentMessage } from '../logic/issues.ts';
import { checkClaim, fieldOfCode, type ClaimField } from '../logic/validate.ts';
import { useCashierT } from '../use-cashier-t.ts';
import { IconClip } from './icons.tsx';
import { describedBy, Field, Messages, Skeleton } from './ui.tsx';

const COMMENT_MAX = 1000;

/**
 * "Deposit not received" (spec §2, §5): a deposit that was not credited, a
 * comment and the receipt (an image or a PDF, 8 MB at most), sent as
 * multipart/form-data. Every message of spec §5 shows under its field, in the
 * contracts' words; a request that fails says "Failed to submit form".
 */
export function ClaimModal({ claims, onClose, onSent }: { claims: DepositClaim[]; onClose: () => void; onSent: () => void }) {
  const { t } = useCashierT();
  const { t: common } = useTranslation('common');
  const locale = useLocale();
  const deposits = useLoad(() => getDeposits(0, 100));
  const [depositId, setDepositId] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<ClaimField | '_', string[]>>>({});
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  // One request per deposit: a deposit with a request (whatever became of it) cannot be claimed again.
  const claimed = new Set(claims.map((c) => c.depositId));
  const claimable = (deposits.data?.items ?? []).filter((d) => d.status !== 'success' && !claimed.has(d.id));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const field = form.current?.elements.namedItem('file');
    const fieldPresent = field instanceof HTMLInputElement && field.type === 'file';
    const picked = fieldPresent ? (field.files?.[0] ?? null) : null;
    const issues = checkClaim({ depositId, comment, file: picked, fieldPresent });
    const shown = Object.fromEntries(Object.entries(issues).map(([k, code]) => [k, [paymentMessage(code, locale)]]));
    setErrors(shown);
    if (Object.keys(shown).length) {
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    const body = new FormData();
    body.set('depositId', String(depositId));
    body.set('comment', comment.trim());
    body.set('file', picked!, picked!.name);
    setBusy(true);
    try {
      await sendClaim(body);
      toast.success(t('claim.sent'));
      onSent();
    } catch (error) {
      setErrors(claimErrors(error, paymentMessage('form_failed', locale)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open onClose={onClose} title={t('claim.title')} closeLabel={common('close')} size="sm" testId="claim-modal">
      <form ref={form} className="form" onSubmit={submit} noValidate data-testid="claim-form">
        <p className="muted cashier-lead">{t('claim.lead')}</p>
        {deposits.status === 'loading' ? (
          <Skeleton rows={1} label={t('loading')} />
        ) : (
          <Field id="claim-deposit" label={t('claim.deposit')} errors={errors.depositId} hint={claimable.length === 0 ? t('claim.noDeposits') : undefined}>
            <select
              id="claim-deposit"
              name="depositId"
              className="input"
              value={depositId ?? ''}
              onChange={(e) => setDepositId(e.target.value ? Number(e.target.value) : null)}
              aria-invalid={Boolean(errors.depositId)}
              aria-describedby={describedBy('claim-deposit', errors.depositId, claimable.length === 0)}
              data-testid="claim-deposit"
            >
              <option value="">{t('claim.depositChoose')}</option>
              {claimable.map((d) => (
                <option key={d.id} value={d.id}>
                  {t('claim.depositOption', { id: d.id, amount: money(d.amount, locale), date: formatDateTime(d.createdAt, locale) })} · {t(`statuses.${d.status}`)}
                </option>
              ))}
            </select>
          </Field>
        )}
        <Field id="claim-comment" label={t('claim.comment')} errors={errors.comment}>
          <textarea
            id="claim-comment"
            name="comment"
            className="input cashier-textarea"
            rows={3}
            maxLength={COMMENT_MAX}
            placeholder={t('claim.commentPlaceholder')}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            aria-invalid={Boolean(errors.comment)}
            aria-describedby={describedBy('claim-comment', errors.comment, false)}
            data-testid="claim-comment"
          />
        </Field>
        <Field id="claim-file" label={t('claim.file')} errors={errors.file} hint={t('claim.fileHint')}>
          <div className={`file-pick${file ? ' has-file' : ''}`}>
            <input
              ref={fileInput}
              id="claim-file"
              name="file"
              type="file"
              className="file-pick__input"
              accept="image/*,application/pdf,.pdf"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              aria-invalid={Boolean(errors.file)}
              aria-describedby={describedBy('claim-file', errors.file, true)}
              data-testid="claim-file"
            />
            <span className="file-pick__zone" aria-hidden>
              <IconClip width={18} height={18} />
              <span className="file-pick__name">{file ? file.name : t('claim.choose')}</span>
              {file && <span className="file-pick__size">{formatDecimal(file.size / 1024 / 1024, 2, locale)}&nbsp;MB</span>}
            </span>
            {file && (
              <button
                type="button"
                className="icon-button icon-button--sm file-pick__remove"
                aria-label={t('claim.remove')}
                onClick={() => {
                  setFile(null);
                  if (fileInput.current) fileInput.current.value = '';
                }}
              >
                <IconClose width={14} height={14} />
              </button>
            )}
          </div>
        </Field>
        {errors._ && <Messages className="form__error" messages={errors._} />}
        <div className="modal__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>{t('claim.cancel')}</button>
          <button type="submit" className="button button--primary" disabled={busy} data-testid="claim-submit">{busy ? t('claim.sending') : t('claim.submit')}</button>
        </div>
      </form>
    </Modal>
  );
}

/** A refused request's messages under their fields; anything else (no answer, a server failure) is "Failed to submit form". */
function claimErrors(error: unknown, failed: string): Partial<Record<ClaimField | '_', string[]>> {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return { _: [failed] };
  const known: readonly string[] = ['depositId', 'comment', 'file'];
  const entries = Object.entries(error.fields);
  if (entries.length) {
    const out: Record<string, string[]> = {};
    for (const [field, messages] of entries) (out[known.includes(field) ? field : '_'] ??= []).push(...messages);
    return out;
  }
  const field = fieldOfCode(error.code);
  return known.includes(field) ? { [field]: error.messages } : { _: [failed, ...error.messages.filter((m) => m !== failed)] };
}
