import { useState } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import type { HotlineLevel, HotlineRound } from '@azart/contracts';
import { HOTLINE_DEFAULT_EDGE_BP, HOTLINE_DIFFICULTIES, HOTLINE_STEPS, hotlineLadder, payout } from '@azart/fairness';
import { AmountField, edgeBpOf, formatMultiplier, OutcomeText, useStake, useStepRound, WinCelebration } from '~/shared/game/index.ts';
import { useLocale } from '~/shared/i18n/hooks.ts';
import { formatCoins } from '~/shared/money.ts';
import { openAuthModal } from '~/shared/session/auth-modal.ts';
import { autoHotline, cashOutHotline, currentHotline, startHotline, stepHotline } from '../api/hotline.ts';

const hundredths = (c: number) => Math.round(c * 100);
/** The difficulties from the maths (not the spec's enum: that would bring zod to the page). */
const LEVELS = Object.keys(HOTLINE_DIFFICULTIES) as HotlineLevel[];

type CellState = 'closed' | 'open' | 'safe' | 'hot' | 'hot-hit' | 'cold';

function cellState(round: HotlineRound | null, step: number, cell: number): CellState {
  if (!round) return 'closed';
  const picks = round.picks;
  if (step < picks.length && picks[step] === cell) return 'safe';
  if (round.status === 'lost' && step === picks.length && round.lostOn === cell) return 'hot-hit';
  if (round.board) return round.board[step]?.includes(cell) ? 'hot' : 'cold';
  if (round.status === 'open' && step === picks.length) return 'open';
  return 'closed';
}

function Flame() {
  return (
    <svg viewBox="0 0 24 24" className="hotline__icon" aria-hidden>
      <path d="M12 2c1 4 5 6 5 11a5 5 0 0 1-10 0c0-2 1-3 2-4 0 2 1 3 2 3-1-3 0-7 1-10Z" fill="#ff7a45" />
      <path d="M12 11c1 2 3 3 3 5a3 3 0 0 1-6 0c0-1 .5-2 1.2-2.5.1 1 .8 1.5 1.3 1.5-.5-1.5 0-3 .5-4Z" fill="#fbbf24" />
    </svg>
  );
}

function Snow() {
  return (
    <svg viewBox="0 0 24 24" className="hotline__icon" aria-hidden fill="none" stroke="#7dd3fc" strokeWidth="2" strokeLinecap="round">
      <path d="M12 3v18M4.2 7.5l15.6 9M4.2 16.5l15.6-9M9.5 4.5 12 7l2.5-2.5M9.5 19.5 12 17l2.5 2.5" />
    </svg>
  );
}

