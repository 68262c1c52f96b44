import { useTranslation } from 'react-i18next';
import { HOTLINE_DIFFICULTIES, type HotlineDifficulty } from '@azart/fairness';
import { useLocale } from '~/shared/i18n/hooks.ts';
import { formatMultiplier } from '~/features/originals/format.ts';

/** 5 × 5 Mines board: mines, opened gems and the mine that ended the round. */
export function MinesBoardView({ minePositions, revealed = [], lostOn = null }: { minePositions: number[]; revealed?: number[]; lostOn?: number | null }) {
  const { t } = useTranslation('fairness');
  const mines = new Set(minePositions);
  return (
    <div className="outcome-board outcome-board--mines" role="img" aria-label={t('minesBoard', { list: minePositions.map((m) => m).join(', ') })} data-testid="outcome-mines">
      {Array.from({ length: 25 }, (_, i) => {
        const state = lostOn === i ? 'hit' : mines.has(i) ? 'mine' : revealed.includes(i) ? 'safe' : 'empty';
        return (
          <span key={i} className={`outcome-cell outcome-cell--${state}`} data-state={state}>
            {state === 'mine' || state === 'hit' ? '✕' : state === 'safe' ? '◆' : i}
          </span>
        );
      })}
    </div>
  );
}

/** Hotline board: hot cells of every step (top step first), picked cells marked. */
export function HotlineBoardView({ board, difficulty, picks = [], lostOn = null, ladder }: { board: number[][]; difficulty: HotlineDifficulty; picks?: number[]; lostOn?: number | null; ladder?: number[] }) {
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

/** Popit board: popped bubbles, picks and hits. */
export function PopitBoardView({ drawn, picks = [] }: { drawn: number[]; picks?: readonly number[] }) {
  const popped = new Set(drawn);
  return (
    <div className="outcome-board outcome-board--popit" data-testid="outcome-popit">
      {Array.from({ length: 40 }, (_, i) => {
        const picked = picks.includes(i);
        const state = popped.has(i) ? (picked ? 'hit' : 'popped') : picked ? 'picked' : 'empty';
        return <span key={i} className={`outcome-cell outcome-cell--${state}`} data-state={state}>{i}</span>;
      })}
    </div>
  );
}
