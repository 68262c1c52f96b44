import type { ReactNode } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { payout } from '@azart/fairness';
import { parseDecimalInput } from '../decimal-input.ts';
import { useLocale } from '../i18n/hooks.ts';
import { coinsInputValue, formatCoins } from '../money.ts';
import { MIN_BET } from './limits.ts';
import { ModeBadge } from './mode-badge.tsx';

/** What bounds a stake: the balance in play (null when signed out) and the game's limits (kopecks). */
export type AmountLimits = {
  balance: number | null;
  minBet?: number;
  maxBet?: number | null;
  maxWin?: number | null;
  /** Coefficient of a win in hundredths, when the game knows it before the bet (Dice, Bubbles): checked against maxWin. */
  coefficient?: number | null;
};

type AmountMessages = 'amountInvalid' | 'amountPrecision' | 'amountTooLow' | 'amountTooHigh' | 'amountOverLimit' | 'amountWinOverLimit';

/**
 * The amount a player typed and its problem, if any (every own game's form).
 * Never rounds: "10,555" is a problem to show, not 10,55.
 */
export function amountProblem(text: string, limits: AmountLimits, t: (key: AmountMessages, o?: Record<string, string>) => string, locale: 'ru' | 'en'): { amount: number | null; error: string | null } {
  const parsed = parseDecimalInput(text, { decimals: 2, min: 0, max: Number.MAX_SAFE_INTEGER });
  if (!parsed.ok) return { amount: null, error: parsed.problem === 'precision' ? t('amountPrecision') : t('amountInvalid') };
  const amount = parsed.value;
  const minBet = limits.minBet || MIN_BET;
  if (amount < minBet) return { amount, error: t('amountTooLow', { min: formatCoins(minBet, locale) }) };
  if (limits.maxBet && amount > limits.maxBet) return { amount, error: t('amountOverLimit', { max: formatCoins(limits.maxBet, locale) }) };
  if (limits.balance !== null && amount > limits.balance) return { amount, error: t('amountTooHigh', { max: formatCoins(limits.balance, locale) }) };
  if (limits.maxWin && limits.coefficient && payout(amount, limits.coefficient) > limits.maxWin) return { amount, error: t('amountWinOverLimit', { max: formatCoins(limits.maxWin, locale) }) };
  return { amount, error: null };
}

type Props = {
  id: string;
  text: string;
  onText: (text: string) => void;
  /** The result of amountProblem for `text`. */
  problem: { amount: number | null; error: string | null };
  limits: AmountLimits;
  disabled?: boolean;
  touched: boolean;
  onTouched: () => void;
  testId: string;
  /** Shown at the end of the label row (default: which balance the bet comes from). */
  badge?: ReactNode;
};

/** Amount input with ½, ×2, Min and Max (every own game). */
export function AmountField({ id, text, onText, problem, limits, disabled, touched, onTouched, testId, badge = <ModeBadge /> }: Props) {
  const { t } = useTranslation('game');
  const locale = useLocale();
  const { amount, error } = problem;
  const minBet = limits.minBet || MIN_BET;
  const ceiling = Math.max(minBet, Math.min(limits.balance ?? minBet, limits.maxBet ?? Number.MAX_SAFE_INTEGER));
  const set = (kopecks: number) => {
    onTouched();
    onText(coinsInputValue(Math.max(0, Math.floor(kopecks)), locale));
  };
  const shown = touched && error;
  return (
    <div className={`field${shown ? ' field--invalid' : ''}`}>
      <div className="field__row">
        <label className="field__label" htmlFor={id}>{t('amount')}</label>
        {badge}
      </div>
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
          aria-invalid={Boolean(shown)}
          aria-describedby={shown ? `${id}-error` : undefined}
          data-testid={testId}
        />
        <div className="amount-input__quick">
          <button type="button" className="chip-button" disabled={disabled} onClick={() => set(Math.max(minBet, (amount ?? 0) / 2))} data-testid={`${testId}-half`}>{t('half')}</button>
          <button type="button" className="chip-button" disabled={disabled} onClick={() => set(Math.min(ceiling, Math.max(minBet, (amount ?? 0) * 2)))} data-testid={`${testId}-double`}>{t('double')}</button>
          <button type="button" className="chip-button" disabled={disabled} onClick={() => set(minBet)} data-testid={`${testId}-min`}>{t('min')}</button>
          <button type="button" className="chip-button" disabled={disabled} onClick={() => set(ceiling)} data-testid={`${testId}-max`}>{t('max')}</button>
        </div>
      </div>
      {shown && <p className="field__error" id={`${id}-error`} role="alert">{error}</p>}
    </div>
  );
}
