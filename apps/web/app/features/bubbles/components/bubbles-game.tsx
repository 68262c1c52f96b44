import { useState } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { BUBBLES_MAX_TARGET, BUBBLES_MIN_TARGET, BUBBLES_DEFAULT_EDGE_BP, payout } from '@azart/fairness';
import type { SpecOf } from '@azart/fairness';
import type { z } from 'zod';
import { addMyGameBet, AmountField, edgeBpOf, OutcomeText, useStake, WinCelebration } from '~/shared/game/index.ts';
import { parseDecimalInput, type DecimalRule } from '~/shared/decimal-input.ts';
import { useLocale } from '~/shared/i18n/hooks.ts';
import { openAuthModal } from '~/shared/session/auth-modal.ts';
import { applyUser } from '~/shared/session/session.ts';
import { easeOut, useSettlingAnimation } from '~/shared/use-settling-animation.ts';
import { formatCoefficient, formatCoins, formatDecimal, formatSignedCoins, NBSP } from '~/shared/money.ts';
import { placeBubblesBet } from '../api/bubbles.ts';

type BubblesBet = z.output<SpecOf<'bubbles'>['bet']>;
const DEFAULT_TARGET = 200;
const QUICK_TARGETS = [150, 200, 500, 1000, 10000];
const DURATION_MS = 900;

/** The target field: ×1.01 to ×1 000 000 in hundredths; "×2", "2,5" and "1 000" are all fine. */
const TARGET: DecimalRule = { decimals: 2, min: BUBBLES_MIN_TARGET, max: BUBBLES_MAX_TARGET, decorations: /^[×xX][\s\u00a0]*/ };

/** Grows the shown multiplier from 1.00 to the result (exponentially, as a bubble inflates). */
function useInflate(result: number | null, id: number): { value: number | null; settled: boolean } {
  return useSettlingAnimation(result, id, DURATION_MS, inflateFrame);
}

function inflateFrame(t: number, result: number): number {
  return Math.max(100, Math.round(100 * Math.exp(Math.log(result / 100) * easeOut(t))));
}

/** The win chance in percent, with enough decimals to show tiny chances: "49,50 %", "0,0099 %". */
function chanceText(percent: number, locale: 'ru' | 'en'): string {
  if (percent < 0.0001) return `<${formatDecimal(0.0001, 4, locale)}${NBSP}%`;
  return `${formatDecimal(percent, percent < 1 ? 4 : 2, locale)}${NBSP}%`;
}

/**
 * Bubbles (games.md §2): set a target; the bubble's multiplier R wins when
 * R ≥ target, paying amount × target. The target field is read strictly:
 * while it holds no valid target, the chance, the payout and the presets
 * show nothing and the bet button is off.
 */
