import { useMemo } from 'react';
import type { RoundResult } from '@azart/contracts';
import { MEGA_WHEEL_SEGMENTS } from '@azart/fairness';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { SpotChip, useSpotLabel } from '../components/result-chip.tsx';
import { Wheel, type WheelSegment } from '../components/wheel.tsx';
import { spotColor } from '../spots.ts';
import { resultOf, type BoardProps, type RoundView } from './view.ts';


/** The wheel of 54 segments and, once betting has closed, the mega spot with its multiplier above it. */
function MegaWheelBoard({ round, result, spinning, spinLeftMs }: BoardProps) {
  const { t } = useTranslation('rounds');
  const label = useSpotLabel('megawheel');
  const mega = round?.state !== 'betting' ? (resultOf('megawheel', round?.result)?.mega ?? null) : null;
  const segments = useMemo<WheelSegment[]>(
    () => MEGA_WHEEL_SEGMENTS.map((n) => ({ label: String(n), color: spotColor('megawheel', n), highlight: mega?.spot === n })),
    [mega?.spot],
  );
  const segment = resultOf('megawheel', result)?.segment ?? null;
  return (
    <div className="round-board round-board--wheel">
      <div className={`round-banner${mega ? ' is-on' : ''}`} data-testid="mega-spot" data-spot={mega?.spot} data-multiplier={mega?.multiplier}>
        <span className="round-banner__label">{t('mega')}</span>
        {mega ? <><SpotChip game="megawheel" spot={String(mega.spot)} /> <strong className="round-banner__x">×{mega.multiplier}</strong></> : <span className="muted">—</span>}
      </div>
      <Wheel segments={segments} target={segment} spinning={spinning} spinLeftMs={spinLeftMs} label={segment !== null ? label(String(MEGA_WHEEL_SEGMENTS[segment])) : t('phase.betting')} />
    </div>
  );
}

/** The round's mega spot and its multiplier. */
function MegaWheelResultDetail({ result }: { result: RoundResult }) {
  const { t } = useTranslation('rounds');
  const mega = resultOf('megawheel', result)?.mega;
  return mega ? <span>{t('mega')}: <strong>{mega.spot} ×{mega.multiplier}</strong></span> : null;
}

/** A history row's mega spot, short: "2×50". */
function MegaWheelHistoryDetail({ result }: { result: RoundResult }) {
  const mega = resultOf('megawheel', result)?.mega;
  return mega ? <span className="muted round-list__extra"> {mega.spot}×{mega.multiplier}</span> : null;
}

export const megaWheelView: RoundView = { Board: MegaWheelBoard, ResultDetail: MegaWheelResultDetail, HistoryDetail: MegaWheelHistoryDetail };