/** Hotline (games.md §2): climb 10 steps picking a cell on each; hot cells burn the bet. */
export function HotlineGame() {
  const { t } = useTranslation('hotline');
  const { t: to } = useTranslation('game');
  const locale = useLocale();
  const stake = useStake('hotline');
  const [difficulty, setDifficulty] = useState<HotlineLevel>('easy');
  const { user, round, setRound, busy, resumeChecked, run } = useStepRound<HotlineRound>('hotline', currentHotline, (open) => {
    setDifficulty(open.difficulty);
    stake.show(open.amount);
  });
  const { amount, error } = stake;
  const open = round?.status === 'open';
  const level = round?.difficulty ?? difficulty;
  const { cells, hot } = HOTLINE_DIFFICULTIES[level];
  const edgeBp = edgeBpOf(stake.limits, HOTLINE_DEFAULT_EDGE_BP);
  const ladder = round ? round.ladder.map(hundredths) : hotlineLadder(difficulty, edgeBp);
  const climbed = round?.picks.length ?? 0;
  const currentCoef = round && round.coefficient > 0 ? hundredths(round.coefficient) : 0;
  const currentWin = open ? payout(round.amount, currentCoef) : 0;

  function start() {
    if (!user) return openAuthModal('login');
    stake.touch();
    if (error || amount === null) return;
    void run('start', () => startHotline(amount, difficulty));
  }

  const status = !round ? 'idle' : round.status;
  const statusText =
    status === 'idle' ? t('hintStart') :
    status === 'open' ? (climbed === 0 ? t('hintFirst') : t('hintNext', { coefficient: formatMultiplier(currentCoef, locale) })) :
    status === 'lost' ? <OutcomeText lead={t('burnt')} amount={round!.amount} payout={0} coefficient={0} /> :
    <OutcomeText amount={round!.amount} payout={round!.win} coefficient={currentCoef} />;

  return (
    <section className="card card--game game originals" aria-label={t('title')} data-testid="hotline-game">
      <div className={`game__stage hotline__stage game__stage--${status}`}>
        <p className="game__status" data-testid="hotline-status" data-state={status} aria-live="polite">{statusText}</p>
        <ol className="hotline__ladder" data-testid="hotline-ladder" data-ready={resumeChecked ? 'true' : 'false'} reversed>
          {Array.from({ length: HOTLINE_STEPS }, (_, i) => HOTLINE_STEPS - 1 - i).map((step) => {
            const rowState = step < climbed ? 'done' : step === climbed && open ? 'current' : status === 'lost' && step === climbed ? 'lost' : 'ahead';
            return (
              <li key={step} className={`hotline__row hotline__row--${rowState}`} data-testid={`hotline-row-${step}`} data-state={rowState}>
                <span className="hotline__step">{step + 1}</span>
                <div className="hotline__cells" style={{ gridTemplateColumns: `repeat(${cells}, 1fr)` }}>
                  {Array.from({ length: cells }, (_, cell) => {
                    const state = cellState(round, step, cell);
                    return (
                      <button
                        key={cell}
                        type="button"
                        className={`hotline__cell hotline__cell--${state}`}
                        disabled={state !== 'open' || busy !== null}
                        onClick={() => void run(`cell-${cell}`, () => stepHotline(cell))}
                        aria-label={t('cell', { step: step + 1, n: cell + 1 })}
                        data-testid={`hotline-cell-${step}-${cell}`}
                        data-state={state}
                      >
                        {(state === 'hot' || state === 'hot-hit') && <Flame />}
                        {(state === 'safe' || state === 'cold') && <Snow />}
                      </button>
                    );
                  })}
                </div>
                <span className="hotline__coef">×{formatMultiplier(ladder[step] ?? 0, locale, true)}</span>
              </li>
            );
          })}
        </ol>
        {status === 'cashed' && round && <WinCelebration runId={round.id} amount={round.amount} payout={round.win} coefficient={currentCoef} />}
      </div>

      <div className="game__controls">
        <AmountField {...stake.field} disabled={open} />
        <div className="field">
          <span className="field__label">{t('difficulty')}</span>
          <div className="segmented segmented--wrap" role="radiogroup" aria-label={t('difficulty')} data-testid="hotline-difficulty">
            {LEVELS.map((d) => (
              <button
                key={d}
                type="button"
                role="radio"
                aria-checked={level === d}
                className={`segmented__item${level === d ? ' is-active' : ''}`}
                disabled={open}
                onClick={() => {
                  setDifficulty(d);
                  if (round && !open) setRound(null);
                }}
                data-testid={`hotline-difficulty-${d}`}
              >
                <span>{t(`levels.${d}`)}</span>
                <small>{HOTLINE_DIFFICULTIES[d].hot}/{HOTLINE_DIFFICULTIES[d].cells}</small>
              </button>
            ))}
          </div>
          <p className="field__hint">{t('levelHint', { cells, hot })}</p>
        </div>
        <dl className="stats game__stats--wide">
          <div className="stat">
            <dt>{open ? to('currentWin') : to('coefficient')}</dt>
            <dd className={open ? 'money text-win' : undefined} data-testid="hotline-current">
              {open ? formatCoins(currentWin, locale) : `×${formatMultiplier(ladder[0] ?? 0, locale)}`}
            </dd>
          </div>
          <div className="stat">
            <dt>{open ? to('nextCoefficient') : t('top')}</dt>
            <dd>{open ? (round.nextCoefficient ? `×${formatMultiplier(hundredths(round.nextCoefficient), locale)}` : '—') : `×${formatMultiplier(ladder[HOTLINE_STEPS - 1] ?? 0, locale)}`}</dd>
          </div>
        </dl>
        {open ? (
          <div className="game__action originals__actions">
            <button type="button" className="button button--lg button--win button--block" disabled={busy !== null || climbed === 0} onClick={() => void run('cashout', cashOutHotline)} data-testid="hotline-cashout">
              {to('cashOut', { amount: formatCoins(currentWin, locale) })}
            </button>
            <button type="button" className="button button--lg button--ghost" disabled={busy !== null} onClick={() => void run('auto', autoHotline)} data-testid="hotline-auto">
              {to('autoPick')}
            </button>
          </div>
        ) : (
          <div className="game__action">
            <button type="button" className="button button--primary button--lg button--block" disabled={busy !== null || (user !== null && !resumeChecked)} onClick={start} data-testid="hotline-start">
              {user ? (round ? to('newRound') : to('play')) : to('signIn')}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
