import type { ReactNode } from 'react';
import type { PaymentMethodId } from '@azart/contracts';
import type { BadgeTone } from '../logic/format.ts';
import { IconAlert, IconCard, IconInbox, IconUsdt, IconWallet } from './icons.tsx';

/** Small building blocks of the cashier's tabs. */

export function MethodIcon({ method }: { method: PaymentMethodId }) {
  const Icon = method === 'card' ? IconCard : method === 'usdt_trc20' ? IconUsdt : IconWallet;
  return (
    <span className={`method-icon method-icon--${method}`} aria-hidden>
      <Icon width={22} height={22} />
    </span>
  );
}

/** A field with its label, an optional note beside the label, the control, and its hint or its messages. */
export function Field({ id, label, aside, hint, errors, children, className = '' }: { id: string; label: ReactNode; aside?: ReactNode; hint?: ReactNode; errors?: string[]; children: ReactNode; className?: string }) {
  const invalid = Boolean(errors?.length);
  return (
    <div className={`field${invalid ? ' field--invalid' : ''} ${className}`.trim()}>
      <div className="field__row">
        <label className="field__label" htmlFor={id}>{label}</label>
        {aside}
      </div>
      {children}
      {invalid ? <Messages id={`${id}-error`} messages={errors!} /> : hint ? <p className="field__hint" id={`${id}-hint`}>{hint}</p> : null}
    </div>
  );
}

/** What aria-describedby a control of `Field` gets. */
export function describedBy(id: string, errors: string[] | undefined, hint: boolean): string | undefined {
  if (errors?.length) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

/** A field's or the form's messages, one line each. */
export function Messages({ id, messages, className = 'field__error' }: { id?: string; messages: string[]; className?: string }) {
  if (messages.length === 1) return <p className={className} id={id} role="alert">{messages[0]}</p>;
  return (
    <ul className={`${className} messages`} id={id} role="alert">
      {messages.map((text) => <li key={text}>{text}</li>)}
    </ul>
  );
}

export function StatusBadge({ tone, children, testId }: { tone: BadgeTone; children: ReactNode; testId?: string }) {
  return <span className={`status-badge status-badge--${tone}`} data-testid={testId}>{children}</span>;
}

export function EmptyState({ title, text, children }: { title: string; text?: string; children?: ReactNode }) {
  return (
    <div className="cashier-empty">
      <span className="cashier-empty__icon" aria-hidden><IconInbox width={26} height={26} /></span>
      <p className="cashier-empty__title">{title}</p>
      {text && <p className="cashier-empty__text">{text}</p>}
      {children}
    </div>
  );
}

export function LoadFailed({ text, retry, retryLabel }: { text: string; retry: () => void; retryLabel: string }) {
  return (
    <div className="cashier-empty" role="alert">
      <span className="cashier-empty__icon cashier-empty__icon--bad" aria-hidden><IconAlert width={26} height={26} /></span>
      <p className="cashier-empty__title">{text}</p>
      <button type="button" className="button button--sm" onClick={retry}>{retryLabel}</button>
    </div>
  );
}

/** Placeholder rows while a tab's data loads. */
export function Skeleton({ rows = 3, label }: { rows?: number; label: string }) {
  return (
    <div className="cashier-skeleton" aria-busy="true" role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => <span key={i} className="skeleton cashier-skeleton__row" />)}
    </div>
  );
}

/** Rows of what a payment costs; the last one stands out. */
export function Summary({ rows, testId }: { rows: { label: ReactNode; value: ReactNode; strong?: boolean; testId?: string }[]; testId?: string }) {
  return (
    <dl className="cashier-summary" data-testid={testId}>
      {rows.map((row, i) => (
        <div key={i} className={row.strong ? 'is-strong' : undefined}>
          <dt>{row.label}</dt>
          <dd className="money" data-testid={row.testId}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The nearest ancestor that scrolls vertically (the modal's body). */
function scrollingParent(element: HTMLElement): HTMLElement | null {
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    if (parent.scrollHeight > parent.clientHeight && /auto|scroll/.test(getComputedStyle(parent).overflowY)) return parent;
  }
  return null;
}

/** Moves focus to the first field with a problem (after React has shown it), or brings the form's first message into view. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => {
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const message = form?.querySelector<HTMLElement>('[role="alert"]');
    // A message above every field (the X2 wager's) is what to read first; otherwise the first field to fix.
    if (field && (!message || message.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_PRECEDING)) {
      // Focus alone scrolls at most the control into view, and its message (below it) could stay under the
      // form's sticky total on a phone: bring the whole field, message included, above the total.
      const whole = field.closest<HTMLElement>('.field') ?? field;
      field.focus({ preventScroll: true });
      whole.scrollIntoView({ block: 'nearest' });
      const footer = form?.querySelector<HTMLElement>('.cashier-form__footer');
      const covered = footer ? whole.getBoundingClientRect().bottom + 12 - footer.getBoundingClientRect().top : 0;
      if (covered > 0) scrollingParent(whole)?.scrollBy({ top: covered });
    } else message?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  });
}
