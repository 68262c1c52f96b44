import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUBBLES_MAX_TARGET, BUBBLES_MIN_TARGET, DEFAULT_EDGE_BP, payout } from '@azart/fairness';
import { applyUser, openAuthModal, useUser } from '~/features/auth/index.ts';
import { AmountField, addMyGameBet, amountProblem, useGameLimits } from '~/features/originals/index.ts';
import { useLocale } from '~/shared/i18n/hooks.ts';
import { easeOut, useSettlingAnimation } from '~/shared/use-settling-animation.ts';
import { coinsInputValue, formatCoefficient, formatCoins } from '~/shared/money.ts';
import { placeBubblesBet, type BubblesBet } from '../api/bubbles.ts';

const DEFAULT_AMOUNT = 1000;
const QUICK_TARGETS = [150, 200, 500, 1000, 10000];
const DURATION_MS = 900;

/** "2,5" / "2.50" / "1 000 000" → hundredths, or null outside 1.01–1 000 000 / more than two decimals. */
function parseTarget(text: string): number | null {
  const clean = text.replace(/[\s\u00a0×x]/gi, '').replace(',', '.');
  if (!/^\d{1,7}(\.\d{0,2})?$/.test(clean)) return null;
  const h = Math.round(Number(clean) * 100);
  return h >= BUBBLES_MIN_TARGET && h <= BUBBLES_MAX_TARGET ? h : null;
}

function targetText(h: number, locale: 'ru' | 'en'): string {
  return formatCoefficient(h, locale);
}

/** Grows the shown multiplier from 1.00 to the result (exponentially, as a bubble inflates). */
function useInflate(result: number | null, id: number): { value: number | null; settled: boolean } {
  return useSettlingAnimation(result, id, DURATION_MS, inflateFrame);
}

function inflateFrame(t: number, result: number): number {
  return Math.max(100, Math.round(100 * Math.exp(Math.log(result / 100) * easeOut(t))));
}

/** Bubbles (games.md §2): set a target; the bubble's multiplier R wins when R ≥ target, paying amount × target. */
export function BubblesGame() {
  const { t } = useTranslation('bubbles');
  const { t: to } = useTranslation('originals');
  const locale = useLocale();
  const user = useUser();
  const limits = useGameLimits('bubbles');
  const [amountText, setAmountText] = useState(() => coinsInputValue(DEFAULT_AMOUNT, locale));
  const [touched, setTouched] = useState(false);
  const [target, setTarget] = useState(200);
  const [targetInput, setTargetInput] = useState(() => targetText(200, locale));
  const [busy, setBusy] = useState(false);
  const [last, setLast] = useState<{ bet: BubblesBet; id: number } | null>(null);

  const balance = user ? (user.demo ? user.demoMoney : user.money) : null;
  const { amount, error } = amountProblem(amountText, balance, limits?.maxBet, to, locale);
  const edgeBp = limits ? Math.round(limits.edge * 100) : DEFAULT_EDGE_BP.bubbles;
  const chance = (10_000 - edgeBp) / target; // percent
  const possibleWin = amount !== null ? payout(amount, target) : 0;
  const targetInvalid = parseTarget(targetInput) === null;
  const resultH = last ? Math.round(last.bet.result * 100) : null;
  const { value, settled } = useInflate(resultH, last?.id ?? 0);

  function pickTarget(h: number) {
    const clamped = Math.min(BUBBLES_MAX_TARGET, Math.max(BUBBLES_MIN_TARGET, Math.round(h)));
    setTarget(clamped);
    setTargetInput(targetText(clamped, locale));
  }

  async function play() {
    if (!user) return openAuthModal('login');
    setTouched(true);
    if (error || amount === null || busy || targetInvalid) return;
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
  const size = value ? Math.min(1, 0.35 + Math.log10(value / 100 + 1) * 0.3) : 0.42;

  return (
    <section className="card card--game originals" aria-label={t('title')} data-testid="bubbles-game">
      <div className={`originals__stage bubbles__stage originals__stage--${state}`}>
        <div className="originals__mode">
          {user ? <span className={`badge${user.demo ? ' badge--demo' : ''}`}>{user.demo ? to('demoPlay') : to('realPlay')}</span> : null}
        </div>
        <div className="bubbles__orb">
        <div className="bubbles__bubble" style={{ transform: `scale(${size})` }} aria-hidden>
          <span className="bubbles__shine" />
        </div>
        <div className="bubbles__value" aria-live="polite" data-testid="bubbles-result" data-value={settled && bet ? bet.result : undefined}>
          ×{value !== null ? formatCoefficient(value, locale) : formatCoefficient(100, locale)}
        </div>
        </div>
        <p className="originals__status" data-testid="bubbles-status" data-state={state}>
          {state === 'idle' && t('hint')}
          {state === 'rolling' && t('inflating')}
          {state === 'win' && bet && to('won', { amount: formatCoins(bet.win, locale) })}
          {state === 'loss' && bet && t('burst', { target: formatCoefficient(Math.round(bet.target * 100), locale) })}
        </p>
      </div>

      <div className="originals__controls">
        <AmountField id="bubbles-amount" text={amountText} onText={setAmountText} balance={balance} maxBet={limits?.maxBet} touched={touched} onTouched={() => setTouched(true)} testId="bubbles-amount" />
        <div className={`field${targetInvalid ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor="bubbles-target">{t('target')}</label>
          <div className="target-input">
            <span aria-hidden>×</span>
            <input
              id="bubbles-target"
              className="input input--lg"
              inputMode="decimal"
              autoComplete="off"
              value={targetInput}
              aria-invalid={targetInvalid}
              onChange={(e) => {
                setTargetInput(e.target.value);
                const h = parseTarget(e.target.value);
                if (h !== null) setTarget(h);
              }}
              onBlur={() => !targetInvalid && setTargetInput(targetText(target, locale))}
              data-testid="bubbles-target"
            />
          </div>
          <div className="segmented" role="group" aria-label={t('target')}>
            {QUICK_TARGETS.map((h) => (
              <button key={h} type="button" className={`segmented__item${target === h ? ' is-active' : ''}`} onClick={() => pickTarget(h)}>×{formatCoefficient(h, locale).replace(/[.,]00$/, '')}</button>
            ))}
          </div>
          {targetInvalid && <p className="field__error" role="alert">{t('targetInvalid')}</p>}
        </div>
        <dl className="stats">
          <div className="stat">
            <dt>{t('chance')}</dt>
            <dd data-testid="bubbles-chance">{chance >= 0.01 ? chance.toFixed(chance < 1 ? 4 : 2).replace('.', locale === 'ru' ? ',' : '.') : '<0,01'.replace(',', locale === 'ru' ? ',' : '.')}%</dd>
          </div>
          <div className="stat">
            <dt>{to('possibleWin')}</dt>
            <dd className="money text-win" data-testid="bubbles-possible-win">{formatCoins(possibleWin, locale)}</dd>
          </div>
        </dl>
        <button type="button" className="button button--primary button--lg button--block" disabled={busy} onClick={play} data-testid="bubbles-play">
          {user ? t('play') : to('signIn')}
        </button>
      </div>
    </section>
  );
}
