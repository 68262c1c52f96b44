import { useTranslation } from 'react-i18next';
import { useLocale } from '~/shared/i18n/hooks.ts';
import { coinsInputValue, formatCoins, parseCoins } from '~/shared/money.ts';
import { MIN_BET } from '../api/originals.ts';

type Props = {
  id: string;
  text: string;
  onText: (text: string) => void;
  /** The player's available balance (kopecks), null when signed out. */
  balance: number | null;
  maxBet?: number | null;
  disabled?: boolean;
  touched: boolean;
  onTouched: () => void;
  testId: string;
};

/** The amount and its problem, if any (shared by every own game's form). */
export function amountProblem(text: string, balance: number | null, maxBet: number | null | undefined, t: (key: 'amountInvalid' | 'amountTooLow' | 'amountTooHigh' | 'amountOverLimit', o?: Record<string, string>) => string, locale: 'ru' | 'en'): { amount: number | null; error: string | null } {
  const amount = parseCoins(text);
  if (amount === null) return { amount, error: t('amountInvalid') };
  if (amount < MIN_BET) return { amount, error: t('amountTooLow', { min: formatCoins(MIN_BET, locale) }) };
  if (maxBet && amount > maxBet) return { amount, error: t('amountOverLimit', { max: formatCoins(maxBet, locale) }) };
  if (balance !== null && amount > balance) return { amount, error: t('amountTooHigh', { max: formatCoins(balance, locale) }) };
  return { amount, error: null };
}

/** Amount input with ½, ×2, Min and Max, as on the Dice page. */
export function AmountField({ id, text, onText, balance, maxBet, disabled, touched, onTouched, testId }: Props) {
  const { t } = useTranslation('originals');
  const locale = useLocale();
  const { amount, error } = amountProblem(text, balance, maxBet, t, locale);
  const ceiling = Math.max(MIN_BET, Math.min(balance ?? MIN_BET, maxBet ?? Number.MAX_SAFE_INTEGER));
  const set = (kopecks: number) => {
    onTouched();
    onText(coinsInputValue(Math.max(0, Math.floor(kopecks)), locale));
  };
  return (
    <div className={`field${touched && error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>{t('amount')}</label>
      <div className="amount-input">
        <input
          id={id}
          className="input input--lg"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          disabled={disabled}
          onChange={(e) => {
            onTouched();
            onText(e.target.value);
          }}
          aria-invalid={Boolean(touched && error)}
          data-testid={testId}
        />
        <div className="amount-input__quick">
          <button type="button" className="chip-button" disabled={disabled} onClick={() => set(Math.max(MIN_BET, (amount ?? 0) / 2))}>{t('half')}</button>
          <button type="button" className="chip-button" disabled={disabled} onClick={() => set(Math.min(ceiling, Math.max(MIN_BET, (amount ?? 0) * 2)))}>{t('double')}</button>
          <button type="button" className="chip-button" disabled={disabled} onClick={() => set(MIN_BET)}>{t('min')}</button>
          <button type="button" className="chip-button" disabled={disabled} onClick={() => set(ceiling)}>{t('max')}</button>
        </div>
      </div>
      {touched && error && <p className="field__error" role="alert">{error}</p>}
    </div>
  );
}
