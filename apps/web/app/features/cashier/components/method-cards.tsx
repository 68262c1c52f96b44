import type { ReactNode } from 'react';
import type { PaymentMethod, PaymentMethodId } from '@azart/contracts';
import { IconCheck } from './icons.tsx';
import { MethodIcon } from './ui.tsx';

type Props = {
  legend: string;
  name: string;
  methods: PaymentMethod[];
  value: PaymentMethodId | null;
  onChange: (id: PaymentMethodId) => void;
  label: (method: PaymentMethod) => string;
  note: (method: PaymentMethod) => ReactNode;
  disabled?: (method: PaymentMethod) => boolean;
  describedBy?: string;
  testId: string;
};

/**
 * Payment methods as cards: a radio group underneath (arrow keys move, Space
 * picks), so it reads and works as one for keyboards and screen readers.
 */
export function MethodCards({ legend, name, methods, value, onChange, label, note, disabled, describedBy, testId }: Props) {
  return (
    <fieldset className="method-cards" data-testid={testId} aria-describedby={describedBy}>
      <legend className="field__label">{legend}</legend>
      <div className="method-cards__grid">
        {methods.map((method) => {
          const off = disabled?.(method) ?? false;
          const checked = value === method.id;
          return (
            <label key={method.id} className={`method-card${checked ? ' is-selected' : ''}${off ? ' is-disabled' : ''}`} data-testid={`${testId}-${method.id}`}>
              <input type="radio" className="sr-only" name={name} value={method.id} checked={checked} disabled={off} onChange={() => onChange(method.id)} />
              <MethodIcon method={method.id} />
              <span className="method-card__name">{label(method)}</span>
              <span className="method-card__note">{note(method)}</span>
              {checked && (
                <span className="method-card__check" aria-hidden>
                  <IconCheck width={12} height={12} strokeWidth={3} />
                </span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
