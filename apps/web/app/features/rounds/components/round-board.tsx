import { useMemo } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import type { Round } from '@azart/contracts';
import { CRAZY_TIME_SEGMENTS, MEGA_WHEEL_SEGMENTS, crazyTimeApiSpot } from '@azart/fairness';
import { spotColor } from '../spots.ts';
import { SpotChip, useSpotLabel } from './result-chip.tsx';
import { Wheel, type WheelSegment } from './wheel.tsx';
import { X100Tape } from './x100-tape.tsx';

const CRAZY_SHORT: Record<string, string> = { coinflip: 'FLIP', pachinko: 'PACH', cashhunt: 'HUNT', crazytime: 'CRAZY' };
const CRAZY_SPOTS = CRAZY_TIME_SEGMENTS.map(crazyTimeApiSpot);

/** What the board lands on: the round's result once betting has closed, else the last ended round's. */
type Props = { round: Round | null; lastResult: Round['result']; spinLeftMs: number | null };

/** The board of a round game: the x100 tape or the wheel, with the mega spot or the top slot above it. */
export function RoundBoard({ round, lastResult, spinLeftMs }: Props) {
  const game = round?.game ?? lastResult?.game ?? 'x100';
  const { t } = useTranslation('rounds');
  const label = useSpotLabel(game);
  const spinning = round?.state === 'spinning';
  const result = round?.result ?? (round?.state === 'betting' ? lastResult : null) ?? lastResult;
  const mega = round?.result?.game === 'megawheel' && round.state !== 'betting' ? round.result.mega : null;
  const megaSegments = useMemo<WheelSegment[]>(
    () => MEGA_WHEEL_SEGMENTS.map((n) => ({ label: String(n), color: spotColor('megawheel', n), highlight: mega?.spot === n })),
    [mega?.spot],
  );
  const crazySegments = useMemo<WheelSegment[]>(() => CRAZY_SPOTS.map((spot) => ({ label: CRAZY_SHORT[spot] ?? spot, color: spotColor('crazytime', spot) })), []);

  if (game === 'x100') {
    const cell = result?.game === 'x100' ? result.cell : null;
    return <div className="round-board round-board--x100"><X100Tape cell={cell} spinning={spinning} spinLeftMs={spinLeftMs} /></div>;
  }
  if (game === 'megawheel') {
    const segment = result?.game === 'megawheel' ? result.segment : null;
    return (
      <div className="round-board round-board--wheel">
        <div className={`round-banner${mega ? ' is-on' : ''}`} data-testid="mega-spot" data-spot={mega?.spot} data-multiplier={mega?.multiplier}>
          <span className="round-banner__label">{t('mega')}</span>
          {mega ? <><SpotChip game="megawheel" spot={String(mega.spot)} /> <strong className="round-banner__x">×{mega.multiplier}</strong></> : <span className="muted">—</span>}
        </div>
        <Wheel segments={megaSegments} target={segment} spinning={spinning} spinLeftMs={spinLeftMs} label={segment !== null ? label(String(MEGA_WHEEL_SEGMENTS[segment])) : t('phase.betting')} />
      </div>
    );
  }
  const segment = result?.game === 'crazytime' ? result.segment : null;
  const top = round?.result?.game === 'crazytime' && round.state !== 'betting' ? round.result.topSlot : null;
  return (
    <div className="round-board round-board--wheel">
      <div className={`round-banner${top ? ' is-on' : ''}`} data-testid="top-slot" data-spot={top?.spot} data-multiplier={top?.multiplier}>
        <span className="round-banner__label">{t('topSlot')}</span>
        {top ? <><SpotChip game="crazytime" spot={top.spot} /> <strong className="round-banner__x">×{top.multiplier}</strong></> : <span className="muted">—</span>}
      </div>
      <Wheel segments={crazySegments} target={segment} spinning={spinning} spinLeftMs={spinLeftMs} label={segment !== null ? label(CRAZY_SPOTS[segment]!) : t('phase.betting')} />
    </div>
  );
}
