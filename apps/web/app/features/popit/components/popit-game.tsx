import { useEffect, useState } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import type { PopitRiskLevel } from '@azart/contracts';
// A game's own maths by its folder's path (the package's ./games/* export): a new game adds no line to the package index.
import { POPIT_DEFAULT_EDGE_BP, POPIT_BUBBLES, POPIT_RISKS, POPIT_MAX_PICKS, popitCoefficient } from '@azart/fairness/games/popit/maths.ts';
import type { SpecOf } from '@azart/fairness';
import type { z } from 'zod';
import { addMyGameBet, AmountField, edgeBpOf, OutcomeText, useStake, WinCelebration } from '~/shared/game/index.ts';
import { useLocale } from '~/shared/i18n/hooks.ts';
import { formatCoefficient } from '~/shared/money.ts';
import { openAuthModal } from '~/shared/session/auth-modal.ts';
import { applyUser } from '~/shared/session/session.ts';
import { placePopitBet } from '../api/popit.ts';

type PopitBet = z.output<SpecOf<'popit'>['bet']>;
const STEP_MS = 110;

/** Reveals the drawn bubbles one by one. */
function useDrawReveal(drawn: number[] | null, id: number): number {
  const [count, setCount] = useState(drawn?.length ?? 0);
  useEffect(() => {
    if (!drawn) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (reduced) {
      setCount(drawn.length);
      return;
    }
    setCount(0);
    let n = 0;
    const timer = setInterval(() => {
      n += 1;
      setCount(n);
      if (n >= drawn.length) clearInterval(timer);
    }, STEP_MS);
    return () => clearInterval(timer);
  }, [drawn, id]);
  return count;
}

