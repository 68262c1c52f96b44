import { useTranslation } from '~/shared/i18n/react.tsx';
import type { RoundGame, RoundResult } from '@azart/contracts';
import { roundWebGame } from '../games/index.ts';
import { isNamedSpot, spotColor, spotInk } from '../spots.ts';

/** The spot a round landed on, in the API's words ("10" on x100, "cashhunt" on Crazy Time). */
export const resultSpot = (result: RoundResult): string => roundWebGame(result.game).resultSpot(result);

/** A spot as players read it: "×10" on x100, "8" on Mega Wheel, "Cash Hunt" on Crazy Time. */
export function useSpotLabel(game: RoundGame): (spot: string) => string {
  const { t } = useTranslation('rounds');
  const binding = roundWebGame(game);
  return (spot) => (isNamedSpot(spot) ? t(`spots.${spot as 'coinflip'}`) : binding.spotText(spot));
}

/** A coloured chip of a spot (results strip, bets lists, history). */
export function SpotChip({ game, spot, size = 'md', title }: { game: RoundGame; spot: string; size?: 'sm' | 'md'; title?: string }) {
  const label = useSpotLabel(game)(spot);
  const color = spotColor(game, spot);
  return (
    <span className={`spot-chip spot-chip--${size}${isNamedSpot(spot) ? ' spot-chip--named' : ''}`} style={{ background: color, color: spotInk(color) }} title={title ?? label} data-spot={spot}>
      {label}
    </span>
  );
}
