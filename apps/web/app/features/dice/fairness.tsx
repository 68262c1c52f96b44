import { useTranslation } from '~/shared/i18n/react.tsx';
import { diceRange, payout, type SpecOf } from '@azart/fairness';
import { defineGameFairness } from '~/shared/game/index.ts';
import { useLocale } from '~/shared/i18n/hooks.ts';
import { formatCoefficient, formatCoins, formatInteger } from '~/shared/money.ts';

type Dice = SpecOf<'dice'>;

/** Dice's fairness views (loaded with a bet dialog or the verifier): the roll and the condition it had to meet. */
export default defineGameFairness<Dice>({
  BetFacts({ bet }) {
    const { t } = useTranslation('dice');
    const locale = useLocale();
    const range = diceRange(Math.round(bet.chance * 100), bet.side);
    const condition = bet.side === 'less' ? t('facts.less', { value: formatInteger(range.to + 1) }) : t('facts.more', { value: formatInteger(range.from - 1) });
    return (
      <>
        <div><dt>{t('facts.possibleWin')}</dt><dd className="money">{formatCoins(payout(bet.amount, Math.round(bet.coefficient * 100)), locale)}</dd></div>
        <div><dt>{t('facts.number')}</dt><dd data-testid="fairness-number">{formatInteger(bet.number)}</dd></div>
        <div><dt>{t('facts.condition')}</dt><dd>{condition}</dd></div>
      </>
    );
  },
  VerifiedOutcome({ result }) {
    const { t } = useTranslation(['dice', 'game']);
    const locale = useLocale();
    const tone = result.won ? 'text-win' : 'text-loss';
    return (
      <>
        <div className={`verifier__number ${tone}`} data-testid="verifier-number" data-value={result.number}>{formatInteger(result.number)}</div>
        <dl className="facts">
          <div><dt>{t('game:verified.outcome')}</dt><dd className={tone} data-testid="verifier-outcome">{result.won ? t('game:verified.win') : t('game:verified.loss')}</dd></div>
          <div><dt>{t('game:verified.coefficient')}</dt><dd>×{formatCoefficient(result.coefficient, locale)}</dd></div>
          <div><dt>{t('range')}</dt><dd>{formatInteger(result.range.from)} – {formatInteger(result.range.to)}</dd></div>
        </dl>
      </>
    );
  },
  algorithm: 'HMAC_SHA256(serverSeed, clientSeed:nonce:round); N = floor(f * 1000000)',
});