/** Popit (games.md §2): pick 1–10 of 40 bubbles and a risk; 10 bubbles pop and the paytable pays by hits. */
export function PopitGame() {
  const { t } = useTranslation('popit');
  const { t: to } = useTranslation('game');
  const locale = useLocale();
  const stake = useStake('popit');
  const { user } = stake;
  const [picks, setPicks] = useState<number[]>([]);
  const [risk, setRisk] = useState<PopitRiskLevel>('medium');
  const [busy, setBusy] = useState(false);
  const [last, setLast] = useState<{ bet: PopitBet; id: number } | null>(null);

  const { amount, error } = stake;
  const edgeBp = edgeBpOf(stake.limits, POPIT_DEFAULT_EDGE_BP);
  const bet = last?.bet ?? null;
  const shown = useDrawReveal(bet?.drawn ?? null, last?.id ?? 0);
  const settled = bet !== null && shown >= bet.drawn.length;
  const popped = new Set(bet ? bet.drawn.slice(0, shown) : []);
  const betPicks = new Set(bet?.picks ?? []);
  const tableRisk = bet && settled && samePicks(bet.picks, picks) ? bet.risk : risk;
  const row = picks.length ? Array.from({ length: picks.length + 1 }, (_, hits) => popitCoefficient(tableRisk, picks.length, hits, edgeBp)) : [];
  const top = row.length ? row[row.length - 1]! : 0;

  function samePicks(a: number[], b: number[]) {
    return a.length === b.length && a.every((p) => b.includes(p));
  }

  function toggle(n: number) {
    if (busy) return;
    setPicks((current) => (current.includes(n) ? current.filter((p) => p !== n) : current.length >= POPIT_MAX_PICKS ? current : [...current, n]));
  }

  function random() {
    const count = picks.length || POPIT_MAX_PICKS;
    const pool = Array.from({ length: POPIT_BUBBLES }, (_, i) => i);
    const chosen: number[] = [];
    for (let i = 0; i < count; i += 1) chosen.push(pool.splice(Math.floor(Math.random() * pool.length), 1)[0]!);
    setPicks(chosen);
  }

  async function play() {
    if (!user) return openAuthModal('login');
    stake.touch();
    if (error || amount === null || busy || picks.length === 0) return;
    setBusy(true);
    try {
      const { bet: placed, user: updated } = await placePopitBet(amount, [...picks].sort((a, b) => a - b), risk);
      applyUser(updated);
      addMyGameBet(placed);
      setLast((prev) => ({ bet: placed, id: (prev?.id ?? 0) + 1 }));
    } catch {
      // the API layer shows the error toast
    } finally {
      setBusy(false);
    }
  }

  const state = !bet ? 'idle' : !settled ? 'rolling' : bet.win > 0 ? 'win' : 'loss';
  const liveHits = bet ? bet.drawn.slice(0, shown).filter((d) => betPicks.has(d)).length : 0;

  return (
    <section className="card card--game game originals" aria-label={t('title')} data-testid="popit-game">
      <div className={`game__stage popit__stage game__stage--${state}${bet && settled && bet.win > 0 && bet.win <= bet.amount ? ' game__stage--partial' : ''}`}>
        <p className="game__status" data-testid="popit-status" data-state={state} aria-live="polite">
          {state === 'idle' && (picks.length ? t('picked', { n: picks.length, max: POPIT_MAX_PICKS }) : t('hint'))}
          {state === 'rolling' && t('popping', { hits: liveHits })}
          {(state === 'win' || state === 'loss') && bet && (
            <OutcomeText lead={t('hits', { hits: bet.hits, picks: bet.picks.length })} amount={bet.amount} payout={bet.win} coefficient={Math.round(bet.coefficient * 100)} />
          )}
        </p>
        <div className="popit__board" role="group" aria-label={t('board')} data-testid="popit-board">
          {Array.from({ length: POPIT_BUBBLES }, (_, n) => {
            const selected = picks.includes(n);
            const isPopped = popped.has(n);
            const hit = isPopped && betPicks.has(n);
            const cls = `popit__bubble${selected ? ' is-selected' : ''}${isPopped ? ' is-popped' : ''}${hit ? ' is-hit' : ''}`;
            return (
              <button
                key={n}
                type="button"
                className={cls}
                aria-pressed={selected}
                aria-label={t('bubble', { n: n + 1 })}
                onClick={() => toggle(n)}
                disabled={busy || (!selected && picks.length >= POPIT_MAX_PICKS)}
                data-testid={`popit-bubble-${n}`}
                data-popped={isPopped ? (hit ? 'hit' : 'miss') : undefined}
              >
                <span className="popit__dome" />
              </button>
            );
          })}
        </div>
        {settled && bet && <WinCelebration runId={last?.id ?? null} amount={bet.amount} payout={bet.win} coefficient={Math.round(bet.coefficient * 100)} />}
      </div>

      <div className="game__controls">
        <AmountField {...stake.field} />
        <div className="field">
          <span className="field__label">{t('risk')}</span>
          <div className="segmented" role="radiogroup" aria-label={t('risk')} data-testid="popit-risk">
            {POPIT_RISKS.map((r) => (
              <button key={r} type="button" role="radio" aria-checked={risk === r} className={`segmented__item${risk === r ? ' is-active' : ''}`} onClick={() => setRisk(r)} data-testid={`popit-risk-${r}`}>
                {t(`risks.${r}`)}
              </button>
            ))}
          </div>
        </div>
        <div className="popit__tools">
          <button type="button" className="button button--ghost button--sm" onClick={random} disabled={busy} data-testid="popit-random">{t('random')}</button>
          <button type="button" className="button button--ghost button--sm" onClick={() => setPicks([])} disabled={busy || picks.length === 0} data-testid="popit-clear">{t('clear')}</button>
          <span className="muted popit__count" data-testid="popit-count">{picks.length}/{POPIT_MAX_PICKS}</span>
        </div>
        <div className="paytable" data-testid="popit-paytable">
          <div className="paytable__head">
            <span>{t('paytable', { risk: t(`risks.${tableRisk}`) })}</span>
            {top > 0 && <span className="muted">{t('upTo', { top: formatCoefficient(top, locale) })}</span>}
          </div>
          {row.length === 0 ? (
            <p className="muted paytable__empty">{t('pickToSee')}</p>
          ) : (
            <ol className="paytable__row">
              {row.map((c, hits) => (
                <li key={hits} className={`paytable__cell${c > 0 ? ' is-paying' : ''}${settled && bet && bet.hits === hits && samePicks(bet.picks, picks) ? ' is-result' : ''}`}>
                  <span className="paytable__hits">{hits}</span>
                  <span className="paytable__coef">{c > 0 ? `×${formatCoefficient(c, locale)}` : '—'}</span>
                </li>
              ))}
            </ol>
          )}
        </div>
        <div className="game__action">
          <button type="button" className="button button--primary button--lg button--block" disabled={busy || (user !== null && picks.length === 0)} onClick={play} data-testid="popit-play">
            {user ? t('play') : to('signIn')}
          </button>
        </div>
      </div>
    </section>
  );
}
