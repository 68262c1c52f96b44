import { useState, type CSSProperties } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import type { DiceBet, DiceSide } from '@azart/contracts';
import { DICE_DEFAULT_EDGE_BP, DICE_MAX_CHANCE_BP, DICE_MIN_CHANCE_BP, DICE_ROLL_RANGE, diceCoefficient, diceRange, payout } from '@azart/fairness';
import { addMyGameBet, AmountField, edgeBpOf, OutcomeText, useGameLimits, useStake, WinCelebration } from '~/shared/game/index.ts';
import { parseDecimalInput, type DecimalRule } from '~/shared/decimal-input.ts';
import { useLocale } from '~/shared/i18n/hooks.ts';
import { formatChance, formatCoefficient, formatCoins, formatInteger, formatPercent, formatSignedCoins } from '~/shared/money.ts';
import { openAuthModal } from '~/shared/session/auth-modal.ts';
import { applyUser } from '~/shared/session/session.ts';
import { IconArrowDown, IconArrowUp } from '~/shared/ui/icons.tsx';
import { placeDiceBet } from '../api/dice.ts';
import { useRollAnimation } from '../hooks/use-roll-animation.ts';

const DEFAULT_CHANCE_BP = 4950;

/** The chance field: 1–95 % in steps of 0.01, in basis points; a trailing "%" is allowed. */
const CHANCE: DecimalRule = { decimals: 2, min: DICE_MIN_CHANCE_BP, max: DICE_MAX_CHANCE_BP, decorations: /[\s\u00a0]*%$/ };

/** A roll as six digits in two groups: 5 → "000 005". */
function rollText(n: number): string {
  const digits = String(n).padStart(6, '0');
  return `${digits.slice(0, 3)}\u00a0${digits.slice(3)}`;
}

type LastRoll = { bet: DiceBet; rollId: number };

/**
 * The Dice table (games.md "Dice"): amount, chance, coefficient, payout and
 * profit before the roll, Less/More. The chance field is read strictly: while
 * it holds no valid chance the bet buttons are off and the field says why,
 * so a bet never goes at a chance the player did not see.
 */
