import { useState } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import type { MinesRound } from '@azart/contracts';
import { MINES_DEFAULT_EDGE_BP, MINES_MAX, MINES_MIN, MINES_TILES, minesLadder, payout } from '@azart/fairness';
import { AmountField, edgeBpOf, formatMultiplier, OutcomeText, useStake, useStepRound, WinCelebration } from '~/shared/game/index.ts';
import { useLocale } from '~/shared/i18n/hooks.ts';
import { formatCoins } from '~/shared/money.ts';
import { openAuthModal } from '~/shared/session/auth-modal.ts';
import { stepsWindow } from '../steps-window.ts';
import { autoMinesTile, cashOutMines, currentMines, revealMinesTile, startMines } from '../api/mines.ts';

const QUICK_MINES = [1, 3, 5, 10, 24];
const hundredths = (c: number) => Math.round(c * 100);

type TileState = 'closed' | 'safe' | 'mine' | 'mine-hit' | 'safe-unrevealed';

function tileState(round: MinesRound | null, tile: number): TileState {
  if (!round) return 'closed';
  if (round.revealed.includes(tile)) return 'safe';
  if (round.lostOn === tile) return 'mine-hit';
  if (round.minePositions) return round.minePositions.includes(tile) ? 'mine' : 'safe-unrevealed';
  return 'closed';
}

function Gem() {
  return (
    <svg viewBox="0 0 48 48" className="mines__icon" aria-hidden>
      <path d="M14 8h20l10 12-20 22L4 20Z" fill="#22d39a" />
      <path d="M14 8h20l10 12H4Z" fill="#6ff5c6" />
      <path d="M24 42 16 20h16Z" fill="#12b981" />
      <path d="m16 20 8-12 8 12" fill="#a7ffe0" opacity=".6" />
    </svg>
  );
}

