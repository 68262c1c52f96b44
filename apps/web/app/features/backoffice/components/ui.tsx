import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiError } from '~/shared/api/client.ts';
import { Modal } from '~/shared/ui/modal.tsx';
import { IconRefresh } from '~/shared/ui/icons.tsx';
import { useFormat } from '../format.ts';
import { useAccess, useAdminPaths, useBackofficeText } from '../hooks.ts';
import { pageOf } from '../query.ts';

/** A section's title, lead and actions. */
export function PageHead({ title, lead, actions, children }: { title: ReactNode; lead?: ReactNode; actions?: ReactNode; children?: ReactNode }) {
  return (
    <header className="bo-head">
      <div className="bo-head__text">
        {children}
        <h1 className="bo-head__title">{title}</h1>
        {lead && <p className="bo-head__lead">{lead}</p>}
      </div>
      {actions && <div className="bo-head__actions">{actions}</div>}
    </header>
  );
}

/** A table that scrolls sideways inside its card, never the page; focusable so a keyboard can scroll it. */
export function TableCard({ label, children, footer, testId }: { label: string; children: ReactNode; footer?: ReactNode; testId?: string }) {
  return (
    <section className="bo-card bo-card--table" aria-label={label} data-testid={testId}>
      <div className="bo-table-wrap" tabIndex={0} role="region" aria-label={label}>
        {children}
      </div>
      {footer}
    </section>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className="bo-empty">{children}</p>;
}

/** "21–40 of 134" with links to the previous and next pages (the offset lives in the URL). */
export function Pager({ offset, limit, total, shown, hrefFor, label }: { offset: number; limit: number; total: number; shown: number; hrefFor: (offset: number) => string; label?: string }) {
  const { t } = useBackofficeText();
  const page = pageOf(offset, limit, total, shown);
  if (total === 0) return null;
  return (
    <nav className="bo-pager" aria-label={label ?? t('common.pages')}>
      <span className="bo-pager__shown">{t('common.shown', { from: page.from, to: page.to, total: page.total })}</span>
      {(page.prev !== null || page.next !== null) && (
        <span className="bo-pager__links">
          {page.prev === null ? (
            <span className="button button--sm is-disabled" aria-disabled="true">{t('common.prev')}</span>
          ) : (
            <Link className="button button--sm" to={hrefFor(page.prev)} state={{ keepScroll: true }} preventScrollReset data-testid="pager-prev">{t('common.prev')}</Link>
          )}
          {page.next === null ? (
            <span className="button button--sm is-disabled" aria-disabled="true">{t('common.next')}</span>
          ) : (
            <Link className="button button--sm" to={hrefFor(page.next)} state={{ keepScroll: true }} preventScrollReset data-testid="pager-next">{t('common.next')}</Link>
          )}
        </span>
      )}
    </nav>
  );
}

/**
 * One filter kept in the URL, as links: "all", then each option. `name` is
 * what it filters by (it names the links' data attribute, `data-status` or
 * `data-kind`, which tests pick options by).
 */
export function SegmentFilter<T extends string>({ name, options, current, labels, allLabel, label, hrefFor, testId }: {
  name: string;
  options: readonly T[];
  current: T | undefined;
  labels: Record<T, string>;
  allLabel: string;
  label: string;
  hrefFor: (option: T | undefined) => string;
  testId?: string;
}) {
  return (
    <nav className="bo-segments" aria-label={label} data-testid={testId}>
      {[undefined, ...options].map((option) => (
        <Link
          key={option ?? 'all'}
          to={hrefFor(option)}
          className={`bo-segments__item${option === current ? ' is-active' : ''}`}
          aria-current={option === current ? 'page' : undefined}
          {...{ [`data-${name}`]: option ?? 'all' }}
        >
          {option ? labels[option] : allLabel}
        </Link>
      ))}
    </nav>
  );
}

/** The status filter: "all", then each status. */
export function StatusFilter<T extends string>({ statuses, current, labels, hrefFor, testId }: { statuses: readonly T[]; current: T | undefined; labels: Record<T, string>; hrefFor: (status: T | undefined) => string; testId?: string }) {
  const { t } = useBackofficeText();
  return <SegmentFilter name="status" options={statuses} current={current} labels={labels} allLabel={t('common.all')} label={t('common.statusFilter')} hrefFor={hrefFor} testId={testId} />;
}

const TONES: Record<string, 'ok' | 'warn' | 'bad' | 'info' | 'muted'> = {
  success: 'ok', completed: 'ok', waiting: 'warn', moderation: 'warn', pending: 'warn', queue: 'info', processing: 'info', support: 'info', canceled: 'bad',
};

/** A payment or request status as a coloured pill. */
export function StatusBadge({ status, label }: { status: string; label: string }) {
  return <span className={`bo-pill bo-pill--${TONES[status] ?? 'muted'}`} data-status={status}>{label}</span>;
}

export function Pill({ tone, children }: { tone: 'ok' | 'warn' | 'bad' | 'info' | 'muted' | 'accent'; children: ReactNode }) {
  return <span className={`bo-pill bo-pill--${tone}`}>{children}</span>;
}

/** A date and time in the page's language, the full one on hover. */
export function DateTime({ iso }: { iso: string | null | undefined }) {
  const format = useFormat();
  const { t } = useBackofficeText();
  if (!iso) return <span className="muted">{t('common.noValue')}</span>;
  return <time dateTime={iso} title={format.fullDateTime(iso)}>{format.dateTime(iso)}</time>;
}

export function Money({ kopecks, signed = false, className = '' }: { kopecks: number; signed?: boolean; className?: string }) {
  const format = useFormat();
  const tone = signed ? (kopecks > 0 ? ' text-win' : kopecks < 0 ? ' text-loss' : '') : '';
  return <span className={`money${tone} ${className}`.trim()}>{signed ? format.signedCoins(kopecks) : format.coins(kopecks)}</span>;
}

/** A player: a link to their page when the viewer may open players, plain text otherwise. */
export function PlayerRef({ player }: { player: { id: number; login: string } }) {
  const access = useAccess();
  const paths = useAdminPaths();
  const content = (
    <>
      <span className="bo-player__login">{player.login}</span> <span className="bo-player__id">#{player.id}</span>
    </>
  );
  return access.canOpen('players') ? <Link className="bo-player" to={paths.player(player.id)}>{content}</Link> : <span className="bo-player">{content}</span>;
}

/** "Updated at 14:03:07" and a refresh button; `auto` tells that the list refreshes itself. */
export function RefreshBar({ updatedAt, onRefresh, busy, autoSeconds }: { updatedAt: Date; onRefresh: () => void; busy: boolean; autoSeconds?: number }) {
  const { t } = useBackofficeText();
  const format = useFormat();
  return (
    <div className="bo-refresh">
      <span className="bo-refresh__text" aria-live="polite">
        {autoSeconds && <span className="live-dot live-dot--connected" aria-hidden />}
        <span>{t('common.updatedAt', { time: format.time(updatedAt) })}</span>
        {autoSeconds && <span className="bo-refresh__auto">{t('common.autoRefresh', { seconds: autoSeconds })}</span>}
      </span>
      <button type="button" className="button button--sm" onClick={onRefresh} disabled={busy} data-testid="refresh">
        <IconRefresh className={busy ? 'bo-spin' : undefined} /> {t('common.refresh')}
      </button>
    </div>
  );
}

/** Messages of a refused request, per field or for the whole form. */
export function apiMessages(error: unknown): { fields: Record<string, string[]>; form: string[] } {
  if (error instanceof ApiError) {
    const fields = error.fields;
    return Object.keys(fields).length ? { fields, form: [] } : { fields: {}, form: error.messages };
  }
  return { fields: {}, form: [] };
}

export function FormMessages({ messages, testId }: { messages: readonly string[]; testId?: string }) {
  if (!messages.length) return null;
  return (
    <ul className="form__error messages" role="alert" data-testid={testId}>
      {messages.map((m) => <li key={m}>{m}</li>)}
    </ul>
  );
}

export function FieldError({ id, messages }: { id: string; messages: readonly string[] | undefined }) {
  if (!messages?.length) return null;
  return (
    <ul className="field__error messages" id={id}>
      {messages.map((m) => <li key={m}>{m}</li>)}
    </ul>
  );
}

/**
 * A decision that needs a reason (block, unblock, reject, deny): the reason is
 * required (the server checks it too) and goes into the audit log.
 * `onSubmit` throws on a refusal; its messages show in the dialog.
 */
export function ReasonDialog({ open, onClose, title, text, confirmLabel, danger = false, onSubmit, testId }: {
  open: boolean;
  onClose: () => void;
  title: string;
  text?: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  onSubmit: (reason: string) => Promise<unknown>;
  testId?: string;
}) {
  const { t } = useBackofficeText();
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string[]>([]);
  const [formError, setFormError] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (!open) return;
    setReason('');
    setError([]);
    setFormError([]);
    setBusy(false);
    requestAnimationFrame(() => field.current?.focus());
  }, [open]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const text = reason.trim();
    if (!text) return setError([t('common.reasonRequired')]);
    if (text.length > 500) return setError([t('common.reasonTooLong')]);
    setBusy(true);
    try {
      await onSubmit(text);
      onClose();
    } catch (caught) {
      const { fields, form } = apiMessages(caught);
      setError(fields.reason ?? []);
      setFormError(form.length ? form : Object.entries(fields).filter(([k]) => k !== 'reason').flatMap(([, v]) => v));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open={open} onClose={onClose} title={title} closeLabel={t('common.close')} size="sm" testId={testId}>
      <form className="form" onSubmit={submit} noValidate>
        {text && <p className="bo-dialog__text">{text}</p>}
        <div className={`field${error.length ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor={`${id}-reason`}>{t('common.reason')}</label>
          <textarea
            ref={field}
            id={`${id}-reason`}
            name="reason"
            className="input bo-textarea"
            rows={3}
            maxLength={500}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              if (error.length) setError([]);
            }}
            aria-invalid={error.length ? true : undefined}
            aria-describedby={`${id}-hint${error.length ? ` ${id}-error` : ''}`}
            required
          />
          <span className="field__hint" id={`${id}-hint`}>{t('common.reasonHint')}</span>
          <FieldError id={`${id}-error`} messages={error} />
        </div>
        <FormMessages messages={formError} />
        <div className="modal__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>{t('common.cancel')}</button>
          <button type="submit" className={`button ${danger ? 'bo-button--danger' : 'button--primary'}`} disabled={busy} data-testid="reason-submit">{confirmLabel}</button>
        </div>
      </form>
    </Modal>
  );
}

/** A yes/no decision (approve, credit): the consequences in a sentence, then the button. */
export function ConfirmDialog({ open, onClose, title, text, confirmLabel, onConfirm, testId }: {
  open: boolean;
  onClose: () => void;
  title: string;
  text: ReactNode;
  confirmLabel: string;
  onConfirm: () => Promise<unknown>;
  testId?: string;
}) {
  const { t } = useBackofficeText();
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string[]>([]);
  useEffect(() => {
    if (open) {
      setBusy(false);
      setFormError([]);
    }
  }, [open]);
  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
      onClose();
    } catch (caught) {
      const { fields, form } = apiMessages(caught);
      setFormError([...form, ...Object.values(fields).flat()]);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Modal open={open} onClose={onClose} title={title} closeLabel={t('common.close')} size="sm" testId={testId}>
      <p className="bo-dialog__text">{text}</p>
      <FormMessages messages={formError} />
      <div className="modal__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>{t('common.cancel')}</button>
        <button type="button" className="button button--primary" onClick={() => void confirm()} disabled={busy} data-testid="confirm-submit">{confirmLabel}</button>
      </div>
    </Modal>
  );
}