export function DiceGame() {
  const { t } = useTranslation('dice');
  const locale = useLocale();
  const limits = useGameLimits('dice');
  const [chanceText, setChanceText] = useState(() => formatChance(DEFAULT_CHANCE_BP, locale));
  /** The last valid chance: where the slider and the track stay while the field holds something else. */
  const [shownBp, setShownBp] = useState(DEFAULT_CHANCE_BP);
  const [rolling, setRolling] = useState<DiceSide | null>(null);
  const [last, setLast] = useState<LastRoll | null>(null);

  const edgeBp = edgeBpOf(limits, DICE_DEFAULT_EDGE_BP);
  const chance = parseDecimalInput(chanceText, CHANCE);
  const chanceBp = chance.ok ? chance.value : null;
  const chanceError = chance.ok ? null : t(({ empty: 'chanceFormat', format: 'chanceFormat', precision: 'chancePrecision', tooLow: 'chanceTooLow', tooHigh: 'chanceTooHigh' } as const)[chance.problem]);
  const coefficient = chanceBp !== null ? diceCoefficient(chanceBp, edgeBp) : null;
  const stake = useStake('dice', { coefficient });
  const { amount, user } = stake;
  const possibleWin = amount !== null && coefficient !== null ? payout(amount, coefficient) : null;
  const less = diceRange(shownBp, 'less');
  const more = diceRange(shownBp, 'more');
  // The winning numbers of the chance in the field: none while it holds no valid chance (the buttons are off
  // then; the last valid chance's numbers would promise a bet that cannot be placed).
  const rangeText = (range: { from: number; to: number }) => (chanceBp === null ? '—' : t('rangeLabel', { from: formatInteger(range.from), to: formatInteger(range.to) }));

  const { value: shown, settled } = useRollAnimation(last?.bet.number ?? null, last?.rollId ?? 0);

  function typeChance(text: string) {
    setChanceText(text);
    const parsed = parseDecimalInput(text, CHANCE);
    if (parsed.ok) setShownBp(parsed.value);
  }

  function slideChance(bp: number) {
    setShownBp(bp);
    setChanceText(formatChance(bp, locale));
  }

  async function roll(side: DiceSide) {
    if (!user) return openAuthModal('login');
    stake.touch();
    if (stake.error || amount === null || chanceBp === null || rolling) return;
    setRolling(side);
    try {
      const { bet, user: updated } = await placeDiceBet({ amount, chanceBp, side });
      applyUser(updated);
      addMyGameBet(bet);
      setLast((prev) => ({ bet, rollId: (prev?.rollId ?? 0) + 1 }));
    } catch {
      // the API layer shows the error toast (not enough money, limits, lost connection…)
    } finally {
      setRolling(null);
    }
  }

  const result = last?.bet;
  const resultState = !result ? 'idle' : !settled ? 'rolling' : result.win > 0 ? 'win' : 'loss';
  const markerLeft = shown !== null ? (shown / DICE_ROLL_RANGE) * 100 : null;
  const zoneWidth = shownBp / 100;
  const blocked = rolling !== null || chanceBp === null;

  return (
    <section className="card card--game game dice" aria-label={t('title')} data-testid="dice-game">
      <div className={`game__stage dice__stage game__stage--${resultState}`} data-testid="dice-board">
        <div className="dice__result">
          <div className="dice__number" data-testid="dice-result-number" data-value={settled && result ? result.number : undefined}>
            {shown !== null ? rollText(shown) : '–––\u00a0–––'}
          </div>
          {settled && result && <WinCelebration variant="chip" runId={last?.rollId ?? null} amount={result.amount} payout={result.win} coefficient={Math.round(result.coefficient * 100)} />}
        </div>
        <p className="game__status" aria-live="polite" data-testid="dice-result-status" data-state={resultState}>
          {resultState === 'idle' && t('rollHint')}
          {resultState === 'rolling' && t('rolling')}
          {(resultState === 'win' || resultState === 'loss') && result && <OutcomeText amount={result.amount} payout={result.win} coefficient={Math.round(result.coefficient * 100)} />}
        </p>
        <div className="dice__track" aria-hidden>
          <span className={`dice__zone dice__zone--less${result?.side === 'less' ? ' is-picked' : ''}`} style={{ width: `${zoneWidth}%` }} />
          <span className={`dice__zone dice__zone--more${result?.side === 'more' ? ' is-picked' : ''}`} style={{ width: `${zoneWidth}%` }} />
          {markerLeft !== null && <span className={`dice__marker dice__marker--${resultState}`} style={{ left: `${markerLeft}%` }} />}
          <span className="dice__tick dice__tick--0">0</span>
          <span className="dice__tick dice__tick--mid">{formatInteger(500_000)}</span>
          <span className="dice__tick dice__tick--end">{formatInteger(999_999)}</span>
        </div>
      </div>

      <div className="game__controls">
        <AmountField {...stake.field} />

        <div className={`field${chanceError ? ' field--invalid' : ''}`}>
          <div className="field__row">
            <label className="field__label" htmlFor="dice-chance">{t('chance')}</label>
            <div className="chance-input">
              <input
                id="dice-chance"
                className="input input--sm"
                inputMode="decimal"
                autoComplete="off"
                value={chanceText}
                aria-invalid={Boolean(chanceError)}
                aria-describedby={chanceError ? 'dice-chance-error' : undefined}
                onChange={(e) => typeChance(e.target.value)}
                onBlur={() => chanceBp !== null && setChanceText(formatChance(chanceBp, locale))}
                data-testid="dice-chance-input"
              />
              <span aria-hidden>%</span>
            </div>
          </div>
          <input
            type="range"
            className="range"
            min={DICE_MIN_CHANCE_BP}
            max={DICE_MAX_CHANCE_BP}
            step={1}
            value={shownBp}
            aria-label={t('chance')}
            aria-valuetext={formatPercent(shownBp / 100, locale)}
            onChange={(e) => slideChance(Number(e.target.value))}
            style={{ '--fill': `${((shownBp - DICE_MIN_CHANCE_BP) / (DICE_MAX_CHANCE_BP - DICE_MIN_CHANCE_BP)) * 100}%` } as CSSProperties}
            data-testid="dice-chance-slider"
          />
          <div className="range__labels"><span>{formatPercent(1, locale)}</span><span>{formatPercent(95, locale)}</span></div>
          {chanceError && <p className="field__error" id="dice-chance-error" role="alert" data-testid="dice-chance-error">{chanceError}</p>}
        </div>

        <dl className="stats stats--3">
          <div className="stat">
            <dt>{t('coefficient')}</dt>
            <dd data-testid="dice-coefficient">{coefficient !== null ? `×${formatCoefficient(coefficient, locale)}` : '—'}</dd>
          </div>
          <div className="stat">
            <dt>{t('possibleWin')}</dt>
            <dd className="money" data-testid="dice-possible-win">{possibleWin !== null ? formatCoins(possibleWin, locale) : '—'}</dd>
          </div>
          <div className="stat">
            <dt>{t('profitOnWin')}</dt>
            <dd className="money text-win" data-testid="dice-profit">{possibleWin !== null && amount !== null ? formatSignedCoins(possibleWin - amount, locale) : '—'}</dd>
          </div>
        </dl>

        <div className="game__action dice__sides">
          <button type="button" className="side-button side-button--less" disabled={blocked} onClick={() => roll('less')} data-testid="dice-less">
            <span className="side-button__title"><IconArrowDown /> {t('less')}</span>
            <span className="side-button__range" data-testid="dice-less-range">{rangeText(less)}</span>
          </button>
          <button type="button" className="side-button side-button--more" disabled={blocked} onClick={() => roll('more')} data-testid="dice-more">
            <span className="side-button__title"><IconArrowUp /> {t('more')}</span>
            <span className="side-button__range" data-testid="dice-more-range">{rangeText(more)}</span>
          </button>
        </div>
      </div>
    </section>
  );
}