export function BubblesGame() {
  const { t } = useTranslation('bubbles');
  const { t: to } = useTranslation('game');
  const locale = useLocale();
  const [targetInput, setTargetInput] = useState(() => formatCoefficient(DEFAULT_TARGET, locale));
  const [busy, setBusy] = useState(false);
  const [last, setLast] = useState<{ bet: BubblesBet; id: number } | null>(null);

  const parsed = parseDecimalInput(targetInput, TARGET);
  const target = parsed.ok ? parsed.value : null;
  const targetError = parsed.ok ? null : t(({ empty: 'targetInvalid', format: 'targetInvalid', precision: 'targetPrecision', tooLow: 'targetTooLow', tooHigh: 'targetTooHigh' } as const)[parsed.problem]);
  const stake = useStake('bubbles', { coefficient: target });
  const { amount, user } = stake;
  const edgeBp = edgeBpOf(stake.limits, BUBBLES_DEFAULT_EDGE_BP);
  const possibleWin = amount !== null && target !== null ? payout(amount, target) : null;
  const resultH = last ? Math.round(last.bet.result * 100) : null;
  const { value, settled } = useInflate(resultH, last?.id ?? 0);

  async function play() {
    if (!user) return openAuthModal('login');
    stake.touch();
    if (stake.error || amount === null || busy || target === null) return;
    setBusy(true);
    try {
      const { bet, user: updated } = await placeBubblesBet(amount, target / 100);
      applyUser(updated);
      addMyGameBet(bet);
      setLast((prev) => ({ bet, id: (prev?.id ?? 0) + 1 }));
    } catch {
      // the API layer shows the error toast
    } finally {
      setBusy(false);
    }
  }

  const bet = last?.bet;
  const state = !bet ? 'idle' : !settled ? 'rolling' : bet.win > 0 ? 'win' : 'loss';
  // Never smaller than the number inside it: from 0.62 of the orb at ×1 to the whole orb from about ×1000.
  const size = Math.min(1, 0.58 + Math.log10((value ?? 100) / 100 + 1) * 0.14);
  const betTarget = bet ? Math.round(bet.target * 100) : 0;

  return (
    <section className="card card--game game originals" aria-label={t('title')} data-testid="bubbles-game">
      <div className={`game__stage bubbles__stage game__stage--${state}`}>
        <div className="bubbles__orb" data-testid="bubbles-board">
          <div className="bubbles__bubble" style={{ transform: `scale(${size})` }} aria-hidden>
            <span className="bubbles__shine" />
          </div>
          <div className="bubbles__value" data-testid="bubbles-result" data-value={settled && bet ? bet.result : undefined}>
            ×{formatCoefficient(value ?? 100, locale)}
          </div>
          {state === 'win' && bet && <WinCelebration variant="chip" runId={last?.id ?? null} amount={bet.amount} payout={bet.win} coefficient={betTarget} />}
        </div>
        <p className="game__status" aria-live="polite" data-testid="bubbles-status" data-state={state}>
          {state === 'idle' && t('hint')}
          {state === 'rolling' && t('inflating')}
          {(state === 'win' || state === 'loss') && bet && (
            <OutcomeText
              // The lead already names the target (the multiplier the bet pays at): no second "×" after it.
              lead={t(state === 'win' ? 'reached' : 'burst', { result: formatCoefficient(resultH ?? 0, locale), target: formatCoefficient(betTarget, locale) })}
              showMultiplier={false}
              amount={bet.amount}
              payout={bet.win}
              coefficient={betTarget}
            />
          )}
        </p>
      </div>

      <div className="game__controls">
        <AmountField {...stake.field} />
        <div className={`field${targetError ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor="bubbles-target">{t('target')}</label>
          <div className="target-input">
            <span aria-hidden>×</span>
            <input
              id="bubbles-target"
              className="input input--lg"
              inputMode="decimal"
              autoComplete="off"
              value={targetInput}
              aria-invalid={Boolean(targetError)}
              aria-describedby={targetError ? 'bubbles-target-error' : undefined}
              onChange={(e) => setTargetInput(e.target.value)}
              onBlur={() => target !== null && setTargetInput(formatCoefficient(target, locale))}
              data-testid="bubbles-target"
            />
          </div>
          <div className="segmented" role="group" aria-label={t('target')}>
            {QUICK_TARGETS.map((h) => (
              <button key={h} type="button" className={`segmented__item${target === h ? ' is-active' : ''}`} aria-pressed={target === h} onClick={() => setTargetInput(formatCoefficient(h, locale))}>
                ×{formatCoefficient(h, locale).replace(/[.,]00$/, '')}
              </button>
            ))}
          </div>
          {targetError && <p className="field__error" id="bubbles-target-error" role="alert" data-testid="bubbles-target-error">{targetError}</p>}
        </div>
        <dl className="stats stats--3">
          <div className="stat">
            <dt>{t('chance')}</dt>
            <dd data-testid="bubbles-chance">{target !== null ? chanceText((10_000 - edgeBp) / target, locale) : '—'}</dd>
          </div>
          <div className="stat">
            <dt>{to('payoutOnWin')}</dt>
            <dd className="money" data-testid="bubbles-possible-win">{possibleWin !== null ? formatCoins(possibleWin, locale) : '—'}</dd>
          </div>
          <div className="stat">
            <dt>{to('profitOnWin')}</dt>
            <dd className="money text-win" data-testid="bubbles-profit">{possibleWin !== null && amount !== null ? formatSignedCoins(possibleWin - amount, locale) : '—'}</dd>
          </div>
        </dl>
        <div className="game__action">
          <button type="button" className="button button--primary button--lg button--block" disabled={busy || target === null} onClick={play} data-testid="bubbles-play">
            {user ? t('play') : to('signIn')}
          </button>
        </div>
      </div>
    </section>
  );
}
