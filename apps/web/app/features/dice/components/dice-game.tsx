import { useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiceBet, DiceSide } from '@azart/contracts';
import { DEFAULT_EDGE_BP, DICE_MAX_CHANCE_BP, DICE_MIN_CHANCE_BP, DICE_ROLL_RANGE, diceCoefficient, diceRange, payout } from '@azart/fairness';
import { applyUser, openAuthModal, useUser } from '~/features/auth/index.ts';
import { addMyGameBet } from '~/features/originals/index.ts';
import { useLocale } from '~/shared/i18n/hooks.ts';
import { coinsInputValue, formatChance, formatCoefficient, formatCoins, formatInteger, parseCoins } from '~/shared/money.ts';
import { IconArrowDown, IconArrowUp } from '~/shared/ui/icons.tsx';
import { DICE_MIN_BET, placeDiceBet } from '../api/dice.ts';
import type { GameLimits } from '../api/limits.ts';
import { message } from '~/shared/api/client.ts';
import { useRollAnimation } from '../hooks/use-roll-animation.ts';

const DEFAULT_CHANCE_BP = 4950;
const DEFAULT_AMOUNT = 1000; // 10 coins

/** Chance text ("49,5" / "49.50") → basis points, or null when outside 1–95 % / not two decimals. */
function parseChance(text: string): number | null {
  const clean = text.trim().replace(',', '.').replace('%', '');
  if (!/^\d{1,2}(\.\d{0,2})?$/.test(clean)) return null;
  const bp = Math.round(Number(clean) * 100);
  return bp >= DICE_MIN_CHANCE_BP && bp <= DICE_MAX_CHANCE_BP ? bp : null;
}

/** A roll as six digits in two groups: 5 → "000 005". */
function rollText(n: number): string {
  const digits = String(n).padStart(6, '0');
  return `${digits.slice(0, 3)} ${digits.slice(3)}`;
}

type LastRoll = { bet: DiceBet; rollId: number };