function Bomb() {
  return (
    <svg viewBox="0 0 48 48" className="mines__icon" aria-hidden>
      <circle cx="22" cy="27" r="15" fill="#1d1f3a" stroke="#ff5c7a" strokeWidth="3" />
      <circle cx="17" cy="22" r="4" fill="#fff" opacity=".35" />
      <path d="M31 15l5-5M36 10l3 1M36 10l-1-3" stroke="#fbbf24" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** Mines (games.md §2): 5 × 5 board, 1–24 mines, reveal, auto-pick, cash out; an open round survives reloads. */
export function MinesGame() {
  const { t } = useTranslation('mines');
  const { t: to } = useTranslation('game');
  const locale = useLocale();
  const stake = useStake('mines');
  const [mines, setMines] = useState(3);
  const { user, round, setRound, busy, resumeChecked, run } = useStepRound<MinesRound, number | 'start' | 'auto' | 'cashout'>('mines', currentMines, (open) => {
    setMines(open.mines);
    stake.show(open.amount);
  });
  const { amount, error } = stake;
  const open = round?.status === 'open';
  const edgeBp = edgeBpOf(stake.limits, MINES_DEFAULT_EDGE_BP);
  const ladder = open || round ? round!.ladder.map(hundredths) : minesLadder(mines, edgeBp);
  const safePicks = round ? round.revealed.length : 0;
  const currentCoef = round && round.coefficient > 0 ? hundredths(round.coefficient) : 0;
  const currentWin = round && open ? payout(round.amount, currentCoef) : 0;
  // The step the ladder centres on: the next one while playing, the last one reached after the round.
  const focusStep = open ? safePicks : Math.max(0, safePicks - 1);
  const steps = stepsWindow(ladder.length, focusStep);

  function chooseMines(n: number) {
    setMines(n);
    if (round && !open) setRound(null);
  }

  function start() {
    if (!user) return openAuthModal('login');
    stake.touch();
    if (error || amount === null) return;
    void run('start', () => startMines(amount, mines));
  }

  const status = !round ? 'idle' : round.status;
  const statusText =
    status === 'idle' ? t('hintStart') :
    status === 'open' ? (safePicks === 0 ? t('hintFirst') : t('hintNext', { coefficient: formatMultiplier(currentCoef, locale) })) :
    status === 'lost' ? <OutcomeText lead={t('boom')} amount={round!.amount} payout={0} coefficient={0} /> :
    <OutcomeText amount={round!.amount} payout={round!.win} coefficient={currentCoef} />;

  return (
    <section className="card card--game game originals" aria-label={t('title')} data-testid="mines-game">
      <div className={`game__stage mines__stage game__stage--${status}`}>
        <p className="game__status" data-testid="mines-status" data-state={status} aria-live="polite">{statusText}</p>
        <div className="mines__board" role="group" aria-label={t('board')} data-ready={resumeChecked ? 'true' : 'false'} data-testid="mines-board">
          {Array.from({ length: MINES_TILES }, (_, tile) => {
            const state = tileState(round, tile);
            const clickable = open && state === 'closed' && busy === null;
            return (
              <button
                key={tile}
                type="button"
                className={`mines__tile mines__tile--${state}${busy === tile ? ' is-busy' : ''}`}
                disabled={!clickable}
                onClick={() => void run(tile, () => revealMinesTile(tile))}
                aria-label={t('tile', { n: tile + 1, state: t(`tileState.${state}`) })}
                data-testid={`mines-tile-${tile}`}
                data-state={state}
              >
                {(state === 'safe' || state === 'safe-unrevealed') && <Gem />}
                {(state === 'mine' || state === 'mine-hit') && <Bomb />}
              </button>
            );
          })}
        </div>
        <ol className="steps" aria-label={to('steps')} data-testid="mines-steps">
          {steps.map(({ index: i, narrow }) => (
            <li key={i} className={`steps__item${narrow ? '' : ' steps__item--wide-only'}${i < safePicks ? ' is-done' : ''}${round && i === focusStep && (open || safePicks > 0) ? ' is-current' : ''}`} aria-current={round && i === focusStep && (open || safePicks > 0) ? 'step' : undefined}>
              <span className="steps__n">{i + 1}</span>
              <span className="steps__c">×{formatMultiplier(ladder[i] ?? 0, locale, true)}</span>
            </li>
          ))}
        </ol>
        {status === 'cashed' && round && <WinCelebration runId={round.id} amount={round.amount} payout={round.win} coefficient={currentCoef} />}
      </div>

      <div className="game__controls">
        <AmountField {...stake.field} disabled={open} />
        <div className="field">
          <div className="field__row">
            <label className="field__label" htmlFor="mines-count">{t('mines')}</label>
            <select id="mines-count" className="input input--sm select" value={mines} disabled={open} onChange={(e) => chooseMines(Number(e.target.value))} data-testid="mines-count">
              {Array.from({ length: MINES_MAX - MINES_MIN + 1 }, (_, i) => i + MINES_MIN).map((n) => <option key={n} value={n}>{n}</option>)}
            </select>
          </div>
          <div className="segmented" role="group" aria-label={t('mines')}>
            {QUICK_MINES.map((n) => (
              <button key={n} type="button" className={`segmented__item${mines === n ? ' is-active' : ''}`} aria-pressed={mines === n} disabled={open} onClick={() => chooseMines(n)}>{n}</button>
            ))}
          </div>
        </div>
        <dl className="stats game__stats--wide">
          <div className="stat">
            <dt>{open ? to('currentWin') : to('coefficient')}</dt>
            <dd className={open ? 'money text-win' : undefined} data-testid="mines-current">
              {open ? formatCoins(currentWin, locale) : `×${formatMultiplier(ladder[0] ?? 0, locale)}`}
            </dd>
          </div>
          <div className="stat">
            <dt>{to('nextCoefficient')}</dt>
            <dd data-testid="mines-next">
              {open ? (round.nextCoefficient ? `×${formatMultiplier(hundredths(round.nextCoefficient), locale)}` : '—') : `${t('safeLeft', { n: MINES_TILES - mines })}`}
            </dd>
          </div>
        </dl>
        {open ? (
          <div className="game__action originals__actions">
            <button type="button" className="button button--lg button--win button--block" disabled={busy !== null || safePicks === 0} onClick={() => void run('cashout', cashOutMines)} data-testid="mines-cashout">
              {to('cashOut', { amount: formatCoins(currentWin, locale) })}
            </button>
            <button type="button" className="button button--lg button--ghost" disabled={busy !== null} onClick={() => void run('auto', autoMinesTile)} data-testid="mines-auto">
              {to('autoPick')}
            </button>
          </div>
        ) : (
          <div className="game__action">
            <button type="button" className="button button--primary button--lg button--block" disabled={busy !== null || (user !== null && !resumeChecked)} onClick={start} data-testid="mines-start">
              {user ? (round ? to('newRound') : to('play')) : to('signIn')}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
