import type { ReactNode } from 'react';
import { coinsInputValue } from '~/shared/money.ts';
import type { Locale } from '~/shared/locale.ts';
import { money } from '../logic/format.ts';
import { describedBy, Field } from './ui.tsx';

type Props = {
  id: string;
  label: string;
  text: string;
  onText: (text: string) => void;
  errors?: string[];
  /** Beside the label: the limits. */
  aside: ReactNode;
  quick: number[];
  quickLabel: string;
  locale: Locale;
  currency: string;
  hint?: ReactNode;
  testId: string;
  /** An extra quick button (withdrawals: everything available). */
  extra?: { label: string; amount: number } | null;
};

/** An amount in coins: a decimal comma in Russian (a point works too), a currency sign, and quick amounts. */
export function AmountField({ id, label, text, onText, errors, aside, quick, quickLabel, locale, currency, hint, testId, extra }: Props) {
  return (
    <Field id={id} label={label} aside={aside} errors={errors} hint={hint}>
      <div className="cashier-amount">
        <input
          id={id}
          name="amount"
          className="input input--lg cashier-amount__input"
          inputMode="decimal"
          autoComplete="off"
          enterKeyHint="done"
          placeholder={locale === 'ru' ? '0,00' : '0.00'}
          value={text}
          onChange={(e) => onText(e.target.value)}
          aria-invalid={Boolean(errors?.length)}
          aria-describedby={describedBy(id, errors, Boolean(hint))}
          data-testid={testId}
        />
        <span className="cashier-amount__currency" aria-hidden>{currency}</span>
      </div>
      {(quick.length > 0 || extra) && (
        <div className="cashier-quick" role="group" aria-label={quickLabel}>
          {quick.map((amount) => {
            const value = coinsInputValue(amount, locale);
            return (
              <button key={amount} type="button" className={`chip-button cashier-quick__chip${text === value ? ' is-active' : ''}`} aria-pressed={text === value} onClick={() => onText(value)} data-testid={`${testId}-quick-${amount}`}>
                {money(amount, locale).replace(/[,.]00$/, '')}
              </button>
            );
          })}
          {extra && extra.amount > 0 && (
            <button type="button" className="chip-button cashier-quick__chip" onClick={() => onText(coinsInputValue(extra.amount, locale))} data-testid={`${testId}-all`}>
              {extra.label}
            </button>
          )}
        </div>
      )}
    </Field>
  );
}
