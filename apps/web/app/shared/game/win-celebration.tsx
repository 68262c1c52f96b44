import { useEffect, useState } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { outcomeFigures } from '../bet-outcome.ts';
import { useLocale } from '../i18n/hooks.ts';

const SHOWN_MS = 2600;

/**
 * The win moment over a game's board, shown only when the bet made a profit:
 * - `card` (boards: Mines, Hotline, Popit): a card with the multiplier, the
 *   payout and the profit that pops in over the board with a burst of light;
 * - `chip` (a single result number: Dice, Bubbles): a burst behind the number
 *   and the profit rising above it, so the number itself stays readable.
 * It fades after a few seconds (the result line keeps the figures) and never
 * takes clicks. With prefers-reduced-motion it simply appears and disappears
 * (the CSS drops the animations). `runId` changes once per settled bet;
 * `coefficient` is in hundredths.
 */
export function WinCelebration({ runId, amount, payout, coefficient, variant = 'card' }: { runId: number | string | null; amount: number; payout: number; coefficient: number; variant?: 'card' | 'chip' }) {
  const { t } = useTranslation('game');
  const locale = useLocale();
  const figures = outcomeFigures(amount, payout, coefficient, locale);
  const win = runId !== null && figures.kind === 'win';
  const [hiddenRun, setHiddenRun] = useState<number | string | null>(null);

  useEffect(() => {
    if (!win) return;
    const timer = setTimeout(() => setHiddenRun(runId), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [win, runId]);

  if (!win || hiddenRun === runId) return null;
  if (variant === 'chip') {
    return (
      <div className="win-chip" key={runId} data-testid="win-celebration" aria-hidden>
        <span className="win-chip__burst" />
        <span className="win-chip__text">{figures.multiplier} · {figures.profitText}</span>
      </div>
    );
  }
  return (
    <div className="win-card" key={runId} data-testid="win-celebration" aria-hidden>
      <span className="win-card__burst" />
      <span className="win-card__multiplier">{figures.multiplier}</span>
      <span className="win-card__payout">{figures.payoutText}</span>
      <span className="win-card__profit">{t('outcome.profit')} {figures.profitText}</span>
    </div>
  );
}
