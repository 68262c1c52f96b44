import './board.css';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { MINES_TILES, type SpecOf } from '@azart/fairness';
import { defineGameFairness, formatMultiplier } from '~/shared/game/index.ts';
import { useLocale } from '~/shared/i18n/hooks.ts';

/**
 * Tiles as players count them, from 1 (the game's tile 0 is "1"): the board's
 * own labels ("Клетка 1"), the mine hit and the lists all use this number.
 */
const tileNumber = (index: number) => index + 1;
const tileList = (indexes: readonly number[]) => indexes.map(tileNumber).join(', ');

/** The 5 × 5 board of a round: mines, opened gems and the mine that ended it. */
function MinesBoardView({ minePositions, revealed = [], lostOn = null }: { minePositions: readonly number[]; revealed?: readonly number[]; lostOn?: number | null }) {
  const { t } = useTranslation('mines');
  const mines = new Set(minePositions);
  return (
    <div className="outcome-board outcome-board--mines" role="img" aria-label={t('facts.minesBoard', { list: tileList(minePositions) })} data-testid="outcome-mines">
      {Array.from({ length: MINES_TILES }, (_, i) => {
        const state = lostOn === i ? 'hit' : mines.has(i) ? 'mine' : revealed.includes(i) ? 'safe' : 'empty';
        return (
          <span key={i} className={`outcome-cell outcome-cell--${state}`} data-state={state}>
            {state === 'mine' || state === 'hit' ? '✕' : state === 'safe' ? '◆' : tileNumber(i)}
          </span>
        );
      })}
    </div>
  );
}

/** Mines' fairness views (loaded with a bet dialog or the verifier). */
export default defineGameFairness<SpecOf<'mines'>>({
  BetFacts({ bet }) {
    const { t } = useTranslation('mines');
    return (
      <>
        <div><dt>{t('facts.minesCount')}</dt><dd>{bet.mines}</dd></div>
        <div><dt>{t('facts.opened')}</dt><dd>{bet.revealed.length}</dd></div>
        {/* The tile's number as the board below shows it; only a lost round has one. */}
        {bet.lostOn !== null && <div><dt>{t('facts.mineHit')}</dt><dd data-testid="fairness-mine-hit">{tileNumber(bet.lostOn)}</dd></div>}
      </>
    );
  },
  BetOutcome: ({ bet }) => <MinesBoardView minePositions={bet.minePositions} revealed={bet.revealed} lostOn={bet.lostOn} />,
  VerifiedOutcome({ result }) {
    const { t } = useTranslation('mines');
    const locale = useLocale();
    return (
      <>
        <p data-testid="verifier-outcome">{t('facts.minesAt', { list: tileList(result.minePositions) })}</p>
        <MinesBoardView minePositions={result.minePositions} />
        <p className="muted">{t('facts.ladderLine', { list: result.ladder.slice(0, 8).map((c) => `×${formatMultiplier(c, locale)}`).join(' → ') })}</p>
      </>
    );
  },
  algorithm: 'HMAC_SHA256(serverSeed, clientSeed:nonce:round); floats of 4 bytes; mines: the first m of 25 tiles drawn without replacement (games.md §1)',
});
