import { useTranslation } from '~/shared/i18n/react.tsx';
import type { SpecOf } from '@azart/fairness';
import { defineGameFairness } from '~/shared/game/index.ts';
import { useLocale } from '~/shared/i18n/hooks.ts';
import { formatCoefficient } from '~/shared/money.ts';

const h = (c: number) => Math.round(c * 100);

/** Bubbles' fairness views (loaded with a bet dialog or the verifier): the target and the multiplier the bubble reached. */
export default defineGameFairness<SpecOf<'bubbles'>>({
  BetFacts({ bet }) {
    const { t } = useTranslation('bubbles');
    const locale = useLocale();
    return (
      <>
        <div><dt>{t('facts.target')}</dt><dd>×{formatCoefficient(h(bet.target), locale)}</dd></div>
        <div><dt>{t('facts.bubble')}</dt><dd className={bet.win > 0 ? 'text-win' : 'text-loss'} data-testid="fairness-bubbles-result">×{formatCoefficient(h(bet.result), locale)}</dd></div>
      </>
    );
  },
  VerifiedOutcome({ result }) {
    const { t } = useTranslation(['bubbles', 'game']);
    const locale = useLocale();
    const tone = result.won ? 'text-win' : 'text-loss';
    return (
      <>
        <div className={`verifier__number ${tone}`} data-testid="verifier-number" data-value={result.result}>×{formatCoefficient(result.result, locale)}</div>
        <p className={tone} data-testid="verifier-outcome">{result.won ? t('game:verified.win') : t('game:verified.loss')} · {t('facts.target')} ×{formatCoefficient(result.coefficient, locale)}</p>
      </>
    );
  },
  algorithm: 'HMAC_SHA256(serverSeed, clientSeed:nonce:round); R = max(1, floor(99 / (1 - f)) / 100), f from the first 4 bytes (games.md §1)',
});
