import { describe, expect, it } from 'vitest';
import { ROUND_GAMES, ROUND_SPOTS } from '@azart/contracts';
import { contrastRatio, spotColor, spotInk } from '../spots.ts';

describe('the text on a spot', () => {
  it('reads at WCAG AA (4.5:1) on every spot of every round game', () => {
    for (const game of ROUND_GAMES) {
      for (const spot of ROUND_SPOTS[game]) {
        const color = spotColor(game, spot);
        expect(contrastRatio(color, spotInk(color)), `${game} ${spot} ${color}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('is dark on the x100 ×10 violet, where white measured 3.28:1', () => {
    expect(contrastRatio('#b06bff', '#ffffff')).toBeCloseTo(3.28, 1);
    expect(spotInk(spotColor('x100', '10'))).toBe('#10132c');
  });
});
