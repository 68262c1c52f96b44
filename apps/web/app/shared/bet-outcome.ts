import type { Locale } from './locale.ts';
import { formatCoefficient, formatCoins, formatSignedCoins } from './money.ts';

/**
 * How a settled bet reads to a player. The payout is what came back (stake ×
 * coefficient); the profit is payout − stake, the only figure that deserves a
 * "+". A payout below the stake (Popit's low rows return ×0.30–×0.70) is a
 * partial return, not a win.
 */
export type OutcomeKind = 'win' | 'partial' | 'loss';
export type BetOutcome = { kind: OutcomeKind; payout: number; profit: number };

export function betOutcome(amount: number, payout: number): BetOutcome {
  const profit = payout - amount;
  return { kind: profit > 0 ? 'win' : payout > 0 ? 'partial' : 'loss', payout, profit };
}

/** The figures of an outcome as text: "×1,04", "2 100,80" and "+80,80" (no-break spaces inside numbers). */
export function outcomeFigures(amount: number, payout: number, coefficientHundredths: number, locale: Locale) {
  const outcome = betOutcome(amount, payout);
  return {
    ...outcome,
    multiplier: `×${formatCoefficient(coefficientHundredths, locale)}`,
    payoutText: formatCoins(outcome.payout, locale),
    profitText: formatSignedCoins(outcome.profit, locale),
  };
}

/**
 * A bet's coefficient in its fairness record: "×1,98", or "—" when there is
 * none (a step game's lost round records ×0, which read as a figure: "Коэффициент ×0,00").
 */
export function coefficientText(coefficient: number, locale: Locale): string {
  return coefficient > 0 ? `×${formatCoefficient(Math.round(coefficient * 100), locale)}` : '—';
}
