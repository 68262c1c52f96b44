import type { CSSProperties } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { ROUND_SPOTS, type RoundGame } from '@azart/contracts';
import { useLocale } from '~/shared/i18n/hooks.ts';
import { formatCoins } from '~/shared/money.ts';
import { roundWebGame } from '../games/index.ts';
import { spotColor, spotInk } from '../spots.ts';
import { useSpotLabel } from './result-chip.tsx';

type Props = {
  game: RoundGame;
  open: boolean;
  busy: string | null;
  mine: Record<string, number>;
  everyone: Record<string, number>;
  onBet: (spot: string) => void;
};

/**
 * The bet buttons: one per spot, in the game's colours. A tap bets the amount
 * in the field on that spot (several taps, several bets). Each shows what it
 * pays, the player's stake on it and everyone's.
 */
export function SpotButtons({ game, open, busy, mine, everyone, onBet }: Props) {
  const { t } = useTranslation('rounds');
  const locale = useLocale();
  const label = useSpotLabel(game);
  const binding = roundWebGame(game);
  return (
    <div className={`spot-buttons spot-buttons--${game}`} role="group" aria-label={t('phase.betting')}>
      {ROUND_SPOTS[game].map((spot) => {
        const color = spotColor(game, spot);
        const pays = binding.pays(spot);
        return (
          <button
            key={spot}
            type="button"
            className={`spot-button${mine[spot] ? ' has-stake' : ''}${busy === spot ? ' is-busy' : ''}`}
            style={{ '--spot': color, '--spot-ink': spotInk(color) } as CSSProperties}
            disabled={!open || busy !== null}
            onClick={() => onBet(spot)}
            data-testid={`round-spot-${spot}`}
            aria-label={`${label(spot)}${mine[spot] ? `, ${t('yourStake')} ${formatCoins(mine[spot], locale)}` : ''}`}
          >
            <span className="spot-button__label">{label(spot)}</span>
            {pays && <span className="spot-button__pays">{pays}</span>}
            <span className="spot-button__stake money" data-testid={`round-stake-${spot}`}>{mine[spot] ? formatCoins(mine[spot], locale) : everyone[spot] ? <span className="muted">{formatCoins(everyone[spot], locale)}</span> : '\u00a0'}</span>
          </button>
        );
      })}
    </div>
  );
}