/** The Dice table (games.md "Dice"): amount, chance, coefficient and possible win before the roll, Less/More. */
export function DiceGame({ limits }: { limits?: GameLimits | null }) {
  const { t } = useTranslation('dice');
  const locale = useLocale();
  const user = useUser();
  const [amountText, setAmountText] = useState(() => coinsInputValue(DEFAULT_AMOUNT, locale));
  const [chanceBp, setChanceBp] = useState(DEFAULT_CHANCE_BP);
  const [chanceText, setChanceText] = useState(() => formatChance(DEFAULT_CHANCE_BP, locale));
  const [rolling, setRolling] = useState<DiceSide | null>(null);
  const [last, setLast] = useState<LastRoll | null>(null);
  const [amountTouched, setAmountTouched] = useState(false);

  const balance = user ? (user.demo ? user.demoMoney : user.money) : null;
  const amount = parseCoins(amountText);
  const edgeBp = limits?.edgeBp ?? DEFAULT_EDGE_BP.dice;
  const minBet = limits?.minBet || DICE_MIN_BET;
  const coefficient = diceCoefficient(chanceBp, edgeBp);
  const possibleWin = amount !== null ? payout(amount, coefficient) : 0;
  const less = diceRange(chanceBp, 'less');
  const more = diceRange(chanceBp, 'more');

  const amountError = useMemo(() => {
    if (amount === null) return t('amountInvalid');
    if (amount < minBet) return t('amountTooLow', { min: formatCoins(minBet, locale) });
    if (limits && amount > limits.maxBet) return message('bet_too_large', { max: formatCoins(limits.maxBet, locale) });
    if (balance !== null && amount > balance) return t('amountTooHigh', { max: formatCoins(balance, locale) });
    if (limits && payout(amount, coefficient) > limits.maxWin) return message('win_too_large', { max: formatCoins(limits.maxWin, locale) });
    return null;
  }, [amount, balance, coefficient, limits, locale, minBet, t]);

  const { value: shown, settled } = useRollAnimation(last?.bet.number ?? null, last?.rollId ?? 0);

  function setAmount(kopecks: number) {
    setAmountTouched(true);
    setAmountText(coinsInputValue(Math.max(0, Math.floor(kopecks)), locale));
  }
  const maxBet = Math.max(minBet, Math.min(balance ?? minBet, limits?.maxBet ?? Number.MAX_SAFE_INTEGER));

  function setChance(bp: number) {
    const clamped = Math.min(DICE_MAX_CHANCE_BP, Math.max(DICE_MIN_CHANCE_BP, Math.round(bp)));
    setChanceBp(clamped);
    setChanceText(formatChance(clamped, locale));
  }

  async function roll(side: DiceSide) {
    if (!user) return openAuthModal('login');
    setAmountTouched(true);
    if (amountError || amount === null || rolling) return;
    setRolling(side);
    try {
      const { bet, user: updated } = await placeDiceBet({ amount, chanceBp, side });
      applyUser(updated);
      addMyGameBet(bet);
      setLast((prev) => ({ bet, rollId: (prev?.rollId ?? 0) + 1 }));
    } catch {
      // the API layer shows the error toast (not enough money, limits…)
    } finally {
      setRolling(null);
    }
  }

  const result = last?.bet;
  const resultState = !result ? 'idle' : !settled ? 'rolling' : result.win > 0 ? 'win' : 'loss';
  const markerLeft = shown !== null ? (shown / DICE_ROLL_RANGE) * 100 : null;
  const lessWidth = chanceBp / 100;

  return (
    <section className="dice card card--game" aria-label={t('title')} data-testid="dice-game">
      <div className={`dice__stage dice__stage--${resultState}`}>
        <div className="dice__mode">{user ? (user.demo ? <span className="badge badge--demo">{t('demoPlay')}</span> : <span className="badge">{t('realPlay')}</span>) : null}</div>
        <div className="dice__number" aria-live="polite" data-testid="dice-result-number" data-value={settled && result ? result.number : undefined}>
          {shown !== null ? rollText(shown) : '––– –––'}
        </div>
        <p className="dice__status" data-testid="dice-result-status" data-state={resultState}>
          {resultState === 'idle' && t('rollHint')}
          {resultState === 'rolling' && t('rolling')}
          {resultState === 'win' && result && t('won', { amount: formatCoins(result.win, locale) })}
          {resultState === 'loss' && t('lost')}
        </p>
        <div className="dice__track" aria-hidden>
          <span className={`dice__zone dice__zone--less${result?.side === 'less' ? ' is-picked' : ''}`} style={{ width: `${lessWidth}%` }} />
          <span className={`dice__zone dice__zone--more${result?.side === 'more' ? ' is-picked' : ''}`} style={{ width: `${lessWidth}%` }} />
          {markerLeft !== null && <span className={`dice__marker dice__marker--${resultState}`} style={{ left: `${markerLeft}%` }} />}
          <span className="dice__tick dice__tick--0">0</span>
          <span className="dice__tick dice__tick--mid">500 000</span>
          <span className="dice__tick dice__tick--end">999 999</span>
        </div>
      </div>

      <div className="dice__controls">
        <div className={`field${amountTouched && amountError ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor="dice-amount">{t('amount')}</label>
          <div className="amount-input">
            <input
              id="dice-amount"
              className="input input--lg"
              inputMode="decimal"
              autoComplete="off"
              value={amountText}
              onChange={(e) => {
                setAmountTouched(true);
                setAmountText(e.target.value);
              }}
              aria-invalid={Boolean(amountTouched && amountError)}
              data-testid="dice-amount"
            />
            <div className="amount-input__quick">
              <button type="button" className="chip-button" onClick={() => setAmount(Math.max(minBet, (amount ?? 0) / 2))} data-testid="dice-half">{t('half')}</button>
              <button type="button" className="chip-button" onClick={() => setAmount(Math.min(maxBet, Math.max(minBet, (amount ?? 0) * 2)))} data-testid="dice-double">{t('double')}</button>
              <button type="button" className="chip-button" onClick={() => setAmount(minBet)} data-testid="dice-min">{t('min')}</button>
              <button type="button" className="chip-button" onClick={() => setAmount(maxBet)} data-testid="dice-max">{t('max')}</button>
            </div>
          </div>
          {amountTouched && amountError && <p className="field__error" role="alert">{amountError}</p>}
        </div>

        <div className="field">
          <div className="field__row">
            <label className="field__label" htmlFor="dice-chance">{t('chance')}</label>
            <div className="chance-input">
              <input
                id="dice-chance"
                className="input input--sm"
                inputMode="decimal"
                aria-label={t('chanceInput')}
                value={chanceText}
                onChange={(e) => {
                  setChanceText(e.target.value);
                  const bp = parseChance(e.target.value);
                  if (bp !== null) setChanceBp(bp);
                }}
                onBlur={() => setChanceText(formatChance(chanceBp, locale))}
                data-testid="dice-chance-input"
              />
              <span>%</span>
            </div>
          </div>
          <input
            type="range"
            className="range"
            min={DICE_MIN_CHANCE_BP}
            max={DICE_MAX_CHANCE_BP}
            step={1}
            value={chanceBp}
            aria-label={t('chance')}
            onChange={(e) => setChance(Number(e.target.value))}
            style={{ '--fill': `${((chanceBp - DICE_MIN_CHANCE_BP) / (DICE_MAX_CHANCE_BP - DICE_MIN_CHANCE_BP)) * 100}%` } as CSSProperties}
            data-testid="dice-chance-slider"
          />
          <div className="range__labels"><span>1%</span><span>95%</span></div>
        </div>

        <dl className="stats">
          <div className="stat">
            <dt>{t('coefficient')}</dt>
            <dd data-testid="dice-coefficient">×{formatCoefficient(coefficient, locale)}</dd>
          </div>
          <div className="stat">
            <dt>{t('possibleWin')}</dt>
            <dd className="money text-win" data-testid="dice-possible-win">{formatCoins(possibleWin, locale)}</dd>
          </div>
        </dl>

        <div className="dice__sides">
          <button type="button" className="side-button side-button--less" disabled={rolling !== null} onClick={() => roll('less')} data-testid="dice-less">
            <span className="side-button__title"><IconArrowDown /> {t('less')}</span>
            <span className="side-button__range">{t('rangeLabel', { from: formatInteger(less.from), to: formatInteger(less.to) })}</span>
          </button>
          <button type="button" className="side-button side-button--more" disabled={rolling !== null} onClick={() => roll('more')} data-testid="dice-more">
            <span className="side-button__title"><IconArrowUp /> {t('more')}</span>
            <span className="side-button__range">{t('rangeLabel', { from: formatInteger(more.from), to: formatInteger(more.to) })}</span>
          </button>
        </div>
        {!user && <p className="dice__signin muted">{t('signInToPlay')}</p>}
      </div>
    </section>
  );
}
