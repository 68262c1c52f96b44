import type { RoundGame } from '@azart/contracts';
import { roundWebGame } from './games/index.ts';

/**
 * How each spot of a round game looks everywhere (bet buttons, tape and
 * wheel segments, results strip, bets lists): its colour (each game's
 * binding names its own), and its label when it is not the number itself.
 */
export const spotColor = (game: RoundGame, spot: string | number): string => roundWebGame(game).colors[String(spot)] ?? '#8a8fb9';

/** Bonus spots of Crazy Time have names (roundsI18n `spots.*`); numbers show as themselves. */
export const isNamedSpot = (spot: string): boolean => !/^\d+$/.test(spot);

const DARK_INK = '#10132c';
const LIGHT_INK = '#ffffff';

/** WCAG relative luminance of "#rrggbb". */
function luminanceOf(color: string): number {
  const n = Number.parseInt(color.slice(1), 16);
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear((n >> 16) & 255) + 0.7152 * linear((n >> 8) & 255) + 0.0722 * linear(n & 255);
}

/** WCAG contrast ratio of two "#rrggbb" colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminanceOf(a), luminanceOf(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Dark or white text, whichever reads better on the spot's colour by WCAG
 * contrast (a guess by perceived brightness put white on the ×10 violet at
 * 3.3:1, under the 4.5:1 small text needs).
 */
export function spotInk(color: string): string {
  let ink = inkByColor.get(color);
  if (ink === undefined) {
    ink = contrastRatio(color, DARK_INK) >= contrastRatio(color, LIGHT_INK) ? DARK_INK : LIGHT_INK;
    inkByColor.set(color, ink);
  }
  return ink;
}
/** A game has a handful of colours and the tape, strip and lists ask for them on every render: each is worked out once. */
const inkByColor = new Map<string, string>();
