import { MEGA_WHEEL_COLORS, type RoundGame } from '@azart/contracts';

/**
 * How each spot of a round game looks everywhere (bet buttons, tape and
 * wheel segments, results strip, bets lists): its colour, and its label
 * when it is not the number itself.
 */
const COLORS: Record<RoundGame, Readonly<Record<string, string>>> = {
  x100: { 2: '#4fb3ff', 3: '#3ddc84', 10: '#b06bff', 15: '#ff8a3d', 20: '#ff4d5e', 100: '#fbbf24' },
  megawheel: MEGA_WHEEL_COLORS,
  crazytime: { 1: '#4fb3ff', 2: '#f5c542', 5: '#ff7ab6', 10: '#b06bff', coinflip: '#3d7bff', pachinko: '#d946ef', cashhunt: '#22d39a', crazytime: '#ff4d5e' },
};

export const spotColor = (game: RoundGame, spot: string | number): string => COLORS[game][String(spot)] ?? '#8a8fb9';

/** Bonus spots of Crazy Time have names (roundsI18n `spots.*`); numbers show as themselves. */
export const isNamedSpot = (spot: string): boolean => !/^\d+$/.test(spot);

/** Dark text on light spots, light on dark ones. */
export function spotInk(color: string): string {
  const n = Number.parseInt(color.slice(1), 16);
  const luminance = (0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255)) / 255;
  return luminance > 0.6 ? '#10132c' : '#ffffff';
}
