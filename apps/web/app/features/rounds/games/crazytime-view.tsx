import { useMemo } from 'react';
import type { Round, RoundResult } from '@azart/contracts';
import { CRAZY_TIME_SEGMENTS, crazyTimeApiSpot } from '@azart/fairness';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { SpotChip, useSpotLabel } from '../components/result-chip.tsx';
import { Wheel, type WheelSegment } from '../components/wheel.tsx';
import { spotColor } from '../spots.ts';
import { useServerNow } from '../state/use-round-game.ts';
import { CrazyTimeBonus } from './crazytime-bonus.tsx';
import { resultOf, type BoardProps, type ResultOf, type RoundView, type StageExtraProps } from './view.ts';


const SHORT: Record<string, string> = { coinflip: 'FLIP', pachinko: 'PACH', cashhunt: 'HUNT', crazytime: 'CRAZY' };
const SPOTS = CRAZY_TIME_SEGMENTS.map(crazyTimeApiSpot);

/** The wheel of 54 segments and, once betting has closed, the top slot's spot and multiplier above it. */
function CrazyTimeBoard({ round, result, spinning, spinLeftMs }: BoardProps) {
  const { t } = useTranslation('rounds');
  const label = useSpotLabel('crazytime');
  const segments = useMemo<WheelSegment[]>(() => SPOTS.map((spot) => ({ label: SHORT[spot] ?? spot, color: spotColor('crazytime', spot) })), []);
  const top = round?.state !== 'betting' ? (resultOf('crazytime', round?.result)?.topSlot ?? null) : null;
  const segment = resultOf('crazytime', result)?.segment ?? null;
  // On a phone the wheel makes room for the bonus game's panel (CrazyTimeStage). A class of the board, not
  // `:has(.ct-bonus)` on the stage: Chromium did not always restyle the wheel when React inserted the panel, which
  // left the bet buttons under the bottom of a phone's screen.
  const withBonus = round !== null && shownBonus(round) !== null;
  return (
    <div className={`round-board round-board--wheel${withBonus ? ' round-board--with-bonus' : ''}`}>
      <div className={`round-banner${top ? ' is-on' : ''}`} data-testid="top-slot" data-spot={top?.spot} data-multiplier={top?.multiplier}>
        <span className="round-banner__label">{t('topSlot')}</span>
        {top ? <><SpotChip game="crazytime" spot={top.spot} /> <strong className="round-banner__x">×{top.multiplier}</strong></> : <span className="muted">—</span>}
      </div>
      <Wheel segments={segments} target={segment} spinning={spinning} spinLeftMs={spinLeftMs} label={segment !== null ? label(SPOTS[segment]!) : t('phase.betting')} />
    </div>
  );
}

/** The round's top slot: the spot it chose and its multiplier. */
function CrazyTimeResultDetail({ result }: { result: RoundResult }) {
  const { t } = useTranslation('rounds');
  const top = resultOf('crazytime', result)?.topSlot;
  return top ? <span>{t('topSlot')}: <SpotChip game="crazytime" spot={top.spot} size="sm" /> <strong>×{top.multiplier}</strong></span> : null;
}

/** The bonus game of the round once betting has closed, with its own clock (its choice countdown counts whole seconds). */
function CrazyTimeStage({ round, offsetMs, ...props }: StageExtraProps) {
  const now = useServerNow(offsetMs, 250);
  const shown = shownBonus(round);
  if (!shown) return null;
  return <CrazyTimeBonus round={round} result={shown.result} now={now} {...props} />;
}

/** The round's result while its bonus game shows (from the close of betting, when the round has one), else null. */
function shownBonus(round: Round): { result: ResultOf<'crazytime'> } | null {
  const result = resultOf('crazytime', round.result);
  return result?.bonus && round.state !== 'betting' ? { result } : null;
}

export const crazyTimeView: RoundView = { Board: CrazyTimeBoard, ResultDetail: CrazyTimeResultDetail, StageExtra: CrazyTimeStage };
