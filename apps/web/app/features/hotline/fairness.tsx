import './board.css';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { HOTLINE_DIFFICULTIES, type HotlineDifficulty, type SpecOf } from '@azart/fairness';
import { defineGameFairness, formatMultiplier } from '~/shared/game/index.ts';
import { useLocale } from '~/shared/i18n/hooks.ts';

/** A round's ladder: the hot cells of every step (the top step first), the cells picked marked. */
function HotlineBoardView({ board, difficulty, picks = [], lostOn = null, ladder }: { board: readonly (readonly number[])[]; difficulty: HotlineDifficulty; picks?: readonly number[]; lostOn?: number | null; ladder?: readonly number[] }) {
  const locale = useLocale();
  const { cells } = HOTLINE_DIFFICULTIES[difficulty];
  return (
    <div className="outcome-ladder" data-testid="outcome-hotline">
      {board.map((hot, step) => ({ hot, step })).reverse().map(({ hot, step }) => (
        <div key={step} className="outcome-ladder__row">
          <span className="outcome-ladder__n">{step + 1}</span>
          <div className="outcome-ladder__cells" style={{ gridTemplateColumns: `repeat(${cells}, 1fr)` }}>
            {Array.from({ length: cells }, (_, cell) => {
              const picked = picks[step] === cell || (lostOn === cell && step === picks.length);
              const state = hot.includes(cell) ? (picked ? 'hit' : 'mine') : picked ? 'safe' : 'empty';
              return <span key={cell} className={`outcome-cell outcome-cell--${state}`} data-state={state}>{hot.includes(cell) ? '✕' : picked ? '✓' : ''}</span>;
            })}
          </div>
          {ladder && <span className="outcome-ladder__c">×{formatMultiplier(ladder[step] ?? 0, locale, true)}</span>}
        </div>
      ))}
    </div>
  );
}

/** Hotline's fairness views (loaded with a bet dialog or the verifier). */
export default defineGameFairness<SpecOf<'hotline'>>({
  BetFacts({ bet }) {
    const { t } = useTranslation('hotline');
    const { hot, cells } = HOTLINE_DIFFICULTIES[bet.difficulty];
    return (
      <>
        <div><dt>{t('facts.difficulty')}</dt><dd>{t(`levels.${bet.difficulty}`)} ({hot}/{cells})</dd></div>
        <div><dt>{t('facts.climbed')}</dt><dd>{bet.picks.length}</dd></div>
      </>
    );
  },
  BetOutcome: ({ bet }) => <HotlineBoardView board={bet.board} difficulty={bet.difficulty} picks={bet.picks} lostOn={bet.lostOn} />,
  VerifiedOutcome({ result, query }) {
    const { t } = useTranslation('hotline');
    return (
      <>
        <p data-testid="verifier-outcome">{t('facts.hotlineLead')}</p>
        <HotlineBoardView board={result.board} difficulty={query.difficulty} ladder={result.ladder} />
      </>
    );
  },
  algorithm: 'HMAC_SHA256(serverSeed, clientSeed:nonce:round); floats of 4 bytes; each step draws its hot cells without replacement (games.md §1)',
});
