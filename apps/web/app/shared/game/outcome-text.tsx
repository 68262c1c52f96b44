import type { ReactNode } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { outcomeFigures } from '../bet-outcome.ts';
import { useLocale } from '../i18n/hooks.ts';

/**
 * A settled bet in one line, as players read it: "×1,04 · Выигрыш 2 100,80 ·
 * Профит +80,80", or "Проигрыш −20,20", after the game's own `lead` ("Мина!",
 * "Совпало 3 из 5"). Each part keeps together and carries its trailing "·",
 * so a narrow screen wraps the line between parts and never starts a line
 * with a dot. `coefficient` is in hundredths.
 */
export function OutcomeText({ amount, payout, coefficient, lead, showMultiplier = true }: { amount: number; payout: number; coefficient: number; lead?: ReactNode; showMultiplier?: boolean }) {
  const { t } = useTranslation('game');
  const locale = useLocale();
  const figures = outcomeFigures(amount, payout, coefficient, locale);
  const parts: ReactNode[] = lead ? [lead] : [];
  if (figures.kind === 'loss') {
    parts.push(<>{t('outcome.lost')} <strong data-testid="result-profit">{figures.profitText}</strong></>);
  } else {
    if (showMultiplier) parts.push(<span data-testid="result-multiplier">{figures.multiplier}</span>);
    parts.push(<>{t(figures.kind === 'win' ? 'outcome.payout' : 'outcome.returned')} <strong data-testid="result-payout">{figures.payoutText}</strong></>);
    parts.push(<>{t('outcome.profit')} <strong data-testid="result-profit">{figures.profitText}</strong></>);
  }
  return (
    <span className="outcome-text" data-kind={figures.kind}>
      {parts.map((part, i) => (
        <span key={i}>
          {i > 0 && ' '}
          <span className="outcome-text__part">{part}{i < parts.length - 1 && '\u00a0·'}</span>
        </span>
      ))}
    </span>
  );
}
