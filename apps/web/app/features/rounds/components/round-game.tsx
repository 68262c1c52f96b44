import { useState, type ReactNode } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import type { Round, RoundGame } from '@azart/contracts';
import { GameHead } from '~/shared/game/game-head.tsx';
import { AmountField, OutcomeText, useStake, WinCelebration } from '~/shared/game/index.ts';
import { useLocale, usePaths } from '~/shared/i18n/hooks.ts';
import { formatCoins } from '~/shared/money.ts';
import { useRealtime } from '~/shared/realtime/socket.ts';
import { openAuthModal } from '~/shared/session/auth-modal.ts';
import { applyUser } from '~/shared/session/session.ts';
import { IconHelp, IconShield } from '~/shared/ui/icons.tsx';
import { placeRoundBet } from '../api/rounds.ts';
import { stakesBySpot, type RoundScreen } from '../state/round-screen.ts';
import { ROUND_VIEWS } from '../games/views.ts';
import { useRoundGame, useServerNowAt, type RoundInitial } from '../state/use-round-game.ts';
import { MyRoundBets } from './my-round-bets.tsx';
import { resultSpot, SpotChip } from './result-chip.tsx';
import { RoundBoard } from './round-board.tsx';
import { LiveRoundPhase } from './round-phase.tsx';
import { ResultsStrip, RoundBetsList, RoundHistory } from './round-lists.tsx';
import { SpotButtons } from './spot-buttons.tsx';

/** A loss is told only once a win push had its chance to arrive (it follows the result push). */
const LOSS_AFTER_MS = 1_500;

type Props = { game: RoundGame; title: string; subtitle: string; rules: string[]; initial: RoundInitial; limits: { minBet: number; maxBet: number; maxWin: number; edge: number } | null };

/**
 * A round game's page (x100, Mega Wheel, Crazy Time): the shared round as
 * every player sees it, live. The board and the countdown, the bet buttons
 * (sticky at the bottom of a phone's screen), the round's bets, the player's
 * own bets, the results, statistics and history, the rules and limits.
 */
