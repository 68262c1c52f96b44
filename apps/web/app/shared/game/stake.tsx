import { useState } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { useLocale } from '../i18n/hooks.ts';
import { coinsInputValue } from '../money.ts';
import { useUser } from '../session/session.ts';
import { amountProblem, type AmountLimits } from './amount-field.tsx';
import { useGameLimits } from './limits.ts';
import { balanceInPlay } from '../session/balance-in-play.ts';

/** 10 coins: what every game's amount field starts with. */
const DEFAULT_AMOUNT = 1000;

/**
 * A game's stake: the amount field's text, the amount it holds (kopecks) and
 * its problem against the balance in play and the game's limits — the same
 * for every own game. `coefficient` (hundredths) is the win's coefficient
 * when the game knows it before the bet (Dice, Bubbles): then the possible
 * win is checked against the maximum win too. Spread `field` on AmountField.
 */
export function useStake(game: string, { coefficient = null }: { coefficient?: number | null } = {}) {
  const { t } = useTranslation('game');
  const locale = useLocale();
  const user = useUser();
  const limits = useGameLimits(game);
  const [text, setText] = useState(() => coinsInputValue(DEFAULT_AMOUNT, locale));
  const [touched, setTouched] = useState(false);
  const balance = user ? balanceInPlay(user) : null;
  const bounds: AmountLimits = { balance, minBet: limits?.minBet, maxBet: limits?.maxBet, maxWin: limits?.maxWin, coefficient };
  const problem = amountProblem(text, bounds, t, locale);
  const touch = () => setTouched(true);
  return {
    user,
    limits,
    amount: problem.amount,
    error: problem.error,
    /** Shows the field's problem (a bet was tried). */
    touch,
    /** Puts an amount (kopecks) in the field: a resumed round's stake. */
    show: (kopecks: number) => setText(coinsInputValue(kopecks, locale)),
    field: { id: `${game}-amount`, testId: `${game}-amount`, text, onText: setText, problem, limits: bounds, touched, onTouched: touch },
  };
}
