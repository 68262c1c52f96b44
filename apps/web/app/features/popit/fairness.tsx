import './board.css';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { POPIT_BUBBLES, type SpecOf } from '@azart/fairness';
import { defineGameFairness } from '~/shared/game/index.ts';
import { useLocale } from '~/shared/i18n/hooks.ts';
import { formatCoefficient } from '~/shared/money.ts';

/** The 40 bubbles: popped, picked and hits. */
function PopitBoardView({ drawn, picks = [] }: { drawn: readonly number[]; picks?: readonly number[] }) {
  const popped = new Set(drawn);
  return (
    <div className="outcome-board outcome-board--popit" data-testid="outcome-popit">
      {Array.from({ length: POPIT_BUBBLES }, (_, i) => {
        const picked = picks.includes(i);
        const state = popped.has(i) ? (picked ? 'hit' : 'popped') : picked ? 'picked' : 'empty';
        return <span key={i} className={`outcome-cell outcome-cell--${state}`} data-state={state}>{i}</span>;
      })}
    </div>
  );
}

/** Popit's fairness views (loaded with a bet dialog or the verifier). */
export default defineGameFairness<SpecOf<'popit'>>({
  BetFacts({ bet }) {
    const { t } = useTranslation('popit');
    return (
      <>
        <div><dt>{t('facts.risk')}</dt><dd>{t(`risks.${bet.risk}`)}</dd></div>
        <div><dt>{t('facts.hits')}</dt><dd data-testid="fairness-hits">{bet.hits} / {bet.picks.length}</dd></div>
      </>
    );
  },
  BetOutcome: ({ bet }) => <PopitBoardView drawn={bet.drawn} picks={bet.picks} />,
  VerifiedOutcome({ result, query }) {
    const { t } = useTranslation('popit');
    const locale = useLocale();
    return (
      <>
        <p data-testid="verifier-outcome">{t('facts.result', { drawn: result.drawn.join(', '), hits: result.hits, coefficient: formatCoefficient(result.coefficient, locale) })}</p>
        <PopitBoardView drawn={result.drawn} picks={query.picks} />
      </>
    );
  },
  algorithm: 'HMAC_SHA256(serverSeed, clientSeed:nonce:round); floats of 4 bytes; 10 of 40 bubbles drawn without replacement (games.md §1)',
});
