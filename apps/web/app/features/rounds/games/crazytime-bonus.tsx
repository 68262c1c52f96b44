import { useState } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import type { CrazyTimeRoundResult, Round, RoundBet, RoundChoice } from '@azart/contracts';
import { CASH_HUNT_POSITIONS, CRAZY_TIME_FLAPPERS } from '@azart/fairness';
import { chooseBonus } from '../api/rounds.ts';

type Props = {
  round: Round;
  result: CrazyTimeRoundResult;
  mine: readonly RoundBet[] | null;
  choice: RoundChoice | null;
  now: number | null;
  onChosen: (choice: RoundChoice) => void;
};

const FLAPPER_COLORS: Record<string, string> = { green: '#22d39a', blue: '#4fb3ff', yellow: '#fbbf24' };

/**
 * Crazy Time's bonus game of the round. Cash Hunt and Crazy Time ask each
 * player who bet on them for a choice (a cell, a flapper colour) while the
 * choice window is open; everyone else sees that those players are choosing.
 * Once choices close the bonus is revealed with the player's own outcome
 * (their choice or the round's default).
 */
export function CrazyTimeBonus({ round, result, mine, choice, now, onChosen }: Props) {
  const { t } = useTranslation('rounds');
  const [sending, setSending] = useState(false);
  const bonus = result.bonus;
  if (!bonus) return null;
  const name = t(`spots.${bonus.game}`);
  const betOnIt = (mine ?? []).some((bet) => bet.spot === bonus.game);
  const choiceEnds = round.choiceEndsAt ? Date.parse(round.choiceEndsAt) : null;
  const choosing = (bonus.game === 'cashhunt' || bonus.game === 'crazytime') && !bonus.revealed && choiceEnds !== null && now !== null && now < choiceEnds;

  async function choose(next: RoundChoice) {
    if (sending) return;
    setSending(true);
    try {
      const answer = await chooseBonus(round.id, next);
      onChosen(answer.choice);
    } catch {
      // the API layer shows why (closed, not your bonus)
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="ct-bonus" data-testid="ct-bonus" data-bonus={bonus.game} aria-label={t('bonus.title', { name })}>
      <h3 className="ct-bonus__title">{t('bonus.title', { name })}</h3>
      {bonus.game === 'coinflip' && (
        <div className="ct-coin">
          <span className={`ct-coin__side ct-coin__side--red${bonus.side === 'red' ? ' is-win' : ''}`}>×{bonus.red}</span>
          <span className={`ct-coin__side ct-coin__side--blue${bonus.side === 'blue' ? ' is-win' : ''}`}>×{bonus.blue}</span>
          <p className="ct-bonus__line">{t('bonus.coinflip', { side: t(`bonus.sides.${bonus.side}`), multiplier: bonus.multiplier })}</p>
        </div>
      )}
      {bonus.game === 'pachinko' && (
        <p className="ct-bonus__line">{t('bonus.pachinko', { multiplier: bonus.multiplier })}{bonus.doublings > 0 && ` · ${t('bonus.doublings', { count: bonus.doublings })}`}</p>
      )}
      {choosing && !betOnIt && <p className="ct-bonus__line muted" data-testid="ct-others-choose">{t('bonus.othersChoose', { name })}</p>}
      {choosing && betOnIt && (
        <div className="ct-choose" data-testid="ct-choose">
          <p className="ct-bonus__line">
            {bonus.game === 'cashhunt' ? t('bonus.pickCell') : t('bonus.pickFlapper')} · <span className="muted">{t('bonus.choiceEndsIn')} {Math.max(0, Math.ceil((choiceEnds! - now!) / 1000))}</span>
          </p>
          {bonus.game === 'cashhunt' ? (
            <div className="ct-hunt" role="group" aria-label={t('bonus.pickCell')}>
              {Array.from({ length: CASH_HUNT_POSITIONS }, (_, i) => (
                <button key={i} type="button" className={`ct-hunt__cell${choice?.cashHuntPick === i ? ' is-picked' : ''}`} disabled={sending} onClick={() => choose({ cashHuntPick: i })} aria-pressed={choice?.cashHuntPick === i} aria-label={String(i + 1)} data-testid={`ct-cell-${i}`} />
              ))}
            </div>
          ) : (
            <div className="ct-flappers" role="group" aria-label={t('bonus.pickFlapper')}>
              {CRAZY_TIME_FLAPPERS.map((flapper) => (
                <button key={flapper} type="button" className={`ct-flapper${choice?.flapper === flapper ? ' is-picked' : ''}`} style={{ background: FLAPPER_COLORS[flapper] }} disabled={sending} onClick={() => choose({ flapper })} aria-pressed={choice?.flapper === flapper} data-testid={`ct-flapper-${flapper}`}>
                  {t(`bonus.flappers.${flapper}`)}
                </button>
              ))}
            </div>
          )}
          <p className="muted ct-bonus__note">{choice && (choice.cashHuntPick !== undefined || choice.flapper) ? t('bonus.chosen') : t('bonus.defaultNote')}</p>
        </div>
      )}
      {(bonus.game === 'cashhunt' || bonus.game === 'crazytime') && !bonus.revealed && !choosing && <p className="ct-bonus__line muted">{t('bonus.waiting')}</p>}
      {bonus.game === 'cashhunt' && bonus.revealed && bonus.board && (
        <CashHuntReveal board={bonus.board} pick={choice?.cashHuntPick ?? bonus.defaultPick ?? 0} />
      )}
      {bonus.game === 'crazytime' && bonus.revealed && bonus.outcomes && (
        <div className="ct-flappers ct-flappers--result">
          {CRAZY_TIME_FLAPPERS.map((flapper) => {
            const mineFlapper = choice?.flapper ?? bonus.defaultFlapper;
            return (
              <span key={flapper} className={`ct-flapper${mineFlapper === flapper ? ' is-picked' : ''}`} style={{ background: FLAPPER_COLORS[flapper] }} data-testid={`ct-outcome-${flapper}`}>
                {t(`bonus.flappers.${flapper}`)} ×{bonus.outcomes![flapper]?.multiplier}
              </span>
            );
          })}
        </div>
      )}
    </section>
  );
}

function CashHuntReveal({ board, pick }: { board: readonly number[]; pick: number }) {
  const { t } = useTranslation('rounds');
  return (
    <>
      <p className="ct-bonus__line" data-testid="ct-hunt-mine">{t('bonus.cashhuntMine', { multiplier: board[pick] })}</p>
      <div className="ct-hunt ct-hunt--revealed" aria-hidden>
        {board.map((x, i) => <span key={i} className={`ct-hunt__cell${i === pick ? ' is-picked' : ''}`}>{x}</span>)}
      </div>
    </>
  );
}
