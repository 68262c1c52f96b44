import { useTranslation } from '~/shared/i18n/react.tsx';
import type { Round } from '@azart/contracts';
import { useLocale } from '~/shared/i18n/hooks.ts';
import { formatDecimal } from '~/shared/money.ts';
import { nextDeadline, useServerNow } from '../state/use-round-game.ts';

/** Where the round is, its number and a countdown to the next step on the server's clock (`now` null: not yet in the browser). */
export function RoundPhase({ round, now }: { round: Round | null; now: number | null }) {
  const { t } = useTranslation('rounds');
  const locale = useLocale();
  if (!round) return <div className="round-phase" data-testid="round-phase" data-state="starting"><span className="round-phase__label">{t('phase.starting')}</span></div>;
  const end = Date.parse(nextDeadline(round));
  const start = Date.parse(round.state === 'betting' ? round.startedAt : round.state === 'spinning' ? round.bettingEndsAt : round.state === 'result' ? round.spinEndsAt : round.resultEndsAt);
  const left = now === null ? null : Math.max(0, end - now);
  const share = left === null || end <= start ? 1 : Math.min(1, left / (end - start));
  const lead = round.state === 'betting' ? t('closesIn') : round.state === 'spinning' ? t('spinEndsIn') : t('nextIn');
  const until = round.state === 'result' ? Date.parse(round.endsAt) : end;
  const shownLeft = now === null ? null : Math.max(0, until - now);
  return (
    <div className={`round-phase round-phase--${round.state}`} data-testid="round-phase" data-state={round.state} data-round-id={round.id}>
      <div className="round-phase__row">
        <span className="round-phase__label">{t(`phase.${round.state}`)}</span>
        <span className="round-phase__number muted">{t('roundNumber', { number: round.number })}</span>
      </div>
      <div className="round-phase__row round-phase__row--timer">
        <span className="muted">{lead}</span>
        <strong className="round-phase__seconds" data-testid="round-countdown">{shownLeft === null ? '—' : t('seconds', { value: formatDecimal(shownLeft / 1000, shownLeft < 10_000 ? 1 : 0, locale) })}</strong>
      </div>
      <div className="round-phase__bar" aria-hidden><span style={{ transform: `scaleX(${share})` }} /></div>
    </div>
  );
}

/** RoundPhase with its own clock: only the countdown re-renders as it ticks, not the page around it. */
export function LiveRoundPhase({ round, offsetMs }: { round: Round | null; offsetMs: number }) {
  const now = useServerNow(offsetMs);
  return <RoundPhase round={round} now={now} />;
}