export function RoundGamePage({ game, title, subtitle, rules, initial, limits }: Props) {
  const { t } = useTranslation('rounds');
  const { t: tg } = useTranslation('game');
  const locale = useLocale();
  const paths = usePaths();
  const { screen, dispatch } = useRoundGame(game, initial);
  const { round } = screen;
  // Re-rendered when betting closes and when a losing bet's result is due, not on every tick of the countdown.
  const now = useServerNowAt(screen.offsetMs, [
    round ? Date.parse(round.bettingEndsAt) : null,
    round ? Date.parse(round.spinEndsAt) + LOSS_AFTER_MS + 1 : null,
  ]);
  const online = useRealtime().state !== 'disconnected';
  const stake = useStake(game);
  const [busy, setBusy] = useState<string | null>(null);
  const open = round?.state === 'betting' && (now === null || now < Date.parse(round.bettingEndsAt));
  const spinLeftMs = round?.state === 'spinning' && now !== null ? Date.parse(round.spinEndsAt) - now : null;
  const lastEnded = screen.ended[0] ?? null;
  const mine = stakesBySpot(screen.mine);
  const { Stats, StageExtra } = ROUND_VIEWS[game];

  async function bet(spot: string) {
    if (!stake.user) return openAuthModal('login');
    stake.touch();
    if (stake.error || stake.amount === null || !round || !open) return;
    setBusy(spot);
    try {
      const { bet: placed, user } = await placeRoundBet(game, spot, stake.amount);
      applyUser(user);
      dispatch({ type: 'placed', bet: placed, public: { id: placed.id, nickname: user.login, spot: placed.spot, amount: placed.amount, win: null } });
    } catch {
      // the API layer shows why (closed, balance, limits, connection)
    } finally {
      setBusy(null);
    }
  }

  const outcome = outcomeOf(screen, now);
  return (
    <div className={`page page--game page--round page--${game}`}>
      <GameHead title={title} subtitle={subtitle} rulesAnchor="rules" fairnessTo={`${paths.fairness()}#rounds`} />

      <section className={`card card--game round-game round-game--${game}`} aria-label={title} data-testid="round-game" data-game={game}>
        <div className={`game__stage round-game__stage game__stage--${outcome.kind}`} data-testid="round-stage">
          <LiveRoundPhase round={round} offsetMs={screen.offsetMs} />
          <RoundBoard round={round} lastResult={lastEnded?.result ?? null} spinLeftMs={spinLeftMs} />
          {StageExtra && round && (
            <StageExtra round={round} mine={screen.mine} choice={screen.choice} offsetMs={screen.offsetMs} onChosen={(choice) => dispatch({ type: 'choice', roundId: round.id, choice })} />
          )}
          <p className="game__status" aria-live="polite" data-testid="round-status" data-kind={outcome.kind}>
            {/* One inline box: the phone's status line is a flex box, which would drop the spaces between its parts ("Ваша ставка20,00"). */}
            <span>{outcome.text}</span>
          </p>
          {outcome.kind === 'win' && screen.win && (
            <WinCelebration runId={screen.win.roundId} amount={screen.win.amount} payout={screen.win.win} coefficient={Math.round((screen.win.win / Math.max(1, screen.win.amount)) * 100)} />
          )}
          <ResultsStrip game={game} ended={screen.ended} />
          {!online && <p className="round-game__offline" role="status">{t('live.offline')}</p>}
        </div>

        <div className="game__controls">
          <AmountField {...stake.field} />
          <dl className="stats stats--3">
            <div className="stat"><dt>{t('totals.players')}</dt><dd data-testid="round-players">{round?.totals.players ?? 0}</dd></div>
            <div className="stat"><dt>{t('totals.bets')}</dt><dd data-testid="round-bets-count">{round?.totals.bets ?? 0}</dd></div>
            <div className="stat"><dt>{t('totals.amount')}</dt><dd className="money">{formatCoins(round?.totals.amount ?? 0, locale)}</dd></div>
          </dl>
          <div className="game__action round-game__action">
            <p className="round-game__hint muted">{open ? t('betHint') : t('betsClosed')}</p>
            <SpotButtons game={game} open={open} busy={busy} mine={mine} everyone={round?.totals.bySpot ?? {}} onBet={bet} />
          </div>
        </div>
      </section>

      <div className="page-grid">
        <RoundBetsList game={game} bets={screen.bets} />
        <MyRoundBets game={game} endedRoundId={lastEnded?.id ?? null} />
      </div>
      <div className="page-grid">
        {Stats && <Stats ended={screen.ended} />}
        <RoundHistory game={game} ended={screen.ended} />
      </div>
      <div className="page-grid">
        <section className="card info-card rules" id="rules" aria-labelledby={`${game}-rules`} data-testid="game-rules">
          <h2 id={`${game}-rules`} className="card__title"><IconHelp /> {tg('rules')}</h2>
          {rules.map((paragraph) => <p key={paragraph} className="rules__p">{paragraph}</p>)}
        </section>
        <section className="card info-card" aria-labelledby={`${game}-limits`} data-testid="game-limits">
          <h2 id={`${game}-limits`} className="card__title"><IconShield /> {tg('limits')}</h2>
          <dl className="stats stats--3 stats--limits">
            <div className="stat"><dt>{tg('minBet')}</dt><dd className="money" data-testid="limit-min">{limits ? formatCoins(limits.minBet, locale) : '…'}</dd></div>
            <div className="stat"><dt>{tg('maxBet')}</dt><dd className="money" data-testid="limit-max">{limits ? formatCoins(limits.maxBet, locale) : '…'}</dd></div>
            <div className="stat"><dt>{tg('maxWin')}</dt><dd className="money" data-testid="limit-max-win">{limits ? formatCoins(limits.maxWin, locale) : '…'}</dd></div>
          </dl>
        </section>
      </div>
    </div>
  );

  /** The status line under the board: what to do, what came, and what the player's bets did. */
  function outcomeOf(s: RoundScreen, at: number | null): { kind: 'idle' | 'rolling' | 'win' | 'loss'; text: ReactNode } {
    const r: Round | null = s.round;
    if (!r) return { kind: 'idle', text: t('phase.starting') };
    const staked = (s.mine ?? []).reduce((sum, b) => sum + b.amount, 0);
    if (r.state === 'betting') {
      if (staked) return { kind: 'idle', text: <>{t('yourStake')} <strong className="money">{formatCoins(staked, locale)}</strong></> };
      const last = s.ended[0];
      const won = last && s.lastWin?.roundId === last.id ? s.lastWin : null;
      if (!last) return { kind: 'idle', text: t('phase.betting') };
      return { kind: 'idle', text: <>{t('previous')} <SpotChip game={game} spot={resultSpot(last.result)} />{won && <> · <span className="text-win" data-testid="round-last-win">{t('won', { amount: formatCoins(won.win, locale) })}</span></>}</> };
    }
    if (r.state === 'spinning' || !r.result) return { kind: 'rolling', text: t('phase.spinning') };
    const landed = <SpotChip game={game} spot={resultSpot(r.result)} />;
    if (s.win?.roundId === r.id) return { kind: 'win', text: <>{landed} <OutcomeText amount={s.win.amount} payout={s.win.win} coefficient={Math.round((s.win.win / Math.max(1, s.win.amount)) * 100)} showMultiplier={false} /></> };
    if (staked && at !== null && at - Date.parse(r.spinEndsAt) > LOSS_AFTER_MS) return { kind: 'loss', text: <>{landed} {t('lost')}</> };
    return { kind: 'idle', text: <>{t('phase.result')}: {landed}</> };
  }
}
