import { describe, expect, it } from 'vitest';
import { betOutcome, coefficientText, outcomeFigures } from '../bet-outcome.ts';

const plain = (text: string) => text.replace(/\u00a0/g, ' ').replace(/\u2212/g, '-');

describe('a settled bet as the player reads it', () => {
  it('separates the payout from the profit (2 020 at 95 % pays 2 100,80: a profit of 80,80)', () => {
    const figures = outcomeFigures(202_000, 210_080, 104, 'ru');
    expect(figures.kind).toBe('win');
    expect(plain(figures.multiplier)).toBe('×1,04');
    expect(plain(figures.payoutText)).toBe('2 100,80');
    expect(plain(figures.profitText)).toBe('+80,80');
  });

  it('Hotline: a stake of 10 cashed out at ×1,72 is a profit of 7,20, not 17,20', () => {
    const figures = outcomeFigures(1000, 1720, 172, 'en');
    expect(plain(figures.payoutText)).toBe('17.20');
    expect(plain(figures.profitText)).toBe('+7.20');
  });

  it('a loss costs the stake', () => {
    expect(betOutcome(2020, 0)).toEqual({ kind: 'loss', payout: 0, profit: -2020 });
    expect(plain(outcomeFigures(2020, 0, 0, 'ru').profitText)).toBe('-20,20');
  });

  it('a payout below the stake is a partial return with a negative profit', () => {
    expect(betOutcome(1000, 500)).toEqual({ kind: 'partial', payout: 500, profit: -500 });
    expect(betOutcome(1000, 1000)).toEqual({ kind: 'partial', payout: 1000, profit: 0 });
  });

  it('a fairness record shows no coefficient for a round lost at ×0 (Hotline, Mines), not "×0,00"', () => {
    expect(coefficientText(0, 'ru')).toBe('—');
    expect(plain(coefficientText(1.98, 'ru'))).toBe('×1,98');
    expect(plain(coefficientText(1.98, 'en'))).toBe('×1.98');
  });
});
